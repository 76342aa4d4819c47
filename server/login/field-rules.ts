// Formats of the sensitive fields, checked after decryption (the JSON schema only sees the ciphertext). A failure
// answers 40002 naming the field, never its value.
import { GatewayCodes } from '../codes';
import { GatewayError } from '../envelope';
import { MAX_PASSWORD_LENGTH } from '../passwords';
import type { SensitiveField } from '../../src/core/login-paths';

export type { SensitiveField };

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const SIX_DIGITS = /^\d{6}$/;

function textOf(min: number, max: number) {
  return (value: string) => value.length >= min && value.length <= max && !CONTROL.test(value);
}

const RULES: Record<SensitiveField, (value: string) => boolean> = {
  loginName: textOf(1, 64),
  pwd: textOf(1, MAX_PASSWORD_LENGTH),
  rePwd: textOf(1, MAX_PASSWORD_LENGTH),
  newPwd: textOf(1, MAX_PASSWORD_LENGTH),
  areaCode: (value) => /^\+?\d{1,4}$/.test(value),
  mobile: (value) => /^\d{4,15}$/.test(value),
  // Deliberately loose (one @, a dot in the domain, no spaces): the code sent to it is the real check.
  email: (value) => value.length <= 254 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value),
  verifyCode: (value) => SIX_DIGITS.test(value),
  emailCode: (value) => SIX_DIGITS.test(value),
  mobileCode: (value) => SIX_DIGITS.test(value),
  googleCode: (value) => SIX_DIGITS.test(value),
  serialNO: (value) => /^[A-Za-z0-9-]{1,64}$/.test(value),
  token: textOf(1, 4096),
  publicAddress: (value) => /^0x[0-9a-fA-F]{40}$/.test(value),
  signature: (value) => /^0x[0-9a-fA-F]{130}$/.test(value),
  userId: (value) => /^[1-9]\d{0,19}$/.test(value),
  qrcodeKey: (value) => /^[A-Za-z0-9_-]{8,128}$/.test(value),
  fidoVerifyCode: textOf(1, 4096),
};

export function invalidParameter(detail: string): GatewayError {
  return new GatewayError(GatewayCodes.INVALID_PARAMETER, `Invalid parameter: ${detail}`);
}

export type SensitiveValues = Partial<Record<SensitiveField, string>>;

/**
 * The decrypted fields, checked: a JSON object holding only fields of `allowed`, each a string in its format.
 */
export function checkSensitiveFields(decrypted: unknown, allowed: readonly SensitiveField[]): SensitiveValues {
  if (typeof decrypted !== 'object' || decrypted === null || Array.isArray(decrypted)) {
    throw invalidParameter('the encrypted fields must be a JSON object');
  }
  const values: SensitiveValues = {};
  for (const [name, value] of Object.entries(decrypted)) {
    if (!(allowed as readonly string[]).includes(name)) throw invalidParameter(`${name} is not a field of this call`);
    const field = name as SensitiveField;
    if (typeof value !== 'string') throw invalidParameter(`${field} must be a string`);
    if (!RULES[field](value)) throw invalidParameter(`${field} has an invalid format`);
    values[field] = value;
  }
  return values;
}

/**
 * What a new password must be, at registration and at a password change: more than login asks of an existing one.
 * The client's forms check the same (src/pages/auth/validation.ts).
 */
export function meetsPasswordRules(pwd: string): boolean {
  return pwd.length >= 8 && pwd.length <= 128 && /[A-Za-z]/.test(pwd) && /\d/.test(pwd);
}

export function checkNewPassword(values: SensitiveValues): string {
  const pwd = values.pwd;
  if (pwd === undefined) throw invalidParameter('pwd is required');
  if (!meetsPasswordRules(pwd)) {
    throw invalidParameter('pwd must have 8 to 128 characters with at least one letter and one digit');
  }
  if (values.rePwd !== undefined && values.rePwd !== pwd) throw invalidParameter('rePwd does not match pwd');
  return pwd;
}
