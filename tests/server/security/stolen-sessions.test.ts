// Threat: a session outliving the person at the keyboard or the secret it was opened with. A copy of the
// database (a backup, a stolen disk) handed out live sessions, since tokens were stored as they are; a session kept
// working for as long as it was used; and changing a password left every other session open.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { changePassword } from '../../../server/login/change-password';
import { TOUCH_EVERY_MS } from '../../../server/sessions';
import { connect, envelope, loginDemo, postEncrypted } from '../crypto-client';
import { databaseBefore, loginAs, makeTempDir, postJson, removeDir, testGateway } from '../support';
import type { TestLogin } from '../support';

const USER_INFO = '/v1/user/overview/userinfo';
const START = Date.UTC(2026, 10, 25, 9);
const MINUTE = 60_000;

class TestClock {
  time = START;
  readonly now = () => this.time;
  advance(ms: number): void {
    this.time += ms;
  }
}

async function loggedIn(app: FastifyInstance, login: Pick<TestLogin, 'cookie'>): Promise<boolean> {
  const answer = envelope(await postJson(app, USER_INFO, { locale: 'en' }, { cookie: login.cookie }));
  return answer.code === '00000';
}

describe('the sessions table', () => {
  it('holds the SHA-256 of each token, never the token', async () => {
    const app = await testGateway();
    try {
      const { token } = await loginAs(app);
      const rows = app.db.prepare('SELECT * FROM sessions').all() as Array<Record<string, unknown>>;
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0]?.['token_hash']).toBe(createHash('sha256').update(token).digest('hex'));
    } finally {
      await app.close();
    }
  });

  it('gives nothing to whoever presents what it holds (the hash) as a token', async () => {
    const app = await testGateway();
    try {
      await loginAs(app);
      const { token_hash: hash } = app.db.prepare('SELECT token_hash FROM sessions').get() as { token_hash: string };
      const base64url = Buffer.from(hash, 'hex').toString('base64url');
      for (const forged of [hash, base64url]) {
        expect(await loggedIn(app, { cookie: `refresh_token=${forged}` })).toBe(false);
      }
    } finally {
      await app.close();
    }
  });
});

describe('a session', () => {
  let app: FastifyInstance;
  let clock: TestClock;

  beforeEach(async () => {
    clock = new TestClock();
    app = await testGateway({ now: clock.now, sessions: { idleMs: 30 * MINUTE, lifetimeMs: 8 * 60 * MINUTE } });
  });

  afterEach(async () => {
    await app.close();
  });

  it('ends after the idle timeout without a request', async () => {
    const login = await loginAs(app);
    clock.advance(30 * MINUTE - 1);
    expect(await loggedIn(app, login)).toBe(true);
    clock.advance(30 * MINUTE);
    expect(await loggedIn(app, login)).toBe(false);
  });

  it('stays alive while used, each use restarting the idle timeout (to within a minute)', async () => {
    const login = await loginAs(app);
    for (let i = 0; i < 10; i += 1) {
      clock.advance(20 * MINUTE);
      expect(await loggedIn(app, login)).toBe(true);
    }
    // The last use was just written; an idle period just short of the timeout (less the touch granularity) is fine.
    clock.advance(30 * MINUTE - TOUCH_EVERY_MS);
    expect(await loggedIn(app, login)).toBe(true);
  });

  it('ends at its absolute lifetime however much it is used', async () => {
    const login = await loginAs(app);
    for (let elapsed = 0; elapsed < 8 * 60 * MINUTE - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expect(await loggedIn(app, login)).toBe(true);
    }
    clock.advance(20 * MINUTE);
    expect(await loggedIn(app, login)).toBe(false);
  });

  it('is handed to the browser in a cookie that lives no longer than the session', async () => {
    const response = await postJson(app, '/__dev/session', { loginName: 'demo' });
    const line = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('refresh_token='));
    expect(line).toContain(`Max-Age=${8 * 60 * 60}`);
  });
});

describe('a password change', () => {
  it('ends every session of the account and of its sub-accounts, and only theirs', async () => {
    const app = await testGateway();
    try {
      const client = await connect(app);
      const first = await loginDemo(app, client);
      const second = await loginAs(app, 'demo');
      const sub = await postEncrypted(app, client, '/v1/user/subAccount/switch', { userId: '10000002' }, { cookie: first.cookie });
      expect(envelope(sub).code).toBe('00000');
      const subCookie = ([] as string[])
        .concat(sub.headers['set-cookie'] ?? [])
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      app.db
        .prepare("INSERT INTO users (id, login_name, created_at, updated_at) VALUES ('10000077', 'someone-else', 0, 0)")
        .run();
      const other = await loginAs(app, 'someone-else');
      expect(await loggedIn(app, second)).toBe(true);

      const ended = await changePassword(app.db, first.userId, 'New-pass-2026');
      expect(ended).toBe(2);
      expect(await loggedIn(app, second)).toBe(false);
      expect(await loggedIn(app, { cookie: subCookie })).toBe(false);
      expect(await loggedIn(app, other)).toBe(true);

      const old = await postEncrypted(app, client, '/v1/user/login', { loginName: 'demo', pwd: 'Demo-pass-2026' });
      expect(envelope(old).code).toBe('20001');
      const renewed = await postEncrypted(app, client, '/v1/user/login', { loginName: 'demo', pwd: 'New-pass-2026' });
      expect(envelope(renewed).code).toBe('00000');
    } finally {
      await app.close();
    }
  });
});

it('the upgrade ends sessions whose tokens were stored in clear', async () => {
  const dir = makeTempDir();
  try {
    const { file, old } = databaseBefore(dir, '009');
    const token = 'T'.repeat(43);
    old.prepare(
      "INSERT INTO users (id, login_name, created_at, updated_at) VALUES ('10000009', 'old-user', 0, 0)",
    ).run();
    old.prepare('INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      token,
      '10000009',
      Date.now(),
      Date.now() + 86_400_000,
    );
    old.close();
    const app = await testGateway({ db: file });
    try {
      expect(app.db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 0 });
      expect(await loggedIn(app, { cookie: `refresh_token=${token}` })).toBe(false);
    } finally {
      await app.close();
    }
  } finally {
    removeDir(dir);
  }
});
