import { delay, put, takeEvery } from 'redux-saga/effects';
import { toastDismissed, toastShown } from '../store/toasts.slice';

function* expire(action: ReturnType<typeof toastShown>) {
  yield delay(action.payload.durationMs);
  yield put(toastDismissed(action.payload.id));
}

/** Each toast disappears after its duration (3 s, notifications 4.5 s). */
export function* toastsSaga() {
  yield takeEvery(toastShown.type, expire);
}
