import { createSlice } from '@reduxjs/toolkit';
import type { Fill } from '../src/core/trading/contract/orders';
import { compareDecimal } from '../src/core/trading/decimal-text';
import { pageReaches } from './page-refresh';
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
        // A refresh leaves a "Load more" on its way to finish; it keeps the held cursor when it reaches the rows.
        if (!payload.refresh) state.loading = false;
        if (payload.refresh && pageReaches(state.fills, payload.fills, payload.next, (fill) => fill.fillId)) {
          state.fills = merged(state.fills, payload.fills);
          return;
        }
        state.fills = merged(payload.append ? state.fills : [], payload.fills);
        state.next = payload.next;
      })
      .addCase(orderPlaced, (state, { payload }) => {
        state.fills = merged(state.fills, payload.fills);
      })
      .addCase(streamBatchReceived, (state, { payload }) => {
        if (payload.fills.length > 0) state.fills = merged(state.fills, payload.fills);
      });
  },
});
