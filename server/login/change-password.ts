// Setting a new password ends every session of the account ("log out everywhere"): whoever knew the old password,
// or held a session opened with it, is out. No route of SPEC 7 changes a password yet; the account routes that do
// call this, never write the columns themselves.
import type { GatewayDatabase } from '../db';
import { GatewayError } from '../envelope';
import { hashPassword } from '../passwords';
import type { PasswordHash } from '../passwords';
import { endAccountSessions } from '../sessions';
import { LoginCodes } from './login-codes';

/**
 * Stores `password` for the account and ends all its sessions; how many sessions ended. With `replacing`, the hash
 * the caller checked the current password against, the change is made only while that is still the account's
 * password: of two changes that checked the same old password, the one that commits second is refused (20001), so a
 * session thief who knows the old password cannot overwrite the change that shut them out.
 */
export async function changePassword(
  db: GatewayDatabase,
  userId: string,
  password: string,
  now: number = Date.now(),
  replacing?: PasswordHash,
): Promise<number> {
  const { hash, salt } = await hashPassword(password);
  return db.transaction(() => {
    const updated =
      replacing === undefined
        ? db
            .prepare('UPDATE users SET password_hash = ?, password_salt = ?, updated_at = ? WHERE id = ?')
            .run(hash, salt, now, userId)
        : db
            .prepare(
              'UPDATE users SET password_hash = ?, password_salt = ?, updated_at = ? WHERE id = ? AND password_hash = ? AND password_salt = ?',
            )
            .run(hash, salt, now, userId, replacing.hash, replacing.salt);
    if (updated.changes === 0) {
      if (replacing !== undefined) throw new GatewayError(LoginCodes.BAD_CREDENTIALS);
      throw new Error(`no account ${userId}`);
    }
    return endAccountSessions(db, userId);
  })();
}
