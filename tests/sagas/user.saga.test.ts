import type { Task } from 'redux-saga';
import { call, cancel, takeEvery } from 'redux-saga/effects';
import { makeStore } from '../../src/app/make-store';
import { STORAGE_KEYS } from '../../src/core/storage';
import { mapUserInfo } from '../../src/core/user-info';
import { initialPreferences } from '../../store/preferences.slice';
import { userInfoUnreachable } from '../../store/user.slice';
import { loadBalances, loadSubAccounts, loadUserInfo } from '../../sagas/user.saga';
import { USER_ANSWER, fakeApi, fakeContext } from '../support/saga-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const ACCOUNTS = {
  current: '10000001',
  main: { userId: '10000001', loginName: 'demo' },
  subAccounts: [{ userId: '10000002', loginName: 'demo-sub' }],
};

/** Runs one loader in a real store, logged in with `info` (or anonymous), against the fake API's answers. */
async function run(loader: () => Generator, options: { answers?: Parameters<typeof fakeApi>[0]; info?: object | null; storedUserId?: string } = {}) {
  const fake = fakeApi(options.answers);
  const { context, storage } = fakeContext({ api: fake.api });
  if (options.storedUserId !== undefined) storage.write(STORAGE_KEYS.userId, options.storedUserId);
  const info = options.info === undefined ? mapUserInfo(USER_ANSWER) : options.info === null ? null : mapUserInfo(options.info);
  const store = makeStore({
    context,
    saga: function* () {
      yield call(loader);
    },
    preloadedState: { user: { info, balances: null, accounts: null, status: info ? 'loggedIn' : 'anonymous' } },
  });
  await settle();
  return { store, fake, storage };
}

const failing = () => Promise.reject(new Error('network'));
const switchable = { ...USER_ANSWER, userInfo: { ...USER_ANSWER.userInfo, switchFlag: 1 } };

describe('loadUserInfo', () => {
  it('stores the user id and marks the user logged in', async () => {
    const { store, storage } = await run(loadUserInfo, { info: null });
    expect(store.getState().user).toMatchObject({ status: 'loggedIn', info: { userId: '10000001' } });
    expect(storage.read(STORAGE_KEYS.userId, null, (v): v is string => typeof v === 'string')).toBe('10000001');
  });

  it('an anonymous answer removes a stored user id', async () => {
    const { store, storage } = await run(loadUserInfo, { info: null, answers: { fetchUserInfo: null }, storedUserId: '10000009' });
    expect(store.getState().user.status).toBe('anonymous');
    expect(storage.read(STORAGE_KEYS.userId, 'none', (v): v is string => typeof v === 'string')).toBe('none');
  });

  it('a failed call clears the user and the stored id (SPEC 4)', async () => {
    const { store, storage } = await run(loadUserInfo, { answers: { fetchUserInfo: failing }, storedUserId: '10000001' });
    expect(store.getState().user).toMatchObject({ status: 'failed', info: null });
    expect(storage.read(STORAGE_KEYS.userId, 'none', (v): v is string => typeof v === 'string')).toBe('none');
  });
});

