import { createSlice } from '@reduxjs/toolkit';
import type { FundingPayment, FuturesBalance, LiquidationRecord } from '../src/core/trading/contract/futures';
import { compareDecimal } from '../src/core/trading/decimal-text';
import { streamStarted } from './trading.actions';
import {
  fundingLoaded,
  fundingPageRequested,
  futuresBalanceLoaded,
  futuresBatchReceived,
  liquidationsLoaded,
  liquidationsPageRequested,
  transferDone,
} from './futures.actions';

/** The futures wallet, the funding payments and the liquidations (each newest first, paged, and live). */
export interface FuturesAccountState {
  balance: FuturesBalance | null;
  funding: FundingPayment[];
  fundingNext: string | null;
  fundingLoading: boolean;
  liquidations: LiquidationRecord[];
  liquidationsNext: string | null;
  liquidationsLoading: boolean;
}

const initialState: FuturesAccountState = {
  balance: null,
  funding: [],
  fundingNext: null,
  fundingLoading: false,
  liquidations: [],
  liquidationsNext: null,
  liquidationsLoading: false,
};

/** Rows of a page and of the stream together: a row both brought shows once, newest first. */
function merged<T extends { id: string; time: number }>(existing: readonly T[], incoming: readonly T[]): T[] {
  const ids = new Set(existing.map((row) => row.id));
  return [...existing, ...incoming.filter((row) => !ids.has(row.id))].sort((a, b) => b.time - a.time || compareDecimal(b.id, a.id));
}

export const futuresAccountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(streamStarted, () => initialState)
      .addCase(futuresBalanceLoaded, (state, { payload }) => {
        state.balance = payload;
      })
      .addCase(fundingPageRequested, (state) => {
        state.fundingLoading = true;
      })
      .addCase(fundingLoaded, (state, { payload }) => {
        state.funding = merged(payload.append ? state.funding : [], payload.payments);
        state.fundingNext = payload.next;
        state.fundingLoading = false;
      })
      .addCase(liquidationsPageRequested, (state) => {
        state.liquidationsLoading = true;
      })
      .addCase(liquidationsLoaded, (state, { payload }) => {
        state.liquidations = merged(payload.append ? state.liquidations : [], payload.liquidations);
        state.liquidationsNext = payload.next;
        state.liquidationsLoading = false;
      })
      .addCase(transferDone, (state, { payload }) => {
        state.balance = payload.balance;
      })
      .addCase(futuresBatchReceived, (state, { payload }) => {
        if (payload.balance) state.balance = payload.balance;
        if (payload.funding.length > 0) state.funding = merged(state.funding, payload.funding);
        if (payload.liquidations.length > 0) state.liquidations = merged(state.liquidations, payload.liquidations);
      });
  },
});
