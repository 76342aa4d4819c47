/**
 * @jest-environment <rootDir>/tests/setup/node-environment.cjs
 */
import { checkUrl } from '../../src/core/url-safety';

// jsdom refuses an opaque origin for its own window, so the page's location is set by hand.
beforeEach(() => {
  Object.defineProperty(globalThis, 'location', {
    value: { href: 'file:///home/user/exchange/index.html' },
    configurable: true,
  });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'location');
});

// A page opened from a file (or about:blank) has an opaque origin: a relative link has no origin to stay on.
test('on a page without an origin a relative link is refused, an absolute web link still allowed', () => {
  expect(checkUrl('/spot/BTCUSDT')).toEqual({ ok: false, reason: 'no-origin-to-stay-on' });
  expect(checkUrl('#top')).toEqual({ ok: false, reason: 'no-origin-to-stay-on' });
  expect(checkUrl('https://example.com/a')).toEqual({ ok: true, url: 'https://example.com/a' });
});

test('on a page without an origin no blob URL counts as its own', () => {
  expect(checkUrl('blob:null/4f1c')).toEqual({ ok: false, reason: 'blob-other-origin' });
});
