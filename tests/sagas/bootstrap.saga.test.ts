import { makeStore } from '../../src/app/make-store';
import { STORAGE_KEYS } from '../../src/core/storage';
import { PROBE_TIMEOUT_MS, bootstrapSaga } from '../../sagas/bootstrap.saga';
import { connectionResumed } from '../../store/session.actions';
import { USER_ANSWER, fakeApi, fakeBrowser, fakeContext } from '../support/saga-fakes';

async function boot(api = fakeApi(), browser = fakeBrowser({ 'https://a.test': 40, 'https://b.test': 12 })) {
  const { context, storage } = fakeContext({ api: api.api, browser: browser.browser });
  const store = makeStore({ context, saga: bootstrapSaga });
  await store.sagaTask.toPromise();
  return { store, storage, api, browser };
}

test('a logged-in user is mapped into the store and their id is stored', async () => {
  const { store, storage } = await boot();
  const user = store.getState().user;
  expect(user.status).toBe('loggedIn');
  expect(user.info?.userId).toBe('10000001');
  expect(user.info?.hasRealValidate).toBe(true);
  expect(user.info?.email).toBe('demo@example.com');
  expect(user.info?.phone).toBe('');
  expect(storage.read(STORAGE_KEYS.userId, '')).toBe('10000001');
});

test('an anonymous answer leaves the visitor logged out and forgets a stored user id', async () => {
  const api = fakeApi({ fetchUserInfo: null });
  const { context, storage } = fakeContext({ api: api.api });
  storage.write(STORAGE_KEYS.userId, 'stale');
  const store = makeStore({ context, saga: bootstrapSaga });
  await store.sagaTask.toPromise();
  expect(store.getState().user.status).toBe('anonymous');
  expect(storage.readRaw(STORAGE_KEYS.userId)).toBeNull();
});

test('a failed userinfo call clears the stored user id', async () => {
  const api = fakeApi({ fetchUserInfo: () => Promise.reject(new Error('500')) });
  const { context, storage } = fakeContext({ api: api.api });
  storage.write(STORAGE_KEYS.userId, '10000001');
  const store = makeStore({ context, saga: bootstrapSaga });
  await store.sagaTask.toPromise();
  expect(store.getState().user.status).toBe('failed');
  expect(storage.readRaw(STORAGE_KEYS.userId)).toBeNull();
});

test('the image-domain probe keeps the fastest host that answered', async () => {
  const { store, storage } = await boot();
  expect(store.getState().appConfig.imageDomain).toBe('https://b.test');
  expect(storage.read(STORAGE_KEYS.fastestImageDomain, '')).toBe('https://b.test');
});

test('the probe ignores hosts that fail and unsafe entries in the list', async () => {
  const api = fakeApi({
    fetchDomainConfig: {
      imgDomainConfig: { foreignDomainList: ['javascript:alert(1)', 'https://a.test', 42], internalDomainList: ['https://down.test'] },
    },
  });
  const { store } = await boot(api, fakeBrowser({ 'https://a.test': 30 }));
  expect(store.getState().appConfig.imageDomain).toBe('https://a.test');
});

test('no host answering the probe chooses none', async () => {
  const { store, storage } = await boot(fakeApi(), fakeBrowser({}));
  expect(store.getState().appConfig.imageDomain).toBeNull();
  expect(storage.readRaw(STORAGE_KEYS.fastestImageDomain)).toBeNull();
});

test('the client common config sets the upload switch and the ip', async () => {
  const { store } = await boot();
  expect(store.getState().appConfig).toMatchObject({ uploadEnabled: true, ip: '127.0.0.1' });
});

describe('background configs that fail', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  function bootFailing(api: ReturnType<typeof fakeApi>) {
    const browser = fakeBrowser({ 'https://a.test': 40 });
    const { context } = fakeContext({ api: api.api, browser: browser.browser });
    return { store: makeStore({ context, saga: bootstrapSaga }), browser };
  }

  test('a failed common config turns uploads off and is only logged, once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = bootFailing(fakeApi({ fetchClientCommonConfig: () => Promise.reject(new Error('timeout')) }));
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(store.getState().appConfig.uploadEnabled).toBe(false);
    expect(store.getState().toasts.items).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('client common config failed; tracking uploads are off until it answers', expect.any(Error));
    store.sagaTask.cancel();
  });

  test('the common config is asked for again with a backoff, and turns uploads on when it answers', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const api = fakeApi({ fetchClientCommonConfig: () => Promise.reject(new Error('timeout')) });
    const { store } = bootFailing(api);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.calls.fetchClientCommonConfig).toBeGreaterThan(1);
    expect(api.calls.fetchClientCommonConfig).toBeLessThanOrEqual(8);
    api.set('fetchClientCommonConfig', { clientCommonConfig: { eventLogUploadSwitch: true }, localVo: { ip: '::1' } });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(store.getState().appConfig).toMatchObject({ uploadEnabled: true, ip: '::1' });
    await store.sagaTask.toPromise();
  });

  test('the domain config is retried with a backoff, and at once when the browser is back online', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.999_999);
    const api = fakeApi({ fetchDomainConfig: () => Promise.reject(new Error('network')) });
    const { store } = bootFailing(api);
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    // 1 + 1 s + 2 s + 4 s + 8 s + 16 s + 32 s + then one a minute.
    expect(api.calls.fetchDomainConfig).toBeLessThanOrEqual(7 + 10);
    const before = api.calls.fetchDomainConfig!;
    api.set('fetchDomainConfig', { imgDomainConfig: { foreignDomainList: ['https://a.test'], internalDomainList: [] } });
    store.dispatch(connectionResumed({ cause: 'online' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(api.calls.fetchDomainConfig).toBe(before + 1);
    expect(store.getState().appConfig.imageDomain).toBe('https://a.test');
    store.sagaTask.cancel();
  });
});

