import type { FastifyInstance } from 'fastify';
import { findSession } from '../../server/sessions';
import { loginAs, postJson, setCookies, testGateway } from './support';

const OK = { status: 'success', code: '00000', msg: 'success', data: null };
const PATHS = ['/v1/user/logout', '/v1/user/public/clearCookie', '/btapi/common/logout'];

function expectCookiesCleared(headers: Record<string, unknown>): void {
  const lines = setCookies(headers);
  expect(lines).toHaveLength(2);
  const expired = 'Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  expect(lines).toEqual([`refresh_token=; ${expired}; HttpOnly; SameSite=Lax`, `user_id=; ${expired}; SameSite=Lax`]);
}

describe('logout', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it.each(PATHS)('%s ends the session and expires both cookies', async (url) => {
    const { cookie, token } = await loginAs(app);
    const response = await postJson(app, url, undefined, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(OK);
    expectCookiesCleared(response.headers);
    expect(findSession(app.db, token)).toBeUndefined();

    const userinfo = await postJson(app, '/v1/user/overview/userinfo', { locale: 'en' }, { cookie });
    expect(userinfo.json()).toMatchObject({ code: '00004' });
  });

  it.each(PATHS)('%s succeeds without a session, and again after logging out', async (url) => {
    const anonymous = await postJson(app, url);
    expect(anonymous.json()).toEqual(OK);
    expectCookiesCleared(anonymous.headers);

    const { cookie } = await loginAs(app);
    await postJson(app, url, undefined, { cookie });
    const again = await postJson(app, url, {}, { cookie });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(OK);
  });

  it('ends the sessions of both a Bearer header and a cookie', async () => {
    const first = await loginAs(app);
    const second = await loginAs(app);
    const headers = { cookie: first.cookie, authorization: `Bearer ${second.token}` };
    await postJson(app, '/v1/user/logout', undefined, headers);
    expect(findSession(app.db, first.token)).toBeUndefined();
    expect(findSession(app.db, second.token)).toBeUndefined();
  });

  it('leaves other sessions of the user alone', async () => {
    const phone = await loginAs(app);
    const laptop = await loginAs(app);
    await postJson(app, '/btapi/common/logout', undefined, { cookie: laptop.cookie });
    expect(findSession(app.db, phone.token)?.userId).toBe('10000001');
  });
});
