import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { precompressDir } from '../../build-plugins/precompress';
import { makeTempDir, removeDir, testGateway } from './support';

// Large and repetitive enough that both encodings pay, as a real chunk does.
const APP_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Exchange</title>${'<meta name="x" content="y">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const TINY_JS = 'export{};';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML = { accept: 'text/html,*/*;q=0.8' };

function writeBuild(dir: string): void {
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'events.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(path.join(dir, 'assets', 'tiny-abc123.js'), TINY_JS);
  writeFileSync(path.join(dir, 'assets', 'logo-abc123.png'), PNG);
}

describe('the build writes brotli and gzip copies of its text files', () => {
  let dir: string;

  beforeAll(async () => {
    dir = makeTempDir('precompress-');
    writeBuild(dir);
    await precompressDir(dir);
  });

  afterAll(() => removeDir(dir));

  it('beside every text file the copies pay for, and nowhere else', () => {
    expect(readdirSync(path.join(dir, 'assets')).sort()).toEqual([
      'app-abc123.js',
      'app-abc123.js.br',
      'app-abc123.js.gz',
      // An image is compressed already; a copy of a tiny file would be larger than the file.
      'logo-abc123.png',
      'tiny-abc123.js',
    ]);
    expect(readdirSync(dir).filter((name) => name.startsWith('index.html')).sort()).toEqual([
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
  });
});

describe('the gateway serves the copy the browser accepts', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = makeTempDir('precompress-serve-');
    writeBuild(dir);
    await precompressDir(dir);
  });

  afterAll(() => removeDir(dir));

  beforeEach(async () => {
    app = await testGateway({ staticDir: dir });
  });

  afterEach(() => app.close());

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
    });

  it('brotli first for a hashed asset, immutable for a year', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 3);
  });

  it('gzip for a browser that does not take brotli', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it.each([['no Accept-Encoding', undefined], ['identity only', 'identity'], ['an unknown encoding', 'zstd-ish']])(
    'the file itself for %s, still varying on the header',
    async (_name, acceptEncoding) => {
      const response = await get('/assets/app-abc123.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.body).toBe(APP_JS);
    },
  );

  it('the file itself when the build made no copy of it', async () => {
    const response = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(TINY_JS);
  });

  it.each(['/spot/BTCUSDT', '/'])('the HTML shell of %s compressed and revalidated on every visit', async (url) => {
    const response = await get(url, 'br', HTML);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('a missing asset as a plain 404, whatever the browser accepts', async () => {
    const response = await get('/assets/missing-abc123.js', 'br, gzip', HTML);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
