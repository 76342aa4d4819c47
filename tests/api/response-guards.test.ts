import {
  isClientCommonConfigResponse,
  isDomainConfigResponse,
  isGatewaySignConfigResponse,
  isUsdtRateResponse,
  isUserInfoResponse,
} from '../../src/api/response-guards';

describe('isUserInfoResponse', () => {
  it('accepts a user and an anonymous null', () => {
    expect(isUserInfoResponse({ userInfo: { userId: '1' }, settings: {}, loginName: 'a', userName: 'b' })).toBe(true);
    expect(isUserInfoResponse({ userInfo: {}, settings: {} })).toBe(true);
    expect(isUserInfoResponse(null)).toBe(true);
  });

  it.each([
    undefined,
    'x',
    [],
    {},
    { userInfo: {} },
    { userInfo: [], settings: {} },
    { userInfo: {}, settings: {}, loginName: 5 },
    { userInfo: {}, settings: {}, userName: 5 },
  ])('rejects %p', (value) => {
    expect(isUserInfoResponse(value)).toBe(false);
  });
});

describe('isUsdtRateResponse', () => {
  const valid = { supported: [{ name: 'USD', symbol: '$', value: 'USD' }], rates: { USD: 1, EUR: '0.92' } };

  it('accepts the answer of SPEC 7', () => {
    expect(isUsdtRateResponse(valid)).toBe(true);
    expect(isUsdtRateResponse({ supported: [], rates: {} })).toBe(true);
  });

  it.each([
    null,
    { supported: [] },
    { ...valid, supported: [{ name: 'USD', symbol: '$' }] },
    { ...valid, supported: [{ symbol: '$', value: 'USD' }] },
    { ...valid, supported: [{ name: 'USD', value: 'USD' }] },
    { ...valid, supported: [null] },
    { ...valid, supported: [new (class Currency { name = 'USD'; symbol = '$'; value = 'USD'; })()] },
    { ...valid, supported: 'USD' },
    { ...valid, rates: { USD: null } },
    { ...valid, rates: { USD: Number.NaN } },
    { ...valid, rates: [] },
  ])('rejects %p', (value) => {
    expect(isUsdtRateResponse(value)).toBe(false);
  });
});

describe('isDomainConfigResponse', () => {
  it('accepts two lists of hosts', () => {
    const config = { imgDomainConfig: { foreignDomainList: ['a'], internalDomainList: [] } };
    expect(isDomainConfigResponse(config)).toBe(true);
  });

  it.each([
    null,
    {},
    { imgDomainConfig: { foreignDomainList: ['a'] } },
    { imgDomainConfig: { foreignDomainList: [1], internalDomainList: [] } },
  ])('rejects %p', (value) => {
    expect(isDomainConfigResponse(value)).toBe(false);
  });
});

describe('isGatewaySignConfigResponse', () => {
  it('accepts any record under gatewaySignConfig and nothing else', () => {
    expect(isGatewaySignConfigResponse({ gatewaySignConfig: { clientOpen: true } })).toBe(true);
    expect(isGatewaySignConfigResponse({ gatewaySignConfig: null })).toBe(false);
    expect(isGatewaySignConfigResponse({})).toBe(false);
  });
});

describe('isClientCommonConfigResponse', () => {
  const valid = { clientCommonConfig: { eventLogUploadSwitch: true, userId: '' }, localVo: { ip: '127.0.0.1' } };

  it('accepts the answer of SPEC 7', () => {
    expect(isClientCommonConfigResponse(valid)).toBe(true);
  });

  it.each([
    null,
    { ...valid, localVo: null },
    { ...valid, localVo: { ip: 1 } },
    { ...valid, clientCommonConfig: { eventLogUploadSwitch: 'true', userId: '' } },
    { ...valid, clientCommonConfig: { eventLogUploadSwitch: true } },
  ])('rejects %p', (value) => {
    expect(isClientCommonConfigResponse(value)).toBe(false);
  });
});
