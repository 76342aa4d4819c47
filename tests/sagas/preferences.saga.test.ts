import { makeStore } from '../../src/app/make-store';
import { STORAGE_KEYS } from '../../src/core/storage';
import { preferencesSaga } from '../../sagas/preferences.saga';
import {
  currencyChosen,
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
