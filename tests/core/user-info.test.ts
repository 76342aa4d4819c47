import { isLoggedIn, mapUserInfo } from '../../src/core/user-info';

const answer = (userInfo: Record<string, unknown>, settings: Record<string, unknown> = {}) => ({
  userInfo: { userId: '10000001', ...userInfo },
  settings,
  loginName: 'demo',
  userName: 'Demo',
});

test('phone and email are exposed only when their flag is 1', () => {
  const hidden = mapUserInfo(answer({ email: 'a@b.c', phone: '555' }, { emailFlag: 0, phoneFlag: 2 }));
  expect(hidden).toMatchObject({ email: '', phone: '', mobile: '', bindEmail: false, bindPhone: false });
  const shown = mapUserInfo(answer({ email: 'a@b.c', phone: '555' }, { emailFlag: 1, phoneFlag: '1' }));
  expect(shown).toMatchObject({ email: 'a@b.c', phone: '555', bindEmail: true, bindPhone: true });
});

test.each([
  [2, true],
  [1, false],
  [3, false],
  ['2', true],
  [undefined, false],
])('identity level %p gives hasRealValidate %p', (identityLevel, expected) => {
  expect(mapUserInfo(answer({ identityLevel }))?.hasRealValidate).toBe(expected);
});

test('fund, OTC, contract, fee and google flags come from the settings flags', () => {
  const info = mapUserInfo(
    answer({}, { fundPwdFlag: 1, openOtc: 1, openContract: '1', openGtFees: 0, googleFlag: 1, fundDisabled: true }),
  );
  expect(info).toMatchObject({ isFund: true, openOtc: true, openContract: true, openGtFees: false, bindGoogle: true, fundDisabled: true });
});

test.each([null, undefined, 'text', 42, [], {}, { userInfo: {} }, { userInfo: { userId: '' } }, { userInfo: { userId: '  ' } }])(
  'an answer without a user id (%p) is anonymous',
  (value) => {
    expect(mapUserInfo(value)).toBeNull();
  },
);

test('fields of the wrong type become empty values instead of crashing', () => {
  const info = mapUserInfo(answer({ nickName: { evil: true }, vipLevel: 'lots', createdDate: ['x'] }));
  expect(info).toMatchObject({ nickName: '', vipLevel: 0, createdDate: '' });
});

test('logged in means a non-empty user id', () => {
  expect(isLoggedIn({ userId: '1' })).toBe(true);
  expect(isLoggedIn({ userId: '' })).toBe(false);
  expect(isLoggedIn(null)).toBe(false);
});

test('a full answer maps every field of the record from its own source field', () => {
  const info = mapUserInfo({
    loginName: 'root-login',
    userName: 'root-user',
    userInfo: {
      userId: ' 10000001 ',
      antiPhishingCode: 'APC1',
      areaCode: '84',
      createdDate: '2024-01-02',
      email: 'a@b.c',
      familyName: 'Nguyen',
      givenName: 'An',
      frozen: 1,
      identityLevel: 2,
      phone: '0901',
      nickName: 'nick',
      realName: 'Nguyen An',
      starRealName: 'N*** An',
      subAccount: '1',
      updatedDate: '2024-03-04',
      userType: 3,
      childFlag: true,
      showUserVip: 1,
      vipLevel: 4,
      switchFlag: '1',
    },
    settings: {
      emailFlag: 1,
      phoneFlag: 1,
      googleFlag: 1,
      fundDisabled: 1,
      fundPwdFlag: 1,
      googleEnable: 1,
      emailEnable: '1',
      phoneEnable: true,
      openContract: 1,
      openGtFees: 1,
      openOtc: 1,
    },
  });

  expect(info).toEqual({
    antiPhishingCode: 'APC1',
    areaCode: '84',
    bindEmail: true,
    bindGoogle: true,
    bindPhone: true,
    createdDate: '2024-01-02',
    email: 'a@b.c',
    familyName: 'Nguyen',
    givenName: 'An',
    frozen: true,
    fundDisabled: true,
    fundValue: 1,
    googleEnable: true,
    emailEnable: true,
    phoneEnable: true,
    hasRealValidate: true,
    identityLevel: 2,
    isFund: true,
    loginName: 'root-login',
    userName: 'root-user',
    mobile: '0901',
    nickName: 'nick',
    openContract: true,
    openGtFees: true,
    openOtc: true,
    phone: '0901',
    realName: 'Nguyen An',
    starRealName: 'N*** An',
    subAccount: true,
    updatedDate: '2024-03-04',
    userId: '10000001',
    userType: 3,
    childFlag: true,
    showUserVip: true,
    vipLevel: 4,
    switchFlag: true,
  });
});

