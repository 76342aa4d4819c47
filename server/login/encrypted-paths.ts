// The encrypted login-type calls the gateway serves (SPEC 7) and what each does. The field lists mirror the
// client's src/crypto/login-paths.ts; tests/server compare the two tables.
import type { SensitiveField } from './field-rules';

export type LoginAction =
  | 'password-login'
  | 'code-login'
  | 'register-email'
  | 'register-mobile'
  | 'register-both'
  | 'third-party'
  | 'qr-status'
  | 'sub-account-switch'
  | 'sub-account-switch-back';

export interface EncryptedRoute {
  readonly path: string;
  readonly fields: readonly SensitiveField[];
  readonly action: LoginAction;
}

type Fields = readonly SensitiveField[];

const LOGIN: Fields = ['loginName', 'pwd', 'areaCode', 'mobile', 'email', 'verifyCode', 'googleCode'];
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

const VERSIONED: ReadonlyArray<readonly [string, Fields, LoginAction]> = [
  ['/user/login', LOGIN, 'password-login'],
  ['/user/agency/login', LOGIN, 'password-login'],
  ['/user/login/verify', LOGIN_VERIFY, 'code-login'],
  ['/user/agency/login/verify', LOGIN_VERIFY, 'code-login'],
  ['/user/register/mobile', REGISTER_MOBILE, 'register-mobile'],
  ['/user/register/email', REGISTER_EMAIL, 'register-email'],
  ['/user/register', REGISTER_BOTH, 'register-both'],
];

const PROVIDERS = ['apple', 'google', 'wallet', 'telegram'] as const;
const THIRD_PARTY_ACTIONS = ['register', 'sign', 'check', 'bind'] as const;

function thirdPartyFields(provider: (typeof PROVIDERS)[number], action: (typeof THIRD_PARTY_ACTIONS)[number]): Fields {
  const identity: Fields = provider === 'wallet' ? ['publicAddress', 'signature'] : ['token'];
  if (action === 'register') {
    return [...identity, 'email', 'areaCode', 'mobile', 'pwd', 'rePwd', 'verifyCode', 'emailCode', 'mobileCode'];
  }
  if (action === 'bind') return [...identity, 'loginName', 'pwd', 'verifyCode', 'googleCode'];
  return identity;
}

export const ENCRYPTED_ROUTES: readonly EncryptedRoute[] = [
  ...['/v1', '/v2'].flatMap((version) =>
    VERSIONED.map(([path, fields, action]) => ({ path: `${version}${path}`, fields, action })),
  ),
  ...PROVIDERS.flatMap((provider) =>
    THIRD_PARTY_ACTIONS.map((action) => ({
      path: `/v1/user/third/${provider}/${action}`,
      fields: thirdPartyFields(provider, action),
      action: 'third-party' as const,
    })),
  ),
  { path: '/v1/user/public/getQrKeyStatus', fields: ['qrcodeKey'], action: 'qr-status' },
  {
    path: '/v1/user/system/login/verify',
    fields: ['loginName', 'serialNO', 'verifyCode', 'googleCode', 'token'],
    action: 'code-login',
  },
  { path: '/v1/user/subAccount/switch', fields: ['userId'], action: 'sub-account-switch' },
  { path: '/v1/user/subAccount/switchBack', fields: ['userId'], action: 'sub-account-switch-back' },
];
