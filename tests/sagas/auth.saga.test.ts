import { makeStore } from '../../src/app/make-store';
import type { VerifiedSignConfig } from '../../src/crypto/sign-config';
import { authSaga, failureOf } from '../../sagas/auth.saga';
import { codeRequested, loginRequested, registerRequested } from '../../store/auth.slice';
import { localeChanged } from '../../store/preferences.slice';
import { accountsLoaded, subAccountSwitchRequested } from '../../store/user.slice';
import { fakeActors, fakeApi, fakeBrowser, fakeContext } from '../support/saga-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const PAIR = { publicKey: 'stored', privateKey: {} as CryptoKey, algorithm: 'rsa1024' as const };

function setup(api = fakeApi()) {
  const browser = fakeBrowser();
  // The pair a login was encrypted with: ready in the key-pair actor by the time the answer arrives.
  const { actors, effects } = fakeActors({}, PAIR);
  const { context } = fakeContext({ api: api.api, browser: browser.browser, actors });
  const store = makeStore({ context, saga: authSaga });
  return { store, api, browser, effects };
}

test('a login loads the user, stores the key pair under their user id and goes to trading', async () => {
  const { store, api, browser, effects } = setup();
  store.dispatch(loginRequested({ account: ' demo ', password: 'Demo-pass-2026' }));
  await settle();
  expect(api.calls.login).toBe(1);
  expect(store.getState().user.info?.userId).toBe('10000001');
  expect(store.getState().auth.status).toBe('succeeded');
  expect(browser.record.navigations).toEqual(['/spot/BTCUSDT']);
  // The local gateway's answer carries no token: the pair is kept under the user id alone.
  expect(effects.filter((effect) => effect.startsWith('persist'))).toEqual(['persist 10000001 ']);
});

test('a login goes to trading once the user is known, before the wallet answers, so a page opened meanwhile is kept', async () => {
  let answerWallet: (answer: unknown) => void = () => undefined;
  const wallet = new Promise((resolve) => (answerWallet = resolve));
  const { store, browser } = setup(fakeApi({ fetchBalance: () => wallet }));
  store.dispatch(loginRequested({ account: 'demo', password: 'Demo-pass-2026' }));
  await settle();
  // The header already shows the user; the redirect is behind them, not ahead.
  expect(browser.record.navigations).toEqual(['/spot/BTCUSDT']);
  expect(store.getState().user.balances).toBeNull();
  answerWallet({ balances: [{ coin: 'USDT', available: '5.00', frozen: '0.00' }] });
  await settle();
  expect(store.getState().user.balances).toEqual([{ coin: 'USDT', available: '5.00', frozen: '0.00' }]);
  expect(browser.record.navigations).toEqual(['/spot/BTCUSDT']);
});

describe('the page a login or registration leads back to', () => {
  test('a login from another page goes back to it, with its query, and not to trading', async () => {
    const { store, browser } = setup();
    store.dispatch(loginRequested({ account: 'demo', password: 'Demo-pass-2026', returnTo: '/futures/usdt/ETHUSDT?tab=positions' }));
    await settle();
    expect([browser.record.navigations, browser.record.opened]).toEqual([['/futures/usdt/ETHUSDT?tab=positions'], []]);
  });

  test('a page of the events site, another single-page app, is loaded in full', async () => {
    const { store, browser } = setup();
    store.dispatch(loginRequested({ account: 'demo', password: 'Demo-pass-2026', returnTo: '/events/detail/7' }));
    await settle();
    expect([browser.record.navigations, browser.record.opened]).toEqual([[], ['/events/detail/7']]);
  });

  test('a path that only begins like the events site stays in the app', async () => {
    const { store, browser } = setup();
    store.dispatch(loginRequested({ account: 'demo', password: 'Demo-pass-2026', returnTo: '/eventsfee' }));
    await settle();
    expect([browser.record.navigations, browser.record.opened]).toEqual([['/eventsfee'], []]);
  });

  // The address's language is read when a page loads, not on a move within the app: a page left under "?locale=de"
  // by a user who chose English on the login page would show English under it, and German from the next reload.
  test.each([
    ['/futures/usdt/ETHUSDT?locale=de&tab=positions', '/futures/usdt/ETHUSDT?locale=en&tab=positions'],
    ['/de/fee', '/fee?locale=en'],
    ['/fee?locale=en#top', '/fee?locale=en#top'],
    ['/fee', '/fee'],
  ])('a page that names a language (%s) is gone back to in the one the user reads now', async (returnTo, expected) => {
    const { store, browser } = setup();
    store.dispatch(localeChanged('en'));
    store.dispatch(loginRequested({ account: 'demo', password: 'Demo-pass-2026', returnTo }));
    await settle();
    expect(browser.record.navigations).toEqual([expected]);
  });

  test('a registration goes back to the page the user came from', async () => {
    const { store, browser } = setup();
    store.dispatch(registerRequested({ method: 'email', email: 'a@b.co', password: 'abc12345', code: '123456', returnTo: '/fee' }));
    await settle();
    expect(browser.record.navigations).toEqual(['/fee']);
  });

  test('a refused login goes nowhere, whatever it was to go back to', async () => {
    const { store, browser } = setup(fakeApi({ login: () => Promise.reject({ kind: 'api', code: '20001', message: 'Wrong password', toast: true }) }));
    store.dispatch(loginRequested({ account: 'demo', password: 'wrong', returnTo: '/fee' }));
    await settle();
    expect([browser.record.navigations, browser.record.opened]).toEqual([[], []]);
  });
});

