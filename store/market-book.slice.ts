import { createSlice } from '@reduxjs/toolkit';
import { streamBatchReceived, streamStarted, type BookView } from './trading.actions';

/** The order book as the stream last painted it; null until (and whenever) the book is not trusted. */
export interface MarketBookState {
  book: BookView | null;
}

export const marketBookSlice = createSlice({
  name: 'book',
  initialState: { book: null } as MarketBookState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(streamStarted, (state) => {
        state.book = null;
      })
      .addCase(streamBatchReceived, (state, { payload }) => {
        if (payload.book !== undefined) state.book = payload.book;
      });
  },
});
