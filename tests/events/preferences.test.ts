import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeStore } from '../../src/app/make-store';
import { defaultPrefs, parsePrefs, PREFS_COOKIE_NAME, readPrefs } from '../../src/core/prefs-cookie';
import { createStorageArea, STORAGE_KEYS } from '../../src/core/storage';
import { canonicalEventsUrl, loadEventsPreferences } from '../../src/events/preferences';
import { loadPreferences } from '../../store/preferences.load';
import { selectDisplayCurrency } from '../../store/rates.slice';
import type { PreferencesState } from '../../store/preferences.slice';
import { fakeContext, MemoryStorage } from '../support/saga-fakes';
import { RATES } from './support/fixtures';

type Storage = ReturnType<typeof createStorageArea>;

function sources(url: { pathname?: string; search?: string }, setup: (storage: Storage) => void = () => {}, cookie = defaultPrefs('events')) {
  const backing = new MemoryStorage();
  const storage = createStorageArea({ backend: () => backing });
  setup(storage);
  return { url: { pathname: url.pathname ?? '/events/', search: url.search ?? '' }, cookie, storage, newId: () => 'new-terminal' };
}

const events = (...args: Parameters<typeof sources>) => loadEventsPreferences(sources(...args));

/** The exchange app's reading of the same saved state, on one of its own pages. */
const app = (...args: Parameters<typeof sources>) =>
  loadPreferences({ ...sources(...args), url: { pathname: '/spot/BTCUSDT', search: args[0].search ?? '' }, flavour: 'app' });

function displayCurrency(preferences: PreferencesState): string {
  const store = makeStore({ context: fakeContext({ flavour: 'events' }).context, preloadedState: { preferences, rates: RATES }, saga: function* idle() {} });
  return selectDisplayCurrency(store.getState());
}

describe('the events locale', () => {
  it.each([
    [{ pathname: '/events/ja/' }, 'ja'],
    [{ pathname: '/events/ja/btc-spot-championship' }, 'ja'],
    [{ pathname: '/events/', search: '?locale=de' }, 'de'],
    [{ pathname: '/events/ja/', search: '?locale=fr' }, 'fr'],
    [{ pathname: '/events/nl/' }, 'nl'],
    [{ pathname: '/events/', search: '?locale=en-ZA' }, 'en-ZA'],
    [{ pathname: '/events/zh-tc/' }, 'zh-TC'],
    [{ pathname: '/events/tr/' }, 'en'],
    [{ pathname: '/events/', search: '?locale=asia' }, 'en'],
    [{ pathname: '/events/btc-spot-championship' }, 'en'],
  ])('%o reads as %s', (url, locale) => {
    expect(events(url).locale).toBe(locale);
  });

  it('takes the cookie, then storage, when the URL names none, as the exchange app does', () => {
    const cookie = { ...defaultPrefs('events'), language: 'vi' };
    expect(events({}, (s) => s.write(STORAGE_KEYS.locale, 'de'), cookie).locale).toBe('vi');
    expect(events({}, (s) => s.write(STORAGE_KEYS.locale, 'de')).locale).toBe('de');
    expect(app({}, (s) => s.write(STORAGE_KEYS.locale, 'de'), cookie).locale).toBe('vi');
  });

  it('reads a saved exchange-only locale as English', () => {
    expect(events({}, () => {}, { ...defaultPrefs('events'), language: 'ph' }).locale).toBe('en');
    expect(app({}, () => {}, { ...defaultPrefs('events'), language: 'ph' }).locale).toBe('ph');
  });
});

describe('the events display currency', () => {
  it.each([
    ['ja', 'JPY'],
    ['de', 'EUR'],
    ['zh-CN', 'CNY'],
    ['en-GB', 'USD'],
    ['nl', 'USD'],
  ])('/events/%s/ shows %s before the visitor picks one, as the exchange app does for the same locale', (locale, currency) => {
    const preferences = events({ pathname: `/events/${locale}/` });
    expect(preferences.currency).toBeNull();
    expect(displayCurrency(preferences)).toBe(currency);
    expect(displayCurrency(app({ search: `?locale=${locale}` }))).toBe(currency);
  });

  it('keeps a chosen currency over the locale default', () => {
    const preferences = events({ pathname: '/events/ja/' }, (s) => s.write(STORAGE_KEYS.unit, 'EUR'));
    expect(displayCurrency(preferences)).toBe('EUR');
  });

  it('does not take the cookie default unit (CNY) for a choice', () => {
    const preferences = events({ pathname: '/events/en/' }, () => {}, parsePrefs(undefined, 'events'));
    expect(preferences.currency).toBeNull();
    expect(displayCurrency(preferences)).toBe('USD');
  });
});

