// Field checks of the password change form, as catalog keys: the rules of a new password at sign-up, a new password
// that differs from the current one, and a confirmation that matches. The gateway checks again.
import { passwordError } from '../auth/validation';

export interface PasswordChangeValues {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

export function passwordChangeErrors({ current, next, confirm }: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (current === '') errors.current = 'auth.errors.required';
  const rules = passwordError(next);
  if (rules !== undefined) errors.next = rules;
  else if (next === current) errors.next = 'account.security.errors.unchanged';
  if (confirm === '') errors.confirm = 'auth.errors.required';
  else if (confirm !== next) errors.confirm = 'account.security.errors.mismatch';
  return errors;
}
