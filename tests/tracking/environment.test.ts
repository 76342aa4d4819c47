import { FIRST_DAY_WINDOW_MS, SYS } from '../../src/config/constants';
import { detectSys, environmentFields, isFirstDay, parseUserAgent, readBrowserEnvironment } from '../../src/tracking/environment';
import type { EnvironmentInput } from '../../src/tracking/environment';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.127 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  pixelWebView:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36',
  xiaomiOld:
    'Mozilla/5.0 (Linux; U; Android 9; zh-cn; Redmi Note 7 Build/PKQ1.180904.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/71.0.3578.141 Mobile Safari/537.36',
  reducedAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  appIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ExchangeApp/5.2.0',
  desktopWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Electron/30.0.0 Safari/537.36 ExchangeDesktop/2.3.1',
  desktopMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Electron/30.0.0 Safari/537.36 ExchangeDesktop/2.3.1',
};

describe('parseUserAgent', () => {
  it.each([
    ['Chrome on Windows', UA.chromeWindows, 0, { browser: 'Chrome', browser_version: '126.0.6478.127', os_version: 'Windows 10.0', manufacturer: '', model: '', mobile: false }],
    ['Edge, which also says Chrome', UA.edgeWindows, 0, { browser: 'Edge', browser_version: '126.0.2592.87', os_version: 'Windows 10.0' }],
    ['Firefox on Linux', UA.firefoxLinux, 0, { browser: 'Firefox', browser_version: '127.0', os_version: 'Linux', mobile: false }],
    ['Safari on a Mac', UA.safariMac, 0, { browser: 'Safari', browser_version: '17.5', os_version: 'macOS 10.15.7', manufacturer: 'Apple', model: 'Mac', mobile: false }],
    ['Safari on an iPhone', UA.safariIphone, 5, { browser: 'Safari', os_version: 'iOS 17.5.1', manufacturer: 'Apple', model: 'iPhone', mobile: true }],
    ['Chrome on an iPhone', UA.chromeIos, 5, { browser: 'Chrome', browser_version: '126.0.6478.54', os_version: 'iOS 17.5' }],
    ['an iPad asking for desktop pages', UA.safariMac, 5, { os_version: 'iOS', manufacturer: 'Apple', model: 'iPad', mobile: true }],
    ['Samsung Internet', UA.samsungAndroid, 5, { browser: 'Samsung Internet', browser_version: '25.0', os_version: 'Android 14', manufacturer: 'Samsung', model: 'SM-S918B', mobile: true }],
    ['an Android web view', UA.pixelWebView, 5, { browser: 'Chrome', os_version: 'Android 13', manufacturer: 'Google', model: 'Pixel 7' }],
    ['an old Xiaomi with a language item', UA.xiaomiOld, 5, { os_version: 'Android 9', manufacturer: 'Xiaomi', model: 'Redmi Note 7' }],
    ['a reduced Android user agent', UA.reducedAndroid, 5, { os_version: 'Android 10', manufacturer: '', model: 'K', mobile: true }],
    ['nothing at all', '', 0, { browser: '', browser_version: '', os_version: '', manufacturer: '', model: '', mobile: false }],
  ])('reads %s', (_name, agent, touch, expected) => {
    expect(parseUserAgent(agent, touch)).toMatchObject(expected);
  });
});

describe('parseUserAgent: the Android model is the last item of the parenthesis that is not a system or language', () => {
  const android = (inner: string) => `Mozilla/5.0 (${inner}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36`;

  it.each([
    ['no model at all', 'Linux; Android 14', ''],
    ['a language after the model', 'Linux; Android 9; SM-G960F; en-us', 'SM-G960F'],
    ['a language with an underscore after the model', 'Linux; Android 9; SM-G960F; zh_CN', 'SM-G960F'],
    ['an empty item after the model', 'Linux; Android 13; SM-A546B; ', 'SM-A546B'],
    ['a model starting like a system item', 'Linux; Android 10; Ulefone Note 9P', 'Ulefone Note 9P'],
    ['a model ending like a system item', 'Linux; Android 10; SM-G960U', 'SM-G960U'],
    ['a model in two words before "Build/"', 'Linux; Android 13; Pixel 7 Build/TQ3A.230805.001', 'Pixel 7'],
    ['a build item of its own, with no model before it', 'Linux; Android 10; Build/QP1A.190711.020', ''],
  ])('%s', (_name, inner, model) => {
    expect(parseUserAgent(android(inner), 5).model).toBe(model);
  });

  it('an Android user agent without a parenthesis names no model', () => {
    expect(parseUserAgent('Dalvik/2.1.0 Android 14 Mobile', 5)).toMatchObject({ os_version: 'Android 14', model: '' });
  });

  it('a Mac with a single touch point is a Mac, not an iPad asking for desktop pages', () => {
    expect(parseUserAgent(UA.safariMac, 1)).toMatchObject({ model: 'Mac', mobile: false });
  });
});

