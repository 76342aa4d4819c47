import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateClientKeyPair } from '../../src/crypto/key-pair';
import { SIGN_WINDOW_MS } from '../../server/signing/sign-config';
import { connect, envelope, loginDemo, signedPost } from './crypto-client';
import type { Login, TestClient } from './crypto-client';
import { loginAs, testGateway } from './support';

function expectSignError(response: LightMyRequestResponse, code: string, msg: string, header: string): void {
  // SPEC 8: signature errors travel on HTTP 200 with status 'error'.
  expect(response.statusCode).toBe(200);
  expect(envelope(response)).toEqual({ status: 'error', code, msg, data: null });
  expect(response.headers['gw-sign-error']).toBe(header);
  expect(response.headers['request-time']).toMatch(/^\d{13}$/);
}

describe('signed calls', () => {
  let app: FastifyInstance;
  let client: TestClient;
  let login: Login;

  beforeEach(async () => {
    app = await testGateway();
    client = await connect(app);
    login = await loginDemo(app, client);
  });

  afterEach(async () => {
    await app.close();
  });

  it('accepts a correctly signed call without a body (mode 2 signs the empty body)', async () => {
    const response = await signedPost(app, client, { url: '/v1/account/profile?languageType=0', cookie: login.cookie });
    expect(envelope(response)).toEqual({
      status: 'success',
      code: '00000',
      msg: 'success',
      data: { userId: '10000001', loginName: 'demo' },
    });
    expect(response.headers['gw-sign-error']).toBeUndefined();
  });

  it('accepts a correctly signed mode-2 call, whose body is signed', async () => {
    const response = await signedPost(app, client, {
      url: '/v1/asset/balance?languageType=0',
      body: '{"coin":"BTC"}',
      cookie: login.cookie,
    });
    expect(envelope(response)).toMatchObject({
      code: '00000',
      data: { userId: '10000001', balances: [{ coin: 'BTC', available: '0.5' }] },
    });
    const empty = await signedPost(app, client, { url: '/v1/asset/balance', cookie: login.cookie });
    expect(envelope(empty).code).toBe('00000');
  });

  it('00020: a signed path without the sign headers', async () => {
    const bare = await app.inject({ method: 'POST', url: '/v1/account/profile', headers: { cookie: login.cookie } });
    expectSignError(bare, '00020', 'Signature missing', 'signature-missing');
    for (const drop of ['device-sign', 'device-sign-mode', 'device-sign-data-md5', 'device-sign-key', 'tm', 'uhti']) {
      const response = await signedPost(app, client, {
        url: '/v1/account/profile',
        cookie: login.cookie,
        tamper: (headers) => {
          delete headers[drop];
          return headers;
        },
      });
      expectSignError(response, '00020', 'Signature missing', 'signature-missing');
    }
  });

  it('00021: a mode header other than the configured mode', async () => {
    const response = await signedPost(app, client, {
      url: '/v1/account/profile',
      cookie: login.cookie,
      tamper: (headers) => ({ ...headers, 'device-sign-mode': '1' }),
    });
    expectSignError(response, '00021', 'Sign mode not matched', 'sign-mode-not-matched');
  });

  it('00022: tm more than five minutes from the gateway clock, either way, or not a time', async () => {
    for (const now of [Date.now() - SIGN_WINDOW_MS - 60_000, Date.now() + SIGN_WINDOW_MS + 60_000]) {
      const response = await signedPost(app, client, { url: '/v1/account/profile', cookie: login.cookie, now });
      expectSignError(response, '00022', 'Signature expired', 'signature-expired');
    }
    const garbage = await signedPost(app, client, {
      url: '/v1/account/profile',
      cookie: login.cookie,
      tamper: (headers) => ({ ...headers, tm: 'soon' }),
    });
    expectSignError(garbage, '00022', 'Signature expired', 'signature-expired');
  });

  it('00023: a signature the session key does not verify', async () => {
    const cases: Array<Parameters<typeof signedPost>[2]> = [
      // Signed over one query, sent with another.
      { url: '/v1/account/profile?a=1', sendUrl: '/v1/account/profile?a=2' },
      // Mode 2: the body changed after signing.
      { url: '/v1/asset/balance', body: '{"coin":"BTC"}', sendBody: '{"coin":"ETH"}' },
      // Another trace id than the one signed.
      { url: '/v1/account/profile', tamper: (headers) => ({ ...headers, uhti: 'f'.repeat(32) }) },
      // A signature that is not this one.
      { url: '/v1/account/profile', tamper: (headers) => ({ ...headers, 'device-sign': 'AAAA' }) },
      // The data digest does not match the signed data.
      { url: '/v1/account/profile', tamper: (headers) => ({ ...headers, 'device-sign-data-md5': '0'.repeat(32) }) },
    ];
    for (const call of cases) {
      const response = await signedPost(app, client, { ...call, cookie: login.cookie });
      expectSignError(response, '00023', 'Signature invalid', 'signature-invalid');
    }
  });

  it('mode 2 checks the body text as sent, not its parsed value: other spacing of the same JSON is refused', async () => {
    const signed = '{"coin":"BTC"}';
    const respaced = await signedPost(app, client, {
      url: '/v1/asset/balance',
      body: signed,
      sendBody: '{ "coin": "BTC" }',
      cookie: login.cookie,
    });
    expectSignError(respaced, '00023', 'Signature invalid', 'signature-invalid');
    // Multi-byte UTF-8 text is signed as characters: the gateway reads it back as the same text.
    const accented = await signedPost(app, client, {
      url: '/v1/asset/balance',
      body: '{"coin":"BTC","note":"café ☕ 比特币"}',
      cookie: login.cookie,
    });
    expect(accented.headers['gw-sign-error']).toBeUndefined();
  });

  it('00023: a valid signature by a key that is not the one the session registered', async () => {
    const stranger = { ...client, keyPair: await generateClientKeyPair(1024) };
    const response = await signedPost(app, stranger, { url: '/v1/account/profile', cookie: login.cookie });
    expectSignError(response, '00023', 'Signature invalid', 'signature-invalid');
  });

  it('00023: a session that registered no key', async () => {
    const { cookie } = await loginAs(app, 'demo');
    const response = await signedPost(app, client, { url: '/v1/account/profile', cookie });
    expectSignError(response, '00023', 'Signature invalid', 'signature-invalid');
  });

  it('leaves a signed call without a session to the route, which answers not logged in', async () => {
    const response = await signedPost(app, client, { url: '/v1/account/profile' });
    expect(envelope(response)).toMatchObject({ code: '00004' });
    expect(response.headers['gw-sign-error']).toBeUndefined();
  });

  it('does not ask unlisted calls for a signature', async () => {
    const headers = { cookie: login.cookie };
    const response = await app.inject({ method: 'POST', url: '/v1/user/overview/userinfo', headers });
    expect(envelope(response).code).toBe('00000');
  });

  it('still applies the body limit to signed paths, whose bodies it keeps for mode 2', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/asset/balance',
      headers: { 'content-type': 'application/json', cookie: login.cookie },
      payload: JSON.stringify({ coin: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(envelope(response).code).toBe('41300');
  });

  it('checks signatures in production too', async () => {
    const production = await testGateway({ production: true });
    try {
      const response = await production.inject({ method: 'POST', url: '/v1/account/profile' });
      expectSignError(response, '00020', 'Signature missing', 'signature-missing');
    } finally {
      await production.close();
    }
  });
});
