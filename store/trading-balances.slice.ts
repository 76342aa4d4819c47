import { createSlice } from '@reduxjs/toolkit';
import type { Balance } from '../src/core/trading/contract/orders';
import { balancesLoaded, streamBatchReceived, streamStarted } from './trading.actions';

export interface TradingBalancesState {
  /** By asset; the stream sends only those that changed. */
  byAsset: Record<string, Balance>;
  loaded: boolean;
}

export const tradingBalancesSlice = createSlice({
  name: 'balances',
  initialState: { byAsset: {}, loaded: false } as TradingBalancesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(streamStarted, () => ({ byAsset: {}, loaded: false }))
      .addCase(balancesLoaded, (state, { payload }) => {
        state.byAsset = Object.fromEntries(payload.map((balance) => [balance.asset, balance]));
        state.loaded = true;
      })
      .addCase(streamBatchReceived, (state, { payload }) => {
        for (const balance of payload.balances) state.byAsset[balance.asset] = balance;
      });
  },
});
