// Threat: someone who learned the password, or holds a session opened with it, keeps acting for the user after the
// user changes it; and the change call itself as a way in: a stolen session guessing the current password, a
// captured change posted again, a password sent in clear where a log or a proxy keeps it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { listSecurityReports } from '../../../server/security-log';
import { encryptLoginBody } from '../../../src/crypto/login-cipher';
import { DEFAULT_SERVER_KEY_POLICY } from '../../../server/signing/server-key';
import { generateClientKeyPair } from '../../../src/crypto/key-pair';
import { PASSWORD_CHANGE_PATH } from '../../../src/core/login-paths';
import { cipherKeys, connect, cookieHeader, envelope, loginDemo, postEncrypted, signedPost } from '../crypto-client';
import type { Login, SignedCall, TestClient } from '../crypto-client';
import { postJson, setCookies, testGateway } from '../support';
import type { GatewayOptions } from '../../../server/app';

const OLD = 'Demo-pass-2026';
const NEW = 'Fresh-pass-2027';
const LOGIN = '/v1/user/login';
const USER_INFO = '/v1/user/overview/userinfo';
const DAY = 24 * 60 * 60 * 1000;
const { rotationMs: ROTATION, graceMs: GRACE } = DEFAULT_SERVER_KEY_POLICY;

let app: FastifyInstance;
let client: TestClient;

async function start(options: Partial<GatewayOptions> = {}): Promise<void> {
  app = await testGateway(options);
  client = await connect(app);
}

afterEach(async () => {
  await app.close();
});

/** The body the client sends: the passwords sealed as a login's are, with algorithm, publicKey and initSign. */
async function sealed(body: Record<string, string>, by: TestClient = client): Promise<string> {
  return JSON.stringify(await encryptLoginBody(PASSWORD_CHANGE_PATH, body, cipherKeys(by), app.now()));
}

/** The change as the client makes it: a sealed body, signed in mode 2 with the session's key. */
async function change(
  login: Pick<Login, 'cookie'> | undefined,
  body: Record<string, string> = { pwd: OLD, newPwd: NEW },
  call: Partial<SignedCall> = {},
): Promise<LightMyRequestResponse> {
  return signedPost(app, client, {
    url: PASSWORD_CHANGE_PATH,
    body: await sealed(body),
    ...(login === undefined ? {} : { cookie: login.cookie }),
    ...call,
  });
}

async function loggedIn(login: Pick<Login, 'cookie'>): Promise<boolean> {
  return envelope(await postJson(app, USER_INFO, { locale: 'en' }, { cookie: login.cookie })).code === '00000';
}

async function loginCode(pwd: string, name: Record<string, string> = { loginName: 'demo' }): Promise<string> {
  return envelope(await postEncrypted(app, client, LOGIN, { ...name, pwd })).code;
}

/** A session moved to the demo account's sub-account, as the header's switcher does. */
async function subAccountSession(): Promise<Login> {
  const main = await loginDemo(app, client);
  const response = await postEncrypted(app, client, '/v1/user/subAccount/switch', { userId: '10000002' }, {
    cookie: main.cookie,
  });
  expect(envelope(response).code).toBe('00000');
  return { cookie: cookieHeader(response), userId: '10000002' };
}

function expectCode(response: LightMyRequestResponse, code: string, httpStatus = 200): void {
  expect({ status: response.statusCode, code: envelope(response).code }).toEqual({ status: httpStatus, code });
}

describe('a password change', () => {
  beforeEach(() => start());

  it('ends every session of the account, this one, another one and the sub-account one, and clears the cookies', async () => {
    const here = await loginDemo(app, client);
    const elsewhere = await loginDemo(app, client);
    const sub = await subAccountSession();
    expect([await loggedIn(here), await loggedIn(elsewhere), await loggedIn(sub)]).toEqual([true, true, true]);

    const response = await change(here);
    expect(envelope(response)).toEqual({ status: 'success', code: '00000', msg: 'success', data: { sessionsEnded: 3 } });
    expect(setCookies(response.headers)).toEqual([
      expect.stringMatching(/^refresh_token=; Path=\/; Max-Age=0; Expires=[^;]+; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/^user_id=; Path=\/; Max-Age=0; Expires=[^;]+; SameSite=Lax$/),
    ]);
    expect([await loggedIn(here), await loggedIn(elsewhere), await loggedIn(sub)]).toEqual([false, false, false]);
    // A signed call of an ended session acts for nobody either.
    const balance = await signedPost(app, client, { url: '/v1/asset/balance', body: '{}', cookie: elsewhere.cookie });
    expectCode(balance, '00004');
  });

  it('takes the new password at the next login and refuses the old one', async () => {
    expectCode(await change(await loginDemo(app, client)), '00000');
    expect(await loginCode(OLD)).toBe('20001');
    expect(await loginCode(NEW)).toBe('00000');
    expect(await loginCode(NEW, { email: 'demo@example.com' })).toBe('00000');
  });

  it('is written to the security log with the account and how many sessions ended', async () => {
    await loginDemo(app, client);
    expectCode(await change(await loginDemo(app, client)), '00000');
    expect(listSecurityReports(app.db, 10)).toEqual([
      expect.objectContaining({
        bizType: 'account',
        event: 'password-changed',
        reason: 'sessions ended: 2',
        page: PASSWORD_CHANGE_PATH,
        userId: '10000001',
      }),
    ]);
    expect(JSON.stringify(listSecurityReports(app.db, 10))).not.toContain(NEW);
  });
});

