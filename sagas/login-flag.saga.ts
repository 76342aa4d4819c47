// The login flag of the preference record (SPEC 3): true while a user is logged in, false after a logout, a session
// that expired (the user-info call answers anonymous or fails) and the forced logout of 00004/20906/20205. It is
// kept in the preference cookie and under the `login` storage key, and it is how other tabs learn of a login or a
// logout: a tab that sees it change elsewhere loads the user, or drops the user it shows.
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, getContext, put, select, take, takeEvery } from 'redux-saga/effects';
import type { PrefsFlavour } from '../src/core/prefs-cookie';
import { parseStorageEvent, STORAGE_KEYS, type StorageArea } from '../src/core/storage';
import type { RootState } from '../store/root-reducer';
import { selectIsLoggedIn, userCleared, userInfoFailed, userInfoLoaded } from '../store/user.slice';
import { preferenceRecordOf } from './preferences.saga';
import type { BrowserPort, StorageChangeEvent } from './ports';
import { loadUserInfo } from './user.saga';

/** Writes the flag where it changed; a value already stored is left alone, so two tabs never echo each other. */
function* saveLoginFlag() {
  const browser: BrowserPort = yield getContext('browser');
  const storage: StorageArea = yield getContext('storage');
  const flavour: PrefsFlavour = yield getContext('flavour');
  const state: RootState = yield select();
  const login = selectIsLoggedIn(state);
  if (storage.read<boolean>(STORAGE_KEYS.login, false) === login) return;
  storage.write(STORAGE_KEYS.login, login);
  yield call([browser, browser.writePreferenceCookie], preferenceRecordOf(state, flavour));
}

/** Another tab logged in or out: this tab follows, without writing the flag back. */
function* followOtherTabs() {
  const browser: BrowserPort = yield getContext('browser');
  const changes: EventChannel<StorageChangeEvent> = yield call(() =>
    eventChannel<StorageChangeEvent>((emit) => browser.subscribeStorage(emit), buffers.sliding(4)),
  );
  try {
    while (true) {
      const event: StorageChangeEvent = yield take(changes);
      const change = parseStorageEvent(event);
      if (!change || change.area !== null || change.key !== STORAGE_KEYS.login) continue;
      const loggedInHere: boolean = yield select(selectIsLoggedIn);
      if (change.value === true && !loggedInHere) yield call(loadUserInfo);
      // A logout elsewhere removed the session cookie this tab shares.
      if (change.value !== true && loggedInHere) yield put(userCleared());
    }
  } finally {
    changes.close();
  }
}

export function* loginFlagSaga() {
  yield fork(followOtherTabs);
  yield takeEvery([userInfoLoaded.type, userInfoFailed.type, userCleared.type], saveLoginFlag);
}