test('a login answer with an access token stores the pair under that token too (SPEC 4)', async () => {
  const answer = { accessTokenResVO: { accessToken: 'at-123', userInfo: { userId: '10000001' } } };
  const { store, effects } = setup(fakeApi({ login: answer }));
  store.dispatch(loginRequested({ account: 'demo', password: 'Demo-pass-2026' }));
  await settle();
  expect(effects.filter((effect) => effect.startsWith('persist'))).toEqual(['persist 10000001 at-123']);
});

test('a registration stores the pair for the new account', async () => {
  const { store, effects } = setup();
  store.dispatch(registerRequested({ method: 'email', email: 'a@b.co', password: 'abc12345', code: '123456' }));
  await settle();
  expect(effects.filter((effect) => effect.startsWith('persist'))).toEqual(['persist 10000003 ']);
});

test('a refused login shows the gateway message and navigates nowhere', async () => {
  const api = fakeApi({ login: () => Promise.reject({ kind: 'envelope', serverMessage: 'Incorrect account or password' }) });
  const { store, browser } = setup(api);
  store.dispatch(loginRequested({ account: 'demo', password: 'nope-nope-1' }));
  await settle();
  expect(store.getState().auth).toMatchObject({ status: 'failed', error: { text: 'Incorrect account or password' } });
  expect(browser.record.navigations).toEqual([]);
});

test('a login the cipher could not send says secure login is unavailable', async () => {
  const api = fakeApi({ login: () => Promise.reject({ kind: 'bad-request', messageKey: 'errors.unknown' }) });
  const { store } = setup(api);
  store.dispatch(loginRequested({ account: 'demo', password: 'Demo-pass-2026' }));
  await settle();
  expect(store.getState().auth.error).toEqual({ messageKey: 'auth.errors.encryptionFailed' });
});

test('an answer without a user id is a failure, not a silent success', async () => {
  const { store } = setup(fakeApi({ register: { ok: true } }));
  store.dispatch(registerRequested({ method: 'email', email: 'a@b.co', password: 'abc12345', code: '123456' }));
  await settle();
  expect(store.getState().auth).toMatchObject({ status: 'failed', error: { messageKey: 'errors.malformed' } });
});

test('switching to a sub-account opens its session and reloads its data without leaving the page', async () => {
  const api = fakeApi({ fetchUserInfo: { userInfo: { userId: '10000002', loginName: 'demo-sub' }, settings: {} } });
  const { store, browser, effects } = setup(api);
  store.dispatch(subAccountSwitchRequested({ userId: '10000002', back: false }));
  await settle();
  expect(api.calls.switchSubAccount).toBe(1);
  expect(store.getState().user.info?.userId).toBe('10000002');
  expect(browser.record.navigations).toEqual([]);
  // The pair now belongs to the sub-account's session, which replaces what was stored for the main account.
  expect(effects.filter((effect) => effect.startsWith('persist'))).toEqual(['persist 10000002 ']);
});

