import { createSlice } from '@reduxjs/toolkit';
import type { Fill } from '../src/core/trading/contract/orders';
import { compareDecimal } from '../src/core/trading/decimal-text';
import { fillsLoaded, fillsPageRequested, orderPlaced, streamBatchReceived, streamStarted } from './trading.actions';

export interface TradingFillsState {
  /** Newest first. */
  fills: Fill[];
  next: string | null;
  loading: boolean;
}

function merged(existing: readonly Fill[], incoming: readonly Fill[]): Fill[] {
  const ids = new Set(existing.map((fill) => fill.fillId));
  return [...existing, ...incoming.filter((fill) => !ids.has(fill.fillId))].sort((a, b) => compareDecimal(b.fillId, a.fillId));
}

export const tradingFillsSlice = createSlice({
  name: 'fills',
  initialState: { fills: [], next: null, loading: false } as TradingFillsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(streamStarted, () => ({ fills: [], next: null, loading: false }))
      .addCase(fillsPageRequested, (state) => {
        state.loading = true;
      })
      .addCase(fillsLoaded, (state, { payload }) => {
        state.fills = merged(payload.append ? state.fills : [], payload.fills);
        state.next = payload.next;
        state.loading = false;
      })
      .addCase(orderPlaced, (state, { payload }) => {
        state.fills = merged(state.fills, payload.fills);
      })
      .addCase(streamBatchReceived, (state, { payload }) => {
        if (payload.fills.length > 0) state.fills = merged(state.fills, payload.fills);
      });
  },
});
