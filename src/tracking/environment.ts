// Where an event was made (SPEC 3 "Environment fields"). Worked out once per page load from the user agent and the
// page; a table of regular expressions is enough for the fields the logging service groups by, so no parser
// library is shipped to every visitor.
import { FIRST_DAY_WINDOW_MS, SYS, TRACKING_LIB_VERSION } from '../config/constants';

export type SysValue = (typeof SYS)[keyof typeof SYS];

export interface EnvironmentFields {
  browser: string;
  browser_version: string;
  manufacturer: string;
  model: string;
  screen_width: number;
  screen_height: number;
  /** navigator.connection.effectiveType (4g, 3g ...), empty where the browser does not tell. */
  network_type: string;
  sys: SysValue;
  /** The system's name and version, e.g. "iOS 17.4" or "Windows 10.0". */
  os_version: string;
  url_host: string;
  /** The page of another site that brought the visitor here; empty for direct visits and in-site referrers. */
  source_referer: string;
  /** The path and query the visitor landed on. */
  source_target: string;
  /** The `qr_val` (or `qrVal`) query parameter a QR code link carries. */
  qr_val: string;
  /** Date#getTimezoneOffset: minutes, UTC minus local time (UTC+8 gives -480). */
  timezone_offset: number;
  log_env: string;
  first_visit_time: number;
  first_day: boolean;
  lib_version: string;
}

/**
 * What the exchange's own shells add to the user agent. The iOS and Android apps' web views append
 * `ExchangeApp/<version>`; the desktop clients (Electron) append `ExchangeDesktop/<version>` next to the system's
 * own Windows or Macintosh token. Inside the apps a native bridge object also marks the web view (transports.ts).
 */
export const UA_MARKERS = { app: 'ExchangeApp/', desktop: 'ExchangeDesktop/' } as const;

export interface EnvironmentInput {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS reports a Mac user agent, and only touch support tells them apart. */
  maxTouchPoints?: number;
  /** A native bridge of the exchange's app is present. */
  appBridge: boolean;
  /** The installed web app is running in its own window (`display-mode: standalone`). */
  standalone?: boolean;
  screenWidth: number;
  screenHeight: number;
  networkType?: string;
  /** The page's address at load. */
  url: string;
  referrer: string;
  timezoneOffset: number;
  /** env.logEnv: pre, online or testN. */
  logEnv: string;
  firstVisitTime: number;
  now: number;
}

type Rule = readonly [name: string, pattern: RegExp];

// Order matters: Edge, Opera and the others also claim to be Chrome, and Chrome claims to be Safari.
const BROWSERS: readonly Rule[] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /(?:OPR|Opera|OPT)\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['UC Browser', /UCBrowser\/([\d.]+)/],
  ['WeChat', /MicroMessenger\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari\//],
  ['IE', /(?:MSIE |Trident\/.*rv:)([\d.]+)/],
];

