import { all, call, getContext, put, select } from 'redux-saga/effects';
import { STORAGE_KEYS, type StorageArea } from '../src/core/storage';
import { isPassingFailure } from '../src/core/transport-failure';
import { mapUserInfo } from '../src/core/user-info';
import { selectLocale } from '../store/preferences.slice';
import type { RootState } from '../store/root-reducer';
import {
  accountsLoaded,
  balancesLoaded,
  userInfoFailed,
  userInfoLoaded,
  userInfoRequested,
  userInfoUnreachable,
  type AccountEntry,
  type Balance,
  type SwitchableAccounts,
} from '../store/user.slice';
import { untilSuccess } from './backoff.saga';
import type { ApiPort } from './ports';

/**
 * Who the user is (SPEC 3). An answer decides: a user, an anonymous visitor, or a failure that ends the session
 * shown. A call that cannot get through (offline, a timeout, the gateway busy or down) decides nothing: it is tried
 * again with a backoff until it answers, and a browser that holds a session shows it is reconnecting meanwhile, so
 * a passing fault never logs the user out of this tab, nor (through the login flag) out of the others.
 */
export function* loadUserInfo() {
  const api: ApiPort = yield getContext('api');
  const storage: StorageArea = yield getContext('storage');
  const locale: string = yield select(selectLocale);
  yield put(userInfoRequested());
  function* failure(error: unknown, failures: number) {
    // SPEC 4: a failed userinfo call clears the stored user id.
    storage.remove(STORAGE_KEYS.userId);
    if (!isPassingFailure(error)) throw error;
    if (failures === 1 && storage.read<boolean>(STORAGE_KEYS.login, false) === true) yield put(userInfoUnreachable());
  }
  try {
    const answer: unknown = yield call(untilSuccess, () => api.fetchUserInfo(locale), failure);
    const info = mapUserInfo(answer);
    if (info) storage.write(STORAGE_KEYS.userId, info.userId);
    else storage.remove(STORAGE_KEYS.userId);
    yield put(userInfoLoaded(info));
  } catch {
    yield put(userInfoFailed());
  }
}

function isBalance(value: unknown): value is Balance {
  const balance = value as Partial<Balance> | null;
  return typeof balance?.coin === 'string' && typeof balance.available === 'string' && typeof balance.frozen === 'string';
}

/** The wallet of the logged-in user, through a signed call; a failure was already shown as a toast. */
export function* loadBalances() {
  const api: ApiPort = yield getContext('api');
  const loggedIn: boolean = yield select((state: RootState) => (state.user.info?.userId ?? '') !== '');
  if (!loggedIn) return;
  try {
    const answer = (yield call([api, api.fetchBalance])) as { balances?: unknown } | null;
    const balances = Array.isArray(answer?.balances) ? answer.balances.filter(isBalance) : [];
    yield put(balancesLoaded(balances));
  } catch {
    // Toasted by the request layer; the header simply shows no balance.
  }
}


function isAccount(value: unknown): value is AccountEntry {
  const account = value as Partial<AccountEntry> | null;
  return typeof account?.userId === 'string' && typeof account.loginName === 'string';
}

/** The accounts the header can switch between, for users who have sub-accounts or are one. */
export function* loadSubAccounts() {
  const api: ApiPort = yield getContext('api');
  const switchable: boolean = yield select((state: RootState) => state.user.info?.switchFlag === true);
  if (!switchable) return;
  try {
    const answer = (yield call([api, api.fetchSubAccounts])) as Partial<SwitchableAccounts> | null;
    if (typeof answer?.current !== 'string' || !isAccount(answer.main) || !Array.isArray(answer.subAccounts)) return;
    yield put(accountsLoaded({ current: answer.current, main: answer.main, subAccounts: answer.subAccounts.filter(isAccount) }));
  } catch {
    // Toasted by the request layer; the switcher stays hidden.
  }
}

/** What the header shows of a known user's account: the wallet and the switchable accounts, each failing on its own. */
export function* loadAccount() {
  yield all([call(loadBalances), call(loadSubAccounts)]);
}
