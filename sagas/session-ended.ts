// The stream told the tab its session ended (docs/protocol.md "When the session ends"): a logout or password
// change on another device, expiry, a logout in another tab of this browser, or a switch to a sub-account there.
import { call, getContext, put, select } from 'redux-saga/effects';
import { STORAGE_KEYS, type StorageArea } from '../src/core/storage';
import { isPassingFailure } from '../src/core/transport-failure';
import { mapUserInfo, type UserInfo } from '../src/core/user-info';
import { selectLocale } from '../store/preferences.slice';
import { userCleared, userInfoLoaded } from '../store/user.slice';
import { untilSuccess } from './backoff.saga';
import { performLogout, returningLoginPath } from './logout.saga';
import type { ApiPort } from './ports';

/**
 * Asks the gateway who this browser is now. Another session of it (a switch) is taken up, and the stream restarts
 * with it. None at all ends the tab's session as a logout does, while the tab still holds it (the logout's own
 * calls are made as the user's), and the login page says the login expired. A call that cannot get through is
 * tried again until it answers; one refused otherwise leaves the tab as it is, as the reconnect's own reads do.
 */
export function* confirmSessionEnded() {
  const api: ApiPort = yield getContext('api');
  const storage: StorageArea = yield getContext('storage');
  const locale: string = yield select(selectLocale);
  let info: UserInfo | null;
  try {
    const answer: unknown = yield call(untilSuccess, () => api.fetchUserInfo(locale), (error: unknown) => {
      if (!isPassingFailure(error)) throw error;
    });
    info = mapUserInfo(answer);
  } catch {
    return;
  }
  if (info !== null) {
    storage.write(STORAGE_KEYS.userId, info.userId);
    yield put(userInfoLoaded(info));
    return;
  }
  // Another tab of this browser logged out (it cleared the login flag they share, and made the logout's calls): this
  // tab drops the user and stays on its page, as that tab does, rather than opening the login page as if the session
  // had expired.
  if (storage.read<boolean>(STORAGE_KEYS.login, false) !== true) {
    yield put(userCleared());
    return;
  }
  storage.write(STORAGE_KEYS.signedOutNotice, 'sessionEnded');
  const login: string = yield call(returningLoginPath);
  yield call(performLogout, login);
}