test('after a switch the switcher shows the new account before the account list is read again', async () => {
  const api = fakeApi({
    fetchUserInfo: { userInfo: { userId: '10000002', loginName: 'demo-sub' }, settings: {} },
    // The list is slow to come back: the switcher must not wait for it.
    fetchSubAccounts: () => new Promise(() => undefined),
  });
  const { store } = setup(api);
  store.dispatch(
    accountsLoaded({
      current: '10000001',
      main: { userId: '10000001', loginName: 'demo' },
      subAccounts: [{ userId: '10000002', loginName: 'demo-sub' }],
    }),
  );
  store.dispatch(subAccountSwitchRequested({ userId: '10000002', back: false }));
  await settle();
  expect(store.getState().user.accounts?.current).toBe('10000002');
});

test('a login refused for too many attempts keeps the wait with the message', async () => {
  const refusal = { kind: 'http', status: 429, messageKey: 'errors.rateLimitedMinutes', values: { wait: 3 }, toast: true };
  const { store } = setup(fakeApi({ login: () => Promise.reject(refusal) }));
  store.dispatch(loginRequested({ account: 'demo', password: 'Demo-pass-2026' }));
  await settle();
  expect(store.getState().auth.error).toEqual({ messageKey: 'errors.rateLimitedMinutes', values: { wait: 3 } });
});

test('a code request refused for too many requests says how long to wait', async () => {
  const refusal = { kind: 'http', status: 429, messageKey: 'errors.rateLimitedSeconds', values: { wait: 40 }, toast: true };
  const { store } = setup(fakeApi({ sendCode: () => Promise.reject(refusal) }));
  store.dispatch(codeRequested({ email: 'a@b.co' }));
  await settle();
  expect(store.getState().auth).toMatchObject({
    code: 'failed',
    error: { messageKey: 'errors.rateLimitedSeconds', values: { wait: 40 } },
  });
});

