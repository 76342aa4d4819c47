// The calls of each market (`market-calls.ts`): a perpetual asks the same questions as spot under /v1/futures/...
// and checks the answers against the futures contract. The two sets are module-level tables, built when the module
// loads: each test loads it afresh, with the contract modules of the same load, so it judges the tables of that load.
import type * as MarketCalls from '../../sagas/market-calls';
import type * as FuturesContract from '../../src/core/trading/contract/futures';
import type * as MarketDataContract from '../../src/core/trading/contract/market-data';
import type * as OrdersContract from '../../src/core/trading/contract/orders';

interface Loaded {
  calls: typeof MarketCalls;
  /** A perpetual's calls, loaded on demand within the same load. */
  futuresCalls: MarketCalls.MarketCalls;
  futures: typeof FuturesContract;
  marketData: typeof MarketDataContract;
  orders: typeof OrdersContract;
}

async function freshCalls(): Promise<Loaded> {
  let loaded: Loaded | undefined;
  await jest.isolateModulesAsync(async () => {
    const calls = await import('../../sagas/market-calls');
    const answer = calls.marketCalls('futures');
    // A perpetual's calls are not in the module: they arrive with their own load.
    expect(answer).toBeInstanceOf(Promise);
    loaded = {
      calls,
      futuresCalls: await answer,
      futures: await import('../../src/core/trading/contract/futures'),
      marketData: await import('../../src/core/trading/contract/market-data'),
      orders: await import('../../src/core/trading/contract/orders'),
    };
  });
  if (!loaded) throw new Error('market-calls did not load');
  return loaded;
}

test('a perpetual reads and trades under /v1/futures and checks the answers against the futures contract, loaded on demand', async () => {
  const { futuresCalls, futures } = await freshCalls();
  const { paths, schemas } = futuresCalls;

  expect(paths).toMatchObject({
    exchangeInfo: '/v1/futures/market/exchangeInfo',
    trades: '/v1/futures/market/trades',
    klines: '/v1/futures/market/klines',
    place: '/v1/futures/order/place',
    cancel: '/v1/futures/order/cancel',
    cancelAll: '/v1/futures/order/cancelAll',
    openOrders: '/v1/futures/order/open',
    history: '/v1/futures/order/history',
    fills: '/v1/futures/order/fills',
  });
  expect(schemas.exchangeInfo).toBe(futures.FuturesExchangeInfo);
  expect(schemas.place).toBe(futures.FuturesPlaceOrderAnswer);
  expect(schemas.cancel).toBe(futures.FuturesCancelOrderAnswer);
  expect(schemas.cancelAll).toBe(futures.FuturesOrdersAnswer);
  expect(schemas.openOrders).toBe(futures.FuturesOrdersAnswer);
  expect(schemas.history).toBe(futures.FuturesOrderHistoryAnswer);
  expect(schemas.fills).toBe(futures.FuturesFillsAnswer);
});

test.each([['the spot market', 'spot' as const], ['a market not named', undefined]])(
  '%s reads and trades under the spot paths and checks the answers against the spot contract, at once',
  async (_name, market) => {
    const { calls, marketData, orders } = await freshCalls();
    const answer = calls.marketCalls(market);
    if (answer instanceof Promise) throw new Error('the spot calls waited for a load');
    const { paths, schemas } = answer;

    expect(paths).toMatchObject({
      exchangeInfo: '/v1/market/exchangeInfo',
      trades: '/v1/market/trades',
      klines: '/v1/market/klines',
      place: '/v1/order/place',
      cancel: '/v1/order/cancel',
      cancelAll: '/v1/order/cancelAll',
      openOrders: '/v1/order/open',
      history: '/v1/order/history',
      fills: '/v1/order/fills',
    });
    expect(schemas.exchangeInfo).toBe(marketData.ExchangeInfo);
    expect(schemas.place).toBe(orders.PlaceOrderAnswer);
    expect(schemas.cancel).toBe(orders.CancelOrderAnswer);
    expect(schemas.cancelAll).toBe(orders.CancelAllAnswer);
    expect(schemas.openOrders).toBe(orders.OpenOrdersAnswer);
    expect(schemas.history).toBe(orders.OrderHistoryAnswer);
    expect(schemas.fills).toBe(orders.FillsAnswer);
  },
);
