import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { AppActors } from '../machines/system';
import { DEFAULT_SPOT_PATH } from '../src/config/constants';
import { localeFromUrl, urlWithLocale } from '../src/core/locale-url';
import type { PrefsFlavour } from '../src/core/prefs-cookie';
import { selectLocale } from '../store/preferences.slice';
import {
  authFailed,
  authSucceeded,
  type AuthFailure,
  codeFailed,
  codeRequested,
  codeSent,
  loginRequested,
  registerRequested,
} from '../store/auth.slice';
import { userMessageOf } from '../src/core/user-message';
import { loadAccount, loadUserInfo } from './user.saga';
import { accountSwitched, subAccountSwitchRequested } from '../store/user.slice';
import type { ApiErrorLike, ApiPort, BrowserPort } from './ports';
import { sealedCall } from './server-key-renewal';
import { toastOf } from './api-errors.saga';
import { toastShown } from '../store/toasts.slice';

/** What the form shows for a failed call: the gateway's own words when it gave some. */
export function failureOf(error: unknown): AuthFailure {
  const { text, messageKey, values } = userMessageOf(error);
  if (text !== undefined) return { text };
  // A request that never left: the login cipher refused (no verified server key, no key pair).
  if ((error as Partial<ApiErrorLike> | null)?.kind === 'bad-request') return { messageKey: 'auth.errors.encryptionFailed' };
  // Values travel with the key: "try again in 3 minutes" needs the wait the gateway asked for.
  return values === undefined ? { messageKey } : { messageKey, values };
}

interface LoginAnswer {
  userInfo?: { userId?: unknown };
  accessTokenResVO?: { accessToken?: unknown; userInfo?: { userId?: unknown } };
}

/** SPEC 3 "Login response": userInfo.userId, or accessTokenResVO.userInfo.userId. */
function userIdOf(answer: unknown): string {
  const root = (answer ?? {}) as LoginAnswer;
  const id = root.userInfo?.userId ?? root.accessTokenResVO?.userInfo?.userId;
  return typeof id === 'string' ? id : '';
}

/**
 * The session token SPEC 4 stores the key pair under: the access token a gateway's login answer carries in
 * accessTokenResVO, when it carries one. The refresh-token cookie is HttpOnly, out of the script's reach on purpose,
 * and the local gateway answers no token (its session is that cookie), so there the pair is kept under the user id
 * alone (docs/protocol.md "Client key pair").
 */
function tokenOf(answer: unknown): string {
  const token = ((answer ?? {}) as LoginAnswer).accessTokenResVO?.accessToken;
  return typeof token === 'string' ? token : '';
}

/** A new session is open for `userId`: keep the key pair for it and learn who the user is. */
function* sessionOpened(userId: string, token: string) {
  const loadActors: () => Promise<AppActors> = yield getContext('loadActors');
  const actors: AppActors = yield call(loadActors);
  actors.keyPair.send({ type: 'LOGGED_IN', userId, token });
  yield call(loadUserInfo);
}

/** The events site is another single-page app: its pages are reached by loading them. */
const EVENTS_PAGE = /^\/events(?:[/?#]|$)/;

/**
 * A page of the app to go back to, in the language the user reads now. The path was written when the login link was
 * followed, with the language of that moment in it (`?locale=de`, or `/de/...`), and the user may have chosen another
 * on the login page since. The app reads the address's language only when a page loads, not on a move within it: the
 * page would show one language under an address naming another, and the next reload would switch to that one and
 * keep it, undoing the choice. A path naming no language is left as it is.
 */
function inLanguage(path: string, locale: string, flavour: PrefsFlavour): string {
  const url = new URL(path, 'https://return.invalid');
  return localeFromUrl(url, flavour) === undefined ? path : urlWithLocale(url, locale, flavour);
}

/**
 * After a login or a registration: back to the page the user came from (trading when none) as soon as the user is
 * known, then the account's data. Going there before the wallet answers means the header's links are never shown
 * while a redirect is still to come, so a page the user opens from them is not left again.
 */
function* signedIn(answer: unknown, returnTo = DEFAULT_SPOT_PATH) {
  const browser: BrowserPort = yield getContext('browser');
  const userId = userIdOf(answer);
  if (userId === '') throw { kind: 'malformed', messageKey: 'errors.malformed' };
  yield call(sessionOpened, userId, tokenOf(answer));
  yield put(authSucceeded());
  if (EVENTS_PAGE.test(returnTo)) browser.open(returnTo);
  else {
    const flavour: PrefsFlavour = yield getContext('flavour');
    const locale: string = yield select(selectLocale);
    browser.navigate(inLanguage(returnTo, locale, flavour));
  }
  yield call(loadAccount);
}

/** SPEC 6: the header moves the session to a sub-account or back; the page stays where it is. */
function* switchAccount(action: ReturnType<typeof subAccountSwitchRequested>) {
  const api: ApiPort = yield getContext('api');
  const { userId: target, back } = action.payload;
  let answer: unknown;
  try {
    // Toasted here rather than by the request layer, so a refusal that the retry under a renewed key answers is
    // never shown.
    answer = yield call(sealedCall, () => api.switchSubAccount(target, back, { toast: false }));
  } catch (error) {
    if ((error as Partial<ApiErrorLike> | null)?.toast === true) yield put(toastShown(toastOf(error as ApiErrorLike)));
    return;
  }
  try {
    const userId = userIdOf(answer);
    if (userId === '') return;
    // Until the account list is read again, the switcher must already offer the way back: a choice of the account
    // it still thought current would be ignored.
    yield put(accountSwitched(userId));
    yield call(sessionOpened, userId, tokenOf(answer));
    yield call(loadAccount);
  } catch {
    // Toasted by the request layer; the session is unchanged.
  }
}

function* login(action: ReturnType<typeof loginRequested>) {
  const api: ApiPort = yield getContext('api');
  const { account, password, returnTo } = action.payload;
  const name = account.trim();
  const body = { ...(name.includes('@') ? { email: name } : { loginName: name }), pwd: password };
  try {
    const answer: unknown = yield call(sealedCall, () => api.login(body));
    yield call(signedIn, answer, returnTo);
  } catch (error) {
    yield put(authFailed(failureOf(error)));
  }
}

function* register(action: ReturnType<typeof registerRequested>) {
  const api: ApiPort = yield getContext('api');
  const form = action.payload;
  const body: Record<string, string> =
    form.method === 'email'
      ? { email: form.email.trim(), pwd: form.password, rePwd: form.password, emailCode: form.code.trim() }
      : {
          areaCode: form.areaCode.trim(),
          mobile: form.mobile.trim(),
          pwd: form.password,
          rePwd: form.password,
          mobileCode: form.code.trim(),
        };
  try {
    const answer: unknown = yield call(sealedCall, () => api.register(form.method, body));
    yield call(signedIn, answer, form.returnTo);
  } catch (error) {
    yield put(authFailed(failureOf(error)));
  }
}

function* sendCode(action: ReturnType<typeof codeRequested>) {
  const api: ApiPort = yield getContext('api');
  try {
    yield call([api, api.sendCode], { ...action.payload });
    yield put(codeSent());
  } catch (error) {
    yield put(codeFailed(failureOf(error)));
    yield put(authFailed(failureOf(error)));
  }
}

/** Log in, register and verification codes: one of each at a time, the latest winning. */
export function* authSaga() {
  yield takeLatest(loginRequested.type, login);
  yield takeLatest(registerRequested.type, register);
  yield takeLatest(codeRequested.type, sendCode);
  yield takeLatest(subAccountSwitchRequested.type, switchAccount);
}
