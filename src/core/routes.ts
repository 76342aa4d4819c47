// The simulation (paper) trading allow-list of SPEC 2, once. An optional
// supported-locale first segment is ignored; `exact` compares the whole
// remaining path, `prefix` the literal prefix as written (so '/spot/' does not
// match '/spot').
import { DEFAULT_FUTURES_PATH, DEFAULT_SPOT_PATH } from '../config/constants';
import { stripLocaleSegment } from './locale-url';

export interface AllowedPath {
  readonly path: string;
  readonly match: 'exact' | 'prefix';
}

export const SIMULATION_ALLOW_LIST: readonly AllowedPath[] = [
  { path: '/fee', match: 'exact' },
  { path: '/vip/detail', match: 'exact' },
  { path: '/vip/vipIntroduce', match: 'exact' },
  { path: '/account/setting', match: 'prefix' },
  { path: '/account/newapi', match: 'prefix' },
  { path: '/account/sub-account', match: 'prefix' },
  { path: '/spot/', match: 'prefix' },
  { path: '/futures/', match: 'prefix' },
  { path: '/transac', match: 'prefix' },
  { path: '/order/marginOrderInfo', match: 'prefix' },
  { path: '/order/mcp', match: 'prefix' },
  { path: '/asset', match: 'exact' },
  { path: '/asset/spot', match: 'exact' },
  { path: '/asset/margin', match: 'exact' },
  { path: '/asset/futures', match: 'exact' },
  { path: '/record/exchange', match: 'prefix' },
  { path: '/record/margin', match: 'prefix' },
  { path: '/record/mcp', match: 'prefix' },
  { path: '/subaccount/setting', match: 'exact' },
  { path: '/subaccount/setting/antiphishing', match: 'prefix' },
  { path: '/subaccount/setting/devices', match: 'prefix' },
  { path: '/subaccount/setting/history', match: 'prefix' },
  { path: '/subaccount/setting/api', match: 'prefix' },
  { path: '/modifyverification', match: 'exact' },
  { path: '/download', match: 'exact' },
  { path: '/proof-of-reserves', match: 'exact' },
  { path: '/protection-fund', match: 'exact' },
  { path: '/trade-spot', match: 'prefix' },
  { path: '/trade-margin', match: 'prefix' },
  { path: '/trade-swap', match: 'prefix' },
  { path: '/trade-info', match: 'prefix' },
  { path: '/trade-asset-order', match: 'prefix' },
  { path: '/trade-asset', match: 'prefix' },
];

/** Where entering simulation mode leads (SPEC 4): the spot page, or the futures page when asked. */
export const SIMULATION_ENTRY_PATHS = { spot: DEFAULT_SPOT_PATH, futures: DEFAULT_FUTURES_PATH } as const;

/** Whether a page may be shown while simulation mode is on. */
export function isAllowedInSimulation(pathname: unknown): boolean {
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return false;
  const path = stripLocaleSegment(pathname, 'app');
  return SIMULATION_ALLOW_LIST.some((entry) =>
    entry.match === 'exact' ? path === entry.path : path.startsWith(entry.path),
  );
}
