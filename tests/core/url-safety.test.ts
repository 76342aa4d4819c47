import { setUnsafeUrlReporter, type UnsafeUrlReport } from '../../src/core/unsafe-url-reporter';
import {
  assignLocation,
  checkUrl,
  isSafeUrl,
  MAX_URL_LENGTH,
  openWindow,
  opensNewWindow,
  relForNewWindow,
  reportUnsafeUrl,
  type WindowOpener,
} from '../../src/core/url-safety';

// jsdom's location is http://localhost/, which is also the fallback base; the Jest env stub configures the default
// app scheme `exchange`.
const ZWJ = '\u200d';

// [value, accepted as href, accepted as src]
const TABLE: ReadonlyArray<readonly [string, boolean, boolean]> = [
  // allowed schemes
  ['http://example.com', true, true],
  ['https://example.com/path?q=1#frag', true, true],
  ['HTTPS://EXAMPLE.COM', true, true],
  ['https://exchange.com/spot/BTCUSDT?a=1&b=2', true, true],
  ['https://例え.jp/', true, true],
  ['http://127.0.0.1:8080/x', true, true],
  ['https:example.com', true, true],
  ['ftp://files.example.com/a.txt', true, true],
  ['mailto:support@exchange.com', true, true],
  ['mailto:', true, true],
  ['MAILTO:a@b.c?subject=Hello%20there', true, true],
  ['tel:+1', true, true],
  ['tel:+1-555-0100', true, true],
  ['exchange://trade', true, true],
  ['EXCHANGE://x', true, true],
  ['exchange:trade/BTCUSDT', true, true],
  // schemes that look like the app scheme are not it
  ['exchanges://trade', false, false],
  ['exchange-evil://trade', false, false],
  ['xexchange://trade', false, false],
  // relative references that stay on this origin
  ['#top', true, true],
  ['#', true, true],
  ['./a', true, true],
  ['../a', true, true],
  ['../../a/b?c=d#e', true, true],
  ['/', true, true],
  ['/spot/BTCUSDT', true, true],
  ['/spot/BTCUSDT?interval=1m#chart', true, true],
  ['/static/wiki/btc.svg', true, true],
  ['/a%20b', true, true],
  // relative references the spec's list does not name
  ['spot/BTCUSDT', false, false],
  ['BTCUSDT', false, false],
  ['?q=1', false, false],
  ['.', false, false],
  ['..', false, false],
  ['x', false, false],
  // script schemes, whatever the spelling
  ['javascript:alert(1)', false, false],
  ['JaVaScRiPt:alert(1)', false, false],
  ['javascript://%0Aalert(1)', false, false],
  ['javascript:void(0)', false, false],
  ['vbscript:msgbox(1)', false, false],
  ['livescript:alert(1)', false, false],
  [' javascript:alert(1)', false, false],
  ['javascript:alert(1) ', false, false],
  ['\u00a0javascript:alert(1)', false, false],
  ['\u3000javascript:alert(1)', false, false],
  ['\tjava\nscript:alert(1)', false, false],
  ['java\tscript:alert(1)', false, false],
  ['java\rscript:alert(1)', false, false],
  ['java\u0000script:alert(1)', false, false],
  ['\u0001javascript:alert(1)', false, false],
  ['javascript\u007f:alert(1)', false, false],
  [`java${ZWJ}script:alert(1)`, false, false],
  ['java\u200bscript:alert(1)', false, false],
  ['java\u200cscript:alert(1)', false, false],
  ['java\u2060script:alert(1)', false, false],
  ['\ufeffjavascript:alert(1)', false, false],
  ['https://example.com/\ufeff', false, false],
  // references a browser decodes in markup
  ['&#x6A;avascript:alert(1)', false, false],
  ['&#106;avascript:alert(1)', false, false],
  ['&#0000106avascript:alert(1)', false, false],
  ['javascript&colon;alert(1)', false, false],
  ['java&Tab;script:alert(1)', false, false],
  ['java&#x09;script:alert(1)', false, false],
  ['%6A%61vascript:alert(1)', false, false],
  ['%6Aavascript:alert(1)', false, false],
  ['&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)', false, false],
  ['%256Aavascript:alert(1)', false, false],
  // other hosts without a scheme, and backslashes
  ['//evil.com', false, false],
  ['//evil.com/path', false, false],
  ['///evil.com', false, false],
  ['\\\\evil.com', false, false],
  ['/\\evil.com', false, false],
  ['\\/evil.com', false, false],
  ['https://example.com\\@evil.com', false, false],
  // The browser keeps these on this origin, but a server or router that decodes the path before it redirects
  // turns them into `//evil.com`; refusing them costs no real link.
  ['/ /evil.com', false, false],
  ['/%5Cevil.com', false, false],
  ['/%5cevil.com', false, false],
  ['/%2F%2Fevil.com', false, false],
  ['/%2fevil.com', false, false],
  ['/%252F/evil.com', false, false],
  ['/%09/evil.com', false, false],
  ['.//evil.com', false, false],
  ['..//evil.com', false, false],
  // credentials that make a foreign host read like ours
  ['https://exchange.com@evil.com', false, false],
  ['https://user:pass@example.com/', false, false],
  // data: URLs: raster images in src only
  ['data:image/png;base64,iVBORw0KGgo=', false, true],
  ['data:image/jpeg;base64,/9j/4AAQ', false, true],
  ['data:image/gif;base64,R0lGODlh', false, true],
  ['data:image/webp;base64,UklGR', false, true],
  ['DATA:IMAGE/PNG;BASE64,iVBORw0KGgo=', false, true],
  ['data:image/svg+xml,<svg onload=alert(1)>', false, false],
  ['data:image/svg+xml;base64,PHN2Zz4=', false, false],
  ['data:image/SVG+XML,<svg/>', false, false],
  ['data:image/png', false, false],
  ['data:text/html,<script>alert(1)</script>', false, false],
  ['data:text/html;base64,PHNjcmlwdD4=', false, false],
  ['data:,hello', false, false],
  ['data:application/javascript,alert(1)', false, false],
  // blob: same origin only
  ['blob:http://localhost/550e8400-e29b-41d4-a716-446655440000', true, true],
  ['blob:https://evil.com/550e8400-e29b-41d4-a716-446655440000', false, false],
  ['blob:http://localhost:8080/550e8400', false, false],
  ['blob:null/550e8400', false, false],
  ['blob:file:///550e8400', false, false],
  // everything else
  ['file:///etc/passwd', false, false],
  ['about:blank', false, false],
  ['about:srcdoc', false, false],
  ['intent://scan/#Intent;scheme=zxing;end', false, false],
  ['view-source:https://example.com', false, false],
  ['jar:https://example.com/a.jar!/', false, false],
  ['chrome://settings', false, false],
  ['ws://example.com', false, false],
  ['wss://example.com', false, false],
  ['sms:+15550100', false, false],
  ['filesystem:http://localhost/temporary/a', false, false],
  ['http://', false, false],
  ['https://exa mple.com', false, false],
  // empty and blank
  ['', false, false],
  [' ', false, false],
  ['   /spot', false, false],
  ['/spot ', false, false],
  ['\n', false, false],
];

