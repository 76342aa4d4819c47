import { call, debounce, getContext, put } from 'redux-saga/effects';
import { LOGOUT_DEBOUNCE_MS } from '../src/config/constants';
import { authPath } from '../src/core/auth-path';
import { STORAGE_KEYS, type StorageArea } from '../src/core/storage';
import { loggedOut, logoutRequested } from '../store/session.actions';
import { userCleared } from '../store/user.slice';
import type { ApiPort, BrowserPort } from './ports';

export const REFRESH_TOKEN_COOKIE = 'refresh_token';

/** Where a logout that leaves a notice goes: the login page, which shows it. */
export const LOGIN_PATH = '/login';

/** The login page, to come back from to the page the tab is on (a session that ended under the user). */
export function* returningLoginPath() {
  const browser: BrowserPort = yield getContext('browser');
  const { pathname, search } = browser.location();
  return authPath(LOGIN_PATH, pathname, search);
}

function* settle(call_: () => Promise<unknown>) {
  try {
    yield call(call_);
  } catch {
    // The session ends locally whatever the gateway answers: the reload below starts clean.
  }
}

/**
 * SPEC 8: remove the refresh-token cookie, call clear-cookie and logout, delete the stored key pair, then reload;
 * or, given a `destination`, load that app path instead (the login page after a password change).
 */
export function* performLogout(destination?: string) {
  const api: ApiPort = yield getContext('api');
  const browser: BrowserPort = yield getContext('browser');
  const storage: StorageArea = yield getContext('storage');
  browser.removeCookie(REFRESH_TOKEN_COOKIE);
  yield call(settle, () => api.clearCookie());
  yield call(settle, () => api.logout());
  storage.remove(STORAGE_KEYS.userId);
  // The key pair belonged to the session that just ended (SPEC 4; docs/security.md "The client's key pair").
  yield call(settle, () => browser.forgetClientKeys());
  yield put(userCleared());
  yield put(loggedOut());
  if (destination === undefined) yield call([browser, browser.reload]);
  else yield call([browser, browser.open], destination);
}

/** Several triggers within 2 s (a burst of expired-session answers) log out once. */
export function* logoutSaga() {
  yield debounce(LOGOUT_DEBOUNCE_MS, logoutRequested.type, function* logOut() {
    yield* performLogout();
  });
}
