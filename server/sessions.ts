// Login sessions. The browser holds a random token (the refresh_token cookie, or a Bearer header); the database
// holds only its SHA-256, so a copy of the database, a backup or a log of its rows opens no session. A token has
// 256 random bits, so a plain hash is enough: there is nothing to guess that a slow hash would protect.
// A session ends at its absolute lifetime (expiresAt), after an idle timeout without use, at logout, and for every
// session of an account when its password changes (endAccountSessions).
// What holds a session beyond one request (the market stream's private channels) learns of the ends that are acts
// through onSessionsEnded, and of expiry, which has no moment of its own, by asking sessionLiveUntil.
import { hash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { parseCookies } from './cookies';
import type { GatewayDatabase } from './db';

export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const USER_ID_COOKIE = 'user_id';

export interface SessionPolicy {
  /** Absolute lifetime from login (SESSION_LIFETIME_MS). */
  readonly lifetimeMs: number;
  /** A session unused for this long ends (SESSION_IDLE_TIMEOUT_MS). */
  readonly idleMs: number;
}

// Seven days from login at most, and 30 minutes without a request (OWASP's range for high-value applications is
// 15 to 30 minutes); an open app tab keeps its session alive with its regular calls.
export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  lifetimeMs: 7 * 24 * 60 * 60 * 1000,
  idleMs: 30 * 60 * 1000,
};

// The last use is written at most this often, so a burst of calls costs one write, not one each. A session may
// therefore end up to this much before its idle timeout is fully over, never after.
export const TOUCH_EVERY_MS = 60 * 1000;

// 32 random bytes in base64url: 43 characters. Anything else cannot be a token, so it is not even looked up.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface Session {
  /** The SHA-256 (hex) of the token: the session's key in the database. */
  id: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
  /** True while the session trades on the simulation account. */
  paper: boolean;
  /**
   * The client public key an encrypted login registered with the session, as stored when the session was read (SPKI
   * PEM and algorithm name, unchecked); null before one is registered. Read with the session, so a signed call costs
   * one statement for both; server/signing/client-keys.ts parses and checks it.
   */
  clientKey: { pem: string; algorithm: string | null } | null;
}

/** A session as it is created: the only time its token exists outside the browser. */
export interface NewSession extends Session {
  token: string;
}

interface SessionRow {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  paper: number;
  client_public_key: string | null;
  client_key_algorithm: string | null;
}

export function tokenHash(token: string): string {
  // One-shot, no Hash object for the collector to track (server/signing/digests.ts).
  return hash('sha256', token, 'hex');
}

export interface CreateSessionOptions {
  now?: number;
  policy?: SessionPolicy;
  paper?: boolean;
}

