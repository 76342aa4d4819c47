// The preferences a page starts with, from the URL, the preference cookie and
// local storage, in that order of precedence (DECISIONS.md).
import { DEFAULT_DISPLAY_UNIT } from '../src/config/constants';
import { localeFromUrl, type UrlParts } from '../src/core/locale-url';
import { findLocale, resolveLocale } from '../src/core/locales';
import type { PreferenceRecord, PrefsFlavour } from '../src/core/prefs-cookie';
import { STORAGE_KEYS, type StorageArea } from '../src/core/storage';
import { readSavedTheme, themeFromQuery } from '../src/core/theme';
import { loadTradingPreferences } from '../src/core/trading/trading-prefs';
import type { PreferencesState } from './preferences.slice';

export interface PreferenceSources {
  url: UrlParts;
  flavour: PrefsFlavour;
  cookie: PreferenceRecord;
  storage: StorageArea;
  /** Makes a terminal code on a first visit. */
  newId: () => string;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const CURRENCY = /^[A-Z]{2,6}$/;

export function loadPreferences({ url, flavour, cookie, storage, newId }: PreferenceSources): PreferencesState {
  const locale =
    localeFromUrl(url, flavour) ??
    findLocale(cookie.language) ??
    findLocale(storage.read(STORAGE_KEYS.locale, '', isString)) ??
    resolveLocale(undefined);

  const savedTheme = storage.read(STORAGE_KEYS.theme, cookie.theme, isString);
  const theme = themeFromQuery(url.search) ?? readSavedTheme(savedTheme, flavour);

  // The unit key exists only once the user has chosen a currency; until then the locale's default applies. The
  // cookie carries the choice too, for a browser whose local storage was cleared or is off; there a unit that is one
  // of the record's defaults (USD in the app, CNY in the events shell) is read as no choice, since both shells write
  // their default when nothing was chosen.
  const cookieChoice = Object.values(DEFAULT_DISPLAY_UNIT).some((unit) => unit === cookie.unit) ? '' : cookie.unit;
  const chosen = storage.read(STORAGE_KEYS.unit, cookieChoice, isString).toUpperCase();

  let terminalCode = storage.read(STORAGE_KEYS.terminalCode, '', isString);
  if (terminalCode === '') {
    terminalCode = newId();
    storage.write(STORAGE_KEYS.terminalCode, terminalCode);
  }

  return {
    locale: locale.code,
    theme,
    layout: cookie.layout,
    currency: CURRENCY.test(chosen) ? chosen : null,
    showAsset: cookie.showAsset,
    valuationUnit: cookie.valuationUnit,
    terminalCode,
    trading: loadTradingPreferences(storage),
  };
}
