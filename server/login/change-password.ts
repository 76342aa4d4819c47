// Setting a new password ends every session of the account ("log out everywhere"): whoever knew the old password,
// or held a session opened with it, is out. No route of SPEC 7 changes a password yet; the account routes that do
// call this, never write the columns themselves.
import type { GatewayDatabase } from '../db';
import { hashPassword } from '../passwords';
import { endAccountSessions } from '../sessions';

/** Stores `password` for the account and ends all its sessions; how many sessions ended. */
export async function changePassword(
  db: GatewayDatabase,
  userId: string,
  password: string,
  now: number = Date.now(),
): Promise<number> {
  const { hash, salt } = await hashPassword(password);
  return db.transaction(() => {
    const updated = db
      .prepare('UPDATE users SET password_hash = ?, password_salt = ?, updated_at = ? WHERE id = ?')
      .run(hash, salt, now, userId);
    if (updated.changes === 0) throw new Error(`no account ${userId}`);
    return endAccountSessions(db, userId);
  })();
}
