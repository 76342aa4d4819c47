import { spawn, takeEvery } from 'redux-saga/effects';
import { makeStore } from '../../src/app/make-store';
import { LOGOUT_DEBOUNCE_MS } from '../../src/config/constants';
import { STORAGE_KEYS } from '../../src/core/storage';
import { apiErrorsSaga } from '../../sagas/api-errors.saga';
import { authSaga } from '../../sagas/auth.saga';
import { bootstrapSaga } from '../../sagas/bootstrap.saga';
import { loginFlagSaga } from '../../sagas/login-flag.saga';
import { logoutSaga } from '../../sagas/logout.saga';
import { loginRequested } from '../../store/auth.slice';
import { logoutRequested } from '../../store/session.actions';
import { userCleared } from '../../store/user.slice';
import { fakeApi, fakeBrowser, fakeContext } from '../support/saga-fakes';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** One tab: the login flag's saga with the workflows that log in and out. */
function tab(options: { api?: ReturnType<typeof fakeApi>; loggedInBefore?: boolean; boot?: boolean } = {}) {
  const api = options.api ?? fakeApi({ fetchUserInfo: null });
  const browser = fakeBrowser();
  const { context, storage } = fakeContext({ api: api.api, browser: browser.browser });
  if (options.loggedInBefore) storage.write(STORAGE_KEYS.login, true);
  const store = makeStore({
    context,
    *saga() {
      yield spawn(loginFlagSaga);
      yield spawn(authSaga);
      yield spawn(logoutSaga);
      yield spawn(apiErrorsSaga);
      if (options.boot) yield spawn(bootstrapSaga);
    },
  });
  const flag = () => storage.read<boolean | null>(STORAGE_KEYS.login, null);
  const cookieFlag = () => browser.record.cookies.at(-1)?.login;
  return { store, api, browser, storage, flag, cookieFlag, context };
}

test('a login sets the flag in storage and in the preference cookie', async () => {
  const { store, api, flag, cookieFlag } = tab();
  api.set('fetchUserInfo', { userInfo: { userId: '10000001', loginName: 'demo' }, settings: {} });
  store.dispatch(loginRequested({ account: 'demo', password: 'pw' }));
  await jest.advanceTimersByTimeAsync(0);
  expect(store.getState().user.status).toBe('loggedIn');
  expect(flag()).toBe(true);
  expect(cookieFlag()).toBe(true);
  store.sagaTask.cancel();
});

test('a logout clears the flag in storage and in the cookie before the page reloads', async () => {
  const { store, flag, cookieFlag, browser } = tab({ api: fakeApi(), loggedInBefore: true, boot: true });
  await jest.advanceTimersByTimeAsync(0);
  expect(store.getState().user.status).toBe('loggedIn');
  store.dispatch(logoutRequested({ reason: 'user' }));
  await jest.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
  expect(browser.record.reloads).toBe(1);
  expect(flag()).toBe(false);
  expect(cookieFlag()).toBe(false);
  store.sagaTask.cancel();
});

test('an expired session (the user-info call answers anonymous) clears a flag left from before', async () => {
  const { flag, cookieFlag, store } = tab({ api: fakeApi({ fetchUserInfo: null }), loggedInBefore: true, boot: true });
  await jest.advanceTimersByTimeAsync(0);
  expect(flag()).toBe(false);
  expect(cookieFlag()).toBe(false);
  store.sagaTask.cancel();
});

test('a failed user-info call clears the flag too', async () => {
  const api = fakeApi({ fetchUserInfo: () => Promise.reject(new Error('500')) });
  const { flag, store } = tab({ api, loggedInBefore: true, boot: true });
  await jest.advanceTimersByTimeAsync(0);
  expect(flag()).toBe(false);
  store.sagaTask.cancel();
});

