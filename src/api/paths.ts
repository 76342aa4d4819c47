// The API names of SPEC 7's call table, written as the spec writes them (with or without the leading slash);
// resolveApiPath turns each into the path that is sent.

export const API = {
  userInfo: 'v1/user/overview/userinfo',
  usdtRate: 'v1/mix/public/usdtRate',
  domainConfig: 'v1/mix/system/getDomainConfigList',
  gatewaySignConfig: '/v1/mix/config/gatewaySignConfig',
  securityLog: '/v1/buried/log/cspSecurity',
  logout: 'v1/user/logout',
  clearCookie: 'v1/user/public/clearCookie',
  btapiLogout: 'btapi/common/logout',
  tdkList: 'v1/mix/public/getTdkMltQueryList',
  clientCommonConfig: '/v1/mix/public/clientCommonConfig',
} as const;

// Compared without the version prefix, so a build with another prefix keeps the user-info exemptions of SPEC 8.
const USER_INFO_SUFFIX = '/user/overview/userinfo';

/** Whether a resolved path is the user-info call, which SPEC 8 exempts from some error handling. */
export function isUserInfoPath(apiPath: string): boolean {
  const path = apiPath.split(/[?#]/, 1)[0] ?? '';
  return path.endsWith(USER_INFO_SUFFIX);
}
