import { makeStore } from '../../src/app/make-store';
import type { VerifiedSignConfig } from '../../src/crypto/sign-config';
import { STORAGE_KEYS } from '../../src/core/storage';
import { passwordChangeSaga } from '../../sagas/password-change.saga';
import { passwordChangeRequested } from '../../store/auth.slice';
import { selectPasswordChange } from '../../store/password-change.slice';
import { fakeActors, fakeApi, fakeBrowser, fakeContext } from '../support/saga-fakes';

const PAIR = { publicKey: 'stored', privateKey: {} as CryptoKey, algorithm: 'rsa1024' as const };
const FORM = { current: 'Demo-pass-2026', next: 'Fresh-pass-2027' };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the saga run until `done` holds: the work loads with the first request (a dynamic import). */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 50 && !done(); turn += 1) await settle();
  expect(done()).toBe(true);
}

function setup(api = fakeApi(), signConfig?: Parameters<typeof fakeActors>[2]) {
  const browser = fakeBrowser();
  const { actors } = fakeActors({}, PAIR, signConfig);
  const { context, storage } = fakeContext({ api: api.api, browser: browser.browser, actors });
  storage.write(STORAGE_KEYS.userId, '10000001');
  const store = makeStore({
    context,
    saga: passwordChangeSaga,
    preloadedState: { user: { info: { userId: '10000001' } as never, balances: null, accounts: null, status: 'loggedIn' } },
  });
  return { store, api, browser, storage, context, actors };
}

const changeOf = (store: ReturnType<typeof setup>['store']) => selectPasswordChange(store.getState());

test('a change sends the current and the new password, then logs out as a logout does and opens the login page', async () => {
  const { store, api, browser, storage } = setup();
  store.dispatch(passwordChangeRequested(FORM));
  await until(() => browser.record.opened.length > 0);

  expect(api.args['changePassword']).toEqual([[{ pwd: 'Demo-pass-2026', newPwd: 'Fresh-pass-2027' }]]);
  expect(changeOf(store).status).toBe('succeeded');
  // The app's logout: cookie, both logout calls, the stored user id and the key pair, the user's state.
  expect(browser.record.removedCookies).toEqual(['refresh_token']);
  expect([api.calls['clearCookie'], api.calls['logout']]).toEqual([1, 1]);
  expect(storage.readRaw(STORAGE_KEYS.userId)).toBeNull();
  expect(browser.record.keysForgotten).toBe(1);
  expect(store.getState().user).toMatchObject({ info: null, status: 'anonymous' });
  // A full page load of the login page rather than a reload of this one, with the notice waiting for it.
  expect(browser.record.opened).toEqual(['/login']);
  expect(browser.record.reloads).toBe(0);
  expect(storage.read(STORAGE_KEYS.signedOutNotice, '')).toBe('passwordChanged');
});

test('the login page the logout opens says why, once', async () => {
  const first = setup();
  first.storage.write(STORAGE_KEYS.signedOutNotice, 'passwordChanged');
  const store = makeStore({ context: first.context, saga: passwordChangeSaga });
  await settle();
  expect(store.getState().auth.notice).toBe('passwordChanged');
  expect(first.storage.readRaw(STORAGE_KEYS.signedOutNotice)).toBeNull();

  const again = makeStore({ context: first.context, saga: passwordChangeSaga });
  await settle();
  expect(again.getState().auth.notice).toBeNull();
});

test('a wrong current password is shown by that field, in the form’s words; nobody is logged out', async () => {
  const refusal = { kind: 'envelope', code: '20001', serverMessage: 'Incorrect account or password', toast: false };
  const { store, browser } = setup(fakeApi({ changePassword: () => Promise.reject(refusal) }));
  store.dispatch(passwordChangeRequested(FORM));
  await until(() => changeOf(store).status === 'failed');
  expect(changeOf(store)).toEqual({
    status: 'failed',
    field: 'current',
    error: { messageKey: 'account.security.errors.currentWrong' },
  });
  expect([browser.record.opened, browser.record.keysForgotten]).toEqual([[], 0]);
  expect(store.getState().user.status).toBe('loggedIn');
});

test.each([
  ['20006', 'auth.errors.password'],
  ['20007', 'account.security.errors.unchanged'],
])('a new password the gateway refuses (%s) is shown by the new password', async (code, messageKey) => {
  const { store } = setup(fakeApi({ changePassword: () => Promise.reject({ kind: 'envelope', code, serverMessage: 'x' }) }));
  store.dispatch(passwordChangeRequested(FORM));
  await until(() => changeOf(store).status === 'failed');
  expect(changeOf(store)).toMatchObject({ field: 'next', error: { messageKey } });
});

