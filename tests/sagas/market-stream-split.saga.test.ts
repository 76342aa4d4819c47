// A perpetual's side of the market stream (`futures-loads.ts`: its REST reads, the liquidation notices, the futures
// slices' batch) is a module of its own, loaded with the first futures stream, so a spot visit never downloads it.
// Each test loads the market stream saga afresh, with a module registry of its own, and records whether that
// registry loaded the perpetual's side; the saga's module-level helpers (the loader, the empty batch) are those of
// that load.
import type * as MarketStream from '../../sagas/market-stream.saga';
import { FuturesPaths } from '../../src/core/trading/contract/paths';
import { futuresBatchReceived, markReceived } from '../../store/futures.actions';
import { streamBatchReceived, streamStarted } from '../../store/trading.actions';
import { POSITION, markAt } from '../components/futures/support';
import { fakeMarket, spotAnswers } from './support/fake-market';
import { futuresOrder, trade } from './support/trading-rows';
import { settle, tradingStore } from './support/trading-store';

const FUTURES_LOADS = '../../sagas/futures-loads';

const data = (kind: string, payload: unknown, channel = kind) => ({ type: 'SOCKET.FRAME' as const, frame: { op: 'data', channel, kind, data: payload } });

/**
 * Runs `body` with a freshly loaded market stream saga; `loads` counts how often the perpetual's side was loaded
 * while it ran.
 */
async function withFreshSaga(body: (saga: typeof MarketStream, loads: string[]) => Promise<void>): Promise<string[]> {
  const loads: string[] = [];
  jest.doMock(FUTURES_LOADS, () => {
    loads.push('futures-loads');
    return jest.requireActual(FUTURES_LOADS);
  });
  try {
    await jest.isolateModulesAsync(async () => {
      const saga = await import('../../sagas/market-stream.saga');
      await body(saga, loads);
    });
  } finally {
    jest.dontMock(FUTURES_LOADS);
  }
  return loads;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a spot stream, its frames and its reconnects never load the perpetual\'s side', async () => {
  const loads = await withFreshSaga(async ({ marketStreamSaga }) => {
    const market = fakeMarket(spotAnswers());
    const { store, payloadsOf } = tradingStore(market, [marketStreamSaga], { loggedIn: true });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.paint();
    market.socket(data('trades', [trade('7')], 'trades:BTCUSDT'));
    market.paint();
    market.socket({ type: 'SOCKET.CLOSED' });
    await jest.advanceTimersByTimeAsync(1_000);
    market.socket({ type: 'SOCKET.OPEN' });
    market.paint();
    await settle();
    expect((payloadsOf(streamBatchReceived.type) as { trades: unknown[] }[]).flatMap((batch) => batch.trades)).toEqual([trade('7')]);
  });

  expect(loads).toEqual([]);
});

test('a perpetual\'s stream loads its side once, which reads the mark and puts the futures frames', async () => {
  const loads = await withFreshSaga(async ({ marketStreamSaga }, loaded) => {
    const market = fakeMarket({
      ...spotAnswers(),
      [FuturesPaths.exchangeInfo]: () => ({ serverTime: 1, symbols: [] }),
      [FuturesPaths.trades]: () => [],
      [FuturesPaths.klines]: () => [],
      [FuturesPaths.mark]: () => [markAt('100')],
    });
    const { store, payloadsOf } = tradingStore(market, [marketStreamSaga]);
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    expect(loaded).toEqual(['futures-loads']);
    market.paint();
    market.socket(data('futures.positions', POSITION, 'futures.positions'));
    market.socket(data('futures.orders', futuresOrder('3'), 'futures.orders'));
    market.paint();
    await settle();
    expect(payloadsOf(markReceived.type)).toEqual([markAt('100')]);
    expect(payloadsOf(futuresBatchReceived.type)).toEqual([{ positions: [POSITION], funding: [], liquidations: [] }]);
    expect(payloadsOf(streamBatchReceived.type).at(-1)).toMatchObject({ orders: [futuresOrder('3')], trades: [] });
  });

  expect(loads).toEqual(['futures-loads']);
});
