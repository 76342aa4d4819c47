// One-time codes for registration and the verify-login calls. Six random digits, ten minutes, five guesses; one
// live code per address, and a new one only after a minute, so the calls cannot be used to flood an inbox.
import { randomInt } from 'node:crypto';
import type { GatewayDatabase } from '../db';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_AFTER_MS = 60 * 1000;
export const MAX_ATTEMPTS = 5;

export type CodeChannel = 'email' | 'mobile';

export interface CodeTarget {
  readonly channel: CodeChannel;
  /** email: lower-cased; mobile: "<area code> <number>". */
  readonly address: string;
}

export function emailTarget(email: string): CodeTarget {
  return { channel: 'email', address: email.trim().toLowerCase() };
}

export function mobileTarget(areaCode: string, mobile: string): CodeTarget {
  return { channel: 'mobile', address: `${areaCode.replace(/^\+/, '')} ${mobile}` };
}

interface CodeRow {
  channel: CodeChannel;
  address: string;
  code: string;
  created_at: number;
  expires_at: number;
  attempts: number;
}

export type IssueResult = { issued: true; expiresAt: number } | { issued: false; retryAt: number };

export function issueCode(db: GatewayDatabase, target: CodeTarget, now: number = Date.now()): IssueResult {
  const existing = db
    .prepare('SELECT * FROM verification_codes WHERE channel = ? AND address = ?')
    .get(target.channel, target.address) as CodeRow | undefined;
  if (existing !== undefined && existing.created_at + RESEND_AFTER_MS > now) {
    return { issued: false, retryAt: existing.created_at + RESEND_AFTER_MS };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = now + CODE_TTL_MS;
  db.prepare('DELETE FROM verification_codes WHERE expires_at <= ?').run(now);
  db.prepare(
    `INSERT INTO verification_codes (channel, address, code, created_at, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)
     ON CONFLICT (channel, address) DO UPDATE SET code = excluded.code, created_at = excluded.created_at,
       expires_at = excluded.expires_at, attempts = 0`,
  ).run(target.channel, target.address, code, now, expiresAt);
  return { issued: true, expiresAt };
}

/**
 * True when every code is the live code of its target, and then all of them are used up; otherwise none is, and
 * each wrong one counts an attempt against its own address.
 */
export function consumeCodes(
  db: GatewayDatabase,
  checks: ReadonlyArray<readonly [CodeTarget, string]>,
  now: number = Date.now(),
): boolean {
  return db.transaction(() => {
    let allRight = checks.length > 0;
    for (const [target, code] of checks) {
      const row = db
        .prepare('SELECT * FROM verification_codes WHERE channel = ? AND address = ? AND expires_at > ?')
        .get(target.channel, target.address, now) as CodeRow | undefined;
      if (row === undefined || row.attempts >= MAX_ATTEMPTS) {
        allRight = false;
      } else if (row.code !== code) {
        allRight = false;
        db.prepare('UPDATE verification_codes SET attempts = attempts + 1 WHERE channel = ? AND address = ?').run(
          target.channel,
          target.address,
        );
      }
    }
    if (!allRight) return false;
    const remove = db.prepare('DELETE FROM verification_codes WHERE channel = ? AND address = ?');
    for (const [target] of checks) remove.run(target.channel, target.address);
    return true;
  })();
}

export function consumeCode(db: GatewayDatabase, target: CodeTarget, code: string, now: number = Date.now()): boolean {
  return consumeCodes(db, [[target, code]], now);
}

export interface CodeRecord {
  channel: CodeChannel;
  address: string;
  code: string;
  createdAt: number;
  expiresAt: number;
  attempts: number;
}

/** Live codes, newest first (for /__dev/codes). */
export function liveCodes(db: GatewayDatabase, now: number = Date.now()): CodeRecord[] {
  const rows = db
    .prepare('SELECT * FROM verification_codes WHERE expires_at > ? ORDER BY created_at DESC, address')
    .all(now) as CodeRow[];
  return rows.map((row) => ({
    channel: row.channel,
    address: row.address,
    code: row.code,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    attempts: row.attempts,
  }));
}
