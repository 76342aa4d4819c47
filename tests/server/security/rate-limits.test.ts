// Threat: guessing passwords and one-time codes at machine speed (630 wrong logins in 10 s were all answered),
// re-requesting codes forever, flooding the gateway from one address, and learning from the answers which
// account names exist. Time is simulated: the gateway reads the test's clock.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { BASE_LOCK_MS, FREE_FAILURES } from '../../../server/limits/login-lockout';
import { connect, envelope, postEncrypted } from '../crypto-client';
import type { TestClient } from '../crypto-client';
import { makeTempDir, postJson, removeDir, testGateway } from '../support';
import type { GatewayOptions } from '../../../server/app';

const START = Date.UTC(2026, 10, 25, 12);
const LOGIN = '/v1/user/login';
const DEMO = { loginName: 'demo', pwd: 'Demo-pass-2026' };
const WRONG = { loginName: 'demo', pwd: 'not-the-password-1' };

class TestClock {
  time = START;
  readonly now = () => this.time;
  advance(ms: number): void {
    this.time += ms;
  }
}

function expectLimited(response: LightMyRequestResponse, code = '42900'): number {
  expect(response.statusCode).toBe(429);
  expect(envelope(response)).toMatchObject({ status: 'error', code, data: null });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  return retryAfter;
}

describe('per-address limits', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let client: TestClient;

  async function start(options: Partial<GatewayOptions>) {
    clock = new TestClock();
    app = await testGateway({ now: clock.now, ...options });
    client = await connect(app);
  }

  afterEach(async () => {
    await app.close();
  });

  it('refuse login attempts past the auth budget with 429 and Retry-After, until the window has passed', async () => {
    await start({ rateLimits: { authMax: 3, authWindowMs: 60_000 } });
    for (let i = 0; i < 3; i += 1) {
      expect(envelope(await postEncrypted(app, client, LOGIN, WRONG)).code).toBe('20001');
    }
    // Even the right password: the budget is spent.
    const refused = await postEncrypted(app, client, LOGIN, DEMO);
    expect(expectLimited(refused)).toBe(60);
    clock.advance(59_000);
    expect(expectLimited(await postEncrypted(app, client, LOGIN, DEMO))).toBe(1);
    clock.advance(1_000);
    expect(envelope(await postEncrypted(app, client, LOGIN, DEMO)).code).toBe('00000');
  });

  it('count malformed attempts too (bad JSON, a broken envelope, no body)', async () => {
    await start({ rateLimits: { authMax: 3, authWindowMs: 60_000 } });
    expect((await app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: '{' })).statusCode).toBe(400);
    expect((await postJson(app, LOGIN, { bodyCiphertext: 'x', algorithm: 'rsa1024', publicKey: 'x', initSign: 'x' })).statusCode).toBe(400);
    expect((await postJson(app, LOGIN)).statusCode).toBe(400);
    expectLimited(await postEncrypted(app, client, LOGIN, DEMO));
  });

  it('share one budget over login, register, verify-login and send-code', async () => {
    await start({ rateLimits: { authMax: 4, authWindowMs: 60_000 } });
    await postEncrypted(app, client, LOGIN, WRONG);
    await postEncrypted(app, client, '/v1/user/register/email', { email: 'new@example.com', pwd: 'Secret-pass-1', emailCode: '123456' });
    await postEncrypted(app, client, '/v1/user/login/verify', { loginName: 'demo', verifyCode: '123456' });
    expect(envelope(await postJson(app, '/v1/user/public/sendCode', { email: 'a@example.com' })).code).toBe('00000');
    expectLimited(await postJson(app, '/v1/user/public/sendCode', { email: 'b@example.com' }));
    expectLimited(await postEncrypted(app, client, '/v1/user/register/email', { email: 'c@example.com', pwd: 'Secret-pass-1', emailCode: '123456' }));
  });

  it('are kept per address: another address still gets in', async () => {
    await start({ rateLimits: { authMax: 1, authWindowMs: 60_000 } });
    await postEncrypted(app, client, LOGIN, WRONG);
    expectLimited(await postEncrypted(app, client, LOGIN, DEMO));
    const fromElsewhere = await app.inject({
      method: 'POST',
      url: '/v1/user/public/sendCode',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'z@example.com' }),
      remoteAddress: '203.0.113.9',
    });
    expect(envelope(fromElsewhere).code).toBe('00000');
  });

  it('give every route and unknown path one general budget per address', async () => {
    // Four: the sign config fetched by start() is the first request.
    await start({ rateLimits: { generalMax: 4, generalWindowMs: 10_000 } });
    expect((await app.inject({ method: 'GET', url: '/v1/mix/system/getDomainConfigList' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/v1/no/such/path' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/v1/mix/public/clientCommonConfig' })).statusCode).toBe(200);
    expect(expectLimited(await app.inject({ method: 'GET', url: '/v1/no/such/path' }))).toBe(10);
    expectLimited(await app.inject({ method: 'GET', url: '/v1/mix/system/getDomainConfigList' }));
    clock.advance(10_000);
    expect((await app.inject({ method: 'GET', url: '/v1/mix/system/getDomainConfigList' })).statusCode).toBe(200);
  });

  it('leave reading the app’s own files out of the budget, but count every call and write outside the API', async () => {
    await start({ rateLimits: { generalMax: 2, generalWindowMs: 10_000 } });
    // The sign config fetched by start() was the first; one call is left.
    for (let i = 0; i < 20; i += 1) {
      expect((await app.inject({ method: 'GET', url: `/assets/chunk-${i}.js` })).statusCode).not.toBe(429);
    }
    expect((await app.inject({ method: 'GET', url: '/V1/mix/system/getDomainConfigList' })).statusCode).not.toBe(429);
    expectLimited(await app.inject({ method: 'GET', url: '/v1/mix/system/getDomainConfigList' }));
    expectLimited(await app.inject({ method: 'POST', url: '/assets/chunk-0.js' }));
  });

  it('do not send the remaining-guesses headers', async () => {
    await start({ rateLimits: { authMax: 1, authWindowMs: 60_000 } });
    const first = await postEncrypted(app, client, LOGIN, WRONG);
    const second = await postEncrypted(app, client, LOGIN, WRONG);
    for (const response of [first, second]) {
      expect(Object.keys(response.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    }
  });
});