describe('a password change is refused', () => {
  beforeEach(() => start());

  it('without a session, with the code of every call that needs one (00004)', async () => {
    const response = await change(undefined);
    expect(envelope(response)).toEqual({ status: 'error', code: '00004', msg: 'Not logged in', data: null });
    expect(await loginCode(NEW)).toBe('20001');
  });

  it('for a wrong current password, with exactly the answer of a failed login; nothing changes', async () => {
    const login = await loginDemo(app, client);
    const response = await change(login, { pwd: 'Not-the-pass-1', newPwd: NEW });
    const failedLogin = envelope(await postEncrypted(app, client, LOGIN, { loginName: 'demo', pwd: 'Not-the-pass-1' }));
    expect(envelope(response)).toEqual(failedLogin);
    expect(failedLogin.code).toBe('20001');
    expect(setCookies(response.headers)).toEqual([]);
    expect(await loggedIn(login)).toBe(true);
    expect(await loginCode(OLD)).toBe('00000');
  });

  it.each([
    ['shorter than 8 characters', 'Ab1'],
    ['without a digit', 'OnlyLetters'],
    ['without a letter', '1234567890'],
    ['longer than 128 characters', `A1${'x'.repeat(127)}`],
  ])('for a new password %s (20006), the rules of registration', async (_case, newPwd) => {
    const login = await loginDemo(app, client);
    const response = await change(login, { pwd: OLD, newPwd });
    expect(envelope(response)).toEqual({
      status: 'error',
      code: '20006',
      msg: 'The new password needs 8 to 128 characters with at least one letter and one digit',
      data: null,
    });
    expect(await loggedIn(login)).toBe(true);
  });

  it('for a new password equal to the current one (20007)', async () => {
    const login = await loginDemo(app, client);
    const response = await change(login, { pwd: OLD, newPwd: OLD });
    expect(envelope(response).msg).toBe('The new password must differ from the current one');
    expectCode(response, '20007');
    expect(await loggedIn(login)).toBe(true);
  });

  it('without one of the two passwords (40002, naming the field)', async () => {
    const login = await loginDemo(app, client);
    expect(envelope(await change(login, { pwd: OLD })).msg).toBe('Invalid parameter: newPwd is required');
    expect(envelope(await change(login, { newPwd: NEW })).msg).toBe('Invalid parameter: pwd is required');
  });

  it('in the gateway language of the request', async () => {
    const login = await loginDemo(app, client);
    const response = await change(login, { pwd: OLD, newPwd: OLD }, {
      tamper: (headers) => ({ ...headers, language: 'de_DE' }),
    });
    expect(envelope(response).msg).toBe('Das neue Passwort muss sich vom aktuellen unterscheiden');
  });

  it('unsigned (00020), signed in mode 1 (00021) or replayed as captured (00022)', async () => {
    const login = await loginDemo(app, client);
    const unsigned = await app.inject({
      method: 'POST',
      url: PASSWORD_CHANGE_PATH,
      headers: { 'content-type': 'application/json', cookie: login.cookie },
      payload: await sealed({ pwd: OLD, newPwd: NEW }),
    });
    expectCode(unsigned, '00020');
    const modeOne = await change(login, undefined, { tamper: (headers) => ({ ...headers, 'device-sign-mode': '1' }) });
    expectCode(modeOne, '00021');

    // A refused change, so the session lives on to be replayed against.
    const body = await sealed({ pwd: 'Not-the-pass-1', newPwd: NEW });
    const traceId = 'a'.repeat(32);
    const now = Date.now();
    const first = await signedPost(app, client, { url: PASSWORD_CHANGE_PATH, body, cookie: login.cookie, traceId, now });
    expectCode(first, '20001');
    const again = await signedPost(app, client, { url: PASSWORD_CHANGE_PATH, body, cookie: login.cookie, traceId, now });
    expect(envelope(again).msg).toBe('Signature already used');
    expectCode(again, '00022');
  });

  it('when its sealed body was seen before, even signed afresh (40011)', async () => {
    const login = await loginDemo(app, client);
    const body = await sealed({ pwd: 'Not-the-pass-1', newPwd: NEW });
    expectCode(await signedPost(app, client, { url: PASSWORD_CHANGE_PATH, body, cookie: login.cookie }), '20001');
    const replay = await signedPost(app, client, { url: PASSWORD_CHANGE_PATH, body, cookie: login.cookie });
    expect(envelope(replay)).toEqual({ status: 'error', code: '40011', msg: 'Encrypted body already used', data: null });
    expect(replay.statusCode).toBe(400);
  });

  it('with the passwords in clear text, signed or not (40002); the password stays', async () => {
    const login = await loginDemo(app, client);
    const plain = JSON.stringify({ pwd: OLD, newPwd: NEW });
    const response = await signedPost(app, client, { url: PASSWORD_CHANGE_PATH, body: plain, cookie: login.cookie });
    expectCode(response, '40002', 400);
    // Clear passwords beside a sealed body are refused too, before anything is opened.
    const mixed = JSON.stringify({ ...JSON.parse(await sealed({ pwd: OLD, newPwd: NEW })), newPwd: NEW });
    const alongside = await signedPost(app, client, { url: PASSWORD_CHANGE_PATH, body: mixed, cookie: login.cookie });
    expect(envelope(alongside).msg).toBe('Invalid parameter: newPwd must be sent encrypted');
    expect(await loginCode(OLD)).toBe('00000');
  });

  it('when sealed by another key than the one the session signs with (00023)', async () => {
    const login = await loginDemo(app, client);
    const thief = { ...client, keyPair: await generateClientKeyPair(1024) };
    const response = await signedPost(app, client, {
      url: PASSWORD_CHANGE_PATH,
      body: await sealed({ pwd: OLD, newPwd: NEW }, thief),
      cookie: login.cookie,
    });
    expectCode(response, '00023');
    expect(await loginCode(OLD)).toBe('00000');
  });

  it('when sealed under a server key past its rotation and grace, as a stale login is (40012)', async () => {
    await app.close();
    let clock = Date.now();
    // Sessions that outlive the key, so only the key decides.
    await start({ now: () => clock, sessions: { lifetimeMs: 90 * DAY, idleMs: 90 * DAY } });
    const login = await loginDemo(app, client);
    const body = await sealed({ pwd: OLD, newPwd: NEW });
    const due = app.serverKeys.current().activeFrom + ROTATION;
    clock = due - DAY;
    app.serverKeys.current();
    await app.serverKeys.settled();
    clock = due + GRACE + 1;
    const response = await signedPost(app, client, { url: PASSWORD_CHANGE_PATH, body, cookie: login.cookie });
    expect(envelope(response).msg).toBe('Login sealed under an expired server key');
    expectCode(response, '40012', 400);
    expect(await loggedIn(login)).toBe(true);
  });

  it('from a sub-account session, which has no password of its own (00006)', async () => {
    const sub = await subAccountSession();
    expectCode(await change(sub), '00006');
    expect(await loggedIn(sub)).toBe(true);
  });
});