describe('overlong values are cut to what the logging service stores', () => {
  const long = `1.${'0.'.repeat(40)}1`;

  it('versions and the model keep their first 64 characters', () => {
    const parsed = parseUserAgent(`Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/${long}`, 0);
    expect(parsed.browser_version).toBe(long.slice(0, 64));
    const model = `SM-${'X'.repeat(80)}`;
    const fields = environmentFields({
      userAgent: `Mozilla/5.0 (Linux; Android ${long}; ${model}) AppleWebKit/537.36 Chrome/126.0.0.0 Mobile Safari/537.36`,
      maxTouchPoints: 5,
      appBridge: false,
      screenWidth: 412,
      screenHeight: 915,
      networkType: 'n'.repeat(80),
      url: 'https://exchange.test/',
      referrer: '',
      timezoneOffset: 0,
      logEnv: 'test3',
      firstVisitTime: 1,
      now: 2,
    });
    expect(fields.model).toBe(model.slice(0, 64));
    expect(fields.os_version).toBe(`Android ${long}`.slice(0, 64));
    expect(fields.network_type).toBe('n'.repeat(64));
  });
});

describe('detectSys (SPEC 3: web 3, mobile 4, app web view 5, Windows 6, Mac 7)', () => {
  it.each([
    ['a desktop browser', UA.chromeWindows, false, false, SYS.web],
    ['a mobile browser', UA.safariIphone, false, true, SYS.mobile],
    ['the app, by its user-agent marker', UA.appIos, false, true, SYS.appWebView],
    ['the app, by its bridge alone', UA.pixelWebView, true, true, SYS.appWebView],
    ['the Windows desktop client', UA.desktopWindows, false, false, SYS.windows],
    ['the Mac desktop client', UA.desktopMac, false, false, SYS.mac],
    ['a Mac browser without the client marker', UA.safariMac, false, false, SYS.web],
  ])('%s', (_name, agent, bridge, mobile, expected) => {
    expect(detectSys(agent, bridge, mobile)).toBe(expected);
  });

  it.each([
    ['the installed web app on Windows is the Windows desktop client', UA.chromeWindows, false, SYS.windows],
    ['the installed web app on macOS is the Mac desktop client', UA.safariMac, false, SYS.mac],
    ['the installed web app on a phone stays a mobile browser', UA.samsungAndroid, true, SYS.mobile],
    ['the installed web app on Linux stays a desktop browser', UA.firefoxLinux, false, SYS.web],
  ])('%s', (_name, agent, mobile, expected) => {
    expect(detectSys(agent, false, mobile, true)).toBe(expected);
  });
});

describe('isFirstDay (SPEC 4: first visit under 24 hours ago)', () => {
  const first = 1_700_000_000_000;
  it.each([
    [0, true],
    [FIRST_DAY_WINDOW_MS - 1, true],
    [FIRST_DAY_WINDOW_MS, false],
    [FIRST_DAY_WINDOW_MS * 30, false],
  ])('%p ms after the first visit: %p', (elapsed, expected) => {
    expect(isFirstDay(first, first + elapsed)).toBe(expected);
  });
});

