import { makeStore } from '../../src/app/make-store';
import { STORAGE_KEYS } from '../../src/core/storage';
import { preferencesSaga } from '../../sagas/preferences.saga';
import {
  currencyChosen,
  initialPreferences,
  klineMarkToggled,
  layoutChanged,
  localeChanged,
  positionFilterChosen,
  otherPairsHiddenChosen,
  preferencesSynced,
  showAssetToggled,
  themeChanged,
  tipDismissed,
  tipRestored,
  tradeUnitChosen,
} from '../../store/preferences.slice';
import type { LocaleCode } from '../../src/core/locales';
import { mapUserInfo } from '../../src/core/user-info';
import { userInfoLoaded } from '../../store/user.slice';
import { USER_ANSWER, fakeBrowser, fakeContext } from '../support/saga-fakes';

function setup(flavour: 'app' | 'events' = 'app') {
  const browser = fakeBrowser();
  const { context, storage } = fakeContext({ browser: browser.browser, flavour });
  const store = makeStore({ context, saga: preferencesSaga });
  return { store, browser, storage };
}

test('a theme change is saved to the preference cookie and local storage', () => {
  const { store, browser, storage } = setup();
  store.dispatch(themeChanged('light'));
  expect(browser.record.cookies.at(-1)).toMatchObject({ theme: 'white', language: 'en', unit: 'USD' });
  expect(storage.read(STORAGE_KEYS.theme, '')).toBe('white');
});

test('a language change saves the locale and its direction', () => {
  const { store, browser, storage } = setup();
  store.dispatch(localeChanged('ar'));
  expect(browser.record.cookies.at(-1)?.language).toBe('ar');
  expect(storage.read(STORAGE_KEYS.locale, '')).toBe('ar');
  expect(storage.read(STORAGE_KEYS.direction, '')).toBe('rtl');
});

test('a chosen currency is saved; until then the cookie keeps the flavour default unit', () => {
  const { store, browser, storage } = setup('events');
  store.dispatch(themeChanged('dark'));
  expect(browser.record.cookies.at(-1)?.unit).toBe('CNY');
  expect(storage.readRaw(STORAGE_KEYS.unit)).toBeNull();
  store.dispatch(currencyChosen('eur'));
  expect(browser.record.cookies.at(-1)?.unit).toBe('EUR');
  expect(storage.read(STORAGE_KEYS.unit, '')).toBe('EUR');
});

test('values synced from another tab are not written back', () => {
  const { store, browser } = setup();
  store.dispatch(preferencesSynced({ locale: 'ja' }));
  expect(browser.record.cookies).toEqual([]);
});

test('trading preferences are saved to local storage under their keys and never to the cookie', () => {
  const { store, browser, storage } = setup();
  store.dispatch(tradeUnitChosen('usdt'));
  store.dispatch(positionFilterChosen('cross'));
  store.dispatch(klineMarkToggled('fills'));
  store.dispatch(tipDismissed('reverse'));
  expect(storage.read('trade-unit', '')).toBe('usdt');
  expect(storage.read('position-filter-margin', '')).toBe('cross');
  expect(storage.read('kline-marks', {})).toEqual({ orders: true, fills: false });
  expect(storage.read('tip-dismissed-reverse', false)).toBe(true);
  expect(browser.record.cookies).toEqual([]);
  store.dispatch(tipRestored('reverse'));
  expect(storage.read('tip-dismissed-reverse', true)).toBe(false);
  store.dispatch(otherPairsHiddenChosen(true));
  expect(storage.read('hide-other-pairs', false)).toBe(true);
  expect(browser.record.cookies).toEqual([]);
});

test('a layout change saves the whole record to the cookie and every preference to local storage', () => {
  const { store, browser, storage } = setup();
  store.dispatch(layoutChanged('left'));
  expect(browser.record.cookies).toEqual([
    { language: 'en', unit: 'USD', showAsset: true, theme: 'black', layout: 'left', valuationUnit: 1, login: false },
  ]);
  expect(storage.read(STORAGE_KEYS.layout, '')).toBe('left');
  expect(storage.read(STORAGE_KEYS.locale, '')).toBe('en');
  expect(storage.read(STORAGE_KEYS.direction, '')).toBe('ltr');
  expect(storage.read(STORAGE_KEYS.theme, '')).toBe('black');
  expect(storage.read(STORAGE_KEYS.showAsset, false)).toBe(true);
  expect(storage.read(STORAGE_KEYS.valuationUnit, 0)).toBe(1);
});

