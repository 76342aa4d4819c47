// Threat: a page of another site makes the victim's browser post to the gateway with the victim's cookies
// (cross-site request forgery): a form posting form-urlencoded, multipart or text/plain (no CORS preflight), or a
// script's fetch whose Origin or Sec-Fetch-Site gives it away.
import type { FastifyInstance } from 'fastify';
import { findSession } from '../../../server/sessions';
import { loginAs, postJson, setCookies, testGateway } from '../support';

const SIMPLE_TYPES = [
  ['application/x-www-form-urlencoded', 'loginName=demo&pwd=x'],
  ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n'],
  ['text/plain', '{"locale":"en"}'],
  ['text/plain;charset=UTF-8', '{}'],
] as const;

describe('content types', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testGateway();
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(SIMPLE_TYPES)('answers %s with the 415 envelope on every API call', async (type, payload) => {
    for (const url of ['/v1/user/overview/userinfo', '/v1/user/logout', '/v1/user/login', '/v1/asset/balance', '/v1/buried/log/cspSecurity']) {
      const response = await app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
      expect([url, response.statusCode]).toEqual([url, 415]);
      expect(response.json()).toEqual({ status: 'error', code: '41500', msg: 'Unsupported media type', data: null });
    }
  });

  it('accepts text/plain on the tracking upload, the beacon being unable to send anything else', async () => {
    const event = { event_id: '3f0c1c9e-7c56-4a43-9a0b-5f7c0f0a1b2c', type: 'page', event_tracking_id: '/', timestamp: 1 };
    const response = await app.inject({
      method: 'POST',
      url: '/v1/buried/log/info',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify([event]),
    });
    expect(response.json()).toMatchObject({ code: '00000', data: { accepted: 1 } });
  });

  it('takes JSON, and no content type at all for a call without a body', async () => {
    expect((await postJson(app, '/v1/mix/public/usdtRate', { locale: 'en' })).json()).toMatchObject({ code: '00000' });
    expect((await postJson(app, '/v1/mix/public/usdtRate')).json()).toMatchObject({ code: '00000' });
  });
});

describe('Origin and Sec-Fetch-Site', () => {
  let app: FastifyInstance;
  let cookie: string;
  let token: string;

  beforeEach(async () => {
    app = await testGateway();
    ({ cookie, token } = await loginAs(app));
  });

  afterEach(async () => {
    await app.close();
  });

  const SAME_ORIGIN = { host: 'exchange.test', origin: 'http://exchange.test' };

  it.each([
    ['an Origin of another site', { host: 'exchange.test', origin: 'https://attacker.example' }],
    ['an Origin of another port', { host: 'exchange.test', origin: 'http://exchange.test:8081' }],
    ['an Origin of another scheme', { host: 'exchange.test', origin: 'https://exchange.test' }],
    ['Origin: null (a sandboxed frame)', { host: 'exchange.test', origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { host: 'exchange.test', 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { host: 'exchange.test', 'sec-fetch-site': 'same-site' }],
    ['a matching Origin but Sec-Fetch-Site: cross-site', { ...SAME_ORIGIN, 'sec-fetch-site': 'cross-site' }],
  ])('refuses a state-changing request with %s (403), which changes nothing', async (_name, headers) => {
    const response = await postJson(app, '/v1/user/logout', undefined, { ...headers, cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', code: '40301', msg: 'Cross-site request refused', data: null });
    expect(setCookies(response.headers)).toEqual([]);
    expect(findSession(app.db, token)).toBeDefined();
  });

  it.each([
    ['its own origin', SAME_ORIGIN],
    ['its own origin and Sec-Fetch-Site: same-origin', { ...SAME_ORIGIN, 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed by the user)', { host: 'exchange.test', 'sec-fetch-site': 'none' }],
    ['neither header (not a browser)', { host: 'exchange.test' }],
  ])('lets a state-changing request with %s through', async (_name, headers) => {
    const response = await postJson(app, '/v1/user/logout', undefined, { ...headers, cookie });
    expect(response.json()).toMatchObject({ code: '00000' });
    expect(findSession(app.db, token)).toBeUndefined();
  });

  it('lets reads through whatever their origin: they change nothing, and CORS keeps the answer from the page', async () => {
    const headers = { host: 'exchange.test', origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' };
    const response = await app.inject({ method: 'GET', url: '/v1/market/ticker?symbol=BTCUSDT', headers });
    expect(response.json()).toMatchObject({ code: '00000' });
  });

  it('is refused before the route reads the body: a cross-site login answers 40301, not a decryption error', async () => {
    const response = await postJson(app, '/v1/user/login', { bodyCiphertext: 'x' }, { origin: 'https://attacker.example' });
    expect(response.json()).toMatchObject({ code: '40301' });
  });
});

describe('session cookies', () => {
  it('keep the token from scripts and from cross-site subrequests, and are Secure over https', async () => {
    const app = await testGateway({ trustProxy: '127.0.0.1' });
    try {
      const plain = setCookies((await postJson(app, '/__dev/session', { loginName: 'demo' })).headers);
      expect(plain[0]).toMatch(/^refresh_token=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
      expect(plain[1]).toMatch(/^user_id=10000001; Path=\/; Max-Age=\d+; SameSite=Lax$/);
      const secure = setCookies(
        (await postJson(app, '/__dev/session', { loginName: 'demo' }, { 'x-forwarded-proto': 'https' })).headers,
      );
      expect(secure[0]).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
      expect(secure[1]).toMatch(/; Secure; SameSite=Lax$/);
    } finally {
      await app.close();
    }
  });
});
