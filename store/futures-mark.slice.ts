import { createSlice } from '@reduxjs/toolkit';
import { streamStarted } from './trading.actions';
import { markReceived, type MarkView } from './futures.actions';

/** The perpetual's mark price, index price, funding rate and next funding time, live from the stream. */
export interface FuturesMarkState {
  mark: MarkView | null;
}

const initialState: FuturesMarkState = { mark: null };

export const futuresMarkSlice = createSlice({
  name: 'mark',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Another symbol's mark must never show under this one's name.
      .addCase(streamStarted, (state, { payload }) => (state.mark?.symbol === payload.symbol ? state : initialState))
      .addCase(markReceived, (state, { payload }) => {
        state.mark = payload;
      });
  },
});
