import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../server/envelope';
import { COMPRESSION_THRESHOLD_BYTES, isPublicMarketRoute } from '../../server/public-compression';
import { testGateway } from './support';

const KLINES = '/v1/market/klines?symbol=BTCUSDT&interval=1m&limit=300';
const FUTURES_KLINES = '/v1/futures/market/klines?symbol=BTCUSDT&interval=1m&limit=300';

describe('which routes may answer compressed', () => {
  it('spot and futures market GETs, and their HEADs', () => {
    expect(isPublicMarketRoute('GET', '/v1/market/klines')).toBe(true);
    expect(isPublicMarketRoute('HEAD', '/v1/market/depth')).toBe(true);
    expect(isPublicMarketRoute(['GET', 'HEAD'], '/v1/futures/market/trades')).toBe(true);
  });

  it('no write, no account call, and no path that only looks like a market one', () => {
    expect(isPublicMarketRoute('POST', '/v1/market/klines')).toBe(false);
    expect(isPublicMarketRoute(['GET', 'POST'], '/v1/market/klines')).toBe(false);
    expect(isPublicMarketRoute('GET', '/v1/asset/balance')).toBe(false);
    expect(isPublicMarketRoute('GET', '/v1/futures/account/positions')).toBe(false);
    expect(isPublicMarketRoute('GET', '/v1/marketing/klines')).toBe(false);
    expect(isPublicMarketRoute('GET', '/v2/market/klines')).toBe(false);
  });
});

describe('the gateway compresses public market answers', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testGateway();
  });

  afterAll(() => app.close());

  async function identity(url: string): Promise<unknown> {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    return response.json();
  }

  it('in brotli when the browser accepts it, to the same JSON in a fraction of the bytes', async () => {
    const response = await app.inject({ method: 'GET', url: KLINES, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    const json = brotliDecompressSync(response.rawPayload).toString('utf8');
    const plain = JSON.stringify(await identity(KLINES));
    expect(json.length).toBeGreaterThan(10 * 1024);
    expect(response.rawPayload.length).toBeLessThan(json.length / 3);
    // The candles of one minute are the same in both answers unless a minute turned between them.
    expect(JSON.parse(json)).toMatchObject({ code: '00000' });
    expect(Math.abs(json.length - plain.length)).toBeLessThan(200);
  });

  it('in gzip for a client that takes only gzip, futures included', async () => {
    const response = await app.inject({ method: 'GET', url: FUTURES_KLINES, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toMatchObject({ code: '00000' });
  });

  it('as is without an Accept-Encoding header', async () => {
    const response = await app.inject({ method: 'GET', url: KLINES });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: '00000' });
  });

  it('not an answer under the threshold, where the header would cost what it saves', async () => {
    const url = '/v1/market/klines?symbol=BTCUSDT&interval=1m&limit=1';
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('not a large answer outside the market routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/wiki/coins?locale=en', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('request bodies are never inflated', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testGateway();
    app.post('/v1/test/echo', async (request) => ok(request.body ?? null));
  });

  afterAll(() => app.close());

  it('a gzip body is read as the bytes it is, so it is not JSON and gets the envelope of a bad body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync('{"id":"e1"}'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).not.toBe('00000');
  });

  it('the same JSON sent plain is accepted', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"e1"}',
    });
    expect(response.json()).toMatchObject({ code: '00000', data: { id: 'e1' } });
  });
});
