import { makeStore } from '../../src/app/make-store';
import { RATE_REFETCH_MS } from '../../src/config/constants';
import { ratesSaga } from '../../sagas/rates.saga';
import { RATES_ANSWER, fakeApi, fakeContext } from '../support/saga-fakes';

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

test('a failed refresh keeps the last good table and tries again 30 minutes later', async () => {
  const api = fakeApi();
  const store = makeStore({ context: fakeContext({ api: api.api }).context, saga: ratesSaga });
  await jest.advanceTimersByTimeAsync(0);
  api.set('fetchUsdtRates', () => Promise.reject(new Error('503')));
  await jest.advanceTimersByTimeAsync(RATE_REFETCH_MS);
  expect(store.getState().rates.status).toBe('failed');
  expect(store.getState().rates.table.JPY?.rate).toBe(151.2);

  api.set('fetchUsdtRates', { ...RATES_ANSWER, rates: { ...RATES_ANSWER.rates, JPY: '150' } });
  await jest.advanceTimersByTimeAsync(RATE_REFETCH_MS);
  expect(store.getState().rates.table.JPY?.rate).toBe(150);
  store.sagaTask.cancel();
});