describe('the per-account lockout', () => {
  let clock: TestClock;

  async function failTimes(app: FastifyInstance, client: TestClient, body: Record<string, string>, times: number) {
    const codes: string[] = [];
    for (let i = 0; i < times; i += 1) codes.push(envelope(await postEncrypted(app, client, LOGIN, body)).code);
    return codes;
  }

  beforeEach(() => {
    clock = new TestClock();
  });

  it('locks a name after repeated failures, even for the right password, and lets it in when the lock ends', async () => {
    const app = await testGateway({ now: clock.now });
    try {
      const client = await connect(app);
      expect(await failTimes(app, client, WRONG, FREE_FAILURES + 1)).toEqual(Array(FREE_FAILURES + 1).fill('20001'));
      const locked = await postEncrypted(app, client, LOGIN, DEMO);
      expect(expectLimited(locked, '42901')).toBe(BASE_LOCK_MS / 1000);
      clock.advance(BASE_LOCK_MS);
      expect(envelope(await postEncrypted(app, client, LOGIN, DEMO)).code).toBe('00000');
    } finally {
      await app.close();
    }
  });

  it('grows: each failure past the free ones doubles the wait', async () => {
    const app = await testGateway({ now: clock.now });
    try {
      const client = await connect(app);
      await failTimes(app, client, WRONG, FREE_FAILURES + 1);
      clock.advance(BASE_LOCK_MS);
      expect(await failTimes(app, client, WRONG, 1)).toEqual(['20001']);
      expect(expectLimited(await postEncrypted(app, client, LOGIN, DEMO), '42901')).toBe((2 * BASE_LOCK_MS) / 1000);
      clock.advance(2 * BASE_LOCK_MS);
      expect(await failTimes(app, client, WRONG, 1)).toEqual(['20001']);
      expect(expectLimited(await postEncrypted(app, client, LOGIN, DEMO), '42901')).toBe((4 * BASE_LOCK_MS) / 1000);
    } finally {
      await app.close();
    }
  });

  it('answers a name no account uses exactly like a real one', async () => {
    const app = await testGateway({ now: clock.now });
    try {
      const client = await connect(app);
      const known = await failTimes(app, client, WRONG, FREE_FAILURES + 2);
      const knownRetry = (await postEncrypted(app, client, LOGIN, WRONG)).headers['retry-after'];
      const unknown = await failTimes(app, client, { loginName: 'nobody-here', pwd: 'whatever-1' }, FREE_FAILURES + 2);
      const unknownRetry = (await postEncrypted(app, client, LOGIN, { loginName: 'nobody-here', pwd: 'x' })).headers['retry-after'];
      expect(unknown).toEqual(known);
      expect(known.at(-1)).toBe('42901');
      expect(unknownRetry).toBe(knownRetry);
    } finally {
      await app.close();
    }
  });

  it('survives a restart of the gateway (kept in the database)', async () => {
    const dir = makeTempDir();
    const db = `${dir}/gateway.sqlite`;
    try {
      const first = await testGateway({ db, now: clock.now });
      await failTimes(first, await connect(first), WRONG, FREE_FAILURES + 1);
      await first.close();
      const second = await testGateway({ db, now: clock.now });
      try {
        expectLimited(await postEncrypted(second, await connect(second), LOGIN, DEMO), '42901');
      } finally {
        await second.close();
      }
    } finally {
      removeDir(dir);
    }
  });

  it('is cleared by a successful login', async () => {
    const app = await testGateway({ now: clock.now });
    try {
      const client = await connect(app);
      await failTimes(app, client, WRONG, FREE_FAILURES);
      expect(envelope(await postEncrypted(app, client, LOGIN, DEMO)).code).toBe('00000');
      expect(await failTimes(app, client, WRONG, FREE_FAILURES)).toEqual(Array(FREE_FAILURES).fill('20001'));
      expect(envelope(await postEncrypted(app, client, LOGIN, DEMO)).code).toBe('00000');
    } finally {
      await app.close();
    }
  });

  it('counts wrong one-time codes of the verify-login call as well', async () => {
    const app = await testGateway({ now: clock.now });
    try {
      const client = await connect(app);
      const body = { loginName: 'demo', verifyCode: '000000' };
      for (let i = 0; i <= FREE_FAILURES; i += 1) {
        expect(envelope(await postEncrypted(app, client, '/v1/user/login/verify', body)).code).toBe('20002');
      }
      expectLimited(await postEncrypted(app, client, '/v1/user/login/verify', body), '42901');
    } finally {
      await app.close();
    }
  });
});
