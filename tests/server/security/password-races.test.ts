// Threat: a password check is a third of a second or more of scrypt, and what it was checked against can change
// while it runs. Someone who knows the old password logs in while the owner changes it, and keeps a session the
// change should have ended; a login rehashing an old-cost hash writes the old password back over the new one; a
// session thief who knows the old password changes it at the same moment as the owner and keeps the account; a burst
// of guesses sent at once all read "not locked" before the first of them is counted; two registrations of one
// address both pass the "taken" check.
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNT } from '../../../server/demo-account';
import { changePassword } from '../../../server/login/change-password';
import { passwordLogin } from '../../../server/login/password-login';
import { register } from '../../../server/login/register';
import * as passwords from '../../../server/passwords';
import { PASSWORD_CHANGE_PATH } from '../../../src/core/login-paths';
import { encryptLoginBody } from '../../../src/crypto/login-cipher';
import { cipherKeys, connect, envelope, loginDemo, postEncrypted, signedPost } from '../crypto-client';
import type { TestClient } from '../crypto-client';
import { testGateway } from '../support';

// A hash the next login replaces: made at a cost other than the one new hashes get.
const OLDER_COST = { logN: 10, r: 8, p: 1 };
// The rehash's hashing, with a hook to land a change while it runs.
const mockRehash: { during?: () => void } = {};
jest.mock('../../../server/passwords', () => {
  const actual = jest.requireActual<typeof passwords>('../../../server/passwords');
  return {
    ...actual,
    hashPassword: async (...args: Parameters<typeof actual.hashPassword>) => {
      const hashed = await actual.hashPassword(...args);
      const during = mockRehash.during;
      mockRehash.during = undefined;
      during?.();
      return hashed;
    },
  };
});

const OLD = DEMO_ACCOUNT.password;
const NEW = 'Fresh-pass-2027';
const DEMO = { loginName: DEMO_ACCOUNT.loginName };

let app: FastifyInstance;
let client: TestClient;

beforeEach(async () => {
  app = await testGateway({ rateLimits: { authMax: 1000 } });
  client = await connect(app);
});

afterEach(async () => {
  mockRehash.during = undefined;
  await app.close();
});

function demoId(): string {
  return (app.db.prepare('SELECT id FROM users WHERE login_name = ?').get(DEMO_ACCOUNT.loginName) as { id: string }).id;
}

function storedHash(): passwords.PasswordHash {
  const row = app.db.prepare('SELECT password_hash, password_salt FROM users WHERE id = ?').get(demoId()) as {
    password_hash: string;
    password_salt: string;
  };
  return { hash: row.password_hash, salt: row.password_salt };
}

/** What a password change commits, written at once, as it lands while another request awaits scrypt. */
function commitChange(to: passwords.PasswordHash): void {
  app.db.prepare('UPDATE users SET password_hash = ?, password_salt = ? WHERE id = ?').run(to.hash, to.salt, demoId());
}

async function loginCode(pwd: string): Promise<string> {
  return envelope(await postEncrypted(app, client, '/v1/user/login', { ...DEMO, pwd })).code;
}

describe('a login racing a password change', () => {
  it('is refused when the change commits while the old password is being checked', async () => {
    const fresh = await passwords.hashPassword(NEW);
    const login = passwordLogin(app.db, { ...DEMO, pwd: OLD });
    commitChange(fresh);

    await expect(login).rejects.toMatchObject({ code: '20001' });
    expect(storedHash()).toEqual(fresh);
  });

  it('that rehashes an old-cost hash keeps a change committed while it hashed, and is refused', async () => {
    commitChange(await passwords.hashPassword(OLD, OLDER_COST));
    const fresh = await passwords.hashPassword(NEW);
    mockRehash.during = () => commitChange(fresh);

    await expect(passwordLogin(app.db, { ...DEMO, pwd: OLD })).rejects.toMatchObject({ code: '20001' });
    expect(storedHash()).toEqual(fresh);
    expect(await loginCode(NEW)).toBe('00000');
    expect(await loginCode(OLD)).toBe('20001');
  });

  it('that rehashes with nothing else going on replaces the old-cost hash and logs in', async () => {
    const legacy = await passwords.hashPassword(OLD, OLDER_COST);
    commitChange(legacy);

    await expect(passwordLogin(app.db, { ...DEMO, pwd: OLD })).resolves.toMatchObject({ login_name: 'demo' });
    expect(passwords.needsRehash(storedHash())).toBe(false);
    expect(storedHash()).not.toEqual(legacy);
  });

  it('leaves a hash of the current cost as it is', async () => {
    const current = storedHash();

    await expect(passwordLogin(app.db, { ...DEMO, pwd: OLD })).resolves.toMatchObject({ login_name: 'demo' });
    expect(storedHash()).toEqual(current);
  });

  it('is refused when the account is frozen while its password is being checked', async () => {
    const login = passwordLogin(app.db, { ...DEMO, pwd: OLD });
    app.db.prepare('UPDATE users SET frozen = 1 WHERE id = ?').run(demoId());

    await expect(login).rejects.toMatchObject({ code: '20001' });
  });
});