// The gateway's server key rotates (docs/security.md, "Login replay"): a login sealed under a key it no longer holds
// is refused (40012), and the client seals it once more under the key the gateway serves now.
describe('a login-type call refused for its server key', () => {
  const STALE = { kind: 'http', code: '40012', serverMessage: 'Login sealed under an expired server key', toast: true };
  const REJECTED = { kind: 'http', code: '40010', serverMessage: 'Encrypted body rejected', toast: true };

  /** A signing actor whose config fetches answer the keys in turn (the last one again when they run out). */
  async function withKeys(api: ReturnType<typeof fakeApi>, keys: string[]) {
    const browser = fakeBrowser();
    let fetches = 0;
    const signConfig = {
      loadConfig: () => Promise.resolve(keys[Math.min(fetches++, keys.length - 1)]),
      verify: (raw: unknown) => Promise.resolve({ serverKey: { pem: raw } } as unknown as VerifiedSignConfig),
    };
    const { actors } = fakeActors({}, PAIR, signConfig);
    const { context } = fakeContext({ api: api.api, browser: browser.browser, actors });
    const store = makeStore({ context, saga: authSaga });
    await context.loadActors();
    actors.signing.send({ type: 'START' });
    await settle();
    expect(actors.signing.getSnapshot().context.config?.serverKey.pem).toBe(keys[0]);
    return { store, actors, browser, fetches: () => fetches };
  }

  function failingFirst(error: object, then: unknown) {
    let calls = 0;
    return () => (calls++ === 0 ? Promise.reject(error) : Promise.resolve(then));
  }

  test('fetches the sign config once, verifies the new key and sends the login again, sealed under it', async () => {
    const api = fakeApi({ login: failingFirst(STALE, { userInfo: { userId: '10000001' } }) });
    const { store, actors, fetches } = await withKeys(api, ['key-1', 'key-2']);
    store.dispatch(loginRequested({ account: 'demo', password: 'Demo-pass-2026' }));
    await settle();
    expect(api.calls.login).toBe(2);
    expect(fetches()).toBe(2);
    expect(actors.signing.getSnapshot().context.config?.serverKey.pem).toBe('key-2');
    expect(store.getState().auth.status).toBe('succeeded');
  });

  test('a second refusal is the answer: shown as today, no third try and no further fetch', async () => {
    const api = fakeApi({ login: () => Promise.reject(STALE) });
    const { store, fetches } = await withKeys(api, ['key-1', 'key-2', 'key-3']);
    store.dispatch(loginRequested({ account: 'demo', password: 'Demo-pass-2026' }));
    await settle();
    expect(api.calls.login).toBe(2);
    expect(fetches()).toBe(2);
    expect(store.getState().auth).toMatchObject({ status: 'failed', error: { text: STALE.serverMessage } });
  });

  test('40010 is sent again only when the fetched key is another one: right after a rotation', async () => {
    const same = fakeApi({ register: () => Promise.reject(REJECTED) });
    const unchanged = await withKeys(same, ['key-1']);
    unchanged.store.dispatch(registerRequested({ method: 'email', email: 'a@b.co', password: 'abc12345', code: '123456' }));
    await settle();
    expect(same.calls.register).toBe(1);
    expect(unchanged.fetches()).toBe(2);
    expect(unchanged.store.getState().auth).toMatchObject({ status: 'failed', error: { text: REJECTED.serverMessage } });

    const rotated = fakeApi({ register: failingFirst(REJECTED, { userInfo: { userId: '10000003' } }) });
    const renewed = await withKeys(rotated, ['key-1', 'key-2']);
    renewed.store.dispatch(registerRequested({ method: 'email', email: 'a@b.co', password: 'abc12345', code: '123456' }));
    await settle();
    expect(rotated.calls.register).toBe(2);
    expect(renewed.store.getState().auth.status).toBe('succeeded');
  });

  test('other refusals are not sent again and fetch nothing', async () => {
    const api = fakeApi({ login: () => Promise.reject({ kind: 'envelope', code: '20001', serverMessage: 'Incorrect account or password' }) });
    const { store, fetches } = await withKeys(api, ['key-1', 'key-2']);
    store.dispatch(loginRequested({ account: 'demo', password: 'nope-nope-1' }));
    await settle();
    expect(api.calls.login).toBe(1);
    expect(fetches()).toBe(1);
  });

  test('a sub-account switch is sent again under the new key and shows no toast for the first refusal', async () => {
    const api = fakeApi({
      switchSubAccount: failingFirst(STALE, { userInfo: { userId: '10000002' } }),
      fetchUserInfo: { userInfo: { userId: '10000002', loginName: 'demo-sub' }, settings: {} },
    });
    const { store } = await withKeys(api, ['key-1', 'key-2']);
    store.dispatch(subAccountSwitchRequested({ userId: '10000002', back: false }));
    await settle();
    expect(api.calls.switchSubAccount).toBe(2);
    expect(api.args.switchSubAccount?.[0]).toEqual(['10000002', false, { toast: false }]);
    expect(store.getState().user.info?.userId).toBe('10000002');
    expect(store.getState().toasts.items).toEqual([]);
  });

  test('a sub-account switch refused twice shows the refusal once, as a toast', async () => {
    const api = fakeApi({ switchSubAccount: () => Promise.reject(STALE) });
    const { store } = await withKeys(api, ['key-1', 'key-2']);
    store.dispatch(subAccountSwitchRequested({ userId: '10000002', back: false }));
    await settle();
    expect(api.calls.switchSubAccount).toBe(2);
    expect(store.getState().toasts.items).toMatchObject([{ kind: 'error', text: STALE.serverMessage }]);
  });
});

describe('the body a form sends', () => {
  test('a login with an e-mail address sends it as email, trimmed, with the password as typed', async () => {
    const { store, api } = setup();
    store.dispatch(loginRequested({ account: '  demo@example.com ', password: ' Demo-pass-2026 ' }));
    await settle();
    expect(api.args.login).toEqual([[{ email: 'demo@example.com', pwd: ' Demo-pass-2026 ' }]]);
  });

  test('a login with a name sends it as loginName, trimmed', async () => {
    const { store, api } = setup();
    store.dispatch(loginRequested({ account: ' demo ', password: 'Demo-pass-2026' }));
    await settle();
    expect(api.args.login).toEqual([[{ loginName: 'demo', pwd: 'Demo-pass-2026' }]]);
  });

  test('an e-mail registration sends the trimmed address and code, and the password twice', async () => {
    const { store, api } = setup();
    store.dispatch(registerRequested({ method: 'email', email: ' a@b.co ', password: 'abc12345', code: ' 123456 ' }));
    await settle();
    expect(api.args.register).toEqual([
      ['email', { email: 'a@b.co', pwd: 'abc12345', rePwd: 'abc12345', emailCode: '123456' }],
    ]);
  });

  test('a mobile registration sends the trimmed area code, number and code, and the password twice', async () => {
    const { store, api } = setup();
    store.dispatch(
      registerRequested({ method: 'mobile', areaCode: ' 86 ', mobile: ' 13800000000 ', password: 'abc12345', code: ' 654321 ' }),
    );
    await settle();
    expect(api.args.register).toEqual([
      ['mobile', { areaCode: '86', mobile: '13800000000', pwd: 'abc12345', rePwd: 'abc12345', mobileCode: '654321' }],
    ]);
    expect(store.getState().auth.status).toBe('succeeded');
  });

  test('a code request sends the target it was given and marks the code sent', async () => {
    const { store, api } = setup();
    store.dispatch(codeRequested({ email: 'a@b.co' }));
    await settle();
    expect(api.args.sendCode).toEqual([[{ email: 'a@b.co' }]]);
    expect(store.getState().auth.code).toBe('sent');
    expect(store.getState().auth.status).toBe('idle');
  });
});

