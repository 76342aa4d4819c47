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