describe('loadUserInfo when the call cannot get through', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // The shortest wait of each backoff window: 0.5 s, 1 s, 2 s ...
    jest.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const rejecting = (error: object) => () => Promise.reject(Object.assign(new Error('request failed'), error));
  const readId = (storage: ReturnType<typeof fakeContext>['storage']) =>
    storage.read(STORAGE_KEYS.userId, 'none', (v): v is string => typeof v === 'string');

  /** A browser whose session flag is `session`, asking who the user is while the call fails with `error`. */
  function start(error: object, session: boolean | undefined) {
    const fake = fakeApi({ fetchUserInfo: rejecting(error) });
    const { context, storage } = fakeContext({ api: fake.api });
    if (session !== undefined) storage.write(STORAGE_KEYS.login, session);
    storage.write(STORAGE_KEYS.userId, '10000001');
    let told = 0;
    const store = makeStore({
      context,
      saga: function* () {
        const counting: Task = yield takeEvery(userInfoUnreachable.type, () => void (told += 1));
        yield call(loadUserInfo);
        yield cancel(counting);
      },
    });
    return { store, fake, storage, told: () => told };
  }

  it.each([
    ['offline', { kind: 'network' }],
    ['timed out', { kind: 'timeout' }],
    ['answered 503', { kind: 'http', status: 503 }],
    ['answered 429', { kind: 'http', status: 429 }],
  ])('a session whose call %s shows it is reconnecting, keeps the login flag, and is logged in once the call answers', async (_, error) => {
    const { store, fake, storage } = start(error, true);
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().user).toMatchObject({ status: 'unreachable', info: null });
    // SPEC 4 still holds: the failed call cleared the stored id.
    expect(readId(storage)).toBe('none');
    expect(storage.read(STORAGE_KEYS.login, false)).toBe(true);

    await jest.advanceTimersByTimeAsync(500);
    expect(fake.calls.fetchUserInfo).toBe(2);
    expect(store.getState().user.status).toBe('unreachable');

    fake.set('fetchUserInfo', USER_ANSWER);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(fake.calls.fetchUserInfo).toBe(3);
    expect(store.getState().user).toMatchObject({ status: 'loggedIn', info: { userId: '10000001' } });
    expect(readId(storage)).toBe('10000001');
    await store.sagaTask.toPromise();
  });

  it.each([
    ['logged out before', false],
    ['never logged in here', undefined],
  ])('a visitor %s is not told of reconnecting: the page stays as it loads, and the call is retried', async (_, session) => {
    const { store, fake } = start({ kind: 'network' }, session);
    await jest.advanceTimersByTimeAsync(1_500);
    expect(store.getState().user.status).toBe('loading');
    expect(fake.calls.fetchUserInfo).toBe(3);
    fake.set('fetchUserInfo', null);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(store.getState().user.status).toBe('anonymous');
    await store.sagaTask.toPromise();
  });

  it('retries no faster than the backoff allows, a handful of calls a minute at most, and says so once', async () => {
    const { store, fake, told } = start({ kind: 'network' }, true);
    await jest.advanceTimersByTimeAsync(60_000);
    // 0 s, then waits of 0.5, 1, 2, 4, 8, 16 s, then 32 s: 7 calls in the first minute.
    expect(fake.calls.fetchUserInfo).toBe(7);
    expect(told()).toBe(1);
    store.sagaTask.cancel();
  });

  it('an answer that ends the session after passing failures still marks the user failed', async () => {
    const { store, fake } = start({ kind: 'timeout' }, true);
    await jest.advanceTimersByTimeAsync(0);
    fake.set('fetchUserInfo', rejecting({ kind: 'http', status: 401 }));
    await jest.advanceTimersByTimeAsync(500);
    expect(store.getState().user).toMatchObject({ status: 'failed', info: null });
    await store.sagaTask.toPromise();
  });

  it.each([
    ['a 404', { kind: 'http', status: 404 }],
    ['an unreadable answer', { kind: 'malformed' }],
    ['an error code', { kind: 'envelope', code: '40001' }],
  ])('%s is a verdict, not a passing fault: the user is marked failed at once, with no retry', async (_, error) => {
    const { store, fake } = start(error, true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(store.getState().user.status).toBe('failed');
    expect(fake.calls.fetchUserInfo).toBe(1);
  });
});

