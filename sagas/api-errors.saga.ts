import { eventChannel, type EventChannel } from 'redux-saga';
import { call, getContext, put, take } from 'redux-saga/effects';
import type { AppActors } from '../machines/system';
import { userMessageOf } from '../src/core/user-message';
import { logoutRequested } from '../store/session.actions';
import { toastShown, type ToastContent } from '../store/toasts.slice';
import type { ApiErrorLike, ApiPort } from './ports';

const SIGNATURE_INVALID = '00023';
const REFETCH_CODES = new Set(['00020', '00021', '00022']);

/** Typed errors become toast content here, at the edge; the text is translated when rendered. */
export function toastOf(error: ApiErrorLike): ToastContent {
  return { kind: 'error', ...userMessageOf(error) };
}

interface Reported {
  error: ApiErrorLike;
}

function apiErrors(api: ApiPort): EventChannel<Reported> {
  // Wrapped: redux-saga throws an Error instance taken from a channel into the taking saga.
  return eventChannel((emit) => api.subscribeErrors((error) => emit({ error })));
}

/** SPEC 8: 00023 logs the user out (debounced by the logout saga); 00020-00022 refetch the sign config. */
function* signatureFollowUp(error: ApiErrorLike) {
  if (error.code === SIGNATURE_INVALID) {
    console.warn('signature invalid: logging out', error.serverMessage ?? '');
    yield put(logoutRequested({ reason: 'signature-invalid' }));
  } else if (error.code !== undefined && REFETCH_CODES.has(error.code)) {
    const loadActors: () => Promise<AppActors> = yield getContext('loadActors');
    const actors: AppActors = yield call(loadActors);
    // The machine debounces the refetch 2 s; an expired signature is not retried.
    actors.signing.send({ type: 'REFETCH' });
  }
}

/** Shows every reported request error, and starts the logout sequence the events envelope asks for. */
export function* apiErrorsSaga() {
  const api: ApiPort = yield getContext('api');
  const channel: EventChannel<Reported> = yield call(apiErrors, api);
  try {
    while (true) {
      const { error }: Reported = yield take(channel);
      if (error.toast) yield put(toastShown(toastOf(error)));
      if (error.action === 'logout') yield put(logoutRequested({ reason: 'session-expired' }));
      yield call(signatureFollowUp, error);
    }
  } finally {
    channel.close();
  }
}