describe('the events preference cookie', () => {
  afterEach(() => {
    document.cookie = `${PREFS_COOKIE_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('defaults the display unit to CNY where the exchange app defaults it to USD', () => {
    expect(readPrefs('events').unit).toBe('CNY');
    expect(readPrefs('app').unit).toBe('USD');
  });

  it('keeps a unit the exchange app saved', () => {
    document.cookie = `${PREFS_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ v: 1, unit: 'EUR', theme: 'white' }))}; path=/`;
    expect(readPrefs('events')).toMatchObject({ unit: 'EUR', theme: 'white' });
  });
});

describe('the events theme', () => {
  // The boot script runs before any module, as plain browser JavaScript, on both shells' pages.
  const BOOT = readFileSync(join(__dirname, '../../public/theme-boot.js'), 'utf8');

  function bootTheme(path: string, search: string, stored: string | undefined): string | null {
    window.history.replaceState(null, '', `${path}${search}`);
    document.documentElement.className = '';
    localStorage.clear();
    if (stored !== undefined) localStorage.setItem('theme', JSON.stringify(stored));
    new Function(BOOT)();
    return document.documentElement.getAttribute('data-theme');
  }

  it.each([
    ['white', 'light', 'light'],
    ['black', 'dark', 'dark'],
    ['purple', 'light', 'dark'],
    ['dark', 'light', 'dark'],
    ['standard', 'light', 'light'],
  ])('a saved %p reads as %s on the events site (%s in the exchange app), before paint and after', (saved, eventsTheme, appTheme) => {
    expect(events({}, (s) => s.write(STORAGE_KEYS.theme, saved)).theme).toBe(eventsTheme);
    expect(bootTheme('/events/', '', saved)).toBe(eventsTheme);
    expect(app({}, (s) => s.write(STORAGE_KEYS.theme, saved)).theme).toBe(appTheme);
    expect(bootTheme('/spot/BTCUSDT', '', saved)).toBe(appTheme);
  });

  it('lets appTheme in the query win over the saved theme', () => {
    expect(events({ search: '?appTheme=dark' }, (s) => s.write(STORAGE_KEYS.theme, 'white')).theme).toBe('dark');
    expect(events({ search: '?appTheme=light' }, (s) => s.write(STORAGE_KEYS.theme, 'black')).theme).toBe('light');
    expect(bootTheme('/events/', '?appTheme=dark', 'white')).toBe('dark');
  });

  it('falls back to white for an invalid saved theme in the cookie too', () => {
    expect(events({}, () => {}, { ...defaultPrefs('events'), theme: 'sepia' }).theme).toBe('light');
  });
});

describe('the canonical events address', () => {
  it.each([
    ['/events/ja/', '', '', '/events/?locale=ja'],
    ['/events/ja/btc-spot-championship', '?appTheme=dark', '#rules', '/events/btc-spot-championship?appTheme=dark&locale=ja#rules'],
    ['/events/ja/', '?locale=fr', '', '/events/?locale=fr'],
    ['/events/tr/', '', '', '/events/?locale=en'],
    ['/events/', '?locale=de', '', null],
    ['/events/btc-spot-championship', '', '', null],
    ['/events', '', '', null],
  ])('%s%s%s becomes %p', (pathname, search, hash, expected) => {
    expect(canonicalEventsUrl({ pathname, search, hash })).toBe(expected);
  });
});

test('a first visit gets a terminal code, kept for the next', () => {
  const first = sources({});
  expect(loadEventsPreferences(first).terminalCode).toBe('new-terminal');
  expect(loadEventsPreferences({ ...first, newId: () => 'another' }).terminalCode).toBe('new-terminal');
});
