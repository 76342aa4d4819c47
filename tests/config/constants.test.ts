import * as constants from '../../src/config/constants';

// Each row is a value SPEC section 9 (or the fixed wire values of sections 3 and 7) states.
const SPEC_VALUES: ReadonlyArray<[keyof typeof constants, unknown]> = [
  ['REQUEST_TIMEOUT_MS', { app: 10_000, events: 20_000 }],
  ['PREFS_COOKIE_DAYS', 365],
  ['DEFAULT_API_PREFIX', '/v1'],
  ['RESPONSE_CODE', { success: 0, error: 1, timeout: 401 }],
  ['DEFAULT_DISPLAY_UNIT', { app: 'USD', events: 'CNY' }],
  ['FALLBACK_CURRENCY', 'USD'],
  ['DEFAULT_THEME', 'black'],
  ['DEFAULT_LAYOUT', 'right'],
  ['BREAKPOINTS', [480, 576, 768, 992, 1200, 1600]],
  ['BASE_FONT_SIZE', 14],
  ['CONTROL_HEIGHT', 32],
  ['BORDER_RADIUS', 4],
  ['PRIMARY_COLOR', '#03aac7'],
  // Not in the spec: the themes' colours for the manifest and the theme-color meta (tests/config/pwa-config.test.ts
  // holds them to tokens.css).
  [
    'THEME_COLORS',
    { dark: { surface: '#171b21', background: '#0f1216' }, light: { surface: '#ffffff', background: '#f5f7fa' } },
  ],
  ['KEY_PAIR_BITS', { default: 1024, strong: 2048 }],
  ['KEY_GENERATION_TIMEOUT_MS', 8000],
  ['TOAST_DEBOUNCE_MS', 2000],
  ['LOGOUT_DEBOUNCE_MS', 2000],
  ['RATE_REFETCH_MS', 1_800_000],
  ['TOAST_DURATION_MS', 3000],
  ['NOTIFICATION_DURATION_MS', 4500],
  ['TOAST_TOP_PX', 8],
  ['DEFAULT_KLINE_INTERVAL', 1],
  ['DEFAULT_POSITION_FILTER', 'all'],
  ['TRACKING_BATCH_SIZE', 50],
  ['UPLOAD_LOOP_MS', 500],
  ['FORBIDDEN_SILENCE_MS', 10_000],
  ['FIRST_DAY_WINDOW_MS', 86_400_000],
  ['PERFORMANCE_EVENT_ID', 'b8972'],
  ['TRACKING_LIB_VERSION', '1.1.45'],
  [
    'WEB_VITALS_THRESHOLDS',
    { FCP: [1800, 3000], LCP: [2500, 4000], CLS: [0.1, 0.25], INP: [200, 500], TTFB: [800, 1800] },
  ],
  ['TERMINAL_TYPE', 1],
  ['SYS', { web: 3, mobile: 4, appWebView: 5, windows: 6, mac: 7 }],
  ['SIMULATION_HEADER', { name: 'paptrading', value: '1' }],
  ['DEFAULT_SPOT_PATH', '/spot/BTCUSDT'],
  ['DEFAULT_FUTURES_PATH', '/futures/usdt/BTCUSDT'],
];

describe('constants', () => {
  it.each(SPEC_VALUES)('%s holds the value the spec states', (name, expected) => {
    expect(constants[name]).toStrictEqual(expected);
  });

  it('exports nothing the spec table above does not check', () => {
    expect(Object.keys(constants).sort()).toEqual(SPEC_VALUES.map(([name]) => name).sort());
  });

  it('lists breakpoints in ascending order so the first match is the smallest', () => {
    const sorted = [...constants.BREAKPOINTS].sort((a, b) => a - b);
    expect(constants.BREAKPOINTS).toEqual(sorted);
  });

  it('gives every web-vitals metric a good limit below its poor limit', () => {
    for (const [good, poor] of Object.values(constants.WEB_VITALS_THRESHOLDS)) {
      expect(good).toBeLessThan(poor);
    }
  });
});
