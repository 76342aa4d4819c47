import {
  ENCRYPTED_PATHS,
  isEncryptedPath,
  pathOnly,
  SENSITIVE_FIELDS,
  sensitiveFieldsOf,
  type SensitiveField,
} from '../../src/core/login-paths';

// Every covered path of SPEC 7, written out here rather than derived, so a path dropped from the table fails.
const LOGIN_AND_REGISTER = [
  '/user/login',
  '/user/agency/login',
  '/user/login/verify',
  '/user/agency/login/verify',
  '/user/register/mobile',
  '/user/register/email',
  '/user/register',
];
const PROVIDERS = ['apple', 'google', 'wallet', 'telegram'];
const SPEC_PATHS = [
  ...LOGIN_AND_REGISTER.map((path) => `/v1${path}`),
  ...LOGIN_AND_REGISTER.map((path) => `/v2${path}`),
  ...PROVIDERS.flatMap((provider) =>
    ['register', 'sign', 'check', 'bind'].map((action) => `/v1/user/third/${provider}/${action}`),
  ),
  '/v1/user/public/getQrKeyStatus',
  '/v1/user/system/login/verify',
  '/v1/user/subAccount/switch',
  '/v1/user/subAccount/switchBack',
];

// SPEC 7's list of sensitive fields, as written there.
const SPEC_FIELDS = [
  'loginName', 'pwd', 'areaCode', 'mobile', 'email', 'verifyCode', 'rePwd', 'emailCode', 'mobileCode', 'googleCode',
  'serialNO', 'token', 'publicAddress', 'signature', 'userId', 'qrcodeKey', 'fidoVerifyCode',
];

// What each call keeps out of the plain body: the gateway (ours or the exchange's) reads exactly these fields from
// bodyCiphertext, so a field missing here travels in clear text and a field added is one the gateway never finds.
const LOGIN = ['loginName', 'pwd', 'areaCode', 'mobile', 'email', 'verifyCode', 'googleCode'];
const LOGIN_VERIFY = [
  'loginName', 'areaCode', 'mobile', 'email', 'verifyCode', 'emailCode', 'mobileCode', 'googleCode', 'fidoVerifyCode',
  'token',
];
const REGISTER_FIELDS = ['email', 'areaCode', 'mobile', 'pwd', 'rePwd', 'verifyCode', 'emailCode', 'mobileCode'];
const VERSIONED_FIELDS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['/user/login', LOGIN],
  ['/user/agency/login', LOGIN],
  ['/user/login/verify', LOGIN_VERIFY],
  ['/user/agency/login/verify', LOGIN_VERIFY],
  ['/user/register/mobile', ['areaCode', 'mobile', 'pwd', 'rePwd', 'verifyCode', 'mobileCode']],
  ['/user/register/email', ['email', 'pwd', 'rePwd', 'verifyCode', 'emailCode']],
  ['/user/register', ['areaCode', 'mobile', 'email', 'pwd', 'rePwd', 'verifyCode', 'emailCode', 'mobileCode']],
];
const EXPECTED: ReadonlyArray<readonly [string, readonly string[]]> = VERSIONED_FIELDS.flatMap(([path, fields]) => [
  [`/v1${path}`, fields] as const,
  [`/v2${path}`, fields] as const,
]);

