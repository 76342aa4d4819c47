import { spawn } from 'redux-saga/effects';
import { makeStore } from '../../src/app/make-store';
import { RATE_REFETCH_MS } from '../../src/config/constants';
import { ratesSaga } from '../../sagas/rates.saga';
import { initialPreferences } from '../../store/preferences.slice';
import { resumeSaga } from '../../sagas/resume.saga';
import { RATES_ANSWER, fakeApi, fakeBrowser, fakeContext } from '../support/saga-fakes';

/** The rates workflow with the resume events of the page (online, tab visible) it listens to. */
function startRates(api = fakeApi()) {
  const browser = fakeBrowser();
  const store = makeStore({
    context: fakeContext({ api: api.api, browser: browser.browser }).context,
    *saga() {
      yield spawn(resumeSaga);
      yield spawn(ratesSaga);
    },
  });
  return { store, api, browser };
}

const MINUTE = 60_000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('rates are fetched on start into a table keyed by upper-case currency', async () => {
  const api = fakeApi();
  const store = makeStore({ context: fakeContext({ api: api.api }).context, saga: ratesSaga });
  await jest.advanceTimersByTimeAsync(0);
  const { table, supported, status } = store.getState().rates;
  expect(status).toBe('ready');
  expect(table.EUR).toEqual({ symbol: '€', rate: 0.92, fiatName: 'Euro' });
  expect(table.USD?.rate).toBe(1);
  expect(supported.map((entry) => entry.value)).toEqual(['USD', 'EUR', 'JPY']);
  store.sagaTask.cancel();
});

test('rates are fetched again after 30 minutes, not before', async () => {
  const api = fakeApi();
  const store = makeStore({ context: fakeContext({ api: api.api }).context, saga: ratesSaga });
  await jest.advanceTimersByTimeAsync(0);
  expect(api.calls.fetchUsdtRates).toBe(1);

  await jest.advanceTimersByTimeAsync(RATE_REFETCH_MS - 1);
  expect(api.calls.fetchUsdtRates).toBe(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(api.calls.fetchUsdtRates).toBe(2);
  store.sagaTask.cancel();
});

test('a failed refresh keeps the last good table and tries again within a minute, not 30 minutes later', async () => {
  const api = fakeApi();
  const store = makeStore({ context: fakeContext({ api: api.api }).context, saga: ratesSaga });
  await jest.advanceTimersByTimeAsync(0);
  api.set('fetchUsdtRates', () => Promise.reject(new Error('503')));
  await jest.advanceTimersByTimeAsync(RATE_REFETCH_MS);
  expect(store.getState().rates.status).toBe('failed');
  expect(store.getState().rates.table.JPY?.rate).toBe(151.2);

  api.set('fetchUsdtRates', { ...RATES_ANSWER, rates: { ...RATES_ANSWER.rates, JPY: '150' } });
  await jest.advanceTimersByTimeAsync(MINUTE);
  expect(store.getState().rates.table.JPY?.rate).toBe(150);
  expect(store.getState().rates.status).toBe('ready');
  store.sagaTask.cancel();
});

test('a failing rates endpoint gets a handful of requests a minute, however long it fails', async () => {
  jest.spyOn(Math, 'random').mockReturnValue(0);
  const { store, api } = startRates(fakeApi({ fetchUsdtRates: () => Promise.reject(new Error('network')) }));
  await jest.advanceTimersByTimeAsync(MINUTE);
  expect(api.calls.fetchUsdtRates).toBeLessThanOrEqual(8);
  const firstMinute = api.calls.fetchUsdtRates!;
  await jest.advanceTimersByTimeAsync(10 * MINUTE);
  expect(api.calls.fetchUsdtRates! - firstMinute).toBeLessThanOrEqual(20);
  store.sagaTask.cancel();
  jest.restoreAllMocks();
});

test('only the first attempt of a failing run may show a toast; the retries are quiet', async () => {
  const { store, api } = startRates(fakeApi({ fetchUsdtRates: () => Promise.reject(new Error('500')) }));
  await jest.advanceTimersByTimeAsync(MINUTE);
  const toasts = api.args.fetchUsdtRates!.map(([, options]) => (options as { toast: boolean }).toast);
  expect(toasts.length).toBeGreaterThan(2);
  expect(toasts).toEqual([true, ...toasts.slice(1).map(() => false)]);
  store.sagaTask.cancel();
});

test('coming back online retries the failed rates at once', async () => {
  const { store, api, browser } = startRates(fakeApi({ fetchUsdtRates: () => Promise.reject(new Error('network')) }));
  await jest.advanceTimersByTimeAsync(10 * MINUTE);
  const before = api.calls.fetchUsdtRates!;
  api.set('fetchUsdtRates', RATES_ANSWER);
  browser.resume('online');
  await jest.advanceTimersByTimeAsync(0);
  expect(api.calls.fetchUsdtRates).toBe(before + 1);
  expect(store.getState().rates.status).toBe('ready');
  store.sagaTask.cancel();
});

describe('a tab that slept', () => {
  test('past 30 minutes refetches the rates as soon as it is visible again', async () => {
    const { store, api, browser } = startRates();
    await jest.advanceTimersByTimeAsync(0);
    expect(api.calls.fetchUsdtRates).toBe(1);
    // The tab sleeps: the wall clock moves on, its timers do not run.
    jest.setSystemTime(Date.now() + RATE_REFETCH_MS + MINUTE);
    browser.resume('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect(api.calls.fetchUsdtRates).toBe(2);
    store.sagaTask.cancel();
  });

  test('for less than 30 minutes keeps its rates, and refetches when they reach 30 minutes', async () => {
    const { store, api, browser } = startRates();
    await jest.advanceTimersByTimeAsync(0);
    jest.setSystemTime(Date.now() + 20 * MINUTE);
    browser.resume('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect(api.calls.fetchUsdtRates).toBe(1);
    await jest.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(api.calls.fetchUsdtRates).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.calls.fetchUsdtRates).toBe(2);
    store.sagaTask.cancel();
  });
});

test("the rates are asked in the visitor's language and stamped with the time they arrived", async () => {
  jest.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  const api = fakeApi({ fetchUsdtRates: () => new Promise((resolve) => setTimeout(() => resolve(RATES_ANSWER), 1000)) });
  const store = makeStore({
    context: fakeContext({ api: api.api }).context,
    saga: ratesSaga,
    preloadedState: { preferences: { ...initialPreferences, locale: 'ja' } },
  });
  await jest.advanceTimersByTimeAsync(0);
  expect(store.getState().rates.status).toBe('loading');
  expect(api.args.fetchUsdtRates).toEqual([['ja', { toast: true }]]);
  await jest.advanceTimersByTimeAsync(1000);
  expect(store.getState().rates.fetchedAt).toBe(Date.parse('2026-11-25T10:00:01Z'));
  store.sagaTask.cancel();
});

test('a tab that wakes exactly 30 minutes after the rates arrived refetches them at once', async () => {
  const { store, api, browser } = startRates();
  await jest.advanceTimersByTimeAsync(0);
  jest.setSystemTime(Date.now() + RATE_REFETCH_MS);
  browser.resume('visible');
  await jest.advanceTimersByTimeAsync(0);
  expect(api.calls.fetchUsdtRates).toBe(2);
  store.sagaTask.cancel();
});