describe('environmentFields', () => {
  const input: EnvironmentInput = {
    userAgent: UA.samsungAndroid,
    maxTouchPoints: 5,
    appBridge: false,
    screenWidth: 412.4,
    screenHeight: 915,
    networkType: '4g',
    url: 'https://exchange.test/spot/BTCUSDT?qr_val=QR-77&locale=ja#chart',
    referrer: 'https://news.example/article',
    timezoneOffset: -540,
    logEnv: 'test3',
    firstVisitTime: 1_700_000_000_000,
    now: 1_700_000_000_000 + FIRST_DAY_WINDOW_MS + 1,
  };

  it('attaches every SPEC 3 environment field', () => {
    expect(environmentFields(input)).toEqual({
      browser: 'Samsung Internet',
      browser_version: '25.0',
      manufacturer: 'Samsung',
      model: 'SM-S918B',
      screen_width: 412,
      screen_height: 915,
      network_type: '4g',
      sys: SYS.mobile,
      os_version: 'Android 14',
      url_host: 'exchange.test',
      source_referer: 'https://news.example/article',
      source_target: '/spot/BTCUSDT?qr_val=QR-77&locale=ja',
      qr_val: 'QR-77',
      timezone_offset: -540,
      log_env: 'test3',
      first_visit_time: 1_700_000_000_000,
      first_day: false,
      lib_version: '1.1.45',
    });
  });

  it('leaves out a referrer of the same site, and reads qrVal too', () => {
    const fields = environmentFields({
      ...input,
      url: 'https://exchange.test/wiki?qrVal=Q2',
      referrer: 'https://exchange.test/spot/BTCUSDT',
    });
    expect(fields.source_referer).toBe('');
    expect(fields.qr_val).toBe('Q2');
  });

  it('keeps a referrer from another site when the page URL cannot be read', () => {
    expect(environmentFields({ ...input, url: 'not a url' }).source_referer).toBe('https://news.example/article');
  });

  it('cuts the referrer and the landing path to 2048 characters and the QR value to 256', () => {
    const fields = environmentFields({
      ...input,
      url: `https://exchange.test/${'p'.repeat(3_000)}?qr_val=${'Q'.repeat(300)}`,
      referrer: `https://news.example/${'r'.repeat(3_000)}`,
    });
    expect(fields.source_referer).toBe(`https://news.example/${'r'.repeat(3_000)}`.slice(0, 2048));
    expect(fields.source_target).toBe(`/${'p'.repeat(3_000)}`.slice(0, 2048));
    expect(fields.qr_val).toBe('Q'.repeat(256));
  });

  it('survives a page without connection information, referrer or valid URL', () => {
    const fields = environmentFields({ ...input, networkType: undefined, url: 'not a url', referrer: '' });
    expect(fields).toMatchObject({ network_type: '', url_host: '', source_referer: '', source_target: '', qr_val: '' });
  });

  it('marks the app web view when the bridge is present', () => {
    expect(environmentFields({ ...input, appBridge: true }).sys).toBe(SYS.appWebView);
  });

  it('reports the installed web app in its own window on Windows as the Windows desktop client', () => {
    const windows = { ...input, userAgent: UA.chromeWindows, maxTouchPoints: 0 };
    expect(environmentFields({ ...windows, standalone: true }).sys).toBe(SYS.windows);
    expect(environmentFields({ ...windows, standalone: false }).sys).toBe(SYS.web);
  });
});

describe('readBrowserEnvironment', () => {
  const values = { appBridge: false, logEnv: 'pre', firstVisitTime: 1, now: 2 };

  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('reads the user agent, touch points, screen, address and referrer from the browser', () => {
    const restore = [
      [window.screen, 'width', 1280],
      [window.screen, 'height', 720],
      [document, 'referrer', 'https://news.example/'],
      [window.navigator, 'maxTouchPoints', 3],
    ] as const;
    for (const [target, key, value] of restore) Object.defineProperty(target, key, { value, configurable: true });
    try {
      expect(readBrowserEnvironment(values)).toMatchObject({
        userAgent: window.navigator.userAgent,
        maxTouchPoints: 3,
        screenWidth: 1280,
        screenHeight: 720,
        url: window.location.href,
        referrer: 'https://news.example/',
      });
      expect(window.navigator.userAgent).not.toBe('');
    } finally {
      for (const [target, key] of restore) delete (target as unknown as Record<string, unknown>)[key];
    }
  });

  it('reads display-mode: standalone from the browser', () => {
    const asked: string[] = [];
    window.matchMedia = ((query: string) => {
      asked.push(query);
      return { matches: true } as MediaQueryList;
    }) as typeof window.matchMedia;
    expect(readBrowserEnvironment(values).standalone).toBe(true);
    expect(asked).toEqual(['(display-mode: standalone)']);
  });

  it('is not standalone where the browser has no matchMedia (embedded web views, jsdom)', () => {
    expect(readBrowserEnvironment(values).standalone).toBe(false);
  });
});