test('the table holds at least 80 cases', () => {
  expect(TABLE.length).toBeGreaterThanOrEqual(80);
});

test.each(TABLE)('%j is accepted as href: %p, as src: %p', (value, href, src) => {
  expect(isSafeUrl(value)).toBe(href);
  expect(isSafeUrl(value, 'href')).toBe(href);
  expect(isSafeUrl(value, 'src')).toBe(src);
});

// A URL object is refused too: taking objects would mean calling their toString, which could answer one thing
// to the check and another to the browser.
test.each([
  ['null', null],
  ['undefined', undefined],
  ['a number', 42],
  ['a boolean', true],
  ['an object', {}],
  ['an array', []],
  ['an array holding a safe URL', ['https://example.com']],
  ['a URL object', new URL('https://example.com')],
  ['a String object', Object.assign(Object.create(String.prototype) as object, { toString: () => '/x' })],
  ['an object without a prototype', Object.create(null) as object],
  ['a symbol', Symbol('x')],
  ['a function', () => 'https://example.com'],
])('%s is never safe and never throws', (_name, value) => {
  expect(() => isSafeUrl(value)).not.toThrow();
  expect(isSafeUrl(value)).toBe(false);
  expect(isSafeUrl(value, 'src')).toBe(false);
  expect(checkUrl(value)).toEqual({ ok: false, reason: 'not-a-string' });
});

