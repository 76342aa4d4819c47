import { localeFromUrl, stripLocaleSegment, urlWithLocale } from '../../src/core/locale-url';

test.each([
  ['/spot/BTCUSDT', '?locale=ja', 'app', 'ja'],
  ['/ja/spot/BTCUSDT', '', 'app', 'ja'],
  ['/ja/spot/BTCUSDT', '?locale=fr', 'app', 'fr'],
  ['/zh-CN/futures/usdt/BTCUSDT', '', 'app', 'zh-CN'],
  ['/nl/spot/BTCUSDT', '', 'app', undefined],
  ['/spot/BTCUSDT', '?locale=xx', 'app', undefined],
  ['/spot/BTCUSDT', '', 'app', undefined],
  ['/events/ja/launch', '', 'events', 'ja'],
  ['/events/nl/', '', 'events', 'nl'],
  ['/events/launch', '?locale=de', 'events', 'de'],
  ['/events/launch', '', 'events', undefined],
] as const)('%s%s in the %s reads locale %p', (pathname, search, flavour, expected) => {
  expect(localeFromUrl({ pathname, search }, flavour)?.code).toBe(expected);
});

test.each([
  ['/ja/spot/BTCUSDT', 'app', '/spot/BTCUSDT'],
  ['/ja', 'app', '/'],
  ['/spot/BTCUSDT', 'app', '/spot/BTCUSDT'],
  ['/japan/spot', 'app', '/japan/spot'],
  ['/events/ja/launch', 'events', '/events/launch'],
  ['/events/launch', 'events', '/events/launch'],
] as const)('stripping the locale from %s (%s) gives %s', (pathname, flavour, expected) => {
  expect(stripLocaleSegment(pathname, flavour)).toBe(expected);
});

test('a language change keeps the path and the rest of the query, without a locale segment', () => {
  expect(urlWithLocale({ pathname: '/ja/spot/BTCUSDT', search: '?appTheme=dark&locale=ja', hash: '#depth' }, 'ar', 'app')).toBe(
    '/spot/BTCUSDT?appTheme=dark&locale=ar#depth',
  );
});

test.each([
  // Only the events site nests its locale under /events/; the app reads the first segment.
  ['/events/ja/launch', 'app', undefined],
  // An events page outside /events/ carries its locale first.
  ['/ja/launch', 'events', 'ja'],
  // The events site takes any supported locale from its path, the app only its path locales.
  ['/events/nl/launch', 'events', 'nl'],
  ['/nl/launch', 'app', undefined],
] as const)('%s in the %s reads locale %p from its path', (pathname, flavour, expected) => {
  expect(localeFromUrl({ pathname, search: '' }, flavour)?.code).toBe(expected);
});

test.each([
  ['/events/ja/launch', 'app', '/events/ja/launch'],
  ['/ja/launch', 'events', '/launch'],
  ['/events/nl/launch', 'events', '/events/launch'],
  ['/nl/launch', 'app', '/nl/launch'],
] as const)('stripping the locale from %s in the %s gives %s', (pathname, flavour, expected) => {
  expect(stripLocaleSegment(pathname, flavour)).toBe(expected);
});

test('a language change on a URL without a hash adds none', () => {
  expect(urlWithLocale({ pathname: '/events/ja/launch', search: '' }, 'de', 'events')).toBe('/events/launch?locale=de');
});