test('too many attempts (429) say how long to wait, above the form', async () => {
  const refusal = { kind: 'http', status: 429, code: '42901', messageKey: 'errors.rateLimitedMinutes', values: { wait: 2 }, toast: false };
  const { store, browser } = setup(fakeApi({ changePassword: () => Promise.reject(refusal) }));
  store.dispatch(passwordChangeRequested(FORM));
  await until(() => changeOf(store).status === 'failed');
  expect(changeOf(store)).toEqual({
    status: 'failed',
    field: null,
    error: { messageKey: 'errors.rateLimitedMinutes', values: { wait: 2 } },
  });
  expect(browser.record.opened).toEqual([]);
});

test('a network failure says so above the form and keeps the session', async () => {
  const refusal = { kind: 'network', messageKey: 'errors.network', toast: false };
  const { store, browser } = setup(fakeApi({ changePassword: () => Promise.reject(refusal) }));
  store.dispatch(passwordChangeRequested(FORM));
  await until(() => changeOf(store).status === 'failed');
  expect(changeOf(store)).toMatchObject({ field: null, error: { messageKey: 'errors.network' } });
  expect([browser.record.opened, browser.record.keysForgotten, store.getState().user.status]).toEqual([[], 0, 'loggedIn']);
});

test('a change refused for its server key (40012) is sealed and sent once more under the renewed key', async () => {
  const stale = { kind: 'http', code: '40012', serverMessage: 'Login sealed under an expired server key', toast: false };
  let calls = 0;
  const api = fakeApi({ changePassword: () => (calls++ === 0 ? Promise.reject(stale) : Promise.resolve({ sessionsEnded: 1 })) });
  const keys = ['key-1', 'key-2'];
  let fetches = 0;
  const { store, browser, context, actors } = setup(api, {
    loadConfig: () => Promise.resolve(keys[Math.min(fetches++, keys.length - 1)]),
    verify: (raw: unknown) => Promise.resolve({ serverKey: { pem: raw } } as unknown as VerifiedSignConfig),
  });
  await context.loadActors();
  actors.signing.send({ type: 'START' });
  await settle();
  store.dispatch(passwordChangeRequested(FORM));
  await until(() => browser.record.opened.length > 0);
  expect(api.calls['changePassword']).toBe(2);
  expect(actors.signing.getSnapshot().context.config?.serverKey.pem).toBe('key-2');
});

test('a stored notice this version does not know is removed without being shown', async () => {
  const first = setup();
  first.storage.write(STORAGE_KEYS.signedOutNotice, 'somethingElse');
  const store = makeStore({ context: first.context, saga: passwordChangeSaga });
  await settle();
  expect(store.getState().auth.notice).toBeNull();
  expect(first.storage.readRaw(STORAGE_KEYS.signedOutNotice)).toBeNull();
});

test.each([
  ['a number', 20001],
  ['the name of an object property', 'constructor'],
])('a refusal whose code is %s is no field refusal: it is shown above the form', async (_, code) => {
  const refusal = { kind: 'envelope', code, messageKey: 'errors.unknown', toast: false };
  const { store } = setup(fakeApi({ changePassword: () => Promise.reject(refusal) }));
  store.dispatch(passwordChangeRequested(FORM));
  await until(() => changeOf(store).status === 'failed');
  expect(changeOf(store).field).toBeNull();
  expect(changeOf(store).error?.messageKey).not.toBe('account.security.errors.currentWrong');
});

test('a second change sent before the first is answered wins: the first one’s late refusal is not shown', async () => {
  let refuseFirst: (reason: unknown) => void = () => undefined;
  let calls = 0;
  const api = fakeApi({
    changePassword: () => {
      calls += 1;
      if (calls === 1) return new Promise((_, reject) => (refuseFirst = reject));
      return Promise.reject({ kind: 'envelope', code: '20007', serverMessage: 'x' });
    },
  });
  const { store } = setup(api);
  store.dispatch(passwordChangeRequested(FORM));
  await until(() => calls === 1);
  store.dispatch(passwordChangeRequested({ current: FORM.current, next: FORM.current }));
  await until(() => changeOf(store).status === 'failed');
  refuseFirst({ kind: 'envelope', code: '20001', serverMessage: 'Incorrect account or password' });
  for (let turn = 0; turn < 10; turn += 1) await settle();
  expect(changeOf(store)).toMatchObject({ field: 'next', error: { messageKey: 'account.security.errors.unchanged' } });
});

test('a refusal that carries no value at all is shown above the form, and the saga takes the next change', async () => {
  let calls = 0;
  const api = fakeApi({ changePassword: () => (calls++ === 0 ? Promise.reject(null) : Promise.resolve({ sessionsEnded: 1 })) });
  const { store, browser } = setup(api);
  store.dispatch(passwordChangeRequested(FORM));
  await until(() => changeOf(store).status === 'failed');
  expect(changeOf(store).field).toBeNull();
  store.dispatch(passwordChangeRequested(FORM));
  await until(() => browser.record.opened.length > 0);
  expect(browser.record.opened).toEqual(['/login']);
});