// iOS before macOS: iPhones say "like Mac OS X".
const SYSTEMS: readonly Rule[] = [
  ['Windows', /Windows NT ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['Android', /Android ([\d.]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['Chrome OS', /CrOS \S+ ([\d.]+)/],
  ['Linux', /Linux()/],
];

// Android user agents name the model only; its prefix names the maker.
const MAKERS: readonly Rule[] = [
  ['Samsung', /^(?:SM-|GT-|SAMSUNG|Galaxy)/i],
  ['Google', /^Pixel/i],
  ['Huawei', /^HUAWEI/i],
  ['Honor', /^HONOR/i],
  ['Xiaomi', /^(?:MI |Redmi|POCO|Xiaomi)/i],
  ['OPPO', /^(?:OPPO|CPH\d)/i],
  ['vivo', /^vivo/i],
  ['OnePlus', /^OnePlus/i],
  ['Motorola', /^(?:moto|XT\d)/i],
  ['Sony', /^(?:Xperia|SO-)/i],
  ['Nokia', /^Nokia/i],
];

const APPLE_DEVICE = /\b(iPhone|iPad|iPod|Macintosh)\b/;
const MOBILE = /Mobi|Android|iPhone|iPad|iPod/;
const SHORT = 64;

function match(rules: readonly Rule[], text: string): { name: string; version: string } {
  for (const [name, pattern] of rules) {
    const found = pattern.exec(text);
    if (found) return { name, version: (found[1] ?? '').replace(/_/g, '.') };
  }
  return { name: '', version: '' };
}

/** The model an Android user agent names: the last item of its first parenthesis, without "Build/...". */
function androidModel(userAgent: string): string {
  const inner = /\(([^)]*)\)/.exec(userAgent)?.[1] ?? '';
  const items = inner
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '' && !/^(?:Linux|U|wv|Android\b.*|[a-z]{2}[-_][a-z]{2})$/i.test(item));
  return (items[items.length - 1] ?? '').replace(/\s*Build\/.*$/, '');
}

export interface UserAgentInfo {
  browser: string;
  browser_version: string;
  os_version: string;
  manufacturer: string;
  model: string;
  mobile: boolean;
}

export function parseUserAgent(userAgent: string, maxTouchPoints = 0): UserAgentInfo {
  const browser = match(BROWSERS, userAgent);
  const system = match(SYSTEMS, userAgent);
  const apple = APPLE_DEVICE.exec(userAgent)?.[1];
  // iPadOS asks for desktop pages with a Mac user agent; a Mac has no touch screen.
  const iPadAsMac = apple === 'Macintosh' && maxTouchPoints > 1;
  let manufacturer = '';
  let model = '';
  if (apple) {
    manufacturer = 'Apple';
    model = iPadAsMac ? 'iPad' : apple === 'Macintosh' ? 'Mac' : apple;
  } else if (system.name === 'Android') {
    model = androidModel(userAgent);
    manufacturer = MAKERS.find(([, pattern]) => pattern.test(model))?.[0] ?? '';
  }
  return {
    browser: browser.name,
    browser_version: browser.version.slice(0, SHORT),
    os_version: `${iPadAsMac ? 'iOS' : system.name} ${iPadAsMac ? '' : system.version}`.trim(),
    manufacturer,
    model: model.slice(0, SHORT),
    mobile: MOBILE.test(userAgent) || iPadAsMac,
  };
}

/**
 * SPEC 3 sys: desktop client 6 (Windows) or 7 (Mac), app web view 5, mobile browser 4, desktop browser 3. The web
 * app installed on Windows or macOS and running in its own window is that desktop client (DECISIONS.md); installed on
 * a phone it stays a mobile browser, and on another desktop system a desktop browser.
 */
export function detectSys(userAgent: string, appBridge: boolean, mobile: boolean, standalone = false): SysValue {
  if (userAgent.includes(UA_MARKERS.desktop) || (standalone && !mobile)) {
    if (userAgent.includes('Windows')) return SYS.windows;
    if (/Macintosh|Mac OS X/.test(userAgent)) return SYS.mac;
  }
  if (appBridge || userAgent.includes(UA_MARKERS.app)) return SYS.appWebView;
  return mobile ? SYS.mobile : SYS.web;
}

/** SPEC 4: true while the first visit is less than 24 hours old. */
export function isFirstDay(firstVisitTime: number, now: number): boolean {
  return now - firstVisitTime < FIRST_DAY_WINDOW_MS;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function environmentFields(input: EnvironmentInput): EnvironmentFields {
  const agent = parseUserAgent(input.userAgent, input.maxTouchPoints);
  const page = parseUrl(input.url);
  const referrer = parseUrl(input.referrer);
  const query = page?.searchParams;
  return {
    browser: agent.browser,
    browser_version: agent.browser_version,
    manufacturer: agent.manufacturer,
    model: agent.model,
    screen_width: Math.round(input.screenWidth) || 0,
    screen_height: Math.round(input.screenHeight) || 0,
    network_type: (input.networkType ?? '').slice(0, SHORT),
    sys: detectSys(input.userAgent, input.appBridge, agent.mobile, input.standalone),
    os_version: agent.os_version.slice(0, SHORT),
    url_host: page?.host ?? '',
    source_referer: referrer && referrer.host !== page?.host ? referrer.href.slice(0, 2048) : '',
    source_target: page ? `${page.pathname}${page.search}`.slice(0, 2048) : '',
    qr_val: (query?.get('qr_val') ?? query?.get('qrVal') ?? '').slice(0, 256),
    timezone_offset: input.timezoneOffset,
    log_env: input.logEnv,
    first_visit_time: input.firstVisitTime,
    first_day: isFirstDay(input.firstVisitTime, input.now),
    lib_version: TRACKING_LIB_VERSION,
  };
}

interface NavigatorWithConnection {
  userAgent?: string;
  maxTouchPoints?: number;
  connection?: { effectiveType?: string };
}

/** The browser's side of EnvironmentInput; everything is read defensively, as embedded web views lack parts. */
export function readBrowserEnvironment(
  values: Pick<EnvironmentInput, 'appBridge' | 'logEnv' | 'firstVisitTime' | 'now'>,
): EnvironmentInput {
  const nav = (globalThis.navigator ?? {}) as NavigatorWithConnection;
  const screen = globalThis.screen;
  return {
    ...values,
    userAgent: nav.userAgent ?? '',
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    screenWidth: screen?.width ?? 0,
    screenHeight: screen?.height ?? 0,
    networkType: nav.connection?.effectiveType,
    url: globalThis.location?.href ?? '',
    referrer: globalThis.document?.referrer ?? '',
    standalone: globalThis.matchMedia?.('(display-mode: standalone)').matches === true,
    timezoneOffset: new Date(values.now).getTimezoneOffset(),
  };
}
