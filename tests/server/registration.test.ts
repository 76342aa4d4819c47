import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNT } from '../../server/demo-account';
import { MAX_ATTEMPTS } from '../../server/login/verification-codes';
import { connect, envelope, postEncrypted } from './crypto-client';
import type { TestClient } from './crypto-client';
import { postJson, setCookies, testGateway } from './support';

interface CodeRecord {
  channel: string;
  address: string;
  code: string;
}

async function codeFor(app: FastifyInstance, address: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/__dev/codes' });
  const record = response.json<{ data: CodeRecord[] }>().data.find((entry) => entry.address === address);
  if (record === undefined) throw new Error(`no code for ${address}`);
  return record.code;
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('verification codes, registration and code login', () => {
  let app: FastifyInstance;
  let client: TestClient;

  beforeEach(async () => {
    app = await testGateway();
    client = await connect(app);
  });

  afterEach(async () => {
    await app.close();
  });

  describe('POST /v1/user/public/sendCode', () => {
    it('issues a six-digit code for an email or a phone, readable at /__dev/codes', async () => {
      const byEmail = await postJson(app, '/v1/user/public/sendCode', { email: 'New@Example.com' });
      expect(envelope(byEmail)).toMatchObject({ code: '00000', data: { sent: true, expiresAt: expect.any(Number) } });
      const byPhone = await postJson(app, '/v1/user/public/sendCode', { areaCode: '+44', mobile: '7700900123' });
      expect(envelope(byPhone).code).toBe('00000');
      expect(await codeFor(app, 'new@example.com')).toMatch(/^\d{6}$/);
      expect(await codeFor(app, '44 7700900123')).toMatch(/^\d{6}$/);
    });

    it('answers the same for an address that has an account', async () => {
      const known = await postJson(app, '/v1/user/public/sendCode', { email: DEMO_ACCOUNT.email });
      expect(envelope(known)).toMatchObject({ code: '00000', data: { sent: true } });
    });

    it('refuses a second code within a minute', async () => {
      await postJson(app, '/v1/user/public/sendCode', { email: 'a@example.com' });
      const again = await postJson(app, '/v1/user/public/sendCode', { email: 'a@example.com' });
      expect(envelope(again)).toMatchObject({ status: 'error', code: '20005' });
    });

    it.each([{}, { email: 'x' }, { mobile: '123' }, { email: 'a@example.com', areaCode: '1', mobile: '5550100' }])(
      'refuses %j with 40002',
      async (body) => {
        const response = await postJson(app, '/v1/user/public/sendCode', body);
        expect(response.statusCode).toBe(400);
        expect(envelope(response).code).toBe('40002');
      },
    );

    it('hides /__dev/codes in production', async () => {
      const production = await testGateway({ production: true });
      try {
        expect((await production.inject({ method: 'GET', url: '/__dev/codes' })).statusCode).toBe(404);
      } finally {
        await production.close();
      }
    });
  });

  describe('registration', () => {
    it('registers by email with the code sent there, logs the account in, and its password works', async () => {
      await postJson(app, '/v1/user/public/sendCode', { email: 'trader@example.com' });
      const code = await codeFor(app, 'trader@example.com');
      const response = await postEncrypted(app, client, '/v1/user/register/email', {
        email: 'trader@example.com',
        pwd: 'Strong-pass-1',
        rePwd: 'Strong-pass-1',
        emailCode: code,
      });
      const answer = envelope(response);
      expect(answer).toMatchObject({
        code: '00000',
        data: { userInfo: { userId: '10000003', loginName: 'user10000003' } },
      });
      expect(setCookies(response.headers).some((line) => line.startsWith('user_id=10000003;'))).toBe(true);

      const credentials = { email: 'trader@example.com', pwd: 'Strong-pass-1' };
      const login = await postEncrypted(app, client, '/v1/user/login', credentials);
      expect(envelope(login).code).toBe('00000');
    });

    it('registers by mobile (v2) and by both, each checking every code', async () => {
      await postJson(app, '/v1/user/public/sendCode', { areaCode: '44', mobile: '7700900123' });
      const mobile = await postEncrypted(app, client, '/v2/user/register/mobile', {
        areaCode: '44',
        mobile: '7700900123',
        pwd: 'Strong-pass-1',
        verifyCode: await codeFor(app, '44 7700900123'),
      });
      expect(envelope(mobile).code).toBe('00000');

      await postJson(app, '/v1/user/public/sendCode', { email: 'both@example.com' });
      await postJson(app, '/v1/user/public/sendCode', { areaCode: '44', mobile: '7700900456' });
      const emailCode = await codeFor(app, 'both@example.com');
      const mobileCode = await codeFor(app, '44 7700900456');
      const body = { email: 'both@example.com', areaCode: '44', mobile: '7700900456', pwd: 'Strong-pass-1' };
      const wrong = await postEncrypted(app, client, '/v1/user/register', {
        ...body,
        emailCode,
        mobileCode: wrongCode(mobileCode),
      });
      expect(envelope(wrong).code).toBe('20002');
      // A wrong code uses up neither: the right pair still registers.
      const retry = await postEncrypted(app, client, '/v1/user/register', { ...body, emailCode, mobileCode });
      expect(envelope(retry)).toMatchObject({ code: '00000', data: { userInfo: { userId: '10000004' } } });
    });

    it('refuses a wrong or reused code, and voids a code after too many wrong guesses', async () => {
      await postJson(app, '/v1/user/public/sendCode', { email: 'guess@example.com' });
      const code = await codeFor(app, 'guess@example.com');
      const body = { email: 'guess@example.com', pwd: 'Strong-pass-1' };
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        const guess = { ...body, emailCode: wrongCode(code) };
        const response = await postEncrypted(app, client, '/v1/user/register/email', guess);
        expect(envelope(response)).toMatchObject({ code: '20002', msg: 'Incorrect or expired verification code' });
      }
      const late = await postEncrypted(app, client, '/v1/user/register/email', { ...body, emailCode: code });
      expect(envelope(late).code).toBe('20002');
    });

    it('refuses an address that already has an account, after its code checks out', async () => {
      await postJson(app, '/v1/user/public/sendCode', { email: DEMO_ACCOUNT.email });
      const response = await postEncrypted(app, client, '/v1/user/register/email', {
        email: DEMO_ACCOUNT.email,
        pwd: 'Strong-pass-1',
        emailCode: await codeFor(app, DEMO_ACCOUNT.email),
      });
      expect(envelope(response)).toMatchObject({ code: '20003', status: 'error' });
    });

    it('refuses mismatched passwords', async () => {
      const response = await postEncrypted(app, client, '/v1/user/register/email', {
        email: 'x@example.com',
        pwd: 'Strong-pass-1',
        rePwd: 'Strong-pass-2',
        emailCode: '123456',
      });
      expect(envelope(response)).toMatchObject({ code: '40002', msg: 'Invalid parameter: rePwd does not match pwd' });
    });
  });

  describe('verify-login calls', () => {
    it.each(['/v1/user/login/verify', '/v1/user/agency/login/verify', '/v2/user/login/verify'])(
      '%s logs in with the code sent to the account email',
      async (path) => {
        await postJson(app, '/v1/user/public/sendCode', { email: DEMO_ACCOUNT.email });
        const code = await codeFor(app, DEMO_ACCOUNT.email);
        const response = await postEncrypted(app, client, path, { loginName: 'demo', verifyCode: code });
        const userId = DEMO_ACCOUNT.userId;
        expect(envelope(response)).toMatchObject({ code: '00000', data: { userInfo: { userId } } });
        // One use only.
        const again = await postEncrypted(app, client, path, { loginName: 'demo', verifyCode: code });
        expect(envelope(again).code).toBe('20002');
      },
    );

    it('system login verify takes the code sent to the phone', async () => {
      await postJson(app, '/v1/user/public/sendCode', { areaCode: DEMO_ACCOUNT.areaCode, mobile: DEMO_ACCOUNT.phone });
      const code = await codeFor(app, `${DEMO_ACCOUNT.areaCode} ${DEMO_ACCOUNT.phone}`);
      const wrongChannel = await postEncrypted(app, client, '/v1/user/system/login/verify', {
        loginName: 'demo',
        serialNO: 'SN-1',
        verifyCode: code,
      });
      // A bare login name uses the account email, which has no code here.
      expect(envelope(wrongChannel).code).toBe('20002');
      const response = await postEncrypted(app, client, '/v1/user/login/verify', {
        areaCode: DEMO_ACCOUNT.areaCode,
        mobile: DEMO_ACCOUNT.phone,
        mobileCode: code,
      });
      expect(envelope(response).code).toBe('00000');
    });
  });
});