describe('what a failed call shows on the form', () => {
  test.each([null, undefined])('a failure thrown as %s says the unknown error', (thrown) => {
    expect(failureOf(thrown)).toEqual({ messageKey: 'errors.unknown' });
  });

  test('a failure without a wait carries no values at all', () => {
    expect(failureOf({ kind: 'http', status: 500, messageKey: 'errors.server' })).toStrictEqual({ messageKey: 'errors.server' });
  });

  test('the gateway words win over a refused cipher', () => {
    expect(failureOf({ kind: 'bad-request', serverMessage: 'Bad body' })).toEqual({ text: 'Bad body' });
  });
});

test('a login answer with an access token but no user info is malformed, not a silent success', async () => {
  const { store, browser } = setup(fakeApi({ login: { accessTokenResVO: { accessToken: 'at-123' } } }));
  store.dispatch(loginRequested({ account: 'demo', password: 'Demo-pass-2026' }));
  await settle();
  expect(store.getState().auth).toMatchObject({ status: 'failed', error: { messageKey: 'errors.malformed' } });
  expect(browser.record.navigations).toEqual([]);
});

describe('a sub-account switch', () => {
  test('refused without a toast flag shows nothing and keeps the session', async () => {
    const api = fakeApi({ switchSubAccount: () => Promise.reject({ kind: 'network', messageKey: 'errors.network', toast: false }) });
    const { store, effects } = setup(api);
    store.dispatch(subAccountSwitchRequested({ userId: '10000002', back: false }));
    await settle();
    expect(store.getState().toasts.items).toEqual([]);
    expect(api.calls.fetchUserInfo).toBeUndefined();
    expect(effects.filter((effect) => effect.startsWith('persist'))).toEqual([]);
  });

  test('refused with a null error shows nothing', async () => {
    const { store } = setup(fakeApi({ switchSubAccount: () => Promise.reject(null) }));
    store.dispatch(subAccountSwitchRequested({ userId: '10000002', back: true }));
    await settle();
    expect(store.getState().toasts.items).toEqual([]);
  });

  test('answered without a user id changes nothing', async () => {
    const api = fakeApi({ switchSubAccount: { ok: true } });
    const { store, effects } = setup(api);
    store.dispatch(
      accountsLoaded({ current: '10000001', main: { userId: '10000001', loginName: 'demo' }, subAccounts: [{ userId: '10000002', loginName: 'demo-sub' }] }),
    );
    store.dispatch(subAccountSwitchRequested({ userId: '10000002', back: false }));
    await settle();
    expect(store.getState().user.accounts?.current).toBe('10000001');
    expect(api.calls.fetchUserInfo).toBeUndefined();
    expect(effects.filter((effect) => effect.startsWith('persist'))).toEqual([]);
  });

  test('back to the main account sends the way back to the gateway', async () => {
    const api = fakeApi({ switchSubAccount: { userInfo: { userId: '10000001' } } });
    const { store } = setup(api);
    store.dispatch(subAccountSwitchRequested({ userId: '10000001', back: true }));
    await settle();
    expect(api.args.switchSubAccount).toEqual([['10000001', true, { toast: false }]]);
    expect(store.getState().user.info?.userId).toBe('10000001');
  });
});

test('a sub-account switch refused with a null error leaves the account workflows running', async () => {
  const { store, api } = setup(fakeApi({ switchSubAccount: () => Promise.reject(null) }));
  store.dispatch(subAccountSwitchRequested({ userId: '10000002', back: false }));
  await settle();
  store.dispatch(loginRequested({ account: 'demo', password: 'Demo-pass-2026' }));
  await settle();
  expect(api.calls.login).toBe(1);
  expect(store.getState().auth.status).toBe('succeeded');
});
