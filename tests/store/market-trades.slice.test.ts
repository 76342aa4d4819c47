import { RECENT_TRADES_KEPT, marketTradesSlice } from '../../store/market-trades.slice';
import { recentTradesLoaded, streamBatchReceived, streamStarted } from '../../store/trading.actions';
import type { Trade } from '../../src/core/trading/contract/market-data';
import { trade } from '../sagas/support/trading-rows';

const reduce = marketTradesSlice.reducer;
const batch = (trades: Trade[]) => streamBatchReceived({ trades, klines: [], orders: [], fills: [], balances: [] });
const ids = (state: { trades: Trade[] }) => state.trades.map((entry) => entry.tradeId);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => trade(String(from + index)));

describe('the recent trades', () => {
  it('put a streamed batch newest first, in the ids\' number order (10 after 9), above what was kept', () => {
    let state = reduce(undefined, recentTradesLoaded([trade('8'), trade('7')]));
    state = reduce(state, batch([trade('9'), trade('11'), trade('10')]));
    expect(ids(state)).toEqual(['11', '10', '9', '8', '7']);
  });

  it('drop a streamed trade that is not newer than the newest kept (a repeat after a reconnect)', () => {
    let state = reduce(undefined, recentTradesLoaded([trade('8'), trade('7')]));
    const before = state;
    state = reduce(state, batch([trade('8'), trade('6')]));
    expect(state).toBe(before);
    state = reduce(state, batch([trade('7'), trade('9')]));
    expect(ids(state)).toEqual(['9', '8', '7']);
  });

  it(`keep the newest ${RECENT_TRADES_KEPT} only`, () => {
    let state = reduce(undefined, recentTradesLoaded(range(1, 40)));
    state = reduce(state, batch(range(41, 60)));
    expect(state.trades).toHaveLength(RECENT_TRADES_KEPT);
    expect(ids(state)[0]).toBe('60');
    expect(ids(state).at(-1)).toBe('11');
  });

  it('keep the first trade of a market, trade 0, streamed into an empty list', () => {
    expect(ids(reduce(undefined, batch([trade('1'), trade('0')])))).toEqual(['1', '0']);
  });

  it(`keep the newest ${RECENT_TRADES_KEPT} of a longer REST list, and every streamed trade when the REST list is empty`, () => {
    expect(ids(reduce(undefined, recentTradesLoaded(range(1, 60))))).toEqual(range(11, 60).reverse().map((entry) => entry.tradeId));
    const streamed = reduce(undefined, batch([trade('3'), trade('4')]));
    expect(ids(reduce(streamed, recentTradesLoaded([])))).toEqual(['4', '3']);
  });

  it('take the REST list in any order, keeping the streamed trades newer than its newest', () => {
    let state = reduce(undefined, batch([trade('20'), trade('21')]));
    state = reduce(state, recentTradesLoaded([trade('18'), trade('20'), trade('19')]));
    expect(ids(state)).toEqual(['21', '20', '19', '18']);
  });

  it('start empty with each stream', () => {
    const state = reduce(reduce(undefined, recentTradesLoaded([trade('1')])), streamStarted({ symbol: 'ETHUSDT', interval: '1m' }));
    expect(state.trades).toEqual([]);
  });
});
