// Default import: the module object itself, which the gateway's named imports read, so spies on it see the calls.
import nodeCrypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CryptoError } from '../../src/crypto/crypto-error';
import { TEST_ISSUER_CERT_PEM, TEST_ISSUER_KEY_PEM } from '../support/issuer';
import { ENCRYPTED_PATHS, encryptLoginBody } from '../../src/crypto/login-cipher';
import type { SensitiveField } from '../../src/crypto/login-cipher';
import { loginEncryptionStep } from '../../src/crypto/request-steps';
import { verifyServerKey } from '../../src/crypto/server-key';
import { verifySignConfig } from '../../src/crypto/sign-config';
import { ENCRYPTED_ROUTES } from '../../server/login/encrypted-paths';
import type { LoginAction } from '../../server/login/encrypted-paths';
import { findSession } from '../../server/sessions';
import { sessionClientKey } from '../../server/signing/client-keys';
import { cipherKeys, connect, envelope, postEncrypted, rawSignConfig } from './crypto-client';
import type { TestClient } from './crypto-client';
import { JSON_HEADERS, setCookies, testGateway } from './support';

// Well-formed values for every sensitive field, naming nobody: each call must get past decryption and field
// checks and then fail (or succeed) for a reason of its own.
const SAMPLE: Record<SensitiveField, string> = {
  loginName: 'nobody',
  pwd: 'Wrong-pass-1',
  rePwd: 'Wrong-pass-1',
  areaCode: '1',
  mobile: '5550199',
  email: 'nobody@example.com',
  verifyCode: '123456',
  emailCode: '123456',
  mobileCode: '123456',
  googleCode: '123456',
  serialNO: 'SN-0001',
  token: 'provider-token',
  publicAddress: `0x${'a'.repeat(40)}`,
  signature: `0x${'b'.repeat(130)}`,
  userId: '10000002',
  qrcodeKey: 'qr-key-12345678',
  fidoVerifyCode: 'fido-assertion',
  newPwd: 'Other-pass-2',
};

// What each action answers to the sample values (no session, no codes issued, no such account).
const EXPECTED: Record<LoginAction, string> = {
  'password-login': '20001',
  'code-login': '20002',
  'register-email': '20002',
  'register-mobile': '20002',
  'register-both': '20002',
  'third-party': '20004',
  'qr-status': '00000',
  'sub-account-switch': '00004',
  'sub-account-switch-back': '00004',
};

const DEMO_LOGIN = { loginName: 'demo', pwd: 'Demo-pass-2026' };
const REJECTED = { status: 'error', code: '40010', msg: 'Encrypted body rejected', data: null };

function sampleBody(path: string): Record<string, string> {
  return Object.fromEntries((ENCRYPTED_PATHS[path] ?? []).map((field) => [field, SAMPLE[field]]));
}

