// The page workflows asked before the trading and futures states are injected (they arrive with their pages):
// each asks the first page rather than failing. No reducer of those pages is imported here on purpose.
import { fork } from 'redux-saga/effects';
import { futuresSaga } from '../../sagas/futures.saga';
import { ordersSaga } from '../../sagas/orders.saga';
import { makeStore } from '../../src/app/make-store';
import { FuturesPaths, TradingPaths } from '../../src/core/trading/contract/paths';
import { fundingPageRequested, liquidationsPageRequested } from '../../store/futures.actions';
import { fillsPageRequested, orderHistoryPageRequested } from '../../store/trading.actions';
import { fakeContext } from '../support/saga-fakes';
import { fakeMarket } from './support/fake-market';

test('a page of history, funding or liquidations asked before its workspace state exists asks the first page', async () => {
  jest.useFakeTimers();
  try {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const market = fakeMarket({});
    const store = makeStore({
      context: { ...fakeContext().context, market: market.port },
      saga: function* () {
        yield fork(ordersSaga);
        yield fork(futuresSaga);
      },
    });
    expect('trading' in store.getState()).toBe(false);
    store.dispatch(orderHistoryPageRequested());
    store.dispatch(fundingPageRequested());
    store.dispatch(liquidationsPageRequested());
    await jest.advanceTimersByTimeAsync(0);
    expect(market.requests).toEqual([
      [TradingPaths.history, { limit: 20 }],
      [FuturesPaths.fundingHistory, { limit: 20 }],
      [FuturesPaths.liquidations, { limit: 20 }],
    ]);
  } finally {
    jest.useRealTimers();
  }
});

test('a page of fills asked before the trading state exists asks the first page, and the order workflows go on', async () => {
  jest.useFakeTimers();
  try {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const market = fakeMarket({});
    const store = makeStore({ context: { ...fakeContext().context, market: market.port }, saga: ordersSaga });
    expect('trading' in store.getState()).toBe(false);
    store.dispatch(fillsPageRequested());
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(orderHistoryPageRequested());
    await jest.advanceTimersByTimeAsync(0);
    expect(market.requests).toEqual([
      [TradingPaths.fills, { limit: 20 }],
      [TradingPaths.history, { limit: 20 }],
    ]);
  } finally {
    jest.useRealTimers();
  }
});
