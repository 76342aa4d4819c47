import { makeStore } from '../../src/app/make-store';
import { STORAGE_KEYS } from '../../src/core/storage';
import { crossTabSaga } from '../../sagas/cross-tab.saga';
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
