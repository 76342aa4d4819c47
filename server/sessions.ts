import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { parseCookies } from './cookies';
import type { GatewayDatabase } from './db';

export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const USER_ID_COOKIE = 'user_id';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// 32 random bytes in base64url: 43 characters. Anything else cannot be a token, so it is not even looked up.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface Session {
  token: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  /** True while the session trades on the simulation account. */
  paper: boolean;
}

interface SessionRow {
  token: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  paper: number;
}

export interface CreateSessionOptions {
  now?: number;
  ttlMs?: number;
  paper?: boolean;
}

export function createSession(db: GatewayDatabase, userId: string, options: CreateSessionOptions = {}): Session {
  const now = options.now ?? Date.now();
  const session: Session = {
    token: randomBytes(32).toString('base64url'),
    userId,
    createdAt: now,
    expiresAt: now + (options.ttlMs ?? SESSION_TTL_MS),
    paper: options.paper ?? false,
  };
  // Expired rows are never read again; dropping them here keeps the table from growing without bound.
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO sessions (token, user_id, created_at, expires_at, paper) VALUES (?, ?, ?, ?, ?)').run(
    session.token,
    session.userId,
    session.createdAt,
    session.expiresAt,
    session.paper ? 1 : 0,
  );
  return session;
}

/** The live session of `token`; expired and unknown tokens alike give undefined. */
export function findSession(db: GatewayDatabase, token: string, now: number = Date.now()): Session | undefined {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = db
    .prepare('SELECT token, user_id, created_at, expires_at, paper FROM sessions WHERE token = ? AND expires_at > ?')
    .get(token, now) as SessionRow | undefined;
  if (row === undefined) return undefined;
  return {
    token: row.token,
    userId: row.user_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    paper: row.paper === 1,
  };
}

export function deleteSession(db: GatewayDatabase, token: string): boolean {
  return db.prepare('DELETE FROM sessions WHERE token = ?').run(token).changes > 0;
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

/** The first live session among the request's tokens. */
export function findRequestSession(
  db: GatewayDatabase,
  request: FastifyRequest,
  now: number = Date.now(),
): Session | undefined {
  for (const token of sessionTokens(request)) {
    const session = findSession(db, token, now);
    if (session !== undefined) return session;
  }
  return undefined;
}
