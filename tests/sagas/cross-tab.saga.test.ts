import { makeStore } from '../../src/app/make-store';
import { STORAGE_KEYS } from '../../src/core/storage';
import { crossTabSaga, preferenceChangeOf } from '../../sagas/cross-tab.saga';
import { fakeBrowser, fakeContext } from '../support/saga-fakes';

function setup() {
  const browser = fakeBrowser();
  const { context } = fakeContext({ browser: browser.browser });
  const store = makeStore({ context, saga: crossTabSaga });
  return { store, browser };
}

test('a language chosen in another tab switches this tab', () => {
  const { store, browser } = setup();
  browser.otherTabWrites(STORAGE_KEYS.locale, JSON.stringify('ja'));
  expect(store.getState().preferences.locale).toBe('ja');
});

test('theme, currency, layout and show-asset changes in another tab are followed', () => {
  const { store, browser } = setup();
  browser.otherTabWrites(STORAGE_KEYS.theme, JSON.stringify('white'));
  browser.otherTabWrites(STORAGE_KEYS.unit, JSON.stringify('EUR'));
  browser.otherTabWrites(STORAGE_KEYS.layout, JSON.stringify('left'));
  browser.otherTabWrites(STORAGE_KEYS.showAsset, JSON.stringify(false));
  expect(store.getState().preferences).toMatchObject({ theme: 'light', currency: 'EUR', layout: 'left', showAsset: false });
});

test('corrupt or unknown values from another tab change nothing', () => {
  const { store, browser } = setup();
  const before = store.getState().preferences;
  browser.otherTabWrites(STORAGE_KEYS.locale, '{not json');
  browser.otherTabWrites(STORAGE_KEYS.locale, JSON.stringify('xx-YY'));
  browser.otherTabWrites(STORAGE_KEYS.unit, JSON.stringify('<script>'));
  browser.otherTabWrites(STORAGE_KEYS.layout, JSON.stringify('middle'));
  browser.otherTabWrites(null, null);
  browser.otherTabWrites('common:locale', JSON.stringify('ja'));
  expect(store.getState().preferences).toBe(before);
});

test('a value equal to this tab\'s dispatches nothing', () => {
  const { store, browser } = setup();
  const before = store.getState().preferences;
  browser.otherTabWrites(STORAGE_KEYS.locale, JSON.stringify('en'));
  expect(store.getState().preferences).toBe(before);
});

test("another tab's trading preferences are followed (tip flags, position filter, trade unit), bad values ignored", () => {
  const { store, browser } = setup();
  browser.otherTabWrites('tip-dismissed-tpsl', JSON.stringify(true));
  browser.otherTabWrites('position-filter-margin', JSON.stringify('isolated'));
  browser.otherTabWrites('trade-unit', JSON.stringify('usdt'));
  browser.otherTabWrites('trade-unit', JSON.stringify('sats'));
  expect(store.getState().preferences.trading).toMatchObject({
    tradeUnit: 'usdt',
    positionFilter: 'isolated',
    tipsDismissed: { reverse: false, tpsl: true, preTpsl: false },
  });
});

test('a valuation unit chosen in another tab is followed when it is a whole number from 0, and ignored otherwise', () => {
  const { store, browser } = setup();
  browser.otherTabWrites(STORAGE_KEYS.valuationUnit, JSON.stringify(0));
  expect(store.getState().preferences.valuationUnit).toBe(0);
  browser.otherTabWrites(STORAGE_KEYS.valuationUnit, JSON.stringify(3));
  expect(store.getState().preferences.valuationUnit).toBe(3);
  for (const bad of [-1, 1.5, '2', null]) browser.otherTabWrites(STORAGE_KEYS.valuationUnit, JSON.stringify(bad));
  expect(store.getState().preferences.valuationUnit).toBe(3);
});

test('a stopped saga stops listening to the other tabs', () => {
  const browser = fakeBrowser();
  let listening = 0;
  const { context } = fakeContext({
    browser: {
      ...browser.browser,
      subscribeStorage(listener) {
        listening += 1;
        const unsubscribe = browser.browser.subscribeStorage(listener);
        return () => {
          listening -= 1;
          unsubscribe();
        };
      },
    },
  });
  const store = makeStore({ context, saga: crossTabSaga });
  expect(listening).toBe(1);
  store.sagaTask.cancel();
  expect(listening).toBe(0);
});

test('a layout moved back to the right in another tab is followed too', () => {
  const { store, browser } = setup();
  browser.otherTabWrites(STORAGE_KEYS.layout, JSON.stringify('left'));
  browser.otherTabWrites(STORAGE_KEYS.layout, JSON.stringify('right'));
  expect(store.getState().preferences.layout).toBe('right');
});

test('a theme from another tab that is not text changes nothing', () => {
  const { store, browser } = setup();
  browser.otherTabWrites(STORAGE_KEYS.theme, JSON.stringify('white'));
  browser.otherTabWrites(STORAGE_KEYS.theme, JSON.stringify(5));
  expect(store.getState().preferences.theme).toBe('light');
});

test('a currency from another tab is followed only as a whole code of 2 to 6 capitals', () => {
  const { store, browser } = setup();
  for (const bad of ['xEUR', 'EUR1', 'eur', ['JPY']]) browser.otherTabWrites(STORAGE_KEYS.unit, JSON.stringify(bad));
  expect(store.getState().preferences.currency).toBeNull();
  browser.otherTabWrites(STORAGE_KEYS.unit, JSON.stringify('JPY'));
  expect(store.getState().preferences.currency).toBe('JPY');
});

test('a show-asset flag from another tab is followed only as a boolean', () => {
  const { store, browser } = setup();
  browser.otherTabWrites(STORAGE_KEYS.showAsset, JSON.stringify('false'));
  browser.otherTabWrites(STORAGE_KEYS.showAsset, JSON.stringify(0));
  expect(store.getState().preferences.showAsset).toBe(true);
});

test('the events site reads another tab\'s theme by its own rule (anything but black is light)', () => {
  const browser = fakeBrowser();
  const { context } = fakeContext({ browser: browser.browser, flavour: 'events' });
  const store = makeStore({ context, saga: crossTabSaga });
  browser.otherTabWrites(STORAGE_KEYS.theme, JSON.stringify('grey'));
  expect(store.getState().preferences.theme).toBe('light');
});

test('a value equal to this tab\'s does not even reach the store', () => {
  const { store, browser } = setup();
  const updates = jest.fn();
  store.subscribe(updates);
  browser.otherTabWrites(STORAGE_KEYS.locale, JSON.stringify('en'));
  browser.otherTabWrites(STORAGE_KEYS.layout, JSON.stringify('right'));
  expect(updates).not.toHaveBeenCalled();
});

test('a bad value from another tab does not stop this tab following the next good one', () => {
  const { store, browser } = setup();
  browser.otherTabWrites(STORAGE_KEYS.layout, JSON.stringify('middle'));
  browser.otherTabWrites('some-other-key', JSON.stringify(1));
  browser.otherTabWrites(STORAGE_KEYS.locale, JSON.stringify('ja'));
  expect(store.getState().preferences.locale).toBe('ja');
});

test('a key that holds no preference means no change', () => {
  expect(preferenceChangeOf('some-other-key', 'ja', 'app')).toBeNull();
});
