// The password change's workflow, in the first load only as a listener: the work itself loads with the first
// request (password-change.flow.ts), as the account security page that makes it loads on its own.
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { STORAGE_KEYS, type StorageArea } from '../src/core/storage';
import { signedOutNoticeShown } from '../store/auth.slice';
import { passwordChangeRequested } from '../store/password-change.actions';
import type * as PasswordChangeFlow from './password-change.flow';

/** The notice the last logout left for the login page (a password change), shown once. */
function* noticeFromLastLogout() {
  const storage: StorageArea = yield getContext('storage');
  const notice = storage.read<string>(STORAGE_KEYS.signedOutNotice, '');
  if (notice === '') return;
  storage.remove(STORAGE_KEYS.signedOutNotice);
  if (notice === 'passwordChanged') yield put(signedOutNoticeShown(notice));
}

export function* passwordChangeSaga() {
  yield call(noticeFromLastLogout);
  yield takeLatest(passwordChangeRequested.type, function* changing(action: ReturnType<typeof passwordChangeRequested>) {
    const flow: typeof PasswordChangeFlow = yield call(() => import('./password-change.flow'));
    yield call(flow.changePassword, action);
  });
}
