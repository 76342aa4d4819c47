import { makeStore } from '../../src/app/make-store';
import { STORAGE_KEYS } from '../../src/core/storage';
import { passwordChangeSaga } from '../../sagas/password-change.saga';
import { confirmSessionEnded } from '../../sagas/session-ended';
import { USER_ANSWER, fakeApi, fakeBrowser, fakeContext } from '../support/saga-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 50 && !done(); turn += 1) await settle();
  expect(done()).toBe(true);
}

const LOGGED_IN = { user: { info: { userId: '10000001' } as never, balances: null, accounts: null, status: 'loggedIn' as const } };

function setup(userInfo: () => Promise<unknown>) {
  const api = fakeApi({ fetchUserInfo: userInfo });
  const browser = fakeBrowser({}, { pathname: '/futures/usdt/BTCUSDT', search: '?view=orders' });
  const { context, storage } = fakeContext({ api: api.api, browser: browser.browser });
  storage.write(STORAGE_KEYS.userId, '10000001');
  storage.write(STORAGE_KEYS.login, true);
  const store = makeStore({ context, saga: confirmSessionEnded, preloadedState: LOGGED_IN as never });
  return { store, api, browser, storage, context };
}

test('a session the gateway no longer knows is logged out as a logout does, and the login page says the login expired and leads back', async () => {
  const { store, api, browser, storage, context } = setup(() => Promise.resolve(null));
  await until(() => browser.record.opened.length > 0);
  expect(api.calls['fetchUserInfo']).toBe(1);
  expect(browser.record.removedCookies).toEqual(['refresh_token']);
  expect([api.calls['clearCookie'], api.calls['logout'], browser.record.keysForgotten]).toEqual([1, 1, 1]);
  expect(store.getState().user).toMatchObject({ info: null, status: 'anonymous' });
  // Logging in again leads back to the page the session ended on.
  expect(browser.record.opened).toEqual(['/login?from=%2Ffutures%2Fusdt%2FBTCUSDT%3Fview%3Dorders']);

  // The login page the logout opens tells why, once.
  const login = makeStore({ context, saga: passwordChangeSaga });
  await settle();
  expect(login.getState().auth.notice).toBe('sessionEnded');
  expect(storage.readRaw(STORAGE_KEYS.signedOutNotice)).toBeNull();
});

test('a logout in another tab of this browser drops the user and leaves the page as it is: no login page, no notice', async () => {
  const api = fakeApi({ fetchUserInfo: () => Promise.resolve(null) });
  const browser = fakeBrowser();
  const { context, storage } = fakeContext({ api: api.api, browser: browser.browser });
  // The other tab's logout cleared the flag the tabs share.
  storage.write(STORAGE_KEYS.login, false);
  const store = makeStore({ context, saga: confirmSessionEnded, preloadedState: LOGGED_IN as never });
  await until(() => store.getState().user.status === 'anonymous');
  await settle();
  expect(store.getState().user.info).toBeNull();
  expect([browser.record.opened, browser.record.reloads, api.calls['logout'] ?? 0]).toEqual([[], 0, 0]);
  expect(storage.readRaw(STORAGE_KEYS.signedOutNotice)).toBeNull();
});

test('a browser that has another session (a switch in another tab) takes it up and stays logged in', async () => {
  const { store, browser, storage } = setup(() => Promise.resolve({ ...USER_ANSWER, userInfo: { ...USER_ANSWER.userInfo, userId: '10000002' } }));
  await until(() => store.getState().user.info?.userId === '10000002');
  await settle();
  expect(store.getState().user.status).toBe('loggedIn');
  expect([browser.record.opened, browser.record.removedCookies, browser.record.keysForgotten]).toEqual([[], [], 0]);
  expect(storage.readRaw(STORAGE_KEYS.signedOutNotice)).toBeNull();
});

describe('a user-info call that fails', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('on the way (offline, a 503) is asked again until it answers, and its answer decides', async () => {
    const answers = [Promise.reject({ kind: 'network' }), Promise.reject({ kind: 'http', status: 503 }), Promise.resolve(null)];
    const { api, browser } = setup(() => answers.shift() as Promise<unknown>);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.calls['fetchUserInfo']).toBe(3);
    expect(browser.record.opened).toEqual(['/login?from=%2Ffutures%2Fusdt%2FBTCUSDT%3Fview%3Dorders']);
  });

  test('refused outright (a 403) is not asked again and logs nobody out: the tab stays as it is', async () => {
    const { store, api, browser } = setup(() => Promise.reject({ kind: 'http', status: 403, toast: true }));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.calls['fetchUserInfo']).toBe(1);
    expect(store.getState().user.status).toBe('loggedIn');
    expect([browser.record.opened, browser.record.removedCookies]).toEqual([[], []]);
  });
});
