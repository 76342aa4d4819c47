import { createSlice } from '@reduxjs/toolkit';
import type { MarkPrice } from '../src/core/trading/contract/futures';
import { streamStarted } from './trading.actions';
import { futuresBatchReceived, markReceived } from './futures.actions';

/** The perpetual's mark price, index price, funding rates and next funding time, live from the stream. */
export interface FuturesMarkState {
  mark: MarkPrice | null;
}

const initialState: FuturesMarkState = { mark: null };

/** An older mark (by its time) never replaces a newer one: REST and the stream may answer out of order. */
function take(state: FuturesMarkState, mark: MarkPrice): void {
  if (state.mark && state.mark.symbol === mark.symbol && state.mark.time > mark.time) return;
  state.mark = mark;
}

export const futuresMarkSlice = createSlice({
  name: 'mark',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Another symbol's mark must never show under this one's name.
      .addCase(streamStarted, (state, { payload }) => (state.mark?.symbol === payload.symbol ? state : initialState))
      .addCase(markReceived, (state, { payload }) => take(state, payload))
      .addCase(futuresBatchReceived, (state, { payload }) => {
        if (payload.mark) take(state, payload.mark);
      });
  },
});
