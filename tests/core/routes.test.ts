import { isAllowedInSimulation, SIMULATION_ALLOW_LIST } from '../../src/core/routes';

// Every row of SPEC 2's table, as written there.
const SPEC_ROWS: [string, 'exact' | 'prefix'][] = [
  ['/fee', 'exact'],
  ['/vip/detail', 'exact'],
  ['/vip/vipIntroduce', 'exact'],
  ['/account/setting', 'prefix'],
  ['/account/newapi', 'prefix'],
  ['/account/sub-account', 'prefix'],
  ['/spot/', 'prefix'],
  ['/futures/', 'prefix'],
  ['/transac', 'prefix'],
  ['/order/marginOrderInfo', 'prefix'],
  ['/order/mcp', 'prefix'],
  ['/asset', 'exact'],
  ['/asset/spot', 'exact'],
  ['/asset/margin', 'exact'],
  ['/asset/futures', 'exact'],
  ['/record/exchange', 'prefix'],
  ['/record/margin', 'prefix'],
  ['/record/mcp', 'prefix'],
  ['/subaccount/setting', 'exact'],
  ['/subaccount/setting/antiphishing', 'prefix'],
  ['/subaccount/setting/devices', 'prefix'],
  ['/subaccount/setting/history', 'prefix'],
  ['/subaccount/setting/api', 'prefix'],
  ['/modifyverification', 'exact'],
  ['/download', 'exact'],
  ['/proof-of-reserves', 'exact'],
  ['/protection-fund', 'exact'],
  ['/trade-spot', 'prefix'],
  ['/trade-margin', 'prefix'],
  ['/trade-swap', 'prefix'],
  ['/trade-info', 'prefix'],
  ['/trade-asset-order', 'prefix'],
  ['/trade-asset', 'prefix'],
];

test('the allow-list holds exactly the rows of the specification', () => {
  expect(SIMULATION_ALLOW_LIST.map(({ path, match }) => [path, match])).toEqual(SPEC_ROWS);
});

describe.each(SPEC_ROWS)('%s (%s)', (path, match) => {
  test('is allowed as written, with and without a locale prefix', () => {
    expect(isAllowedInSimulation(path)).toBe(true);
    expect(isAllowedInSimulation(`/ja${path}`)).toBe(true);
    expect(isAllowedInSimulation(`/zh-CN${path}`)).toBe(true);
  });

  test(match === 'exact' ? 'rejects anything after it' : 'allows anything after it', () => {
    const longer = `${path}${path.endsWith('/') ? '' : '/'}x`;
    expect(isAllowedInSimulation(longer)).toBe(match === 'prefix');
    expect(isAllowedInSimulation(`/en${longer}`)).toBe(match === 'prefix');
  });
});

test.each([
  ['/spot', false],
  ['/spot/BTCUSDT', true],
  ['/futures', false],
  ['/futures/usdt/BTCUSDT', true],
  ['/fee/x', false],
  ['/fee', true],
  ['/asset/spot/x', false],
  ['/vip/detailX', false],
  ['/vip/detail/', false],
  ['/assets', false],
  ['/transactions', true],
  ['/wiki', false],
  ['/', false],
  ['/xx/fee', false],
  ['/nl/fee', false],
  ['/ja/', false],
  ['/JA/fee', true],
  ['fee', false],
  ['', false],
])('near miss %s -> %s', (path, allowed) => {
  expect(isAllowedInSimulation(path)).toBe(allowed);
});

test.each([undefined, null, 42, {}])('a non-string path (%p) is not allowed', (value) => {
  expect(isAllowedInSimulation(value)).toBe(false);
});
