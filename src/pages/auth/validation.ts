// Field checks of the log-in and sign-up forms, as catalog keys; the gateway
// checks again, and its answer is shown when it disagrees.

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const MOBILE = /^\d{5,15}$/;
const AREA_CODE = /^\+?\d{1,4}$/;
const CODE = /^\d{6}$/;
export const MAX_NEW_PASSWORD_LENGTH = 128;

export type FieldErrors = Partial<Record<'account' | 'password' | 'email' | 'areaCode' | 'mobile' | 'code', string>>;

/** The rules of a new password (the gateway's meetsPasswordRules in server/login/field-rules.ts). */
export function passwordError(password: string): string | undefined {
  if (password === '') return 'auth.errors.required';
  if (password.length > MAX_NEW_PASSWORD_LENGTH) return 'auth.errors.passwordTooLong';
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password) ? undefined : 'auth.errors.password';
}

export function loginErrors(account: string, password: string): FieldErrors {
  return {
    ...(account.trim() === '' ? { account: 'auth.errors.required' } : {}),
    ...(password === '' ? { password: 'auth.errors.required' } : {}),
  };
}

export function contactErrors(method: 'email' | 'mobile', values: { email: string; areaCode: string; mobile: string }): FieldErrors {
  if (method === 'email') {
    const email = values.email.trim();
    return email === '' ? { email: 'auth.errors.required' } : EMAIL.test(email) ? {} : { email: 'auth.errors.email' };
  }
  return {
    ...(AREA_CODE.test(values.areaCode.trim()) ? {} : { areaCode: 'auth.errors.areaCode' }),
    ...(MOBILE.test(values.mobile.trim()) ? {} : { mobile: 'auth.errors.mobile' }),
  };
}

export function registerErrors(
  method: 'email' | 'mobile',
  values: { email: string; areaCode: string; mobile: string; password: string; code: string },
): FieldErrors {
  const password = passwordError(values.password);
  return {
    ...contactErrors(method, values),
    ...(password ? { password } : {}),
    ...(CODE.test(values.code.trim()) ? {} : { code: 'auth.errors.code' }),
  };
}