test('a host that does not answer within 5 s is left out of the probe', async () => {
  jest.useFakeTimers();
  try {
    const browser = fakeBrowser({ 'https://a.test': 40 });
    const slow = browser.browser.probeImage;
    browser.browser.probeImage = (url) => (url.startsWith('https://b.test') ? new Promise(() => {}) : slow(url));
    const { context } = fakeContext({ api: fakeApi().api, browser: browser.browser });
    const store = makeStore({ context, saga: bootstrapSaga });
    await jest.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    await store.sagaTask.toPromise();
    expect(store.getState().appConfig.imageDomain).toBe('https://a.test');
  } finally {
    jest.useRealTimers();
  }
});

test('the probe times only http and https hosts, however fast another would answer, at the probe image below each', async () => {
  const api = fakeApi({
    fetchDomainConfig: {
      imgDomainConfig: {
        foreignDomainList: ['javascript:alert(1)//', 'ftp://files.test/?https://', 'https://a.test'],
        internalDomainList: ['http://b.test//'],
      },
    },
  });
  const probed: string[] = [];
  const browser = fakeBrowser({ 'javascript:': 1, 'ftp://': 1, 'https://a.test': 30, 'http://b.test': 20 });
  const probe = browser.browser.probeImage;
  browser.browser.probeImage = (url) => (probed.push(url), probe(url));
  const { store } = await boot(api, browser);
  expect(probed).toEqual(['https://a.test/static/probe.png', 'http://b.test/static/probe.png']);
  expect(store.getState().appConfig.imageDomain).toBe('http://b.test//');
});

test('a host that does not answer within 5 s is not chosen, even listed first', async () => {
  jest.useFakeTimers();
  try {
    const api = fakeApi({ fetchDomainConfig: { imgDomainConfig: { foreignDomainList: ['https://slow.test', 'https://a.test'], internalDomainList: [] } } });
    const browser = fakeBrowser({ 'https://a.test': 40 });
    const answered = browser.browser.probeImage;
    browser.browser.probeImage = (url) => (url.startsWith('https://slow.test') ? new Promise(() => {}) : answered(url));
    const { context } = fakeContext({ api: api.api, browser: browser.browser });
    const store = makeStore({ context, saga: bootstrapSaga });
    await jest.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    await store.sagaTask.toPromise();
    expect(store.getState().appConfig.imageDomain).toBe('https://a.test');
  } finally {
    jest.useRealTimers();
  }
});

test('the client common config keeps the upload switch only when it is true, and the ip and support link only as text', async () => {
  const answers = [
    [{ clientCommonConfig: { eventLogUploadSwitch: 'true', supportUrl: 'https://help.test/' }, localVo: { ip: 7 } }, { uploadEnabled: false, ip: null, supportUrl: 'https://help.test/' }],
    [{ clientCommonConfig: { eventLogUploadSwitch: false, supportUrl: 42 }, localVo: {} }, { uploadEnabled: false, ip: null, supportUrl: null }],
    [{}, { uploadEnabled: false, ip: null, supportUrl: null }],
    [null, { uploadEnabled: false, ip: null, supportUrl: null }],
  ] as const;
  for (const [answer, expected] of answers) {
    const { store } = await boot(fakeApi({ fetchClientCommonConfig: answer }));
    expect(store.getState().appConfig).toMatchObject(expected);
  }
});

test('a logged-in user\'s balances and sub-accounts are loaded after the user info', async () => {
  const { store, api } = await boot(fakeApi({ fetchUserInfo: { ...USER_ANSWER, userInfo: { ...USER_ANSWER.userInfo, switchFlag: 1 } } }));
  expect(api.calls).toMatchObject({ fetchUserInfo: 1, fetchBalance: 1, fetchSubAccounts: 1 });
  expect(store.getState().user.balances).toEqual([{ coin: 'USDT', available: '10000.00', frozen: '0.00' }]);
  expect(store.getState().user.accounts?.subAccounts).toEqual([{ userId: '10000002', loginName: 'demo-sub' }]);
});
