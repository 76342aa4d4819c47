import type { FastifyInstance } from 'fastify';
import { createSession } from '../../server/sessions';
import { loginAs, postJson, testGateway } from './support';

const URL = '/v1/user/overview/userinfo';
const ANONYMOUS = { status: 'error', code: '00004', msg: 'Not logged in', data: null };

describe('POST /v1/user/overview/userinfo', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it('answers 00004 on HTTP 200 without a session', async () => {
    const response = await postJson(app, URL, { locale: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ANONYMOUS);
  });

  it.each([
    ['an unknown token', { cookie: `refresh_token=${'A'.repeat(43)}` }],
    ['a malformed token', { cookie: 'refresh_token=%00garbage' }],
    ['an unknown Bearer token', { authorization: `Bearer ${'B'.repeat(43)}` }],
  ])('answers 00004 for %s', async (_name, headers) => {
    const response = await postJson(app, URL, { locale: 'en' }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ANONYMOUS);
  });

  it('answers 00004 for an expired session', async () => {
    const { token } = createSession(app.db, '10000001', {
      now: Date.now() - 10_000,
      policy: { lifetimeMs: 5_000, idleMs: 60_000 },
    });
    const response = await postJson(app, URL, { locale: 'en' }, { cookie: `refresh_token=${token}` });
    expect(response.json()).toEqual(ANONYMOUS);
  });

  it('answers the demo account to its session cookie', async () => {
    const { cookie } = await loginAs(app);
    const response = await postJson(app, URL, { locale: 'en' }, { cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; code: string; data: Record<string, unknown> }>();
    expect(body).toMatchObject({ status: 'success', code: '00000', msg: 'success' });
    expect(body.data).toEqual({
      userInfo: {
        userId: '10000001',
        loginName: 'demo',
        userName: 'Demo Trader',
        nickName: 'Demo Trader',
        email: 'demo@example.com',
        phone: '5550100',
        areaCode: '1',
        familyName: 'User',
        givenName: 'Demo',
        realName: 'Demo User',
        starRealName: 'D***r',
        identityLevel: 2,
        userType: 0,
        vipLevel: 1,
        showUserVip: true,
        subAccount: true,
        childFlag: false,
        frozen: false,
        antiPhishingCode: 'D***6',
        createdDate: expect.any(Number),
        updatedDate: expect.any(Number),
        switchFlag: true,
        accountMode: 'real',
        tradingAccountId: '10000001',
      },
      settings: {
        emailFlag: 1,
        phoneFlag: 1,
        googleFlag: 0,
        fundPwdFlag: 1,
        openOtc: 1,
        openContract: 1,
        openGtFees: 1,
        fundDisabled: 0,
        googleEnable: false,
        emailEnable: true,
        phoneEnable: true,
      },
      loginName: 'demo',
      userName: 'Demo Trader',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|DEMO2026|[0-9a-f]{64}/);
  });

  it('answers to a Bearer token as well', async () => {
    const { token } = await loginAs(app);
    const response = await postJson(app, URL, {}, { authorization: `Bearer ${token}` });
    expect(response.json()).toMatchObject({ code: '00000', data: { userInfo: { userId: '10000001' } } });
  });

  it('marks a sub-account as a child without sub-accounts of its own', async () => {
    const { cookie } = await loginAs(app, 'demo-sub');
    const response = await postJson(app, URL, { locale: 'en' }, { cookie });
    type Answer = { data: { userInfo: Record<string, unknown>; settings: Record<string, unknown> } };
    const { data } = response.json<Answer>();
    expect(data.userInfo).toMatchObject({
      userId: '10000002',
      childFlag: true,
      subAccount: false,
      switchFlag: true,
      email: null,
      phone: null,
      starRealName: null,
      antiPhishingCode: null,
    });
    expect(data.settings).toMatchObject({ emailFlag: 0, phoneFlag: 0, emailEnable: false, phoneEnable: false });
  });

  it('accepts a request without body or locale', async () => {
    const { cookie } = await loginAs(app);
    for (const body of [undefined, {}]) {
      const response = await postJson(app, URL, body, { cookie });
      expect(response.json()).toMatchObject({ code: '00000' });
    }
  });

  it.each([
    [{ locale: 'x'.repeat(17) }],
    [{ locale: 5 }],
    [{ locale: null }],
    [{ locale: ['en'] }],
    ['en'],
    [[{ locale: 'en' }]],
  ])('refuses %j with 40002 naming locale or the body', async (body) => {
    const response = await postJson(app, URL, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: '40002', data: null });
    expect(response.json<{ msg: string }>().msg).toMatch(/^Invalid parameter: body(\/locale)? /);
  });
});
