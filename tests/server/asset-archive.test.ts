import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ASSET_ARCHIVE_KEEP_MS, archiveAssets } from '../../server/asset-archive';
import { copyFileSync } from 'node:fs';
import type * as NodeFs from 'node:fs';
import { LogCapture, makeTempDir, removeDir, testGateway } from './support';

// A copy can be made to fail as on a full disk; every other use of the file system is the real one.
jest.mock('node:fs', () => {
  const actual = jest.requireActual<typeof NodeFs>('node:fs');
  return { ...actual, copyFileSync: jest.fn(actual.copyFileSync) };
});

function diskFullOnCopy(): void {
  jest.mocked(copyFileSync).mockImplementation(() => {
    throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
  });
}

afterEach(() => jest.mocked(copyFileSync).mockImplementation(jest.requireActual<typeof NodeFs>('node:fs').copyFileSync));

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 29, 12);

function writeBuild(dir: string, files: Record<string, string | Buffer>): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><title>Exchange</title></head><body></body></html>');
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, 'assets', name), body);
}

const archived = (archive: string) => readdirSync(path.join(archive, 'assets')).sort();
const age = (archive: string, name: string) => NOW - statSync(path.join(archive, 'assets', name)).mtimeMs;

describe('the archive of earlier builds’ assets', () => {
  let dir: string;
  let build: string;
  let archive: string;

  beforeEach(() => {
    dir = makeTempDir('asset-archive-');
    build = path.join(dir, 'dist');
    archive = path.join(dir, 'data', 'asset-archive');
  });
  afterEach(() => removeDir(dir));

  it('takes in every asset of the build with its compressed copies, and no source map', () => {
    writeBuild(build, { 'app-a1.js': 'one', 'app-a1.js.br': 'br', 'app-a1.js.gz': 'gz', 'app-a1.js.map': '{}', 'style-b2.css': 'b' });
    expect(archiveAssets(build, archive, NOW)).toEqual({ added: 4, removed: 0 });
    expect(archived(archive)).toEqual(['app-a1.js', 'app-a1.js.br', 'app-a1.js.gz', 'style-b2.css']);
    expect(readFileSync(path.join(archive, 'assets', 'app-a1.js'), 'utf8')).toBe('one');
  });

  it('keeps a file it holds as it is, and marks it as seen by the build that started', () => {
    writeBuild(build, { 'app-a1.js': 'one' });
    archiveAssets(build, archive, NOW - 10 * DAY);
    expect(archiveAssets(build, archive, NOW)).toEqual({ added: 0, removed: 0 });
    expect(age(archive, 'app-a1.js')).toBe(0);
  });

  it('keeps what a later build dropped for the keep time, then removes it', () => {
    writeBuild(build, { 'app-old.js': 'old' });
    archiveAssets(build, archive, NOW - ASSET_ARCHIVE_KEEP_MS);
    removeDir(build);
    writeBuild(build, { 'app-new.js': 'new' });
    expect(archiveAssets(build, archive, NOW)).toEqual({ added: 1, removed: 0 });
    expect(archived(archive)).toEqual(['app-new.js', 'app-old.js']);
    expect(archiveAssets(build, archive, NOW + 1)).toEqual({ added: 0, removed: 1 });
    expect(archived(archive)).toEqual(['app-new.js']);
  });

  it('an archive file older than the keep time is still kept while the build has it', () => {
    writeBuild(build, { 'app-a1.js': 'one' });
    archiveAssets(build, archive, NOW);
    const long = new Date(NOW - 2 * ASSET_ARCHIVE_KEEP_MS);
    utimesSync(path.join(archive, 'assets', 'app-a1.js'), long, long);
    expect(archiveAssets(build, archive, NOW)).toEqual({ added: 0, removed: 0 });
    expect(existsSync(path.join(archive, 'assets', 'app-a1.js'))).toBe(true);
  });

  it('a copy that fails for another reason than a kept file (a full disk) is an error, not a file taken as kept', () => {
    writeBuild(build, { 'app-a1.js': 'one' });
    diskFullOnCopy();
    expect(() => archiveAssets(build, archive, NOW)).toThrow(/no space left/);
  });

  it('a build without an assets folder is an error, not an empty archive', () => {
    mkdirSync(build);
    expect(() => archiveAssets(build, archive, NOW)).toThrow(/ENOENT/);
  });
});

describe('a page of an earlier build', () => {
  let dir: string;
  let app: FastifyInstance;
  const OLD_CHUNK = `export const old = [${'1,'.repeat(400)}];`;

  beforeAll(async () => {
    dir = makeTempDir('asset-archive-serve-');
    const build = path.join(dir, 'dist');
    const archive = path.join(dir, 'asset-archive');
    // The build before: its chunk and its brotli copy.
    writeBuild(build, { 'chart-old1.js': OLD_CHUNK, 'chart-old1.js.br': brotliCompressSync(OLD_CHUNK) });
    archiveAssets(build, archive);
    // The build now running.
    removeDir(build);
    writeBuild(build, { 'chart-new2.js': 'export const now = 1;' });
    app = await testGateway({ staticDir: build, assetArchiveDir: archive, production: true });
  });
  afterAll(async () => {
    await app.close();
    removeDir(dir);
  });

  it('still loads its chunks after a new build replaced them, compressed and cached as any asset', async () => {
    const response = await app.inject({ url: '/assets/chart-old1.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ url: '/assets/chart-old1.js' });
    expect(plain.body).toBe(OLD_CHUNK);
  });

  it('the running build’s assets come from the build, and the gateway starts with them in the archive', async () => {
    const response = await app.inject({ url: '/assets/chart-new2.js' });
    expect([response.statusCode, response.body]).toEqual([200, 'export const now = 1;']);
    expect(existsSync(path.join(dir, 'asset-archive', 'assets', 'chart-new2.js'))).toBe(true);
  });

  it('an asset no build had is a 404 as any missing file, and a way out of the folders is refused', async () => {
    const missing = await app.inject({ url: '/assets/nothing-0.js' });
    expect([missing.statusCode, missing.body]).toEqual([404, 'Not Found']);
    // Escaped slashes are not the canonical path; escaped dots are read as a file name there is none of.
    const escapes = [];
    for (const url of ['/assets/..%2F..%2Fetc%2Fpasswd', '/assets/%2e%2e/%2e%2e/package.json']) {
      const response = await app.inject({ url });
      escapes.push([response.statusCode, /root:|"name"/.test(response.body)]);
    }
    expect(escapes).toEqual([
      [400, false],
      [404, false],
    ]);
  });
});

describe('a gateway whose archive cannot be written', () => {
  it('starts, serves this build and says why in its log', async () => {
    const dir = makeTempDir('asset-archive-full-');
    const build = path.join(dir, 'dist');
    writeBuild(build, { 'chart-new2.js': 'export const now = 1;' });
    const logs = new LogCapture();
    diskFullOnCopy();
    const app = await testGateway({ staticDir: build, assetArchiveDir: path.join(dir, 'asset-archive'), production: true, logger: true, logStream: logs });
    try {
      const response = await app.inject({ url: '/assets/chart-new2.js' });
      expect(response.statusCode).toBe(200);
      expect(logs.entries().filter((entry) => entry.level === 40).map((entry) => entry.msg)).toEqual([
        'the assets of this build could not be added to the archive; earlier builds keep what it holds',
      ]);
    } finally {
      await app.close();
      removeDir(dir);
    }
  });
});
