import { createSlice } from '@reduxjs/toolkit';
import type { SymbolRules, Ticker24h } from '../src/core/trading/contract/market-data';
import { marketDecimalsLoaded, streamBatchReceived, streamStarted, symbolRulesLoaded, type MarketDecimals, type MarketKind, type StreamStatus } from './trading.actions';

/** The stream's state as the page shows it, the 24 h ticker it carries, and the symbol's order rules. */
export interface MarketTickerState {
  symbol: string;
  /** The market the workspace trades: its calls and channels follow it. */
  market: MarketKind;
  status: StreamStatus;
  privateChannels: boolean;
  ticker: Ticker24h | null;
  rules: SymbolRules | null;
  /** Whether the exchange info lists the symbol on this market: null until it has answered. */
  listed: boolean | null;
  /** Every listed symbol's decimals on this market, once the exchange info answered. */
  decimals: MarketDecimals;
}

const initialState: MarketTickerState = { symbol: '', market: 'spot', status: 'idle', privateChannels: false, ticker: null, rules: null, listed: null, decimals: {} };

export const marketTickerSlice = createSlice({
  name: 'ticker',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(streamStarted, (state, { payload }) => {
        const market = payload.market ?? 'spot';
        // Spot and futures rules of one pair differ (leverage, tiers): kept only for the same symbol and market.
        const keep = state.rules?.symbol === payload.symbol && state.market === market;
        return {
          ...initialState,
          symbol: payload.symbol,
          market,
          status: 'connecting',
          rules: keep ? state.rules : null,
          listed: keep ? true : null,
          decimals: state.market === market ? state.decimals : {},
        };
      })
      .addCase(symbolRulesLoaded, (state, { payload }) => {
        state.rules = payload;
        state.listed = payload !== null;
      })
      .addCase(marketDecimalsLoaded, (state, { payload }) => {
        state.decimals = payload;
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
