// What a password change asks before it changes anything: the new password follows the registration rules and is
// not the current one, and the current password is the account's. The wrong current password answers exactly
// what a failed login answers (20001), so this call tells a session thief no more than the login form would.
import type { UserRow } from '../accounts';
import { GatewayError } from '../envelope';
import { verifyPassword } from '../passwords';
import type { PasswordHash } from '../passwords';
import { invalidParameter, meetsPasswordRules } from './field-rules';
import type { SensitiveValues } from './field-rules';
import { LoginCodes } from './login-codes';

/**
 * The new password and the stored hash the current one was checked against, once every check has passed; throws the
 * refusal's code otherwise.
 */
export async function checkPasswordChange(
  account: UserRow,
  values: SensitiveValues,
): Promise<{ newPassword: string; checked: PasswordHash }> {
  const { pwd: current, newPwd } = values;
  if (current === undefined) throw invalidParameter('pwd is required');
  if (newPwd === undefined) throw invalidParameter('newPwd is required');
  // The rules first: they cost no hash, and their answer says nothing about the stored password.
  if (!meetsPasswordRules(newPwd)) throw new GatewayError(LoginCodes.WEAK_NEW_PASSWORD);
  if (newPwd === current) throw new GatewayError(LoginCodes.UNCHANGED_PASSWORD);
  const stored =
    account.password_hash === null || account.password_salt === null
      ? undefined
      : { hash: account.password_hash, salt: account.password_salt };
  const matches = stored !== undefined && (await verifyPassword(current, stored));
  if (!matches || account.frozen === 1) throw new GatewayError(LoginCodes.BAD_CREDENTIALS);
  return { newPassword: newPwd, checked: stored };
}
