// The password change's workflow: the notice a change leaves for the login page, and the change itself
// (password-change.flow.ts), one at a time, the latest winning.
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { STORAGE_KEYS, type StorageArea } from '../src/core/storage';
import { passwordChangeRequested, signedOutNoticeShown } from '../store/auth.slice';
import { changePassword } from './password-change.flow';

/** The notice the last logout left for the login page (a password change, a session ended elsewhere), shown once. */
function* noticeFromLastLogout() {
  const storage: StorageArea = yield getContext('storage');
  const notice = storage.read<string>(STORAGE_KEYS.signedOutNotice, '');
  if (notice === '') return;
  storage.remove(STORAGE_KEYS.signedOutNotice);
  if (notice === 'passwordChanged' || notice === 'sessionEnded') yield put(signedOutNoticeShown(notice));
}

export function* passwordChangeSaga() {
  yield call(noticeFromLastLogout);
  yield takeLatest(passwordChangeRequested.type, changePassword);
}
