import { createSlice } from '@reduxjs/toolkit';
import type { SymbolRules, Ticker24h } from '../src/core/trading/contract/market-data';
import { streamBatchReceived, streamStarted, symbolRulesLoaded, type StreamStatus } from './trading.actions';

/** The stream's state as the page shows it, the 24 h ticker it carries, and the symbol's order rules. */
export interface MarketTickerState {
  symbol: string;
  status: StreamStatus;
  privateChannels: boolean;
  ticker: Ticker24h | null;
  rules: SymbolRules | null;
}

const initialState: MarketTickerState = { symbol: '', status: 'idle', privateChannels: false, ticker: null, rules: null };

export const marketTickerSlice = createSlice({
  name: 'ticker',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(streamStarted, (state, { payload }) => ({ ...initialState, symbol: payload.symbol, status: 'connecting', rules: state.rules?.symbol === payload.symbol ? state.rules : null }))
      .addCase(symbolRulesLoaded, (state, { payload }) => {
        state.rules = payload;
      })
      .addCase(streamBatchReceived, (state, { payload }) => {
        if (payload.status) {
          state.status = payload.status.status;
          state.privateChannels = payload.status.privateChannels;
        }
        if (payload.ticker) state.ticker = payload.ticker;
      });
  },
});
