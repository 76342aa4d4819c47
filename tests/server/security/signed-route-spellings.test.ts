// Threat: a signed call reached without a signature, by spelling its path so that the router still finds the
// route while the signing check does not recognise the path (percent-encoded letters, //, dot segments, ...).
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { gatewayErrorHandler } from '../../../server/error-handler';
import { ok } from '../../../server/envelope';
import { SignedCallMemory } from '../../../server/signing/signed-call-memory';
import { SignedRouteError, SignedRouteTable, registerSignedRoutes } from '../../../server/signing/signed-routes';
import { signModeFor } from '../../../src/crypto/sign-config';
import { connect, envelope, loginDemo, rawSignConfig, signedPost } from '../crypto-client';
import type { Login, TestClient } from '../crypto-client';
import { testGateway } from '../support';
import { listenOnLoopback, rawPost, sendRaw } from './raw-http';

interface Row {
  readonly target: string;
  /** 400: refused as non-canonical; 404: no route has that spelling; 200: the route's signature check (00020). */
  readonly status: 400 | 404 | 200;
}

const SPELLINGS: readonly Row[] = [
  { target: '/v1/%61sset/balance', status: 400 },
  { target: '/v1/%61ccount/profile', status: 400 },
  { target: '/v1/asset/balanc%65', status: 400 },
  { target: '/%76%31/asset/balance', status: 400 },
  { target: '/v1/asset/%62alance', status: 400 },
  { target: '//v1/asset/balance', status: 400 },
  { target: '/v1//asset/balance', status: 400 },
  { target: '/v1/asset//balance', status: 400 },
  { target: '/v1/./asset/balance', status: 400 },
  { target: '/v1/asset/./balance', status: 400 },
  { target: '/v1/x/../asset/balance', status: 400 },
  { target: '/v1/asset/%2e/balance', status: 400 },
  { target: '/v1/asset/%2E%2E/asset/balance', status: 400 },
  { target: '/v1/asset/balance;jsessionid=1', status: 400 },
  { target: '/v1/asset;x=1/balance', status: 400 },
  { target: '/v1/asset%2fbalance', status: 400 },
  { target: '/v1/asset%2Fbalance', status: 400 },
  { target: '/v1/asset%5Cbalance', status: 400 },
  { target: '/v1/asset%5cbalance', status: 400 },
  { target: '/v1/asset/balance%00', status: 400 },
  { target: '/v1/asset/balance#fragment', status: 400 },
  { target: 'http://127.0.0.1/v1/asset/balance', status: 400 },
  { target: '/v1/asset/balance/', status: 404 },
  { target: '/v1/account/profile/', status: 404 },
  { target: '/V1/asset/balance', status: 404 },
  { target: '/v1/ASSET/balance', status: 404 },
  { target: '/v1/Account/profile', status: 404 },
  { target: '/v1/asset/balance%20', status: 404 },
  { target: '/v1/asset/balance?', status: 200 },
  { target: '/v1/account/profile?', status: 200 },
  { target: '/v1/asset/balance?languageType=0', status: 200 },
];

