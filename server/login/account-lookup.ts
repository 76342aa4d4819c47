// Finds the account a login names: by email, by area code and mobile number, or by login name (which may also be
// written as the account's email). Whichever the client sent first in that order is the one used.
import { findUserByLoginName } from '../accounts';
import type { UserRow } from '../accounts';
import type { GatewayDatabase } from '../db';
import type { SensitiveValues } from './field-rules';

export function findUserByEmail(db: GatewayDatabase, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email.trim()) as UserRow | undefined;
}

export function findUserByPhone(db: GatewayDatabase, areaCode: string, mobile: string): UserRow | undefined {
  return db
    .prepare('SELECT * FROM users WHERE area_code = ? AND phone = ?')
    .get(areaCode.replace(/^\+/, ''), mobile) as UserRow | undefined;
}

/** Whether the values name an account at all (an email, a phone, or a login name). */
export function namesAccount(values: SensitiveValues): boolean {
  return (
    values.email !== undefined ||
    (values.areaCode !== undefined && values.mobile !== undefined) ||
    values.loginName !== undefined
  );
}

export function findNamedAccount(db: GatewayDatabase, values: SensitiveValues): UserRow | undefined {
  if (values.email !== undefined) return findUserByEmail(db, values.email);
  if (values.areaCode !== undefined && values.mobile !== undefined) {
    return findUserByPhone(db, values.areaCode, values.mobile);
  }
  if (values.loginName === undefined) return undefined;
  const byName = findUserByLoginName(db, values.loginName);
  if (byName !== undefined) return byName;
  return values.loginName.includes('@') ? findUserByEmail(db, values.loginName) : undefined;
}