describe('encrypted login-type calls', () => {
  let app: FastifyInstance;
  let client: TestClient;

  beforeEach(async () => {
    app = await testGateway();
    client = await connect(app);
  });

  afterEach(async () => {
    await app.close();
  });

  it('gives every path of the shared table the action its name says', () => {
    const actions = Object.fromEntries(ENCRYPTED_ROUTES.map((route) => [route.path, route.action]));
    expect(Object.keys(actions).sort()).toEqual(Object.keys(ENCRYPTED_PATHS).sort());
    expect(actions).toMatchObject({
      '/v1/user/login': 'password-login',
      '/v2/user/agency/login': 'password-login',
      '/v1/user/login/verify': 'code-login',
      '/v1/user/system/login/verify': 'code-login',
      '/v2/user/register/email': 'register-email',
      '/v1/user/register': 'register-both',
      '/v1/user/third/wallet/bind': 'third-party',
      '/v1/user/public/getQrKeyStatus': 'qr-status',
      '/v1/user/subAccount/switchBack': 'sub-account-switch-back',
    });
  });

  it.each(ENCRYPTED_ROUTES.map((route) => [route.path, route.action] as const))(
    '%s decrypts on the gateway and acts (%s)',
    async (path, action) => {
      const decipher = jest.spyOn(nodeCrypto, 'createDecipheriv');
      const response = await postEncrypted(app, client, path, { ...sampleBody(path), locale: 'en' });
      const answer = envelope(response);
      expect(answer.code).toBe(EXPECTED[action]);
      expect(response.statusCode).toBe(200);
      expect(decipher).toHaveBeenCalledTimes(1);
      if (action === 'qr-status') expect(answer.data).toEqual({ status: 'pending' });
      if (action === 'third-party') expect(answer.msg).toBe('Third-party sign-in is not available offline');
    },
  );

  it('logs the demo account in, sets both cookies and registers the client key with the session', async () => {
    const response = await postEncrypted(app, client, '/v1/user/login', { loginName: 'demo', pwd: 'Demo-pass-2026' });
    expect(envelope(response)).toEqual({
      status: 'success',
      code: '00000',
      msg: 'success',
      data: {
        userInfo: { userId: '10000001', loginName: 'demo' },
        accessTokenResVO: { userInfo: { userId: '10000001' } },
      },
    });
    const [token, userId] = setCookies(response.headers);
    expect(token).toMatch(/^refresh_token=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(userId).toMatch(/^user_id=10000001; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const sessionToken = /^refresh_token=([^;]+)/.exec(token ?? '')?.[1] ?? '';
    const session = findSession(app.db, sessionToken);
    expect(session?.userId).toBe('10000001');
    // Keys are filed under the session's id (the token's hash): the token itself is never stored.
    expect(sessionClientKey(app.db, session?.id ?? '')?.publicKeyPem).toBe(client.keyPair.publicKey);

    const userinfo = await app.inject({
      method: 'POST',
      url: '/v1/user/overview/userinfo',
      headers: { cookie: `refresh_token=${sessionToken}` },
    });
    expect(envelope(userinfo).code).toBe('00000');
  });

  it.each([
    ['the email', { email: 'DEMO@example.com', pwd: 'Demo-pass-2026' }],
    ['the phone', { areaCode: '+1', mobile: '5550100', pwd: 'Demo-pass-2026' }],
    ['the email as login name', { loginName: 'demo@example.com', pwd: 'Demo-pass-2026' }],
  ])('logs in by %s, on v2 and agency paths too', async (_name, body) => {
    for (const path of ['/v1/user/login', '/v2/user/login', '/v1/user/agency/login']) {
      expect(envelope(await postEncrypted(app, client, path, body)).code).toBe('00000');
    }
  });

  it('answers a wrong password and an unknown account alike, with no cookie', async () => {
    const wrong = await postEncrypted(app, client, '/v1/user/login', { loginName: 'demo', pwd: 'wrong' });
    const unknown = await postEncrypted(app, client, '/v1/user/login', { loginName: 'ghost', pwd: 'wrong' });
    const subAccount = await postEncrypted(app, client, '/v1/user/login', { loginName: 'demo-sub', pwd: 'x' });
    for (const response of [wrong, unknown, subAccount]) {
      expect(response.statusCode).toBe(200);
      expect(envelope(response)).toEqual({
        status: 'error',
        code: '20001',
        msg: 'Incorrect account or password',
        data: null,
      });
      expect(setCookies(response.headers)).toEqual([]);
    }
  });

  describe('refuses bodies that are not intact envelopes, before decrypting', () => {
    async function sendTampered(change: (envelope: Record<string, string>) => void) {
      const sent = await encryptLoginBody('/v1/user/login', DEMO_LOGIN, cipherKeys(client), app.now());
      const inner = JSON.parse(Buffer.from(sent.bodyCiphertext, 'base64').toString('utf8')) as Record<string, string>;
      change(inner);
      const bodyCiphertext = Buffer.from(JSON.stringify(inner)).toString('base64');
      const decipher = jest.spyOn(nodeCrypto, 'createDecipheriv');
      const response = await app.inject({
        method: 'POST',
        url: '/v1/user/login',
        headers: JSON_HEADERS,
        payload: JSON.stringify({ ...sent, bodyCiphertext }),
      });
      return { response, decipher };
    }

    function flipFirstByte(base64: string): string {
      const bytes = Buffer.from(base64, 'base64');
      bytes[0] = (bytes[0] ?? 0) ^ 0x01;
      return bytes.toString('base64');
    }

    it.each([
      ['a tampered ciphertext', (inner: Record<string, string>) => (inner['ct'] = flipFirstByte(inner['ct'] ?? ''))],
      ['a tampered IV', (inner: Record<string, string>) => (inner['iv'] = flipFirstByte(inner['iv'] ?? ''))],
      ['a wrong MAC', (inner: Record<string, string>) => (inner['mac'] = flipFirstByte(inner['mac'] ?? ''))],
      ['a damaged key wrap', (inner: Record<string, string>) => (inner['k'] = flipFirstByte(inner['k'] ?? ''))],
      ['the previous version', (inner: Record<string, string>) => Object.assign(inner, { v: 1 })],
      ['a later version', (inner: Record<string, string>) => Object.assign(inner, { v: 3 })],
      ['no time', (inner: Record<string, string>) => delete inner['t']],
      ['a time in text', (inner: Record<string, string>) => Object.assign(inner, { t: String(inner['t']) })],
    ])('%s is rejected with 40010 and never decrypted', async (_name, change) => {
      const { response, decipher } = await sendTampered(change);
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toEqual(REJECTED);
      expect(decipher).not.toHaveBeenCalled();
      expect(setCookies(response.headers)).toEqual([]);
    });

    it('refuses a body sealed for a server key it does not hold with 40012, so the client fetches the current one', async () => {
      // Properly signed by the issuer, so the client accepts it; but it is not the key this gateway holds.
      const { publicKey } = nodeCrypto.generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      const serverPublicKeySign = nodeCrypto.sign('sha256', Buffer.from(publicKey), TEST_ISSUER_KEY_PEM).toString('base64');
      const claim = { serverPublicKey: publicKey, serverPublicKeySign };
      const otherKey = await verifyServerKey(claim, TEST_ISSUER_CERT_PEM);
      const stranger = { ...client, config: { ...client.config, serverKey: otherKey } };
      const response = await postEncrypted(app, stranger, '/v1/user/login', DEMO_LOGIN);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe('40012');
    });

    it.each(['', 'not base64!', Buffer.from('{"v":1}').toString('base64'), Buffer.from('[]').toString('base64')])(
      'rejects the malformed bodyCiphertext %j',
      async (bodyCiphertext) => {
        const sent = await encryptLoginBody('/v1/user/login', {}, cipherKeys(client), app.now());
        const response = await app.inject({
          method: 'POST',
          url: '/v1/user/login',
          headers: JSON_HEADERS,
          payload: JSON.stringify({ ...sent, bodyCiphertext }),
        });
        expect(['40010', '40002']).toContain(envelope(response).code);
        expect(response.statusCode).toBe(400);
      },
    );
  });

  it('rejects an initSign that does not verify, or made for another path', async () => {
    const sent = await encryptLoginBody('/v1/user/login', DEMO_LOGIN, cipherKeys(client), app.now());
    const other = await encryptLoginBody('/v1/user/login', {}, cipherKeys(client), app.now());
    for (const [url, body] of [
      ['/v1/user/login', { ...sent, initSign: other.initSign }],
      ['/v2/user/login', sent],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, headers: JSON_HEADERS, payload: JSON.stringify(body) });
      expect(envelope(response).code).toBe('40010');
    }
  });

  it('refuses a public key that does not match its algorithm, and sensitive fields sent in clear', async () => {
    const sent = await encryptLoginBody('/v1/user/login', { pwd: 'x' }, cipherKeys(client), app.now());
    const wrongAlgorithm = await app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: JSON_HEADERS,
      payload: JSON.stringify({ ...sent, algorithm: 'rsa2048' }),
    });
    expect(envelope(wrongAlgorithm)).toMatchObject({ code: '40002', msg: expect.stringContaining('publicKey') });

    const clear = await app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: JSON_HEADERS,
      payload: JSON.stringify({ ...sent, pwd: 'Demo-pass-2026' }),
    });
    expect(envelope(clear)).toMatchObject({ code: '40002', msg: 'Invalid parameter: pwd must be sent encrypted' });

    const plain = await app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: JSON_HEADERS,
      payload: JSON.stringify({ loginName: 'demo', pwd: 'Demo-pass-2026' }),
    });
    expect(envelope(plain)).toMatchObject({ code: '40002', msg: expect.stringContaining('bodyCiphertext') });
  });

  it.each([
    ['/v1/user/login', { email: 'not-an-email', pwd: 'x' }, 'email has an invalid format'],
    ['/v1/user/login', { loginName: 'demo', pwd: 42 }, 'pwd must be a string'],
    [
      '/v1/user/register/mobile',
      { areaCode: '1', mobile: '12ab', pwd: 'Abcdefg1', verifyCode: '123456' },
      'mobile has an invalid format',
    ],
    ['/v1/user/login/verify', { email: 'demo@example.com', verifyCode: '12345' }, 'verifyCode has an invalid format'],
    [
      '/v1/user/third/wallet/sign',
      { publicAddress: '0x12', signature: `0x${'b'.repeat(130)}` },
      'publicAddress has an invalid format',
    ],
    ['/v1/user/login', { loginName: 'x'.repeat(65), pwd: 'x' }, 'loginName has an invalid format'],
    ['/v1/user/login', { pwd: 'x' }, 'loginName, email, or areaCode and mobile is required'],
    ['/v1/user/register/email', { email: 'a@b.co', pwd: 'short', emailCode: '123456' }, 'pwd must have 8 to 128'],
  ])('checks the decrypted fields of %s (%j)', async (path, body, message) => {
    const response = await postEncrypted(app, client, path, body);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ code: '40002', msg: expect.stringContaining(message) });
  });

  it('makes the client refuse to encrypt when the server key signature is forged', async () => {
    const raw = await rawSignConfig(app);
    const forger = nodeCrypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = {
      ...raw,
      serverPublicKeySign: nodeCrypto
        .sign('sha256', Buffer.from(String(raw['serverPublicKey'])), forger.privateKey)
        .toString('base64'),
    };
    const step = loginEncryptionStep({
      serverKey: async () => (await verifySignConfig(forged, TEST_ISSUER_CERT_PEM)).serverKey,
      clientKeyPair: async () => client.keyPair,
      now: () => app.now(),
    });
    const request = { url: '/v1/user/login', data: JSON.stringify(DEMO_LOGIN), headers: new Map<string, string>() };
    let error: unknown;
    try {
      await step(request);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CryptoError);
    expect((error as CryptoError).message).toBe('server key verification failed');
    expect(request.data).toContain('Demo-pass-2026');
  });
});
