import type { FastifyInstance } from 'fastify';
import { JSON_HEADERS, postJson, testGateway } from './support';

function expectServerTime(headers: Record<string, unknown>, before: number, after: number): void {
  const value = headers['request-time'];
  expect(value).toMatch(/^\d{13}$/);
  expect(Number(value)).toBeGreaterThanOrEqual(before);
  expect(Number(value)).toBeLessThanOrEqual(after);
}

describe('the request-time header', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testGateway();
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['a success', () => postJson(app, '/v1/mix/public/usdtRate', { locale: 'en' })],
    ['an anonymous userinfo', () => postJson(app, '/v1/user/overview/userinfo', {})],
    ['a validation error', () => postJson(app, '/v1/buried/log/cspSecurity', {})],
    [
      'a malformed body',
      () => app.inject({ method: 'POST', url: '/v1/user/logout', headers: JSON_HEADERS, payload: '{' }),
    ],
    ['an unknown path', () => app.inject({ method: 'GET', url: '/v1/nope' })],
    ['a wrong method', () => app.inject({ method: 'GET', url: '/v1/user/logout' })],
    ['an undecodable URL', () => app.inject({ method: 'GET', url: '/v1/x/%E0%A4%A' })],
    ['a GET call', () => app.inject({ method: 'GET', url: '/v1/mix/system/getDomainConfigList' })],
    ['the btapi logout', () => postJson(app, '/btapi/common/logout')],
  ])('is on %s, in ms since the epoch', async (_name, send) => {
    const before = Date.now();
    const response = await send();
    expectServerTime(response.headers, before, Date.now());
  });
});