test('an answer with no flags set maps every flag to false and every count to 0', () => {
  const info = mapUserInfo({ userInfo: { userId: '7' } });

  expect(info).toMatchObject({
    bindEmail: false,
    bindGoogle: false,
    bindPhone: false,
    frozen: false,
    fundDisabled: false,
    fundValue: 0,
    googleEnable: false,
    emailEnable: false,
    phoneEnable: false,
    hasRealValidate: false,
    identityLevel: 0,
    isFund: false,
    openContract: false,
    openGtFees: false,
    openOtc: false,
    subAccount: false,
    childFlag: false,
    showUserVip: false,
    switchFlag: false,
    userType: 0,
    vipLevel: 0,
    loginName: '',
    userName: '',
  });
});

test.each([
  [true, true],
  [1, true],
  ['1', true],
  [false, false],
  [0, false],
  ['0', false],
  [2, false],
  ['true', false],
  [null, false],
])('a flag sent as %p reads as %p', (value, expected) => {
  expect(mapUserInfo(answer({ frozen: value }, { googleEnable: value }))).toMatchObject({
    frozen: expected,
    googleEnable: expected,
  });
});

test.each([
  [3, 3],
  ['3', 3],
  [' 5 ', 5],
  ['', 0],
  ['   ', 0],
  ['lots', 0],
  [Number.POSITIVE_INFINITY, 0],
  [Number.NaN, 0],
  [true, 0],
  [null, 0],
])('a count sent as %p reads as %p', (value, expected) => {
  expect(mapUserInfo(answer({ vipLevel: value, userType: value }))).toMatchObject({
    vipLevel: expected,
    userType: expected,
  });
});

test('a numeric user id and numeric texts are read as their decimal text', () => {
  const info = mapUserInfo({ userInfo: { userId: 10000001, areaCode: 84, nickName: Number.NaN } });

  expect(info).toMatchObject({ userId: '10000001', areaCode: '84', nickName: '' });
});

test('a text longer than 256 characters is cut to its first 256', () => {
  const long = 'n'.repeat(300);

  expect(mapUserInfo(answer({ nickName: long }))?.nickName).toBe('n'.repeat(256));
  expect(mapUserInfo(answer({ nickName: 'n'.repeat(256) }))?.nickName).toBe('n'.repeat(256));
});

test('login and user names fall back to the user info when the answer has none of its own', () => {
  const info = mapUserInfo({ userInfo: { userId: '1', loginName: 'inner-login', userName: 'inner-user' } });

  expect(info).toMatchObject({ loginName: 'inner-login', userName: 'inner-user' });
});

test('settings that are not an object leave every setting off', () => {
  const info = mapUserInfo({ userInfo: { userId: '1', email: 'a@b.c' }, settings: ['emailFlag'] });

  expect(info).toMatchObject({ bindEmail: false, email: '', isFund: false });
});

test('user info given as an array names no user', () => {
  expect(mapUserInfo({ userInfo: ['10000001'] })).toBeNull();
});

test('logged in is false for a missing record or a user id that is not text', () => {
  expect(isLoggedIn(undefined)).toBe(false);
  expect(isLoggedIn({ userId: 1 as unknown as string })).toBe(false);
});