test('a user-info call that cannot get through keeps the flag, so no other tab logs out, until it answers', async () => {
  jest.spyOn(Math, 'random').mockReturnValue(0);
  const offline = () => Promise.reject(Object.assign(new Error('offline'), { kind: 'network' }));
  const api = fakeApi({ fetchUserInfo: offline });
  const { flag, cookieFlag, store } = tab({ api, loggedInBefore: true, boot: true });
  await jest.advanceTimersByTimeAsync(10_000);
  expect(store.getState().user.status).toBe('unreachable');
  expect(flag()).toBe(true);
  expect(cookieFlag()).toBeUndefined();
  api.set('fetchUserInfo', null);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(flag()).toBe(false);
  store.sagaTask.cancel();
  jest.restoreAllMocks();
});

test.each(['00004', '20906', '20205'])('the forced logout of code %s clears the flag', async (code) => {
  const api = fakeApi();
  const { store, flag } = tab({ api, loggedInBefore: true, boot: true });
  await jest.advanceTimersByTimeAsync(0);
  expect(flag()).toBe(true);
  api.reportError({ kind: 'session-expired', code, toast: false, action: 'logout' });
  await jest.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS);
  expect(flag()).toBe(false);
  store.sagaTask.cancel();
});

test('an anonymous visit writes no flag and no cookie: nothing changed', async () => {
  const { flag, browser, store } = tab({ boot: true });
  await jest.advanceTimersByTimeAsync(0);
  expect(store.getState().user.status).toBe('anonymous');
  expect(flag()).toBeNull();
  expect(browser.record.cookies).toEqual([]);
  store.sagaTask.cancel();
});

describe('in another tab', () => {
  test('a logout there drops the user shown here, without writing the flag back', async () => {
    const { context, store, browser } = tab({ api: fakeApi(), loggedInBefore: true, boot: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().user.status).toBe('loggedIn');
    const cookiesBefore = browser.record.cookies.length;
    // The other tab wrote false to the shared storage; this tab's storage already holds it.
    context.storage.write(STORAGE_KEYS.login, false);
    browser.otherTabWrites(STORAGE_KEYS.login, 'false');
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().user.status).toBe('anonymous');
    expect(browser.record.cookies.length).toBe(cookiesBefore);
    store.sagaTask.cancel();
  });

  test('a login there loads the user here', async () => {
    const api = fakeApi({ fetchUserInfo: null });
    const { context, store, browser } = tab({ api, boot: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().user.status).toBe('anonymous');
    api.set('fetchUserInfo', { userInfo: { userId: '10000001', loginName: 'demo' }, settings: {} });
    context.storage.write(STORAGE_KEYS.login, true);
    browser.otherTabWrites(STORAGE_KEYS.login, 'true');
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().user.status).toBe('loggedIn');
    store.sagaTask.cancel();
  });

  test('a change of another key, or of the flag in a named area, is not a login or a logout', async () => {
    const { store, browser, api } = tab({ api: fakeApi({ fetchUserInfo: null }), boot: true });
    await jest.advanceTimersByTimeAsync(0);
    const calls = api.calls.fetchUserInfo;
    browser.otherTabWrites(STORAGE_KEYS.theme, '"white"');
    browser.otherTabWrites(`common:${STORAGE_KEYS.login}`, 'true');
    await jest.advanceTimersByTimeAsync(0);
    expect(api.calls.fetchUserInfo).toBe(calls);
    expect(store.getState().user.status).toBe('anonymous');
    store.sagaTask.cancel();
  });
});

test('a stopped login-flag saga stops listening to the other tabs', async () => {
  const browser = fakeBrowser();
  const subscribe = browser.browser.subscribeStorage;
  let listening = 0;
  browser.browser.subscribeStorage = (listener) => {
    listening += 1;
    const unsubscribe = subscribe(listener);
    return () => {
      listening -= 1;
      unsubscribe();
    };
  };
  const { context } = fakeContext({ browser: browser.browser });
  const store = makeStore({ context, saga: loginFlagSaga });
  await jest.advanceTimersByTimeAsync(0);
  expect(listening).toBe(1);
  store.sagaTask.cancel();
  expect(listening).toBe(0);
});

