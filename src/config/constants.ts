// The fixed numbers and names of SPEC section 9 (plus the fixed wire values of sections 3 and 7) that code reads.
// Every module reads them from here so a changed limit is changed once. The visual ones (breakpoints, font size,
// control height, radius, brand colour, the toast's 8 px) live in the stylesheets (src/styles/tokens.css), which
// tests/styles/design-tokens.test.ts checks; the kline interval and position filter defaults come back with their
// trading screens (docs/spec-coverage.md).

/** Request timeout: the app's shared client and the events shell's client (SPEC 7). */
export const REQUEST_TIMEOUT_MS = { app: 10_000, events: 20_000 } as const;

/** Lifetime of the preference cookie (SPEC 3). */
export const PREFS_COOKIE_DAYS = 365;

/** Put in front of every API path unless the build configures another prefix. */
export const DEFAULT_API_PREFIX = '/v1';

/** Preference cookie's default display unit; the two shells disagree, so each has its own (DECISIONS: Currency). */
export const DEFAULT_DISPLAY_UNIT = { app: 'USD', events: 'CNY' } as const;

/** Shown when neither the user's choice nor the locale names a currency (DECISIONS: Currency). */
export const FALLBACK_CURRENCY = 'USD';

/** Saved theme value on a first visit; it reads as dark (DECISIONS: Theme). */
export const DEFAULT_THEME = 'black';

/** Side of the trading panel on a first visit. */
export const DEFAULT_LAYOUT = 'right';

/** SPEC 9's viewport widths in px where the layout changes, smallest first (media queries use only these). */
export const BREAKPOINTS = [480, 576, 768, 992, 1200, 1600] as const;

/**
 * Each theme's header colour (--color-surface in src/styles/tokens.css) and page colour (--color-bg): the browser
 * paints its address bar and the installed app's title bar with the first, its splash screen with the second.
 */
export const THEME_COLORS = {
  dark: { surface: '#171b21', background: '#0f1216' },
  light: { surface: '#ffffff', background: '#f5f7fa' },
} as const;

/** After this, the backup key pair generated in the background is used instead (SPEC 4). */
export const KEY_GENERATION_TIMEOUT_MS = 8_000;

/** Repeated signature-error toasts and forced logouts within this window collapse into one. */
export const TOAST_DEBOUNCE_MS = 2_000;
export const LOGOUT_DEBOUNCE_MS = 2_000;

/** Exchange rates older than this are fetched again (30 minutes). */
export const RATE_REFETCH_MS = 1_800_000;

/** How long toasts and notifications stay. */
export const TOAST_DURATION_MS = 3_000;
export const NOTIFICATION_DURATION_MS = 4_500;

/** At most this many tracking events go in one upload (the gateway rejects more). */
export const TRACKING_BATCH_SIZE = 50;

/** Period of the tracking upload loop. */
export const UPLOAD_LOOP_MS = 500;

/** Uploads pause this long after the logging service answers 403. */
export const FORBIDDEN_SILENCE_MS = 10_000;

/** A visitor whose first visit is younger than this is reported with first_day = true. */
export const FIRST_DAY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Tracking id of the system event carrying web-vitals, sent once per page hide. */
export const PERFORMANCE_EVENT_ID = 'b8972';

/** Reported as lib_version on every tracking event; the logging service groups by it. */
export const TRACKING_LIB_VERSION = '1.1.45';

/** Web-vitals limits as [good, poor]: at most `good` is good, above `poor` is poor (ms, CLS unitless). */
export const WEB_VITALS_THRESHOLDS = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  TTFB: [800, 1800],
} as const;

/** Value of the terminaltype request header; the gateway expects it on every call. */
export const TERMINAL_TYPE = 1;

/** Tracking `sys` field: where the page runs (SPEC 3). */
export const SYS = { web: 3, mobile: 4, appWebView: 5, windows: 6, mac: 7 } as const;

/** Header that routes a request to the simulation (paper trading) engine. */
export const SIMULATION_HEADER = { name: 'paptrading', value: '1' } as const;

/** Landing pages of spot and futures trading, also the simulation mode's redirect targets. */
/** Levels a side of a market's book the store keeps (the stream's local book holds more), and recent trades. */
export const BOOK_DEPTH = 50;

export const DEFAULT_SPOT_PATH = '/spot/BTCUSDT';
export const DEFAULT_FUTURES_PATH = '/futures/usdt/BTCUSDT';