describe('ENCRYPTED_PATHS', () => {
  it('covers every encrypted path of SPEC 7 and nothing else', () => {
    expect(Object.keys(ENCRYPTED_PATHS).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('draws on exactly the sensitive fields SPEC 7 lists, each used by some path', () => {
    expect([...SENSITIVE_FIELDS].sort()).toEqual([...SPEC_FIELDS].sort());
    const used = new Set(Object.values(ENCRYPTED_PATHS).flat());
    expect([...used].sort()).toEqual([...SPEC_FIELDS].sort());
  });

  it.each(SPEC_PATHS)('%s has sensitive fields, all from the SPEC 7 list, none twice', (path) => {
    const fields = ENCRYPTED_PATHS[path] ?? [];
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(SPEC_FIELDS).toContain(field);
    expect(new Set(fields).size).toBe(fields.length);
  });

  it.each(EXPECTED)('%s encrypts the account, password and code fields it carries', (path, fields) => {
    expect(ENCRYPTED_PATHS[path]).toEqual(fields);
  });

  it.each(PROVIDERS.filter((provider) => provider !== 'wallet'))(
    'a %s sign-in proves itself with its token: sign and check encrypt only the token',
    (provider) => {
      expect(ENCRYPTED_PATHS[`/v1/user/third/${provider}/sign`]).toEqual(['token']);
      expect(ENCRYPTED_PATHS[`/v1/user/third/${provider}/check`]).toEqual(['token']);
      expect(ENCRYPTED_PATHS[`/v1/user/third/${provider}/register`]).toEqual(['token', ...REGISTER_FIELDS]);
      expect(ENCRYPTED_PATHS[`/v1/user/third/${provider}/bind`]).toEqual([
        'token', 'loginName', 'pwd', 'verifyCode', 'googleCode',
      ]);
    },
  );

  it('a wallet proves itself by its address and signature instead of a token', () => {
    const identity = ['publicAddress', 'signature'];
    expect(ENCRYPTED_PATHS['/v1/user/third/wallet/sign']).toEqual(identity);
    expect(ENCRYPTED_PATHS['/v1/user/third/wallet/check']).toEqual(identity);
    expect(ENCRYPTED_PATHS['/v1/user/third/wallet/register']).toEqual([...identity, ...REGISTER_FIELDS]);
    expect(ENCRYPTED_PATHS['/v1/user/third/wallet/bind']).toEqual([
      ...identity, 'loginName', 'pwd', 'verifyCode', 'googleCode',
    ]);
  });

  it('the QR login, system login and sub-account calls encrypt their one secret each', () => {
    expect(ENCRYPTED_PATHS['/v1/user/public/getQrKeyStatus']).toEqual(['qrcodeKey']);
    expect(ENCRYPTED_PATHS['/v1/user/system/login/verify']).toEqual([
      'loginName', 'serialNO', 'verifyCode', 'googleCode', 'token',
    ]);
    expect(ENCRYPTED_PATHS['/v1/user/subAccount/switch']).toEqual(['userId']);
    expect(ENCRYPTED_PATHS['/v1/user/subAccount/switchBack']).toEqual(['userId']);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(ENCRYPTED_PATHS)).toBe(true);
  });
});

describe('looking a path up', () => {
  it('matches paths with a query string or a fragment and nothing that only starts like one', () => {
    expect(isEncryptedPath('/v1/user/login?languageType=0')).toBe(true);
    expect(isEncryptedPath('/v1/user/login#form')).toBe(true);
    expect(isEncryptedPath('/v1/user/login/other')).toBe(false);
    expect(isEncryptedPath('/v1/user/overview/userinfo')).toBe(false);
    expect(isEncryptedPath('constructor')).toBe(false);
  });

  it('pathOnly cuts at the first ? or #, whichever comes first', () => {
    expect(pathOnly('/v1/user/login')).toBe('/v1/user/login');
    expect(pathOnly('/v1/user/login?a=1#b')).toBe('/v1/user/login');
    expect(pathOnly('/v1/user/login#b?a=1')).toBe('/v1/user/login');
    expect(pathOnly('?only=query')).toBe('');
  });

  it('sensitiveFieldsOf gives the fields of an encrypted path, with or without a query', () => {
    const expected: readonly SensitiveField[] = ['userId'];
    expect(sensitiveFieldsOf('/v1/user/subAccount/switch?x=1')).toEqual(expected);
    expect(sensitiveFieldsOf('/v1/user/login')).toBe(ENCRYPTED_PATHS['/v1/user/login']);
  });

  it.each(['/v1/user/overview/userinfo', 'constructor', '__proto__', 'toString', ''])(
    'sensitiveFieldsOf(%p) is undefined: not an encrypted path, inherited names included',
    (path) => {
      expect(sensitiveFieldsOf(path)).toBeUndefined();
    },
  );
});
