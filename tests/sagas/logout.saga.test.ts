import { spawn, takeEvery } from 'redux-saga/effects';
import { makeStore } from '../../src/app/make-store';
import { LOGOUT_DEBOUNCE_MS } from '../../src/config/constants';
import { STORAGE_KEYS } from '../../src/core/storage';
import { logoutSaga } from '../../sagas/logout.saga';
import { logoutRequested } from '../../store/session.actions';
import { fakeApi, fakeBrowser, fakeContext } from '../support/saga-fakes';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(api = fakeApi()) {
  const browser = fakeBrowser();
  const { context, storage } = fakeContext({ api: api.api, browser: browser.browser });
  storage.write(STORAGE_KEYS.userId, '10000001');
  const store = makeStore({ context, saga: logoutSaga });
  return { store, api, browser, storage };
}

test('several logout triggers within 2 s log out once', async () => {
  const { store, api, browser } = setup();
  store.dispatch(logoutRequested({ reason: 'session-expired' }));
  await jest.advanceTimersByTimeAsync(500);
  store.dispatch(logoutRequested({ reason: 'session-expired' }));
  await jest.advanceTimersByTimeAsync(500);
  store.dispatch(logoutRequested({ reason: 'signature-invalid' }));

  await jest.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS - 1);
  expect(browser.record.reloads).toBe(0);
  await jest.advanceTimersByTimeAsync(1);

  expect(api.calls.clearCookie).toBe(1);
  expect(api.calls.logout).toBe(1);
  expect(browser.record.reloads).toBe(1);
  store.sagaTask.cancel();
});

test('the logout sequence removes the refresh-token cookie, the stored user id and the key pair, then reloads', async () => {
  const { store, browser, storage } = setup();
  store.dispatch(logoutRequested({ reason: 'user' }));
  await jest.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
  expect(browser.record.removedCookies).toEqual(['refresh_token']);
  expect(storage.readRaw(STORAGE_KEYS.userId)).toBeNull();
  expect(browser.record.keysForgotten).toBe(1);
  expect(store.getState().user.status).toBe('anonymous');
  expect(browser.record.reloads).toBe(1);
  store.sagaTask.cancel();
});

test('a failing logout call still ends the session locally and reloads', async () => {
  const { store, browser, api } = setup(fakeApi({ logout: () => Promise.reject(new Error('network')) }));
  store.dispatch(logoutRequested({ reason: 'user' }));
  await jest.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
  expect(api.calls.clearCookie).toBe(1);
  expect(browser.record.reloads).toBe(1);
  store.sagaTask.cancel();
});

test('two bursts far apart log out twice', async () => {
  const { store, browser } = setup();
  store.dispatch(logoutRequested({ reason: 'user' }));
  await jest.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
  store.dispatch(logoutRequested({ reason: 'user' }));
  await jest.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
  expect(browser.record.reloads).toBe(2);
  store.sagaTask.cancel();
});

test('a key store that fails does not stop the logout', async () => {
  const { store, browser } = setup();
  browser.browser.forgetClientKeys = () => Promise.reject(new Error('IndexedDB is gone'));
  store.dispatch(logoutRequested({ reason: 'user' }));
  await jest.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
  expect(browser.record.reloads).toBe(1);
  store.sagaTask.cancel();
});

test('the logout runs its steps in order: cookie, gateway calls, stored user and keys, store, then the reload', async () => {
  const log: string[] = [];
  const api = fakeApi({
    clearCookie: () => (log.push('clear-cookie call'), Promise.resolve(null)),
    logout: () => (log.push('logout call'), Promise.resolve(null)),
  });
  const browser = fakeBrowser();
  browser.browser.removeCookie = (name) => void log.push(`remove cookie ${name}`);
  browser.browser.forgetClientKeys = async () => void log.push(`forget keys (user id ${storage.readRaw(STORAGE_KEYS.userId)})`);
  browser.browser.reload = () => void log.push('reload');
  const { context, storage } = fakeContext({ api: api.api, browser: browser.browser });
  storage.write(STORAGE_KEYS.userId, '10000001');
  const store = makeStore({
    context,
    *saga() {
      yield spawn(logoutSaga);
      yield takeEvery('*', (action: { type: string }) => void log.push(action.type));
    },
  });
  store.dispatch(logoutRequested({ reason: 'user' }));
  await jest.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
  expect(log).toEqual([
    'session/logoutRequested',
    'remove cookie refresh_token',
    'clear-cookie call',
    'logout call',
    'forget keys (user id null)',
    'user/userCleared',
    'session/loggedOut',
    'reload',
  ]);
  store.sagaTask.cancel();
});
