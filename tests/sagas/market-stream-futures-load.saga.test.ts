// A futures stream whose perpetual side fails to load (the network dropped as the page opened): the load is tried
// again after the stream's backoff, and the trading workflows live on meanwhile.
import { marketStreamSaga } from '../../sagas/market-stream.saga';
import { ordersSaga } from '../../sagas/orders.saga';
import { orderPlaceRequested, streamStarted } from '../../store/trading.actions';
import { fakeMarket } from './support/fake-market';
import { settle, tradingStore } from './support/trading-store';

const mockLoad = { failures: 0 };

jest.mock('../../sagas/futures-loads', () => {
  if (mockLoad.failures > 0) {
    mockLoad.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: /assets/futures-loads.js');
  }
  return jest.requireActual('../../sagas/futures-loads');
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a futures stream whose side fails to load tries again after the backoff and then opens, while orders still go', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockLoad.failures = 2;
  const market = fakeMarket();
  const { store } = tradingStore(market, [marketStreamSaga, ordersSaga], { loggedIn: true });
  store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
  await settle();
  expect(market.inputs).toEqual([]);
  expect(warn).toHaveBeenCalledWith('the futures side of the stream could not be loaded; trying again', expect.any(TypeError));

  // The workflows are alive: a spot order placed meanwhile still goes.
  store.dispatch(orderPlaceRequested({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', qty: '0.01', price: '97000', timeInForce: 'GTC' }));
  await settle();
  expect(market.calls).toContain('/v1/futures/order/place');

  // Two failures, two backoffs (at most 1 s, then 1.5 s), and the stream opens with the futures frames.
  await jest.advanceTimersByTimeAsync(2_500);
  await settle();
  expect(warn.mock.calls.filter(([message]) => String(message).startsWith('the futures side of the stream'))).toHaveLength(2);
  expect(market.inputs).toEqual([expect.objectContaining({ symbol: 'BTCUSDT', market: 'futures', frames: expect.objectContaining({ anyOf: expect.any(Array) }) })]);
});
