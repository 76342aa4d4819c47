// Login by account and password (/v1/user/login, the agency login and their /v2 variants).
import { randomBytes } from 'node:crypto';
import type { UserRow } from '../accounts';
import type { GatewayDatabase } from '../db';
import { GatewayError } from '../envelope';
import { hashPassword, needsRehash, verifyPassword } from '../passwords';
import type { PasswordHash } from '../passwords';
import { findNamedAccount, namesAccount } from './account-lookup';
import { invalidParameter } from './field-rules';
import type { SensitiveValues } from './field-rules';
import { LoginCodes } from './login-codes';

// Unknown accounts still cost one scrypt run against this hash, so the answer time does not tell whether the
// account exists.
let decoyHash: Promise<PasswordHash> | undefined;

function decoy(): Promise<PasswordHash> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/** The account when `pwd` is its password; 20001 for every other case, the same answer whatever went wrong. */
export async function passwordLogin(db: GatewayDatabase, values: SensitiveValues): Promise<UserRow> {
  if (values.pwd === undefined) throw invalidParameter('pwd is required');
  if (!namesAccount(values)) throw invalidParameter('loginName, email, or areaCode and mobile is required');
  const account = findNamedAccount(db, values);
  const stored =
    account !== undefined && account.password_hash !== null && account.password_salt !== null
      ? { hash: account.password_hash, salt: account.password_salt }
      : await decoy();
  const matches = await verifyPassword(values.pwd, stored);
  if (account === undefined || account.password_hash === null || !matches || account.frozen === 1) {
    throw new GatewayError(LoginCodes.BAD_CREDENTIALS);
  }
  // The password was checked against the hash read before scrypt ran, a third of a second or more ago. A password
  // change (or a freeze) committed meanwhile makes that check stale: the old password must open no session after the
  // change has ended every session of the account. Read again here, with no wait between this read and the session.
  if (!stillTheAccountsPassword(db, account.id, stored)) throw new GatewayError(LoginCodes.BAD_CREDENTIALS);
  // A hash from before the current cost is replaced now, while the password is at hand: the only moment it is. Only
  // the hash that was checked is replaced: a change committed while this one was being hashed is kept, and this
  // login, by the password it replaced, refused.
  if (needsRehash(stored)) {
    const renewed = await hashPassword(values.pwd);
    const replaced = db
      .prepare(
        'UPDATE users SET password_hash = ?, password_salt = ? WHERE id = ? AND password_hash = ? AND password_salt = ? AND frozen = 0',
      )
      .run(renewed.hash, renewed.salt, account.id, stored.hash, stored.salt);
    if (replaced.changes === 0) throw new GatewayError(LoginCodes.BAD_CREDENTIALS);
  }
  return account;
}

function stillTheAccountsPassword(db: GatewayDatabase, userId: string, checked: PasswordHash): boolean {
  const row = db.prepare('SELECT password_hash, password_salt, frozen FROM users WHERE id = ?').get(userId) as
    | { password_hash: string | null; password_salt: string | null; frozen: number }
    | undefined;
  return row !== undefined && row.frozen === 0 && row.password_hash === checked.hash && row.password_salt === checked.salt;
}