test('hiding the balances saves the choice to the cookie and local storage', () => {
  const { store, browser, storage } = setup();
  store.dispatch(showAssetToggled());
  expect(browser.record.cookies.at(-1)?.showAsset).toBe(false);
  expect(storage.read(STORAGE_KEYS.showAsset, true)).toBe(false);
});

test("the cookie's login flag follows the logged-in user", () => {
  const { store, browser } = setup();
  store.dispatch(userInfoLoaded(mapUserInfo(USER_ANSWER)));
  store.dispatch(themeChanged('dark'));
  expect(browser.record.cookies.at(-1)?.login).toBe(true);
});

describe('a language the address names', () => {
  function startAt(search: string, saved: Record<string, unknown> = {}, shown: 'light' | 'dark' = 'dark') {
    const browser = fakeBrowser({}, { pathname: '/spot/BTCUSDT', search });
    const { context, storage } = fakeContext({ browser: browser.browser, flavour: 'app' });
    for (const [key, value] of Object.entries(saved)) storage.write(key, value);
    const locale = (new URLSearchParams(search).get('locale') ?? 'en') as LocaleCode;
    const theme = new URLSearchParams(search).get('appTheme') === 'light' ? 'light' : shown;
    makeStore({ context, saga: preferencesSaga, preloadedState: { preferences: { ...initialPreferences, locale, theme } } });
    return { browser, storage };
  }

  it('is saved as the user\'s language when the page starts, so a page opened without the query keeps it', () => {
    const { browser, storage } = startAt('?locale=ar');
    expect(browser.record.cookies).toEqual([expect.objectContaining({ language: 'ar', theme: 'black' })]);
    expect(storage.read(STORAGE_KEYS.locale, '')).toBe('ar');
    expect(storage.read(STORAGE_KEYS.direction, '')).toBe('rtl');
  });

  it('is saved with the theme the page shows when the address forces none', () => {
    const { browser, storage } = startAt('?locale=ar', {}, 'light');
    expect(browser.record.cookies).toEqual([expect.objectContaining({ language: 'ar', theme: 'white' })]);
    expect(storage.read(STORAGE_KEYS.theme, '')).toBe('white');
  });

  it('is saved without the theme the address forces for its page alone: the theme saved before stays', () => {
    const { browser, storage } = startAt('?locale=de&appTheme=dark', { [STORAGE_KEYS.theme]: 'white' });
    expect(browser.record.cookies).toEqual([expect.objectContaining({ language: 'de', theme: 'white' })]);
    expect(storage.read(STORAGE_KEYS.theme, '')).toBe('white');
    // With none saved, or none readable, the default.
    expect(startAt('?locale=de&appTheme=light').browser.record.cookies).toEqual([expect.objectContaining({ theme: 'black' })]);
    expect(startAt('?locale=de&appTheme=light', { [STORAGE_KEYS.theme]: 5 }).browser.record.cookies).toEqual([expect.objectContaining({ theme: 'black' })]);
  });

  it('is read from the events site\'s own path, /events/ja/', () => {
    const browser = fakeBrowser({}, { pathname: '/events/ja/', search: '' });
    const { context } = fakeContext({ browser: browser.browser, flavour: 'events' });
    makeStore({ context, saga: preferencesSaga, preloadedState: { preferences: { ...initialPreferences, locale: 'ja' } } });
    expect(browser.record.cookies).toEqual([expect.objectContaining({ language: 'ja', unit: 'CNY' })]);
  });

  it('saves nothing when the address names no language, or one the table does not know', () => {
    expect(startAt('').browser.record.cookies).toEqual([]);
    expect(startAt('?locale=xx').browser.record.cookies).toEqual([]);
  });
});