export function createSession(db: GatewayDatabase, userId: string, options: CreateSessionOptions = {}): NewSession {
  const now = options.now ?? Date.now();
  const policy = options.policy ?? DEFAULT_SESSION_POLICY;
  const token = randomBytes(32).toString('base64url');
  const session: NewSession = {
    token,
    id: tokenHash(token),
    userId,
    createdAt: now,
    expiresAt: now + policy.lifetimeMs,
    lastSeenAt: now,
    paper: options.paper ?? false,
    clientKey: null,
  };
  // Ended rows are never read again; dropping them here keeps the table from growing without bound.
  db.prepare('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at + idle_timeout_ms <= ?').run(now, now);
  db.prepare(
    `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_seen_at, idle_timeout_ms, paper)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(session.id, userId, now, session.expiresAt, now, policy.idleMs, session.paper ? 1 : 0);
  return session;
}

/**
 * The live session of `token` (expired, idle and unknown tokens alike give undefined); finding it counts as a use
 * for the idle timeout.
 */
export function findSession(db: GatewayDatabase, token: string, now: number = Date.now()): Session | undefined {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const id = tokenHash(token);
  const row = db
    .prepare(
      `SELECT token_hash, user_id, created_at, expires_at, last_seen_at, paper, client_public_key, client_key_algorithm
       FROM sessions WHERE token_hash = ? AND expires_at > ? AND last_seen_at + idle_timeout_ms > ?`,
    )
    .get(id, now, now) as SessionRow | undefined;
  if (row === undefined) return undefined;
  let lastSeenAt = row.last_seen_at;
  if (now - lastSeenAt >= TOUCH_EVERY_MS) {
    db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(now, id);
    lastSeenAt = now;
  }
  return {
    id,
    userId: row.user_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastSeenAt,
    paper: row.paper === 1,
    clientKey: row.client_public_key === null ? null : { pem: row.client_public_key, algorithm: row.client_key_algorithm },
  };
}

/** Told the ids (Session.id) of sessions that were just ended; see onSessionsEnded. */
type SessionsEndedListener = (ids: readonly string[]) => void;

/** Per database (one a gateway), who is told of ended sessions. */
const endListeners = new WeakMap<GatewayDatabase, Set<SessionsEndedListener>>();

/**
 * Calls `listener` each time sessions of `db` are ended by an act (logout, a password change, an account switch):
 * synchronously, after their rows are gone and before the call that ended them returns, so nothing that holds one
 * can act for it after that call. Expiry is not told (it has no moment): check sessionLiveUntil. A listener must
 * not throw: called inside a caller's transaction (changePassword's), its error would undo the change. Returns the
 * function that stops the calls.
 */
export function onSessionsEnded(db: GatewayDatabase, listener: SessionsEndedListener): () => void {
  let listeners = endListeners.get(db);
  if (listeners === undefined) endListeners.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function tellEnded(db: GatewayDatabase, ids: readonly string[]): void {
  if (ids.length === 0) return;
  for (const listener of endListeners.get(db) ?? []) listener(ids);
}

/**
 * Until when (ms, the sessions' clock) the session of `id` stays live if nothing uses it: the earlier of its
 * absolute end and its idle end. Undefined when there is no such session (ended, or never was); a time at or before
 * now means it has expired. Reading it is not a use: it moves no idle timeout.
 */
export function sessionLiveUntil(db: GatewayDatabase, id: string): number | undefined {
  const row = db
    .prepare('SELECT min(expires_at, last_seen_at + idle_timeout_ms) AS until FROM sessions WHERE token_hash = ?')
    .get(id) as { until: number } | undefined;
  return row?.until;
}

/** Ends the session of `id` (Session.id); true when there was one. */
export function deleteSession(db: GatewayDatabase, id: string): boolean {
  const ended = db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(id).changes > 0;
  if (ended) tellEnded(db, [id]);
  return ended;
}

/** Ends the session a token names, whether or not it is still live. */
export function deleteSessionOfToken(db: GatewayDatabase, token: string): boolean {
  return TOKEN_PATTERN.test(token) && deleteSession(db, tokenHash(token));
}

/**
 * Ends every session of the account and of its sub-accounts ("log out everywhere"): sub-account sessions are
 * entered from the account's own, so whoever held one of those may hold them too. Returns how many ended.
 */
export function endAccountSessions(db: GatewayDatabase, userId: string): number {
  const ended = db
    .prepare(
      `DELETE FROM sessions WHERE user_id = ? OR user_id IN (SELECT user_id FROM sub_accounts WHERE parent_id = ?)
       RETURNING token_hash`,
    )
    .pluck()
    .all(userId, userId) as string[];
  tellEnded(db, ended);
  return ended.length;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1];
}

/** The tokens a request presents, the Authorization header first: an explicit header beats an ambient cookie. */
export function sessionTokens(request: FastifyRequest): string[] {
  const tokens: string[] = [];
  const bearer = bearerToken(request);
  if (bearer !== undefined) tokens.push(bearer);
  const cookie = parseCookies(request.headers.cookie).get(REFRESH_TOKEN_COOKIE);
  if (cookie !== undefined && cookie !== bearer) tokens.push(cookie);
  return tokens;
}

/** The gateway's clock when the request came through one (tests simulate it), else the system's. */
function clockOf(request: FastifyRequest): number {
  const server = (request as Partial<FastifyRequest>).server;
  return server?.now === undefined ? Date.now() : server.now();
}

/** Sessions found by the signature check of a signed call, for the route that runs right after it. */
const checkedSessions = new WeakMap<FastifyRequest, Session>();

/** Records the session the signature of `request` was checked against (server/signing/signed-routes.ts). */
export function keepCheckedSession(request: FastifyRequest, session: Session): void {
  checkedSessions.set(request, session);
}

/**
 * The session the signature of `request` was checked against, and nothing else: undefined for a call that reached
 * its route unsigned, or signed but with no live session behind it (no lookup, unlike signedCallSession).
 */
export function checkedSession(request: FastifyRequest): Session | undefined {
  return checkedSessions.get(request);
}

/**
 * The session of a signed call: the one its signature was checked against moments before in the same request, or,
 * for a call that reached the route without one, a lookup. One lookup a call instead of two, and the route acts for
 * exactly the session whose key signed the call.
 */
export function signedCallSession(db: GatewayDatabase, request: FastifyRequest): Session | undefined {
  return checkedSession(request) ?? findRequestSession(db, request);
}

/** The first live session among the request's tokens. */
export function findRequestSession(
  db: GatewayDatabase,
  request: FastifyRequest,
  now: number = clockOf(request),
): Session | undefined {
  for (const token of sessionTokens(request)) {
    const session = findSession(db, token, now);
    if (session !== undefined) return session;
  }
  return undefined;
}
