// A password change (docs/security.md "Password change"): the passwords go sealed and signed; a refusal is shown by
// the field it concerns; success means the gateway has ended every session of the account, this one included, so
// the app logs out as it always does (state cleared, key pair deleted) and opens the login page, which says why.
import { call, getContext, put } from 'redux-saga/effects';
import { STORAGE_KEYS, type StorageArea } from '../src/core/storage';
import {
  type AuthFailure,
  passwordChangeFailed,
  passwordChanged,
  type PasswordChangeField,
  type passwordChangeRequested,
} from '../store/auth.slice';
import { failureOf } from './auth.saga';
import { LOGIN_PATH, performLogout } from './logout.saga';
import type { ApiErrorLike, ApiPort } from './ports';
import { sealedCall } from './server-key-renewal';


// The gateway's refusals that concern one field, in the form's own words: its 20001 is the login's
// "Incorrect account or password", which would read oddly next to a current password.
const FIELD_REFUSALS: Readonly<Record<string, { field: PasswordChangeField; messageKey: string }>> = {
  '20001': { field: 'current', messageKey: 'account.security.errors.currentWrong' },
  '20006': { field: 'next', messageKey: 'auth.errors.password' },
  '20007': { field: 'next', messageKey: 'account.security.errors.unchanged' },
};

export function refusalOf(error: unknown): { error: AuthFailure; field: PasswordChangeField | null } {
  const code = (error as Partial<ApiErrorLike> | null)?.code;
  const known = typeof code === 'string' && Object.hasOwn(FIELD_REFUSALS, code) ? FIELD_REFUSALS[code] : undefined;
  if (known !== undefined) return { error: { messageKey: known.messageKey }, field: known.field };
  return { error: failureOf(error), field: null };
}

export function* changePassword(action: ReturnType<typeof passwordChangeRequested>) {
  const api: ApiPort = yield getContext('api');
  const { current, next } = action.payload;
  try {
    yield call(sealedCall, () => api.changePassword({ pwd: current, newPwd: next }));
  } catch (error) {
    yield put(passwordChangeFailed(refusalOf(error)));
    return;
  }
  yield put(passwordChanged());
  const storage: StorageArea = yield getContext('storage');
  storage.write(STORAGE_KEYS.signedOutNotice, 'passwordChanged');
  yield call(performLogout, LOGIN_PATH);
}