describe('two password changes from the same old password', () => {
  it('the second to commit is refused: the stored hash is no longer the one its current password was checked against', async () => {
    const checked = storedHash();
    await changePassword(app.db, demoId(), NEW);

    await expect(changePassword(app.db, demoId(), 'Thief-pass-2027', Date.now(), checked)).rejects.toMatchObject({
      code: '20001',
    });
    expect(await loginCode(NEW)).toBe('00000');
    expect(await loginCode('Thief-pass-2027')).toBe('20001');
  });

  it('a change of an account that does not exist, with nothing to replace, is an error of the caller, not a refusal', async () => {
    await expect(changePassword(app.db, '99999999', NEW)).rejects.toThrow('no account 99999999');
  });

  it('sent at once over the wire, one is made and the account keeps its password', async () => {
    const owner = await loginDemo(app, client);
    const thiefClient = await connect(app);
    const thief = await loginDemo(app, thiefClient);
    const changeBy = async (by: TestClient, cookie: string, newPwd: string) => {
      const body = JSON.stringify(await encryptLoginBody(PASSWORD_CHANGE_PATH, { pwd: OLD, newPwd }, cipherKeys(by), app.now()));
      return envelope(await signedPost(app, by, { url: PASSWORD_CHANGE_PATH, body, cookie })).code;
    };

    const codes = await Promise.all([changeBy(client, owner.cookie, NEW), changeBy(thiefClient, thief.cookie, 'Thief-pass-2027')]);

    expect(codes.filter((code) => code === '00000')).toHaveLength(1);
    const winner = codes[0] === '00000' ? NEW : 'Thief-pass-2027';
    const loser = winner === NEW ? 'Thief-pass-2027' : NEW;
    expect(await loginCode(winner)).toBe('00000');
    expect(await loginCode(loser)).toBe('20001');
  });
});

describe('a burst of wrong passwords sent at once', () => {
  it('gets the same five free guesses as one sent after another: the rest are refused by the lock', async () => {
    const codes = await Promise.all(
      Array.from({ length: 15 }, (_, i) => postEncrypted(app, client, '/v1/user/login', { ...DEMO, pwd: `Not-the-pass-${i}` })),
    ).then((answers) => answers.map((answer) => envelope(answer).code));

    expect(codes.filter((code) => code === '20001')).toHaveLength(6);
    expect(codes.filter((code) => code === '42901')).toHaveLength(9);
    expect(await loginCode(OLD)).toBe('42901');
  });

  it('for a name no account uses is refused the same way', async () => {
    const codes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postEncrypted(app, client, '/v1/user/login', { loginName: 'nobody-here', pwd: `Not-the-pass-${i}` }),
      ),
    ).then((answers) => answers.map((answer) => envelope(answer).code));

    expect(codes.filter((code) => code === '20001')).toHaveLength(6);
    expect(codes.filter((code) => code === '42901')).toHaveLength(4);
  });
});

describe('a registration racing another of the same address', () => {
  it('is refused as taken, not failed, when the other is stored while its password is hashed', async () => {
    const now = Date.now();
    app.db
      .prepare('INSERT INTO verification_codes (channel, address, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run('email', 'racer@example.com', '123456', now, now + 60_000);
    const registering = register(app.db, 'email', { email: 'racer@example.com', emailCode: '123456', pwd: NEW });
    app.db
      .prepare('INSERT INTO users (id, login_name, email, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
      .run('19999999', 'user19999999', 'racer@example.com', now, now);

    await expect(registering).rejects.toMatchObject({ code: '20003' });
  });
});
