import { defaultPrefs } from '../../src/core/prefs-cookie';
import { STORAGE_KEYS, createStorageArea } from '../../src/core/storage';
import { loadPreferences } from '../../store/preferences.load';
import { MemoryStorage } from '../support/saga-fakes';

function load(url: { pathname?: string; search?: string }, setup: (storage: ReturnType<typeof createStorageArea>) => void = () => {}, cookie = defaultPrefs('app')) {
  const backing = new MemoryStorage();
  const storage = createStorageArea({ backend: () => backing });
  setup(storage);
  const prefs = loadPreferences({
    url: { pathname: url.pathname ?? '/spot/BTCUSDT', search: url.search ?? '' },
    flavour: 'app',
    cookie,
    storage,
    newId: () => 'new-terminal',
  });
  return { prefs, storage };
}

test('a first visit starts in English, dark, following the locale currency, with a new terminal code', () => {
  const { prefs, storage } = load({});
  expect(prefs).toMatchObject({ locale: 'en', theme: 'dark', currency: null, terminalCode: 'new-terminal' });
  expect(storage.read(STORAGE_KEYS.terminalCode, '')).toBe('new-terminal');
});

test('the URL locale wins over the cookie, and the cookie over storage', () => {
  const cookie = { ...defaultPrefs('app'), language: 'fr' };
  expect(load({ search: '?locale=ja' }, (s) => s.write(STORAGE_KEYS.locale, 'de'), cookie).prefs.locale).toBe('ja');
  expect(load({ pathname: '/vi/spot/BTCUSDT' }, () => {}, cookie).prefs.locale).toBe('vi');
  expect(load({}, (s) => s.write(STORAGE_KEYS.locale, 'de'), cookie).prefs.locale).toBe('fr');
  expect(load({}, (s) => s.write(STORAGE_KEYS.locale, 'de')).prefs.locale).toBe('de');
});

test('appTheme in the query forces the theme over the saved one', () => {
  expect(load({ search: '?appTheme=light' }, (s) => s.write(STORAGE_KEYS.theme, 'black')).prefs.theme).toBe('light');
  expect(load({}, (s) => s.write(STORAGE_KEYS.theme, 'white')).prefs.theme).toBe('light');
});

test('a saved currency choice is kept; a corrupt one is ignored', () => {
  expect(load({}, (s) => s.write(STORAGE_KEYS.unit, 'eur')).prefs.currency).toBe('EUR');
  expect(load({}, (s) => s.write(STORAGE_KEYS.unit, '<b>')).prefs.currency).toBeNull();
});

test('a currency chosen before local storage was cleared or turned off is read back from the cookie', () => {
  const cookie = { ...defaultPrefs('app'), language: 'de', unit: 'JPY' };
  expect(load({}, () => {}, cookie).prefs.currency).toBe('JPY');
  // Local storage, where it holds a choice, stays the first source.
  expect(load({}, (s) => s.write(STORAGE_KEYS.unit, 'EUR'), cookie).prefs.currency).toBe('EUR');
});

test("the cookie's default unit (USD in the app, CNY in the events shell) is no choice: the locale's currency applies", () => {
  expect(load({}, () => {}, { ...defaultPrefs('app'), language: 'ja' }).prefs.currency).toBeNull();
  expect(load({}, () => {}, { ...defaultPrefs('events'), language: 'ja' }).prefs.currency).toBeNull();
});

test('an existing terminal code is reused', () => {
  expect(load({}, (s) => s.write(STORAGE_KEYS.terminalCode, 'kept')).prefs.terminalCode).toBe('kept');
});

test('the trading preferences saved in storage are loaded with the rest', () => {
  const { prefs } = load({}, (s) => {
    s.write('trade-unit', 'usdt');
    s.write('tip-dismissed-pre-tpsl', true);
  });
  expect(prefs.trading.tradeUnit).toBe('usdt');
  expect(prefs.trading.tipsDismissed.preTpsl).toBe(true);
  expect(prefs.trading.positionFilter).toBe('all');
});
