import type { FastifyInstance } from 'fastify';
import { APP_JS, EVENTS_HTML, INDEX_HTML, makeStaticDir, removeDir, testGateway } from './support';
import { historyFallbackFile, isApiPath, looksLikeStaticFile } from '../../server/not-found';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the built app and the history fallback', () => {
  let staticDir: string;
  let app: FastifyInstance;

  beforeAll(() => {
    staticDir = makeStaticDir();
  });

  afterAll(() => {
    removeDir(staticDir);
  });

  beforeEach(async () => {
    app = await testGateway({ staticDir });
  });

  afterEach(async () => {
    await app.close();
  });

  it.each(['/spot/BTCUSDT', '/', '/futures/usdt/BTCUSDT?locale=ja', '/ja/wiki/bitcoin-2.0', '/eventsfoo'])(
    'serves index.html for the client route %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each(['/events', '/events/', '/events/ja/foo'])('serves events.html for the events route %s', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(EVENTS_HTML);
  });

  it('treats a fetch accepting anything as a page load', async () => {
    const response = await app.inject({ method: 'GET', url: '/spot/BTCUSDT', headers: { accept: '*/*' } });
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers HEAD for a client route without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/spot/BTCUSDT', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it('serves fingerprinted assets with a long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(APP_JS);
  });

  it('serves the HTML shells by name without a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/events.html' });
    expect(response.body).toBe(EVENTS_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/missing.js', '/assets/missing', '/favicon.ico', '/spot/chunk-abc.css'])(
    'answers a missing file %s with a plain 404, not the app',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe('Not Found');
    },
  );

  it('answers the API 404 envelope, not the app, for unknown API paths requested as pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/unknown/page', headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: '40400' });
  });

  it('answers the 404 envelope to requests that do not want HTML', async () => {
    const json = await app.inject({ method: 'GET', url: '/spot/BTCUSDT', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: '40400' });

    const post = await app.inject({ method: 'POST', url: '/spot/BTCUSDT', headers: HTML });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: '40400' });
  });

  it('does not serve files outside the static folder', async () => {
    for (const url of ['/../package.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/package.json']) {
      const response = await app.inject({ method: 'GET', url, headers: HTML });
      // 400: a dot segment or an escaped slash is refused before routing (non-canonical path).
      expect([400, 403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('"name"');
    }
  });
});

describe('without a built app', () => {
  it('answers client routes with the 404 envelope', async () => {
    const app = await testGateway();
    try {
      const response = await app.inject({ method: 'GET', url: '/spot/BTCUSDT', headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 'error', code: '40400', msg: 'Unknown API path', data: null });
    } finally {
      await app.close();
    }
  });
});

describe('routing helpers', () => {
  it('recognises API prefixes only as whole segments', () => {
    expect(isApiPath('/v1/user/logout')).toBe(true);
    expect(isApiPath('/btapi/common/logout')).toBe(true);
    expect(isApiPath('/__dev/ping')).toBe(true);
    expect(isApiPath('/v1')).toBe(true);
    expect(isApiPath('/v10/x')).toBe(false);
    expect(isApiPath('/btapix')).toBe(false);
    expect(isApiPath('/spot/BTCUSDT')).toBe(false);
  });

  it('chooses the events shell only for /events and below', () => {
    expect(historyFallbackFile('/events')).toBe('events.html');
    expect(historyFallbackFile('/events/ja/foo')).toBe('events.html');
    expect(historyFallbackFile('/eventsx')).toBe('index.html');
    expect(historyFallbackFile('/ja/events')).toBe('index.html');
  });

  it('tells asset requests from client routes', () => {
    expect(looksLikeStaticFile('/assets/index-abc123.js')).toBe(true);
    expect(looksLikeStaticFile('/robots.txt')).toBe(true);
    expect(looksLikeStaticFile('/spot/BTCUSDT')).toBe(false);
    expect(looksLikeStaticFile('/wiki/bitcoin-2.0')).toBe(false);
  });
});
