import { makeStore } from '../../src/app/make-store';
import { TOAST_DEBOUNCE_MS, TOAST_DURATION_MS } from '../../src/config/constants';
import { apiErrorsSaga } from '../../sagas/api-errors.saga';
import { toastsSaga } from '../../sagas/toasts.saga';
import { fork, take } from 'redux-saga/effects';
import { logoutRequested } from '../../store/session.actions';
import { toastShown } from '../../store/toasts.slice';
import { fakeApi, fakeContext } from '../support/saga-fakes';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a toast disappears after 3 seconds', async () => {
  const store = makeStore({ context: fakeContext().context, saga: toastsSaga });
  store.dispatch(toastShown({ kind: 'error', messageKey: 'errors.systemBusy' }));
  await jest.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1);
  expect(store.getState().toasts.items).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(store.getState().toasts.items).toHaveLength(0);
  store.sagaTask.cancel();
});

test('identical toasts within 2 seconds show once; after that they show again', async () => {
  const store = makeStore({ context: fakeContext().context, saga: toastsSaga });
  store.dispatch(toastShown({ kind: 'error', messageKey: 'errors.forbidden' }));
  await jest.advanceTimersByTimeAsync(TOAST_DEBOUNCE_MS - 1);
  store.dispatch(toastShown({ kind: 'error', messageKey: 'errors.forbidden' }));
  expect(store.getState().toasts.items).toHaveLength(1);
  store.dispatch(toastShown({ kind: 'error', messageKey: 'errors.systemBusy' }));
  expect(store.getState().toasts.items).toHaveLength(2);
  await jest.advanceTimersByTimeAsync(1);
  store.dispatch(toastShown({ kind: 'error', messageKey: 'errors.forbidden' }));
  expect(store.getState().toasts.items).toHaveLength(3);
  store.sagaTask.cancel();
});

test('request errors reported by the api become toasts; a server message is shown as sent', () => {
  const api = fakeApi();
  const store = makeStore({ context: fakeContext({ api: api.api }).context, saga: apiErrorsSaga });
  api.reportError({ kind: 'http', messageKey: 'errors.systemBusy', toast: true });
  api.reportError({ kind: 'envelope', serverMessage: 'Insufficient balance', toast: true });
  api.reportError({ kind: 'cancelled', toast: false });
  expect(store.getState().toasts.items.map(({ messageKey, text }) => messageKey ?? text)).toEqual([
    'errors.systemBusy',
    'Insufficient balance',
  ]);
  store.sagaTask.cancel();
});

test('an events-envelope session expiry shows the toast and asks for the logout sequence', () => {
  const api = fakeApi();
  const requested: unknown[] = [];
  function* observed() {
    yield fork(apiErrorsSaga);
    requested.push(yield take(logoutRequested.type));
  }
  const store = makeStore({ context: fakeContext({ api: api.api }).context, saga: observed });
  api.reportError({ kind: 'session-expired', messageKey: 'errors.loginExpired', toast: true, action: 'logout' });
  expect(store.getState().toasts.items[0]?.messageKey).toBe('errors.loginExpired');
  expect(requested).toEqual([logoutRequested({ reason: 'session-expired' })]);
  store.sagaTask.cancel();
});

test('errors reported as Error instances keep the saga alive for the next one', () => {
  const api = fakeApi();
  const store = makeStore({ context: fakeContext({ api: api.api }).context, saga: apiErrorsSaga });
  const first = Object.assign(new Error('HTTP 500'), { kind: 'http', messageKey: 'errors.systemBusy', toast: true });
  const second = Object.assign(new Error('HTTP 403'), { kind: 'http', messageKey: 'errors.forbidden', toast: true });
  api.reportError(first);
  api.reportError(second);
  expect(store.getState().toasts.items.map((toast) => toast.messageKey)).toEqual(['errors.systemBusy', 'errors.forbidden']);
  store.sagaTask.cancel();
});
