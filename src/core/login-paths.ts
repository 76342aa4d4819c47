// The encrypted login-type calls of SPEC 7 and the sensitive fields each one moves into bodyCiphertext: one
// table for the client's cipher (src/crypto) and the gateway (server/login/encrypted-paths.ts). The account calls
// this product adds that carry a password are sealed the same way (SEALED_ACCOUNT_PATHS).

export type SensitiveField =
  | 'loginName'
  | 'pwd'
  | 'areaCode'
  | 'mobile'
  | 'email'
  | 'verifyCode'
  | 'rePwd'
  | 'emailCode'
  | 'mobileCode'
  | 'googleCode'
  | 'serialNO'
  | 'token'
  | 'publicAddress'
  | 'signature'
  | 'userId'
  | 'qrcodeKey'
  | 'fidoVerifyCode'
  // Not in SPEC 7's list: the new password of a password change (SEALED_ACCOUNT_PATHS).
  | 'newPwd';

/** SPEC 7's sensitive fields, the ones its login-type calls draw on. */
export const SENSITIVE_FIELDS: readonly SensitiveField[] = [
  'loginName',
  'pwd',
  'areaCode',
  'mobile',
  'email',
  'verifyCode',
  'rePwd',
  'emailCode',
  'mobileCode',
  'googleCode',
  'serialNO',
  'token',
  'publicAddress',
  'signature',
  'userId',
  'qrcodeKey',
  'fidoVerifyCode',
];

type Fields = readonly SensitiveField[];

const LOGIN: Fields = ['loginName', 'pwd', 'areaCode', 'mobile', 'email', 'verifyCode', 'googleCode'];
// The second step of a login: the account again, and the codes that prove the second factor.
const LOGIN_VERIFY: Fields = [
  'loginName',
  'areaCode',
  'mobile',
  'email',
  'verifyCode',
  'emailCode',
  'mobileCode',
  'googleCode',
  'fidoVerifyCode',
  'token',
];
const REGISTER_MOBILE: Fields = ['areaCode', 'mobile', 'pwd', 'rePwd', 'verifyCode', 'mobileCode'];
const REGISTER_EMAIL: Fields = ['email', 'pwd', 'rePwd', 'verifyCode', 'emailCode'];
const REGISTER_BOTH: Fields = ['areaCode', 'mobile', 'email', 'pwd', 'rePwd', 'verifyCode', 'emailCode', 'mobileCode'];
const SYSTEM_LOGIN_VERIFY: Fields = ['loginName', 'serialNO', 'verifyCode', 'googleCode', 'token'];

export const THIRD_PARTY_PROVIDERS = ['apple', 'google', 'wallet', 'telegram'] as const;
export const THIRD_PARTY_ACTIONS = ['register', 'sign', 'check', 'bind'] as const;

function thirdPartyFields(provider: (typeof THIRD_PARTY_PROVIDERS)[number], action: string): Fields {
  // A wallet proves itself by signing with its address; the others by a token from their sign-in page.
  const identity: Fields = provider === 'wallet' ? ['publicAddress', 'signature'] : ['token'];
  if (action === 'register') {
    return [...identity, 'email', 'areaCode', 'mobile', 'pwd', 'rePwd', 'verifyCode', 'emailCode', 'mobileCode'];
  }
  if (action === 'bind') return [...identity, 'loginName', 'pwd', 'verifyCode', 'googleCode'];
  return identity;
}

function thirdPartyPaths(): Array<[string, Fields]> {
  return THIRD_PARTY_PROVIDERS.flatMap((provider) =>
    THIRD_PARTY_ACTIONS.map((action): [string, Fields] => [
      `/v1/user/third/${provider}/${action}`,
      thirdPartyFields(provider, action),
    ]),
  );
}

// The login and register calls also exist as /v2 variants with the same fields.
const VERSIONED: Array<[string, Fields]> = [
  ['/user/login', LOGIN],
  ['/user/agency/login', LOGIN],
  ['/user/login/verify', LOGIN_VERIFY],
  ['/user/agency/login/verify', LOGIN_VERIFY],
  ['/user/register/mobile', REGISTER_MOBILE],
  ['/user/register/email', REGISTER_EMAIL],
  ['/user/register', REGISTER_BOTH],
];

export const ENCRYPTED_PATHS: Readonly<Record<string, Fields>> = Object.freeze(
  Object.fromEntries([
    ...VERSIONED.map(([path, fields]): [string, Fields] => [`/v1${path}`, fields]),
    ...VERSIONED.map(([path, fields]): [string, Fields] => [`/v2${path}`, fields]),
    ...thirdPartyPaths(),
    ['/v1/user/public/getQrKeyStatus', ['qrcodeKey']],
    ['/v1/user/system/login/verify', SYSTEM_LOGIN_VERIFY],
    ['/v1/user/subAccount/switch', ['userId']],
    ['/v1/user/subAccount/switchBack', ['userId']],
  ]),
);

/** The password change (docs/security.md "Password change"): the current password and the new one. */
export const PASSWORD_CHANGE_PATH = '/v1/account/password';

/**
 * Account calls beyond SPEC 7 whose secrets travel sealed exactly like a login's (the same envelope, initSign,
 * replay refusal and stale-key answer). They are signed calls as well: sealing keeps the password out of every log
 * and capture, the signature binds the sealed body to the session's key.
 */
export const SEALED_ACCOUNT_PATHS: Readonly<Record<string, Fields>> = Object.freeze({
  [PASSWORD_CHANGE_PATH]: ['pwd', 'newPwd'],
});

/** The path part of a URL path: no query string, no fragment. */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Whether the body of `path` is sealed: a login-type call of SPEC 7 or a sealed account call. */
export function isEncryptedPath(path: string): boolean {
  return sensitiveFieldsOf(path) !== undefined;
}

export function sensitiveFieldsOf(path: string): readonly SensitiveField[] | undefined {
  const key = pathOnly(path);
  if (Object.hasOwn(ENCRYPTED_PATHS, key)) return ENCRYPTED_PATHS[key];
  return Object.hasOwn(SEALED_ACCOUNT_PATHS, key) ? SEALED_ACCOUNT_PATHS[key] : undefined;
}
