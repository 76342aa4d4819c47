// Registration by email, by mobile, or by both. The codes sent to every address given are checked first, so an
// address can only be registered by whoever receives its mail or messages.
import type { UserRow } from '../accounts';
import { findUserById } from '../accounts';
import type { GatewayDatabase } from '../db';
import { GatewayError } from '../envelope';
import { hashPassword } from '../passwords';
import { findUserByEmail, findUserByPhone } from './account-lookup';
import { checkNewPassword, invalidParameter } from './field-rules';
import type { SensitiveValues } from './field-rules';
import { LoginCodes } from './login-codes';
import { consumeCodes, emailTarget, mobileTarget } from './verification-codes';
import type { CodeTarget } from './verification-codes';

export type RegisterBy = 'email' | 'mobile' | 'both';

function required(values: SensitiveValues, ...names: Array<keyof SensitiveValues>): void {
  for (const name of names) if (values[name] === undefined) throw invalidParameter(`${name} is required`);
}

function nextUserId(db: GatewayDatabase): string {
  const row = db.prepare('SELECT MAX(CAST(id AS INTEGER)) AS top FROM users').get() as { top: number | null };
  return String(Math.max(row.top ?? 0, 10000000) + 1);
}

export async function register(db: GatewayDatabase, by: RegisterBy, values: SensitiveValues): Promise<UserRow> {
  const email = by === 'mobile' ? undefined : values.email;
  const phone = by === 'email' ? undefined : { areaCode: values.areaCode, mobile: values.mobile };
  if (by !== 'mobile') required(values, 'email');
  if (by !== 'email') required(values, 'areaCode', 'mobile');
  const password = checkNewPassword(values);

  // With both addresses each needs its own code; with one, verifyCode may stand in for the channel's code.
  const checks: Array<[CodeTarget, string]> = [];
  if (email !== undefined) {
    const code = by === 'both' ? values.emailCode : (values.emailCode ?? values.verifyCode);
    if (code === undefined) throw invalidParameter('emailCode is required');
    checks.push([emailTarget(email), code]);
  }
  if (phone?.areaCode !== undefined && phone.mobile !== undefined) {
    const code = by === 'both' ? values.mobileCode : (values.mobileCode ?? values.verifyCode);
    if (code === undefined) throw invalidParameter('mobileCode is required');
    checks.push([mobileTarget(phone.areaCode, phone.mobile), code]);
  }
  if (!consumeCodes(db, checks)) throw new GatewayError(LoginCodes.BAD_CODE);

  const refuseTaken = (): void => {
    const taken =
      (email !== undefined && findUserByEmail(db, email) !== undefined) ||
      (phone?.areaCode !== undefined && phone.mobile !== undefined && findUserByPhone(db, phone.areaCode, phone.mobile));
    if (taken) throw new GatewayError(LoginCodes.ACCOUNT_EXISTS);
  };
  refuseTaken();

  const { hash, salt } = await hashPassword(password);
  const id = db.transaction(() => {
    // Asked again: another registration of the same address may have been stored while this password was hashed.
    refuseTaken();
    const userId = nextUserId(db);
    const now = Date.now();
    db.prepare(
      `INSERT INTO users (id, login_name, email, phone, area_code, password_hash, password_salt, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      userId,
      // Never an address, so a login name cannot collide with someone else's email or phone.
      `user${userId}`,
      email?.trim().toLowerCase() ?? null,
      phone?.mobile ?? null,
      phone?.areaCode?.replace(/^\+/, '') ?? null,
      hash,
      salt,
      now,
      now,
    );
    return userId;
  })();
  const created = findUserById(db, id);
  if (created === undefined) throw new Error('registered account vanished');
  return created;
}
