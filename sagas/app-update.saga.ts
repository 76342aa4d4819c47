import { buffers, eventChannel } from 'redux-saga';
import { call, fork, getContext, put, take, takeEvery } from 'redux-saga/effects';
import { updateAccepted, updateReady } from '../store/app-update.slice';
import type { ServiceWorkerPort } from './ports';

function updatesOf(port: ServiceWorkerPort) {
  return eventChannel<true>((emit) => {
    port.register(() => emit(true)).catch((error: unknown) => {
      // The app works without its worker (no offline start, no update prompt); nothing to show the user.
      console.warn('[app-update] the service worker could not be registered', error);
    });
    return () => undefined;
  }, buffers.sliding(1));
}

/**
 * The installable app: registers the service worker, tells the store when a new version waits, and hands the
 * user's "reload" to the worker.
 */
export function* appUpdateSaga() {
  const port: ServiceWorkerPort | undefined = yield getContext('serviceWorker');
  if (!port) return;
  yield takeEvery(updateAccepted.type, function* activate() {
    yield call([port, port.activateUpdate]);
  });
  const updates: ReturnType<typeof updatesOf> = yield call(updatesOf, port);
  yield fork(function* announce() {
    while (true) {
      yield take(updates);
      yield put(updateReady());
    }
  });
}
