import { createSlice } from '@reduxjs/toolkit';
import type { FundingPayment, FuturesBalance, LiquidationRecord } from '../src/core/trading/contract/futures';
import { compareDecimal } from '../src/core/trading/decimal-text';
import { pageReaches } from './page-refresh';
import { streamStarted } from './trading.actions';
import {
  fundingLoaded,
  fundingPageRequested,
  futuresBalanceLoaded,
  futuresBatchReceived,
  liquidationsLoaded,
  liquidationsPageRequested,
  transferDone,
  type PageLoaded,
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
  /** A first page of liquidations has arrived: a page read again after a reconnect can tell what is new. */
  liquidationsRead: boolean;
}

const initialState: FuturesAccountState = {
  balance: null,
  funding: [],
  fundingNext: null,
  fundingLoading: false,
  liquidations: [],
  liquidationsNext: null,
  liquidationsLoading: false,
  liquidationsRead: false,
};

/** Rows of a page and of the stream together: a row both brought shows once, newest first. */
function merged<T extends { id: string; time: number }>(existing: readonly T[], incoming: readonly T[]): T[] {
  const ids = new Set(existing.map((row) => row.id));
  return [...existing, ...incoming.filter((row) => !ids.has(row.id))].sort((a, b) => b.time - a.time || compareDecimal(b.id, a.id));
}

/** The first page read again after a reconnect, with what is held (`pageReaches` says which way). */
function refreshed<T extends { id: string; time: number }>(held: readonly T[], heldNext: string | null, page: readonly T[], pageNext: string | null) {
  return pageReaches(held, page, pageNext, (row) => row.id) ? { rows: merged(held, page), next: heldNext } : { rows: merged([], page), next: pageNext };
}

/**
 * The rows and cursor of a paged list after a page arrived: a refresh as above; a "Load more" page appended; a first
 * page in place of what was held. `settled` says the page ends a "Load more" wait; a refresh leaves one running.
 */
function afterPage<T extends { id: string; time: number }>(held: readonly T[], heldNext: string | null, page: readonly T[], loaded: PageLoaded) {
  if (loaded.refresh) return { ...refreshed(held, heldNext, page, loaded.next), settled: false };
  return { rows: merged(loaded.append ? held : [], page), next: loaded.next, settled: true };
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
        const { rows, next, settled } = afterPage(state.funding, state.fundingNext, payload.payments, payload);
        state.funding = rows;
        state.fundingNext = next;
        if (settled) state.fundingLoading = false;
      })
      .addCase(liquidationsPageRequested, (state) => {
        state.liquidationsLoading = true;
      })
      .addCase(liquidationsLoaded, (state, { payload }) => {
        if (!payload.append) state.liquidationsRead = true;
        const { rows, next, settled } = afterPage(state.liquidations, state.liquidationsNext, payload.liquidations, payload);
        state.liquidations = rows;
        state.liquidationsNext = next;
        if (settled) state.liquidationsLoading = false;
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
