import { createSlice } from '@reduxjs/toolkit';
import type { Kline, KlineInterval } from '../src/core/trading/contract/market-data';
import { chartShown, klineIntervalChosen, klinesLoaded, streamBatchReceived, streamStarted } from './trading.actions';

/** Candles of the chosen interval: the REST history, and the newest candle as the stream changes it. */
export interface MarketKlinesState {
  interval: KlineInterval;
  history: Kline[];
  /** The running (or just closed) candle from the stream; the chart updates it in place. */
  latest: Kline | null;
  /**
   * A chart is on the page. A phone's workspace makes its chart only when the chart's tab is first shown: until then
   * the stream neither reads the candles' history nor follows the kline channel (sagas/market-stream.saga.ts).
   */
  shown: boolean;
}

export const marketKlinesSlice = createSlice({
  name: 'klines',
  initialState: { interval: '1m', history: [], latest: null, shown: false } as MarketKlinesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(streamStarted, (state, { payload }) => ({ interval: payload.interval, history: [], latest: null, shown: state.shown }))
      .addCase(klineIntervalChosen, (state, { payload }) => ({ interval: payload, history: [], latest: null, shown: state.shown }))
      .addCase(chartShown, (state, { payload }) => {
        state.shown = payload;
      })
      .addCase(klinesLoaded, (state, { payload }) => {
        if (payload.interval === state.interval) state.history = payload.klines;
      })
      .addCase(streamBatchReceived, (state, { payload }) => {
        // Only the chosen interval, and never a candle older than the one shown (lightweight-charts #592).
        for (const kline of payload.klines) {
          if (kline.interval !== state.interval) continue;
          if (state.latest && kline.openTime < state.latest.openTime) continue;
          state.latest = kline;
        }
      });
  },
});
