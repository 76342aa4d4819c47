import { createSlice, original } from '@reduxjs/toolkit';
import type { Trade } from '../src/core/trading/contract/market-data';
import { compareDecimal } from '../src/core/trading/decimal-text';
import { recentTradesLoaded, streamBatchReceived, streamStarted } from './trading.actions';

/** How many recent trades the list keeps (and shows). */
export const RECENT_TRADES_KEPT = 50;

export interface MarketTradesState {
  /** Newest first. */
  trades: Trade[];
}

function newestFirst(trades: readonly Trade[]): Trade[] {
  return [...trades].sort((a, b) => compareDecimal(b.tradeId, a.tradeId));
}

/** The trades above `newest`; all of them when there is none (no id is below every other: trade 0 is one). */
function newerThan(trades: readonly Trade[], newest: Trade | undefined): readonly Trade[] {
  return newest === undefined ? trades : trades.filter((trade) => compareDecimal(trade.tradeId, newest.tradeId) > 0);
}

export const marketTradesSlice = createSlice({
  name: 'trades',
  initialState: { trades: [] } as MarketTradesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(streamStarted, (state) => {
        state.trades = [];
      })
      .addCase(recentTradesLoaded, (state, { payload }) => {
        // The REST list replaces what streamed before it, keeping streamed trades that are newer than it
        // (docs/protocol.md: after a reconnect, drop streamed trades not above the last one fetched).
        const newer = newerThan(state.trades, newestFirst(payload)[0]);
        state.trades = newestFirst([...newer, ...payload]).slice(0, RECENT_TRADES_KEPT);
      })
      .addCase(streamBatchReceived, (state, { payload }) => {
        if (payload.trades.length === 0) return;
        // Every frame of a live page comes here. The list kept is read as it is (reading the draft's rows would make
        // a proxy of each), and only the new trades are sorted: all of them are newer than everything kept.
        const kept = original(state)?.trades ?? state.trades;
        const fresh = newerThan(payload.trades, kept[0]);
        if (fresh.length === 0) return;
        return { trades: [...newestFirst(fresh), ...kept].slice(0, RECENT_TRADES_KEPT) };
      });
  },
});
