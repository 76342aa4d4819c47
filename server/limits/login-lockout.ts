// The growing lockout of an account after repeated failed logins. The first FREE_FAILURES failures cost nothing;
// each one after locks the account for BASE_LOCK_MS, doubled per further failure, up to MAX_LOCK_MS. While locked,
// every login naming the account, by whichever of its names, is refused with 429/42901 and Retry-After, right or
// wrong password, before the password is even checked. A success clears the count. Counts are kept per name
// (accountKey); a login that names an account counts under every name of it (loginKeys), so each spelling of the
// account shares one count and one lock. Names no account uses are counted alone, under the name as sent, with the
// same answers and waits, so neither the lockout nor its absence tells whether an account exists.
import type { GatewayDatabase } from '../db';
import { findNamedAccount } from '../login/account-lookup';
import type { SensitiveValues } from '../login/field-rules';
import { retryAfterSeconds } from './rate-limits';

export const FREE_FAILURES = 5;
export const BASE_LOCK_MS = 60_000;
export const MAX_LOCK_MS = 60 * 60_000;
/** A count with no new failure for this long is forgotten (pruned on the next failure anywhere). */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** The key a login's account name is counted under: the name as sent, normalised as the lookup does. */
export function accountKey(values: SensitiveValues): string | undefined {
  if (values.email !== undefined) return `email:${values.email.trim().toLowerCase()}`;
  if (values.areaCode !== undefined && values.mobile !== undefined) {
    return `mobile:${values.areaCode.replace(/^\+/, '')} ${values.mobile}`;
  }
  if (values.loginName !== undefined) return `name:${values.loginName.trim().toLowerCase()}`;
  return undefined;
}

/**
 * Every key a login of this account can be counted under: its login name, its email (sent as email or as the login
 * name) and its phone. A failure proven against the account itself (a wrong current password at a password change)
 * counts under all of them, so no way of naming the account gets its free failures again.
 */
export function accountKeysOf(user: {
  login_name: string;
  email: string | null;
  phone: string | null;
  area_code: string | null;
}): string[] {
  const keys = [accountKey({ loginName: user.login_name })];
  if (user.email !== null) keys.push(accountKey({ email: user.email }), accountKey({ loginName: user.email }));
  if (user.phone !== null && user.area_code !== null) {
    keys.push(accountKey({ areaCode: user.area_code, mobile: user.phone }));
  }
  return keys.filter((key): key is string => key !== undefined);
}

/**
 * The keys a login naming `values` is counted and locked under: when the name finds an account, every name of that
 * account (accountKeysOf) and the name as sent, so a guess by email, by phone or by login name costs the account the
 * same count; when it finds none, the name as sent alone (as before), so probing unknown names is limited too and
 * answered the same way. Empty when `values` name nothing (the attempt then fails on its own).
 */
export function loginKeys(db: GatewayDatabase, values: SensitiveValues): string[] {
  const sent = accountKey(values);
  if (sent === undefined) return [];
  const account = findNamedAccount(db, values);
  return account === undefined ? [sent] : [...new Set([sent, ...accountKeysOf(account)])];
}

/** How long a name is locked after its `failures`-th failure in a row (0 while still free). */
export function lockDurationMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  const doublings = Math.min(failures - FREE_FAILURES - 1, 30);
  return Math.min(BASE_LOCK_MS * 2 ** doublings, MAX_LOCK_MS);
}

interface FailureRow {
  failures: number;
  locked_until: number;
}

/** Milliseconds `key` stays locked from `now`; 0 when logins with it are taken. */
export function lockedFor(db: GatewayDatabase, key: string, now: number): number {
  const row = db.prepare('SELECT failures, locked_until FROM login_failures WHERE account_key = ?').get(key) as
    | FailureRow
    | undefined;
  return row === undefined ? 0 : Math.max(0, row.locked_until - now);
}

/** Milliseconds until none of `keys` is locked any more from `now`; 0 when logins with all of them are taken. */
export function lockedForAny(db: GatewayDatabase, keys: readonly string[], now: number): number {
  return Math.max(0, ...keys.map((key) => lockedFor(db, key, now)));
}

/** Counts one failure under each of `keys`, in one transaction: a crash never leaves the names of an account apart. */
export function recordFailures(db: GatewayDatabase, keys: readonly string[], now: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM login_failures WHERE last_failure_at <= ? AND locked_until <= ?').run(
      now - FAILURE_MEMORY_MS,
      now,
    );
    const read = db.prepare('SELECT failures FROM login_failures WHERE account_key = ?');
    const write = db.prepare(
      `INSERT INTO login_failures (account_key, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
       ON CONFLICT (account_key) DO UPDATE SET failures = excluded.failures,
         last_failure_at = excluded.last_failure_at, locked_until = excluded.locked_until`,
    );
    for (const key of new Set(keys)) {
      const row = read.get(key) as { failures: number } | undefined;
      const failures = (row?.failures ?? 0) + 1;
      const lock = lockDurationMs(failures);
      write.run(key, failures, now, lock === 0 ? 0 : now + lock);
    }
  })();
}

export function clearFailures(db: GatewayDatabase, keys: readonly string[]): void {
  const clear = db.prepare('DELETE FROM login_failures WHERE account_key = ?');
  db.transaction(() => {
    for (const key of keys) clear.run(key);
  })();
}

export function retryAfterHeader(ms: number): string {
  return String(retryAfterSeconds(ms));
}
