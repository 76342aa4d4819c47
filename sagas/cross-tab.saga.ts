import { eventChannel, buffers, type EventChannel } from 'redux-saga';
import { call, getContext, put, select, take } from 'redux-saga/effects';
import { findLocale } from '../src/core/locales';
import { STORAGE_KEYS, parseStorageEvent } from '../src/core/storage';
import { readSavedTheme } from '../src/core/theme';
import type { PrefsFlavour } from '../src/core/prefs-cookie';
import { tradingPreferenceChangeOf } from '../src/core/trading/trading-prefs';
import { preferencesSynced, tradingPreferencesSynced, type PreferencesState } from '../store/preferences.slice';
import type { RootState } from '../store/root-reducer';
import type { BrowserPort, StorageChangeEvent } from './ports';

/** What a change of one stored key in another tab means for this tab's preferences. */
export function preferenceChangeOf(
  key: string,
  value: unknown,
  flavour: PrefsFlavour,
): Partial<PreferencesState> | null {
  switch (key) {
    case STORAGE_KEYS.locale: {
      const locale = findLocale(value);
      return locale ? { locale: locale.code } : null;
    }
    case STORAGE_KEYS.theme:
      return typeof value === 'string' ? { theme: readSavedTheme(value, flavour) } : null;
    case STORAGE_KEYS.layout:
      return value === 'left' || value === 'right' ? { layout: value } : null;
    case STORAGE_KEYS.unit:
      return typeof value === 'string' && /^[A-Z]{2,6}$/.test(value) ? { currency: value } : null;
    case STORAGE_KEYS.showAsset:
      return typeof value === 'boolean' ? { showAsset: value } : null;
    case STORAGE_KEYS.valuationUnit:
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? { valuationUnit: value } : null;
    default:
      return null;
  }
}

function storageEvents(browser: BrowserPort): EventChannel<StorageChangeEvent> {
  // Sliding buffer: a flood of writes in another tab only needs its latest values here.
  return eventChannel((emit) => browser.subscribeStorage(emit), buffers.sliding(64));
}

/** A preference changed in another tab (a `storage` event) updates this tab. */
export function* crossTabSaga() {
  const browser: BrowserPort = yield getContext('browser');
  const flavour: PrefsFlavour = yield getContext('flavour');
  const channel: EventChannel<StorageChangeEvent> = yield call(storageEvents, browser);
  try {
    while (true) {
      const event: StorageChangeEvent = yield take(channel);
      const change = parseStorageEvent(event);
      if (!change || change.area !== null) continue;
      const current: PreferencesState = yield select((state: RootState) => state.preferences);
      const trading = tradingPreferenceChangeOf(change.key, change.value, current.trading);
      if (trading) {
        yield put(tradingPreferencesSynced(trading));
        continue;
      }
      const update = preferenceChangeOf(change.key, change.value, flavour);
      if (!update) continue;
      const differs = Object.entries(update).some(([field, value]) => current[field as keyof PreferencesState] !== value);
      if (differs) yield put(preferencesSynced(update));
    }
  } finally {
    channel.close();
  }
}