describe('a flag change in another tab that matches this one', () => {
  /** The tab's actions as they pass, to see that nothing was dispatched. */
  function recorded(options: Parameters<typeof tab>[0]) {
    const actions: string[] = [];
    const api = options?.api ?? fakeApi({ fetchUserInfo: null });
    const browser = fakeBrowser();
    const { context, storage } = fakeContext({ api: api.api, browser: browser.browser });
    if (options?.loggedInBefore) storage.write(STORAGE_KEYS.login, true);
    const store = makeStore({
      context,
      *saga() {
        yield spawn(loginFlagSaga);
        yield spawn(bootstrapSaga);
        yield takeEvery('*', (action: { type: string }) => void actions.push(action.type));
      },
    });
    return { store, api, browser, actions };
  }

  test('a login there while this tab is logged in already loads nothing again', async () => {
    const { store, api, browser } = recorded({ api: fakeApi(), loggedInBefore: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().user.status).toBe('loggedIn');
    const calls = api.calls.fetchUserInfo;
    browser.otherTabWrites(STORAGE_KEYS.login, 'true');
    await jest.advanceTimersByTimeAsync(0);
    expect(api.calls.fetchUserInfo).toBe(calls);
    store.sagaTask.cancel();
  });

  test('a logout there while this tab shows nobody clears nothing', async () => {
    const { store, browser, actions } = recorded({});
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().user.status).toBe('anonymous');
    browser.otherTabWrites(STORAGE_KEYS.login, 'false');
    await jest.advanceTimersByTimeAsync(0);
    expect(actions).not.toContain(userCleared.type);
    store.sagaTask.cancel();
  });
});

test("a change in another tab's session storage is not a login", async () => {
  const browser = fakeBrowser();
  const listeners: ((event: { key: string | null; newValue: string | null; storageArea: Storage | null }) => void)[] = [];
  browser.browser.subscribeStorage = (listener) => {
    listeners.push(listener);
    return () => undefined;
  };
  const api = fakeApi({ fetchUserInfo: null });
  const store = makeStore({ context: fakeContext({ api: api.api, browser: browser.browser }).context, saga: loginFlagSaga });
  await jest.advanceTimersByTimeAsync(0);
  for (const listener of listeners) listener({ key: STORAGE_KEYS.login, newValue: 'true', storageArea: globalThis.sessionStorage });
  await jest.advanceTimersByTimeAsync(0);
  expect(api.calls.fetchUserInfo).toBeUndefined();
  store.sagaTask.cancel();
});

test("the cookie written with the flag keeps the shell's default unit when none was chosen", async () => {
  const { store, api, browser } = tab();
  api.set('fetchUserInfo', { userInfo: { userId: '10000001', loginName: 'demo' }, settings: {} });
  store.dispatch(loginRequested({ account: 'demo', password: 'pw' }));
  await jest.advanceTimersByTimeAsync(0);
  expect(browser.record.cookies.at(-1)).toMatchObject({ login: true, unit: 'USD' });
  store.sagaTask.cancel();
});

describe('another tab writing', () => {
  test('true under another key loads no user', async () => {
    const { store, browser, api } = tab({ api: fakeApi({ fetchUserInfo: null }), boot: true });
    await jest.advanceTimersByTimeAsync(0);
    const calls = api.calls.fetchUserInfo;
    browser.otherTabWrites(STORAGE_KEYS.showAsset, 'true');
    await jest.advanceTimersByTimeAsync(0);
    expect(api.calls.fetchUserInfo).toBe(calls);
    store.sagaTask.cancel();
  });

  test('the flag as false, while this tab shows nobody, loads no user', async () => {
    const { store, browser, api } = tab({ api: fakeApi({ fetchUserInfo: null }), boot: true });
    await jest.advanceTimersByTimeAsync(0);
    const calls = api.calls.fetchUserInfo;
    browser.otherTabWrites(STORAGE_KEYS.login, 'false');
    await jest.advanceTimersByTimeAsync(0);
    expect(api.calls.fetchUserInfo).toBe(calls);
    store.sagaTask.cancel();
  });

  test('the flag as true, while this tab is logged in, keeps the user shown', async () => {
    const { store, browser } = tab({ api: fakeApi(), loggedInBefore: true, boot: true });
    await jest.advanceTimersByTimeAsync(0);
    browser.otherTabWrites(STORAGE_KEYS.login, 'true');
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().user.status).toBe('loggedIn');
    store.sagaTask.cancel();
  });
});
