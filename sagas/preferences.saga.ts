import { call, getContext, select, takeEvery } from 'redux-saga/effects';
import { localeFromUrl } from '../src/core/locale-url';
import { directionOf } from '../src/core/locales';
import { defaultPrefs, type PreferenceRecord, type PrefsFlavour } from '../src/core/prefs-cookie';
import { STORAGE_KEYS, type StorageArea } from '../src/core/storage';
import { savedThemeValue, themeFromQuery } from '../src/core/theme';
import { saveTradingPreferences, type TradingPreferences } from '../src/core/trading/trading-prefs';
import {
  currencyChosen,
  layoutChanged,
  localeChanged,
  showAssetToggled,
  themeChanged,
  klineMarkToggled,
  positionFilterChosen,
  otherPairsHiddenChosen,
  tipDismissed,
  tipRestored,
  tradeUnitChosen,
  type PreferencesState,
} from '../store/preferences.slice';
import type { RootState } from '../store/root-reducer';
import { selectIsLoggedIn } from '../store/user.slice';
import type { BrowserPort } from './ports';

/** The actions a user takes; `preferencesSynced` (from another tab) is already saved and is left out. */
export const SAVED_ON = [localeChanged, themeChanged, layoutChanged, currencyChosen, showAssetToggled].map(
  (creator) => creator.type,
);

/** The preference cookie's record (SPEC 3) for the current state; `login` is the logged-in status. */
export function preferenceRecordOf(state: RootState, flavour: PrefsFlavour): PreferenceRecord {
  const prefs = state.preferences;
  return {
    language: prefs.locale,
    unit: prefs.currency ?? defaultPrefs(flavour).unit,
    showAsset: prefs.showAsset,
    theme: savedThemeValue(prefs.theme),
    layout: prefs.layout,
    valuationUnit: prefs.valuationUnit,
    login: selectIsLoggedIn(state),
  };
}

/** Writes every preference; `theme` is the saved theme where the page shows one the address forces for it alone. */
function* writePreferences(theme?: PreferenceRecord['theme']) {
  const browser: BrowserPort = yield getContext('browser');
  const storage: StorageArea = yield getContext('storage');
  const flavour: PrefsFlavour = yield getContext('flavour');
  const state: RootState = yield select();
  const prefs: PreferencesState = state.preferences;
  const savedTheme = theme ?? savedThemeValue(prefs.theme);

  yield call([browser, browser.writePreferenceCookie], { ...preferenceRecordOf(state, flavour), theme: savedTheme });
  storage.write(STORAGE_KEYS.locale, prefs.locale);
  storage.write(STORAGE_KEYS.direction, directionOf(prefs.locale));
  storage.write(STORAGE_KEYS.theme, savedTheme);
  storage.write(STORAGE_KEYS.layout, prefs.layout);
  storage.write(STORAGE_KEYS.showAsset, prefs.showAsset);
  storage.write(STORAGE_KEYS.valuationUnit, prefs.valuationUnit);
  if (prefs.currency) storage.write(STORAGE_KEYS.unit, prefs.currency);
}

export function* savePreferences() {
  yield* writePreferences();
}

/** The trading preferences' actions: saved to local storage only (the cookie does not carry them). */
export const TRADING_SAVED_ON = [tradeUnitChosen, positionFilterChosen, klineMarkToggled, tipDismissed, tipRestored, otherPairsHiddenChosen].map(
  (creator) => creator.type,
);

export function* saveTrading() {
  const storage: StorageArea = yield getContext('storage');
  const trading: TradingPreferences = yield select((state: RootState) => state.preferences.trading);
  saveTradingPreferences(storage, trading);
}

/**
 * A language the page's address names (`?locale=`: a shared link, a page of the app in another language) is the one
 * the user reads in from then on, saved as a choice is: a page the app opens without the query (a header link, paper
 * trading's page load) would otherwise fall back to the saved language, or English. A theme the address forces
 * (`appTheme`) is the page's alone: the one saved before stays saved.
 */
export function* keepLanguageOfAddress() {
  const browser: BrowserPort = yield getContext('browser');
  const storage: StorageArea = yield getContext('storage');
  const flavour: PrefsFlavour = yield getContext('flavour');
  const address = browser.location();
  const named = localeFromUrl(address, flavour);
  if (named === undefined) return;
  if (themeFromQuery(address.search) === null) {
    yield* writePreferences();
    return;
  }
  yield* writePreferences(storage.read(STORAGE_KEYS.theme, defaultPrefs(flavour).theme, (value): value is string => typeof value === 'string'));
}

/** Saves preferences to the cookie (365 days) and local storage whenever the user changes one. */
export function* preferencesSaga() {
  yield call(keepLanguageOfAddress);
  yield takeEvery(SAVED_ON, savePreferences);
  yield takeEvery(TRADING_SAVED_ON, saveTrading);
}
