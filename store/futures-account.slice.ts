import { createSlice } from '@reduxjs/toolkit';
import type { FundingPayment, FuturesBalance, LiquidationRecord } from '../src/core/trading/contract/futures';
import { compareDecimal } from '../src/core/trading/decimal-text';
import { streamStarted } from './trading.actions';
import { fundingLoaded, fundingPageRequested, futuresBalanceLoaded, futuresBatchReceived } from './futures.actions';

/** The futures wallet, the funding payments (newest first, paged) and the liquidations the stream reported. */
export interface FuturesAccountState {
  balance: FuturesBalance | null;
  funding: FundingPayment[];
  fundingNext: string | null;
  fundingLoading: boolean;
  liquidations: LiquidationRecord[];
}

const initialState: FuturesAccountState = { balance: null, funding: [], fundingNext: null, fundingLoading: false, liquidations: [] };

function mergedFunding(existing: readonly FundingPayment[], incoming: readonly FundingPayment[]): FundingPayment[] {
  const ids = new Set(existing.map((payment) => payment.id));
  return [...existing, ...incoming.filter((payment) => !ids.has(payment.id))].sort((a, b) => b.time - a.time || compareDecimal(b.id, a.id));
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
        state.funding = mergedFunding(payload.append ? state.funding : [], payload.payments);
        state.fundingNext = payload.next;
        state.fundingLoading = false;
      })
      .addCase(futuresBatchReceived, (state, { payload }) => {
        if (payload.balance) state.balance = payload.balance;
        if (payload.funding.length > 0) state.funding = mergedFunding(state.funding, payload.funding);
        if (payload.liquidations.length > 0) state.liquidations = [...payload.liquidations, ...state.liquidations];
      });
  },
});
