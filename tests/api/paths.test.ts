import { resolveApiPath } from '../../src/api/api-path';
import { API, isUserInfoPath } from '../../src/api/paths';

describe('API names', () => {
  it('resolve to the paths of SPEC 7', () => {
    expect(Object.values(API).map((name) => resolveApiPath(name, '/v1'))).toEqual([
      '/v1/user/overview/userinfo',
      '/v1/mix/public/usdtRate',
      '/v1/mix/system/getDomainConfigList',
      '/v1/mix/config/gatewaySignConfig',
      '/v1/buried/log/cspSecurity',
      '/v1/user/logout',
      '/v1/user/public/clearCookie',
      '/btapi/common/logout',
      '/v1/mix/public/getTdkMltQueryList',
      '/v1/mix/public/clientCommonConfig',
    ]);
  });
});

describe('isUserInfoPath', () => {
  it('recognizes the user-info call under any prefix and with a query', () => {
    expect(isUserInfoPath('/v1/user/overview/userinfo')).toBe(true);
    expect(isUserInfoPath('/v2/user/overview/userinfo?x=1')).toBe(true);
    expect(isUserInfoPath('/user/overview/userinfo')).toBe(true);
  });

  it('does not match other calls', () => {
    expect(isUserInfoPath('/v1/user/overview/userinfo/more')).toBe(false);
    expect(isUserInfoPath('/v1/user/logout')).toBe(false);
    expect(isUserInfoPath('')).toBe(false);
  });
});
