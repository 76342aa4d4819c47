import { eventChannel, type EventChannel } from 'redux-saga';
import { call, getContext, put, take } from 'redux-saga/effects';
import { logoutRequested } from '../store/session.actions';
import { toastShown, type ToastContent } from '../store/toasts.slice';
import type { ApiErrorLike, ApiPort } from './ports';

/** Typed errors become toast content here, at the edge; the text is translated when rendered. */
export function toastOf(error: ApiErrorLike): ToastContent {
  if (error.serverMessage) return { kind: 'error', text: error.serverMessage };
  return { kind: 'error', messageKey: error.messageKey ?? 'errors.unknown', values: error.values };
}

interface Reported {
  error: ApiErrorLike;
}

function apiErrors(api: ApiPort): EventChannel<Reported> {
  // Wrapped: redux-saga throws an Error instance taken from a channel into the taking saga.
  return eventChannel((emit) => api.subscribeErrors((error) => emit({ error })));
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
    }
  } finally {
    channel.close();
  }
}