describe('a signed route reached by another spelling of its path', () => {
  let app: FastifyInstance;
  let port: number;
  let client: TestClient;
  let login: Login;

  beforeAll(async () => {
    app = await testGateway();
    client = await connect(app);
    login = await loginDemo(app, client);
    port = await listenOnLoopback(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers the session account when signed, so the session below is a real one', async () => {
    const signed = await signedPost(app, client, { url: '/v1/asset/balance', cookie: login.cookie });
    expect(envelope(signed)).toMatchObject({ code: '00000', data: { userId: login.userId } });
  });

  it.each(SPELLINGS)('$target, with the session cookie and no signature, is refused ($status)', async ({ target, status }) => {
    const response = await sendRaw(port, rawPost(target, { Cookie: login.cookie }));
    const answer = JSON.parse(response.body) as { status: string; code: string; data: unknown };
    expect(response.status).toBe(status);
    expect(answer.status).toBe('error');
    expect(answer.data).toBeNull();
    const expectedCode = { 400: /^4000[04]$/, 404: /^40400$/, 200: /^00020$/ }[status];
    expect(answer.code).toMatch(expectedCode);
  });

  it('names what is wrong with a refused spelling', async () => {
    const response = await sendRaw(port, rawPost('/v1/%61sset/balance', { Cookie: login.cookie }));
    expect(JSON.parse(response.body)).toEqual({
      status: 'error',
      code: '40004',
      msg: 'Request path not in canonical form: the path escapes a character that must be written as itself, or uses lower-case or malformed escapes',
      data: null,
    });
  });
});

describe('signing as a property of the route', () => {
  let gateway: FastifyInstance;
  let login: Login;

  beforeAll(async () => {
    gateway = await testGateway();
    login = await loginDemo(gateway, await connect(gateway));
  });

  afterAll(async () => {
    await gateway.close();
  });

  // A bare fastify without the canonical-target guard: the route's own check must hold whatever the router
  // resolves, which is what keeps a router change or a forgotten guard from reopening the hole.
  async function bareApp(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
    const app = Fastify();
    // The gateway's database, which holds the logged-in session with its registered key.
    app.decorate('db', gateway.db);
    app.setErrorHandler(gatewayErrorHandler);
    registerSignedRoutes(app, { memory: SignedCallMemory.open(gateway.db, Date.now()) });
    register(app);
    await app.ready();
    return app;
  }

  it('checks the signature of the route the router matched, however the path was spelt', async () => {
    const app = await bareApp((scope) => {
      scope.post('/v1/account/profile', async () => ok({ secret: true }));
      scope.post('/v1/order/place', async () => ok({ placed: true }));
      scope.post('/v1/order/:id/cancel', async () => ok({ cancelled: true }));
    });
    try {
      const { cookie } = login;
      for (const url of ['/v1/%61ccount/profile', '/v1/account/profile', '/v1/ord%65r/place', '/v1/order/7/canc%65l']) {
        const response = await app.inject({ method: 'POST', url, headers: { cookie } });
        expect(response.json()).toMatchObject({ code: '00020' });
        expect(response.headers['gw-sign-error']).toBe('signature-missing');
      }
    } finally {
      await app.close();
    }
  });

  it('answers 404 when a route with parameters elsewhere would serve a path under a signed prefix unsigned', async () => {
    const app = await bareApp((scope) => {
      scope.post('/v1/:section/:name', async () => ok({ unsigned: true }));
      scope.get('/*', async () => ok({ file: true }));
    });
    try {
      const { cookie } = login;
      for (const [method, url] of [['POST', '/v1/asset/anything'], ['POST', '/v1/order/x'], ['GET', '/v1/account/x']] as const) {
        const response = await app.inject({ method, url, headers: { cookie } });
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.json()).toMatchObject({ code: '40400' });
      }
      const elsewhere = await app.inject({ method: 'POST', url: '/v1/market/anything' });
      expect(elsewhere.json()).toMatchObject({ code: '00000', data: { unsigned: true } });
    } finally {
      await app.close();
    }
  });

  it('signs new routes under /v1/order/ and /v1/asset/ with mode 2 without their declaring it', () => {
    const table = new SignedRouteTable();
    expect(table.add('/v1/order/place', ['POST'], undefined)).toBe(2);
    expect(table.add('/v1/asset/transfer', ['POST'], undefined)).toBe(2);
    expect(table.add('/v1/order/:id', ['GET', 'HEAD'], undefined)).toBe(2);
    expect(table.add('/v1/user/overview/userinfo', ['POST'], undefined)).toBeUndefined();
    expect(table.add('/v1/market/depth', ['GET'], 1)).toBe(1);
    expect(table.urls()).toEqual({
      exactUrls: { '/v1/order/place': 2, '/v1/asset/transfer': 2, '/v1/market/depth': 1 },
      prefixUrls: { '/v1/asset/': 2, '/v1/order/': 2, '/v1/account/': 2, '/v1/futures/order/': 2, '/v1/futures/account/': 2 },
    });
  });

  it.each([
    ['a mode that does not sign the trace id (replayable)', '/v1/market/depth', ['GET'], 0, /does not sign the trace id/],
    ['an undefined mode', '/v1/market/depth', ['GET'], 7, /sign mode 7 is not defined/],
    ['a state-changing method without the body signed', '/v1/market/note', ['POST'], 1, /use sign mode 2/],
    ['a parameter route with another mode than its prefix', '/v1/order/:id', ['GET'], 1, /takes the mode of its signed prefix/],
    ['a parameter route outside any signed prefix', '/v1/market/:symbol', ['GET'], 2, /takes the mode of its signed prefix/],
  ] as const)('refuses, when the route is added, %s', (_name, url, methods, mode, message) => {
    const table = new SignedRouteTable();
    expect(() => table.add(url, methods, mode)).toThrow(SignedRouteError);
    expect(() => table.add(url, methods, mode)).toThrow(message);
  });

  it('refuses one path declared with two modes', () => {
    const table = new SignedRouteTable();
    table.add('/v1/market/depth', ['GET'], 2);
    expect(() => table.add('/v1/market/depth', ['POST'], 1)).toThrow(SignedRouteError);
  });
});

