import { makeStore } from '../../src/app/make-store';
import { STORAGE_KEYS } from '../../src/core/storage';
import { PROBE_TIMEOUT_MS, bootstrapSaga } from '../../sagas/bootstrap.saga';
import { fakeApi, fakeBrowser, fakeContext } from '../support/saga-fakes';

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

test('a failed common config turns uploads off and is only logged', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { store } = await boot(fakeApi({ fetchClientCommonConfig: () => Promise.reject(new Error('timeout')) }));
  expect(store.getState().appConfig.uploadEnabled).toBe(false);
  expect(store.getState().toasts.items).toEqual([]);
  expect(warn).toHaveBeenCalled();
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