test('a value over 64 KiB is refused by its length, a 1 MB value included', () => {
  const long = `https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`;
  expect(checkUrl(long)).toEqual({ ok: false, reason: 'too-long' });
  const huge = `javascript:${'a'.repeat(1024 * 1024)}`;
  expect(checkUrl(huge)).toEqual({ ok: false, reason: 'too-long' });
  expect(isSafeUrl(`/${'a'.repeat(1024 * 1024)}`, 'src')).toBe(false);
});

test('a value just under the cap is judged on its content', () => {
  const path = `/${'a'.repeat(MAX_URL_LENGTH - 1)}`;
  expect(path.length).toBe(MAX_URL_LENGTH);
  expect(isSafeUrl(path)).toBe(true);
});

test.each([
  ['javascript:alert(1)', 'scheme-not-allowed'],
  ['//evil.com', 'protocol-relative'],
  ['/\\evil.com', 'backslash'],
  ['/%5Cevil.com', 'path-leaves-origin'],
  [' https://example.com', 'surrounding-whitespace'],
  ['java\nscript:alert(1)', 'control-character'],
  [`java${ZWJ}script:alert(1)`, 'invisible-character'],
  ['javascript&colon;alert(1)', 'encoded-scheme'],
  ['%6A%61vascript:alert(1)', 'encoded-scheme'],
  ['spot/BTCUSDT', 'bare-relative'],
  ['data:image/png;base64,AA', 'data-url-outside-src'],
  ['blob:https://evil.com/x', 'blob-other-origin'],
  ['https://a@evil.com', 'credentials'],
  ['', 'empty'],
])('%j is refused with the reason %s', (value, reason) => {
  expect(checkUrl(value)).toEqual({ ok: false, reason });
});

test('an accepted value comes back as the browser resolves it against the current location', () => {
  expect(checkUrl('/spot/BTCUSDT')).toEqual({ ok: true, url: 'http://localhost/spot/BTCUSDT' });
  expect(checkUrl('../a')).toEqual({ ok: true, url: 'http://localhost/a' });
  expect(checkUrl('EXCHANGE://trade')).toEqual({ ok: true, url: 'exchange://trade' });
  expect(checkUrl('data:image/png;base64,AA', 'src')).toEqual({ ok: true, url: 'data:image/png;base64,AA' });
});

test('isSafeUrl is only a check: it neither warns nor reports', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const reporter = jest.fn();
  setUnsafeUrlReporter(reporter);
  try {
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(checkUrl('javascript:alert(1)').ok).toBe(false);
  } finally {
    setUnsafeUrlReporter(null);
  }
  expect(warn).not.toHaveBeenCalled();
  expect(reporter).not.toHaveBeenCalled();
});