describe('the served sign config and the routes agree', () => {
  let app: FastifyInstance;
  let client: TestClient;
  let login: Login;

  beforeAll(async () => {
    app = await testGateway();
    client = await connect(app);
    login = await loginDemo(app, client);
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists every signed route, and each listed route asks for its signature', async () => {
    const config = await rawSignConfig(app);
    const exactUrls = config['exactUrls'] as Record<string, number>;
    expect(Object.keys(exactUrls).sort()).toEqual([
      '/v1/account/password',
      '/v1/account/profile',
      '/v1/asset/balance',
      '/v1/asset/balances',
      '/v1/futures/account/balance',
      '/v1/futures/account/funding',
      '/v1/futures/account/leverage',
      '/v1/futures/account/liquidations',
      '/v1/futures/account/marginMode',
      '/v1/futures/account/positionMargin',
      '/v1/futures/account/positionTpSl',
      '/v1/futures/account/positions',
      '/v1/futures/account/transfer',
      '/v1/futures/order/cancel',
      '/v1/futures/order/cancelAll',
      '/v1/futures/order/fills',
      '/v1/futures/order/history',
      '/v1/futures/order/open',
      '/v1/futures/order/place',
      '/v1/order/cancel',
      '/v1/order/cancelAll',
      '/v1/order/fills',
      '/v1/order/history',
      '/v1/order/open',
      '/v1/order/place',
    ]);
    for (const url of Object.keys(exactUrls)) {
      const response = await app.inject({ method: 'POST', url, headers: { cookie: login.cookie } });
      expect(envelope(response).code).toBe('00020');
    }
  });

  it('signs every state-changing call with mode 2 (path, time, trace id, account, body)', async () => {
    const config = await rawSignConfig(app);
    const modes = [...Object.values(config['exactUrls'] as object), ...Object.values(config['prefixUrls'] as object)];
    expect(modes.length).toBeGreaterThan(0);
    for (const mode of modes) expect(mode).toBe(2);
    expect((config['signModes'] as Record<string, string[]>)['2']).toEqual(['path', 'time', 'traceId', 'account', 'body']);
  });

  it('leaves the client no unsigned call the gateway would refuse, nor a signed one it would not check', async () => {
    const signing = client.config;
    const unsigned = ['/v1/user/overview/userinfo', '/v1/mix/public/usdtRate', '/v1/user/logout', '/v1/buried/log/info'];
    for (const path of unsigned) {
      expect(signModeFor(path, signing)).toBeUndefined();
      const response = await app.inject({ method: 'POST', url: path, headers: { cookie: login.cookie } });
      expect(response.headers['gw-sign-error']).toBeUndefined();
    }
    for (const path of ['/v1/account/profile', '/v1/asset/balance']) expect(signModeFor(path, signing)).toBe(2);
    // A path a future route will take is signed by the client already, through its prefix.
    expect(signModeFor('/v1/order/place', signing)).toBe(2);
  });
});
