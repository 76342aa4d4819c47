// Threat: a browser's disk cache or a shared cache (a proxy, a CDN edge) keeps an answer that belongs to one user and
// hands it to the next user of the machine or of the proxy. No API answer carried a cache header, so a cache was
// free to keep them by its own heuristics.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { FuturesPaths, TradingPaths } from '../../../src/core/trading/contract';
import { connect, envelope, loginDemo, postEncrypted, signedPost } from '../crypto-client';
import type { Login, TestClient } from '../crypto-client';
import { IMMUTABLE_CACHE } from '../../../server/static-files';
import { makeStaticDir, postJson, removeDir, testGateway } from '../support';

let app: FastifyInstance;
let staticDir: string;
let client: TestClient;
let login: Login;

beforeAll(async () => {
  staticDir = makeStaticDir();
  app = await testGateway({ staticDir, market: { autoStart: false } });
  client = await connect(app);
  login = await loginDemo(app, client);
}, 60_000);

afterAll(async () => {
  await app.close();
  removeDir(staticDir);
});

function expectNoStore(response: LightMyRequestResponse): void {
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('answers of a logged-in session or a signed call', () => {
  it('carry Cache-Control: no-store: the login answer, user info, sub-accounts and the client config', async () => {
    const loginAnswer = await postEncrypted(app, client, '/v1/user/login', { loginName: 'demo', pwd: 'Demo-pass-2026' });
    expect(envelope(loginAnswer).code).toBe('00000');
    expectNoStore(loginAnswer);
    const cookie = { cookie: login.cookie };
    for (const url of ['/v1/user/overview/userinfo', '/v1/user/subAccount/list', '/v1/mix/public/clientCommonConfig']) {
      const response = await postJson(app, url, {}, cookie);
      expect(envelope(response).code).toBe('00000');
      expectNoStore(response);
    }
  });

  it.each([
    [TradingPaths.balances, '{}'],
    [TradingPaths.openOrders, '{}'],
    [TradingPaths.fills, '{}'],
    [FuturesPaths.balance, '{}'],
    [FuturesPaths.positions, '{}'],
  ])('carry Cache-Control: no-store: the signed call %s', async (url, body) => {
    const response = await signedPost(app, client, { url, body, cookie: login.cookie });
    expect(envelope(response).code).toBe('00000');
    expectNoStore(response);
  });
});

describe('every other API answer', () => {
  it('carries Cache-Control: no-store too: public market data, refusals and unknown API paths', async () => {
    for (const url of ['/v1/market/depth?symbol=BTCUSDT', '/v1/mix/config/gatewaySignConfig', '/v1/nothing-here']) {
      expectNoStore(await app.inject({ method: 'GET', url }));
    }
    expectNoStore(await postJson(app, '/v1/user/overview/userinfo', {}));
    // Refused before any route is chosen, where no hook runs.
    const undecodable = await app.inject({ method: 'GET', url: '/v1/x/%E0%A4%A' });
    expect(undecodable.statusCode).toBe(400);
    expectNoStore(undecodable);
  });

  it('leaves the caching of the app\'s own files and the probe image as they set it', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect((await app.inject({ method: 'GET', url: '/static/probe.png' })).headers['cache-control']).toBe('no-store');
  });
});
