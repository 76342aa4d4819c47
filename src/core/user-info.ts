// The user-info record of SPEC 3 and its mapping from the userinfo answer.
// The answer comes from the network: every field is checked, none is trusted.

export interface UserInfo {
  antiPhishingCode: string;
  areaCode: string;
  bindEmail: boolean;
  bindGoogle: boolean;
  bindPhone: boolean;
  createdDate: string;
  email: string;
  familyName: string;
  givenName: string;
  frozen: boolean;
  fundDisabled: boolean;
  fundValue: number;
  googleEnable: boolean;
  emailEnable: boolean;
  phoneEnable: boolean;
  hasRealValidate: boolean;
  identityLevel: number;
  isFund: boolean;
  loginName: string;
  userName: string;
  mobile: string;
  nickName: string;
  openContract: boolean;
  openGtFees: boolean;
  openOtc: boolean;
  phone: string;
  realName: string;
  starRealName: string;
  subAccount: boolean;
  updatedDate: string;
  userId: string;
  userType: number;
  childFlag: boolean;
  showUserVip: boolean;
  vipLevel: number;
  switchFlag: boolean;
}

type Fields = Readonly<Record<string, unknown>>;

function record(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.slice(0, 256);
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function count(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

/** Flags arrive as 1/0, '1'/'0' or booleans. */
function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/**
 * Maps the userinfo answer (`{ userInfo, settings, loginName, userName }`) to
 * the record, or null when it names no user (anonymous).
 */
export function mapUserInfo(answer: unknown): UserInfo | null {
  const root = record(answer);
  const info = record(root.userInfo);
  const settings = record(root.settings);
  const userId = text(info.userId).trim();
  if (userId === '') return null;

  const showEmail = count(settings.emailFlag) === 1;
  const showPhone = count(settings.phoneFlag) === 1;
  const identityLevel = count(info.identityLevel);

  return {
    antiPhishingCode: text(info.antiPhishingCode),
    areaCode: text(info.areaCode),
    bindEmail: showEmail,
    bindGoogle: flag(settings.googleFlag),
    bindPhone: showPhone,
    createdDate: text(info.createdDate),
    email: showEmail ? text(info.email) : '',
    familyName: text(info.familyName),
    givenName: text(info.givenName),
    frozen: flag(info.frozen),
    fundDisabled: flag(settings.fundDisabled),
    fundValue: count(settings.fundPwdFlag),
    googleEnable: flag(settings.googleEnable),
    emailEnable: flag(settings.emailEnable),
    phoneEnable: flag(settings.phoneEnable),
    hasRealValidate: identityLevel === 2,
    identityLevel,
    isFund: flag(settings.fundPwdFlag),
    loginName: text(root.loginName) || text(info.loginName),
    userName: text(root.userName) || text(info.userName),
    mobile: showPhone ? text(info.phone) : '',
    nickName: text(info.nickName),
    openContract: flag(settings.openContract),
    openGtFees: flag(settings.openGtFees),
    openOtc: flag(settings.openOtc),
    phone: showPhone ? text(info.phone) : '',
    realName: text(info.realName),
    starRealName: text(info.starRealName),
    subAccount: flag(info.subAccount),
    updatedDate: text(info.updatedDate),
    userId,
    userType: count(info.userType),
    childFlag: flag(info.childFlag),
    showUserVip: flag(info.showUserVip),
    vipLevel: count(info.vipLevel),
    switchFlag: flag(info.switchFlag),
  };
}

/** Logged in is a non-empty user id (SPEC 4). */
export function isLoggedIn(info: Pick<UserInfo, 'userId'> | null | undefined): boolean {
  return typeof info?.userId === 'string' && info.userId !== '';
}