describe('the guards', () => {
  let warn: jest.SpyInstance;
  let reports: UnsafeUrlReport[];

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    reports = [];
    setUnsafeUrlReporter((report) => reports.push(report));
  });

  afterEach(() => setUnsafeUrlReporter(null));

  test('assignLocation navigates to a safe URL, resolved, and reports nothing', () => {
    const target = { assign: jest.fn() };
    expect(assignLocation('/spot/BTCUSDT', target)).toBe(true);
    expect(target.assign).toHaveBeenCalledWith('http://localhost/spot/BTCUSDT');
    expect(warn).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
  });

  test.each(['javascript:alert(1)', '//evil.com', 'data:text/html,<b>x</b>', 'data:image/png;base64,AA', null])(
    'assignLocation refuses %p: no navigation, one warning, one report',
    (value) => {
      const target = { assign: jest.fn() };
      expect(assignLocation(value, target)).toBe(false);
      expect(target.assign).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(reports).toEqual([
        { value: value === null ? '<null>' : value, context: 'location', reason: expect.any(String) },
      ]);
    },
  );

  test('the warning is one line and carries at most 200 characters of the value', () => {
    const value = `javascript:alert(1)//\n${'x'.repeat(1000)}`;
    expect(assignLocation(value, { assign: jest.fn() })).toBe(false);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).not.toContain('\n');
    expect(line).toContain('control-character');
    expect(line).toContain('javascript:alert(1)//\\n');
    expect(line).not.toContain('x'.repeat(200));
    expect(reports[0]?.value).toBe(value.slice(0, 200));
  });

  test('a throwing reporter or console does not turn a refusal into a crash', () => {
    setUnsafeUrlReporter(() => {
      throw new Error('security log down');
    });
    warn.mockImplementation(() => {
      throw new Error('console gone');
    });
    const target = { assign: jest.fn() };
    expect(() => assignLocation('javascript:alert(1)', target)).not.toThrow();
    expect(target.assign).not.toHaveBeenCalled();
  });

  test('reportUnsafeUrl never calls the value’s own toString', () => {
    const value = {
      toString() {
        throw new Error('hostile');
      },
    };
    expect(() => reportUnsafeUrl(value, 'link', 'not-a-string')).not.toThrow();
    expect(reports).toEqual([{ value: '<object>', context: 'link', reason: 'not-a-string' }]);
  });

  test('openWindow opens another origin without opener and referrer', () => {
    const handle = {} as Window;
    const opener = jest.fn<ReturnType<WindowOpener>, Parameters<WindowOpener>>(() => handle);
    expect(openWindow('https://example.com/a', opener)).toBe(handle);
    expect(opener).toHaveBeenCalledWith('https://example.com/a', '_blank', 'noopener,noreferrer');
  });

  test.each(['mailto:a@b.c', 'exchange://trade', 'http://localhost:8080/'])(
    'openWindow treats %s as another origin',
    (value) => {
      const opener = jest.fn<ReturnType<WindowOpener>, Parameters<WindowOpener>>(() => null);
      openWindow(value, opener);
      expect(opener).toHaveBeenCalledWith(expect.any(String), '_blank', 'noopener,noreferrer');
    },
  );

  test.each([
    ['/spot/BTCUSDT', 'http://localhost/spot/BTCUSDT'],
    ['http://localhost/wiki', 'http://localhost/wiki'],
    ['blob:http://localhost/550e8400', 'blob:http://localhost/550e8400'],
  ])('openWindow opens same-origin %s normally', (value, resolved) => {
    const opener = jest.fn<ReturnType<WindowOpener>, Parameters<WindowOpener>>(() => null);
    openWindow(value, opener);
    expect(opener).toHaveBeenCalledWith(resolved, '_blank');
  });

  test('openWindow refuses an unsafe URL: nothing opens, one warning, one report', () => {
    const opener = jest.fn<ReturnType<WindowOpener>, Parameters<WindowOpener>>(() => null);
    expect(openWindow('javascript:alert(1)', opener)).toBeNull();
    expect(opener).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(reports).toEqual([{ value: 'javascript:alert(1)', context: 'window', reason: 'scheme-not-allowed' }]);
  });
});

test.each([
  [undefined, 'noopener noreferrer'],
  ['', 'noopener noreferrer'],
  ['nofollow', 'nofollow noopener noreferrer'],
  ['opener', 'noopener noreferrer'],
  ['noreferrer NOOPENER', 'noreferrer NOOPENER'],
])('a new window with rel %p gets rel %p', (rel, expected) => {
  expect(relForNewWindow(rel)).toBe(expected);
});

test.each([
  [undefined, false],
  [null, false],
  ['', false],
  ['_self', false],
  [' _SELF ', false],
  ['_parent', false],
  ['_top', false],
  ['_blank', true],
  ['chart', true],
])('a link with target %p opens a new window: %p', (target, expected) => {
  expect(opensNewWindow(target)).toBe(expected);
});

// Character references a router or server may decode after percent-decoding, by number as well as by name.
test.each([
  ['/%26%2347%3B%26%2347%3Bevil.com', 'decimal'],
  ['/%26%23x2f%3B%26%23X2F%3Bevil.com', 'hexadecimal'],
])('%j, slashes written as %s references, is refused as leaving the origin', (value) => {
  expect(checkUrl(value)).toEqual({ ok: false, reason: 'path-leaves-origin' });
});

test('a scheme split by an encoded NUL reference is still named an encoded scheme', () => {
  // &#0; decodes to a control character, which browsers drop from a scheme name.
  expect(checkUrl('javascript%26%230%3B:alert(1)')).toEqual({ ok: false, reason: 'encoded-scheme' });
});

test('a reference past the last code point is left as written, not a crash', () => {
  expect(checkUrl('/%26%231114112%3Bx')).toEqual({ ok: true, url: 'http://localhost/%26%231114112%3Bx' });
  expect(checkUrl('/%26%23x110000%3Bx')).toEqual({ ok: true, url: 'http://localhost/%26%23x110000%3Bx' });
});

test('the last C0 control character (U+001F) is refused like the others', () => {
  expect(checkUrl('https://example.com/\u001f')).toEqual({ ok: false, reason: 'control-character' });
});