describe('guessing the current password', () => {
  it('spends the per-address budget of logins: 429/42900 with Retry-After, no remaining count', async () => {
    await start({ rateLimits: { authMax: 3, authWindowMs: 60_000 } });
    const login = await loginDemo(app, client);
    expectCode(await change(login, { pwd: 'Not-the-pass-1', newPwd: NEW }), '20001');
    expectCode(await change(login, { pwd: 'Not-the-pass-2', newPwd: NEW }), '20001');
    const refused = await change(login, { pwd: OLD, newPwd: NEW });
    expectCode(refused, '42900', 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Object.keys(refused.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    expect(await loggedIn(login)).toBe(true);
  });

  it('locks the account as failed logins do, and the lock holds for logins by name and email too', async () => {
    await start();
    const login = await loginDemo(app, client);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectCode(await change(login, { pwd: `Not-the-pass-${attempt}`, newPwd: NEW }), '20001');
    }
    // The sixth failure starts a lock of a minute; the right password is then refused too, before it is checked.
    expectCode(await change(login, { pwd: 'Not-the-pass-6', newPwd: NEW }), '20001');
    const locked = await change(login, { pwd: OLD, newPwd: NEW });
    expectCode(locked, '42901', 429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await loginCode(OLD)).toBe('42901');
    expect(await loginCode(OLD, { email: 'demo@example.com' })).toBe('42901');
    expect(await loginCode(OLD, { areaCode: '+1', mobile: '5550100' })).toBe('42901');
  });

  it('counts failed logins too: after five of them, one wrong change locks the account', async () => {
    await start();
    const login = await loginDemo(app, client);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(await loginCode(`Not-the-pass-${attempt}`)).toBe('20001');
    expectCode(await change(login, { pwd: 'Not-the-pass-6', newPwd: NEW }), '20001');
    expectCode(await change(login, { pwd: OLD, newPwd: NEW }), '42901', 429);
  });
});
