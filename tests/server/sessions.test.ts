import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createSession,
  deleteSession,
  deleteSessionOfToken,
  endAccountSessions,
  findRequestSession,
  findSession,
  onSessionsEnded,
  sessionLiveUntil,
  sessionTokens,
} from '../../server/sessions';
import { registerSessionKey } from '../../server/signing/client-keys';
import type { ClientKey } from '../../server/signing/client-keys';
import { testGateway } from './support';

function fakeRequest(headers: Record<string, string>): FastifyRequest {
  return { headers } as unknown as FastifyRequest;
}

describe('sessions', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it('creates a session with an unguessable token, finds it and deletes it', () => {
    const now = Date.now();
    const session = createSession(app.db, '10000001', { now });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session).toMatchObject({ userId: '10000001', createdAt: now, paper: false });
    expect(session.expiresAt).toBeGreaterThan(now);
    const { token, ...stored } = session;
    expect(findSession(app.db, token, now + 1)).toEqual(stored);
    expect(createSession(app.db, '10000001', { now }).token).not.toBe(token);

    expect(deleteSession(app.db, session.id)).toBe(true);
    expect(findSession(app.db, token, now + 1)).toBeUndefined();
    expect(deleteSession(app.db, session.id)).toBe(false);
  });

  it('reads the client key registered with a session in the same lookup: none before the login registers one, then that key, then its replacement', () => {
    const now = Date.now();
    const session = createSession(app.db, '10000001', { now });
    expect(findSession(app.db, session.token, now)?.clientKey).toBeNull();
    const key = (pem: string) => ({ publicKeyPem: pem, algorithm: 'rsa1024' }) as ClientKey;
    registerSessionKey(app.db, session.id, key('first key'));
    expect(findSession(app.db, session.token, now)?.clientKey).toEqual({ pem: 'first key', algorithm: 'rsa1024' });
    registerSessionKey(app.db, session.id, key('second key'));
    expect(findSession(app.db, session.token, now)?.clientKey).toEqual({ pem: 'second key', algorithm: 'rsa1024' });
  });

  it('ignores an expired session', () => {
    const session = createSession(app.db, '10000001', { now: 1_000, policy: { lifetimeMs: 500, idleMs: 10_000 } });
    expect(findSession(app.db, session.token, 1_499)).toBeDefined();
    expect(findSession(app.db, session.token, 1_500)).toBeUndefined();
  });

  it('drops expired sessions when a new one is made', () => {
    createSession(app.db, '10000001', { now: 1_000, policy: { lifetimeMs: 10, idleMs: 10_000 } });
    createSession(app.db, '10000001', { now: 1_000, policy: { lifetimeMs: 100_000, idleMs: 10 } });
    createSession(app.db, '10000001', { now: 5_000 });
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 1 });
  });

  it('records the paper-trading flag', () => {
    const session = createSession(app.db, '10000001', { paper: true });
    expect(findSession(app.db, session.token)?.paper).toBe(true);
  });

  it('does not look up a value that cannot be a token', () => {
    expect(findSession(app.db, "' OR 1=1 --")).toBeUndefined();
    expect(findSession(app.db, '')).toBeUndefined();
  });

  it('finds the session of a refresh_token cookie or a Bearer header', () => {
    const { token } = createSession(app.db, '10000001');
    expect(findRequestSession(app.db, fakeRequest({ cookie: `a=b; refresh_token=${token}` }))?.userId).toBe('10000001');
    expect(findRequestSession(app.db, fakeRequest({ authorization: `Bearer ${token}` }))?.userId).toBe('10000001');
    expect(findRequestSession(app.db, fakeRequest({ authorization: `bearer  ${token}` }))?.userId).toBe('10000001');
    expect(findRequestSession(app.db, fakeRequest({ authorization: `Basic ${token}` }))).toBeUndefined();
    expect(findRequestSession(app.db, fakeRequest({}))).toBeUndefined();
  });

  it('prefers the Bearer header and falls back to the cookie when the header names no live session', () => {
    const first = createSession(app.db, '10000001');
    const second = createSession(app.db, '10000002');
    const both = fakeRequest({ authorization: `Bearer ${second.token}`, cookie: `refresh_token=${first.token}` });
    expect(sessionTokens(both)).toEqual([second.token, first.token]);
    expect(findRequestSession(app.db, both)?.userId).toBe('10000002');
    deleteSession(app.db, second.id);
    expect(findRequestSession(app.db, both)?.userId).toBe('10000001');
  });

  it('tells who listens the ids of the sessions a logout, an account switch or a password change ended, and stops when asked', () => {
    const told: string[][] = [];
    const stop = onSessionsEnded(app.db, (ids) => told.push([...ids]));
    const loggedOut = createSession(app.db, '10000001');
    const switched = createSession(app.db, '10000001');
    const main = createSession(app.db, '10000001');
    const sub = createSession(app.db, '10000002');

    expect(deleteSessionOfToken(app.db, loggedOut.token)).toBe(true);
    expect(deleteSession(app.db, switched.id)).toBe(true);
    expect(deleteSession(app.db, switched.id)).toBe(false);
    expect(endAccountSessions(app.db, '10000001')).toBe(2);
    expect(told).toEqual([[loggedOut.id], [switched.id], expect.arrayContaining([main.id, sub.id])]);
    expect(told[2]).toHaveLength(2);
    expect(endAccountSessions(app.db, '10000001')).toBe(0);
    expect(told).toHaveLength(3);

    stop();
    deleteSession(app.db, createSession(app.db, '10000001').id);
    expect(told).toHaveLength(3);
  });

  it('keeps the listeners of each database apart', async () => {
    const second = await testGateway();
    try {
      const told: string[][] = [];
      onSessionsEnded(second.db, (ids) => told.push([...ids]));
      deleteSession(app.db, createSession(app.db, '10000001').id);
      expect(told).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('says until when a session stays live unused, without counting the question as a use', () => {
    const policy = { lifetimeMs: 1_000_000, idleMs: 300_000 };
    const session = createSession(app.db, '10000001', { now: 1_000, policy });
    expect(sessionLiveUntil(app.db, session.id)).toBe(301_000);
    expect(sessionLiveUntil(app.db, session.id)).toBe(301_000);
    // A use moves the idle end, never past the absolute one.
    findSession(app.db, session.token, 200_000);
    expect(sessionLiveUntil(app.db, session.id)).toBe(500_000);
    findSession(app.db, session.token, 450_000);
    findSession(app.db, session.token, 720_000);
    expect(sessionLiveUntil(app.db, session.id)).toBe(1_001_000);
    deleteSession(app.db, session.id);
    expect(sessionLiveUntil(app.db, session.id)).toBeUndefined();
  });

  it('ends the sessions of a deleted user', () => {
    const { token } = createSession(app.db, '10000002');
    app.db.prepare("DELETE FROM users WHERE id = '10000002'").run();
    expect(findSession(app.db, token)).toBeUndefined();
  });
});