describe('loadBalances', () => {
  it('keeps the well-formed balances of the answer', async () => {
    const balances = [{ coin: 'USDT', available: '1.00', frozen: '0.00' }, { coin: 'BTC', available: 1 }, null];
    const { store } = await run(loadBalances, { answers: { fetchBalance: { balances } } });
    expect(store.getState().user.balances).toEqual([{ coin: 'USDT', available: '1.00', frozen: '0.00' }]);
  });

  it('reads an answer without a list as no balances', async () => {
    const { store } = await run(loadBalances, { answers: { fetchBalance: { balances: 'none' } } });
    expect(store.getState().user.balances).toEqual([]);
  });

  it('reads an empty (null) answer as no balances', async () => {
    const { store } = await run(loadBalances, { answers: { fetchBalance: null } });
    expect(store.getState().user.balances).toEqual([]);
  });

  it('ends quietly for a visitor with no user info at all: no call, no saga error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, fake } = await run(loadBalances, { info: null });
    expect(fake.calls['fetchBalance']).toBeUndefined();
    expect(store.getState().user.balances).toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('asks nothing for a visitor who is not logged in, and keeps nothing after a failure', async () => {
    const anonymous = await run(loadBalances, { info: null });
    expect(anonymous.fake.calls['fetchBalance']).toBeUndefined();
    expect(anonymous.store.getState().user.balances).toBeNull();
    const failed = await run(loadBalances, { answers: { fetchBalance: failing } });
    expect(failed.fake.calls['fetchBalance']).toBe(1);
    expect(failed.store.getState().user.balances).toBeNull();
  });
});

describe('loadSubAccounts', () => {
  it('ends quietly for a visitor with no user info at all: no call, no saga error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, fake } = await run(loadSubAccounts, { info: null });
    expect(fake.calls['fetchSubAccounts']).toBeUndefined();
    expect(store.getState().user.accounts).toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('loads the accounts of a user who can switch, keeping only well-formed sub-accounts', async () => {
    const subAccounts = [...ACCOUNTS.subAccounts, { userId: 3 }, null];
    const { store } = await run(loadSubAccounts, { info: switchable, answers: { fetchSubAccounts: { ...ACCOUNTS, subAccounts } } });
    expect(store.getState().user.accounts).toEqual(ACCOUNTS);
  });

  it('asks nothing for a user who cannot switch', async () => {
    const { store, fake } = await run(loadSubAccounts);
    expect(fake.calls['fetchSubAccounts']).toBeUndefined();
    expect(store.getState().user.accounts).toBeNull();
  });

  it.each([
    ['no current account', { ...ACCOUNTS, current: 7 }],
    ['a main account without a login name', { ...ACCOUNTS, main: { userId: '10000001' } }],
    ['no main account', { ...ACCOUNTS, main: null }],
    ['sub-accounts that are not a list', { ...ACCOUNTS, subAccounts: {} }],
    ['no answer', null],
  ])('keeps the switcher hidden for an answer with %s', async (_name, answer) => {
    const { store, fake } = await run(loadSubAccounts, { info: switchable, answers: { fetchSubAccounts: answer } });
    expect(fake.calls['fetchSubAccounts']).toBe(1);
    expect(store.getState().user.accounts).toBeNull();
  });

  it('keeps the switcher hidden when the call fails', async () => {
    const { store, fake } = await run(loadSubAccounts, { info: switchable, answers: { fetchSubAccounts: failing } });
    expect(fake.calls['fetchSubAccounts']).toBe(1);
    expect(store.getState().user.accounts).toBeNull();
  });
});

describe('loadUserInfo asks', () => {
  it("in the visitor's language, showing the user as loading until the answer", async () => {
    const fake = fakeApi({ fetchUserInfo: () => new Promise(() => undefined) });
    const store = makeStore({
      context: fakeContext({ api: fake.api }).context,
      saga: loadUserInfo,
      preloadedState: { preferences: { ...initialPreferences, locale: 'tr' } },
    });
    await settle();
    expect(fake.args['fetchUserInfo']).toEqual([['tr']]);
    expect(store.getState().user.status).toBe('loading');
  });
});

describe('loadBalances drops', () => {
  it.each([
    ['a coin that is not a string', { coin: 5, available: '1.00', frozen: '0.00' }],
    ['an amount available that is not a string', { coin: 'BTC', available: 1, frozen: '0.00' }],
    ['a frozen amount that is not a string', { coin: 'ETH', available: '1.00', frozen: 0 }],
  ])('an entry with %s', async (_name, entry) => {
    const { store } = await run(loadBalances, { answers: { fetchBalance: { balances: [entry] } } });
    expect(store.getState().user.balances).toEqual([]);
  });
});

describe('loadSubAccounts drops', () => {
  it('a sub-account whose user id is not a string, keeping the rest', async () => {
    const subAccounts = [{ userId: 10000003, loginName: 'numeric' }, ...ACCOUNTS.subAccounts];
    const { store } = await run(loadSubAccounts, { info: switchable, answers: { fetchSubAccounts: { ...ACCOUNTS, subAccounts } } });
    expect(store.getState().user.accounts?.subAccounts).toEqual(ACCOUNTS.subAccounts);
  });
});
