import { paperAccountId, type AccountMode } from './paper-mode';
import { parentAccountId, subAccountIds } from './accounts';
import type { UserRow } from './accounts';
import type { GatewayDatabase } from './db';
import { maskMiddle } from './masking';

type Flag = 0 | 1;

export interface UserInfo {
  accountMode: AccountMode;
  tradingAccountId: string;
  userId: string;
  loginName: string;
  userName: string;
  nickName: string | null;
  email: string | null;
  phone: string | null;
  areaCode: string | null;
  familyName: string | null;
  givenName: string | null;
  realName: string | null;
  starRealName: string | null;
  identityLevel: number;
  userType: number;
  vipLevel: number;
  showUserVip: boolean;
  subAccount: boolean;
  childFlag: boolean;
  frozen: boolean;
  antiPhishingCode: string | null;
  createdDate: number;
  updatedDate: number;
  switchFlag: boolean;
}

export interface UserSettings {
  emailFlag: Flag;
  phoneFlag: Flag;
  googleFlag: Flag;
  fundPwdFlag: Flag;
  openOtc: Flag;
  openContract: Flag;
  openGtFees: Flag;
  fundDisabled: Flag;
  googleEnable: boolean;
  emailEnable: boolean;
  phoneEnable: boolean;
}

/** The data of POST /v1/user/overview/userinfo. */
export interface UserInfoAnswer {
  userInfo: UserInfo;
  settings: UserSettings;
  loginName: string;
  userName: string;
}

const flag = (value: boolean | number): Flag => (value ? 1 : 0);

export function userInfoAnswer(db: GatewayDatabase, user: UserRow, mode: AccountMode = 'real'): UserInfoAnswer {
  const subAccount = subAccountIds(db, user.id).length > 0;
  const childFlag = parentAccountId(db, user.id) !== undefined;
  const userName = user.nick_name ?? user.login_name;
  // A contact is bound when the account has one: registration and binding both verify it before storing.
  const emailBound = user.email !== null;
  const phoneBound = user.phone !== null;
  return {
    userInfo: {
      userId: user.id,
      loginName: user.login_name,
      userName,
      nickName: user.nick_name,
      email: user.email,
      phone: user.phone,
      areaCode: user.area_code,
      familyName: user.family_name,
      givenName: user.given_name,
      realName: user.real_name,
      starRealName: maskMiddle(user.real_name),
      identityLevel: user.identity_level,
      userType: user.user_type,
      vipLevel: user.vip_level,
      showUserVip: user.show_user_vip === 1,
      subAccount,
      childFlag,
      frozen: user.frozen === 1,
      // Masked: the code proves to the user that a mail is genuine, so it is not sent in full where a script
      // or a shoulder could read it.
      antiPhishingCode: maskMiddle(user.anti_phishing_code),
      createdDate: user.created_at,
      updatedDate: user.updated_at,
      // Whether the account switcher applies: a parent with sub-accounts, or a sub-account itself.
      switchFlag: subAccount || childFlag,
      // The paper account is the user's own, with its own id and no VIP tier of the real account.
      accountMode: mode,
      tradingAccountId: mode === 'paper' ? paperAccountId(user.id) : user.id,
      ...(mode === 'paper' ? { vipLevel: 0, showUserVip: false } : {}),
    },
    settings: {
      emailFlag: flag(emailBound),
      phoneFlag: flag(phoneBound),
      googleFlag: flag(user.bind_google),
      fundPwdFlag: flag(user.fund_password_set),
      openOtc: flag(user.open_otc),
      openContract: flag(user.open_contract),
      openGtFees: flag(user.open_gt_fees),
      fundDisabled: flag(user.fund_disabled),
      googleEnable: user.bind_google === 1,
      emailEnable: emailBound,
      phoneEnable: phoneBound,
    },
    loginName: user.login_name,
    userName,
  };
}
