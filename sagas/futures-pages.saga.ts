// "Load more" of the futures account's paged lists (funding payments, liquidations): one rule, a table per list.
import type { Static, TSchema } from '@sinclair/typebox';
import type { UnknownAction } from '@reduxjs/toolkit';
import { put, select } from 'redux-saga/effects';
import { FundingHistoryAnswer, LiquidationsAnswer } from '../src/core/trading/contract/futures';
import { FuturesPaths } from '../src/core/trading/contract/paths';
import { fundingLoaded, liquidationsLoaded } from '../store/futures.actions';
import type { FuturesAccountState } from '../store/futures-account.slice';
import { selectFuturesAccount } from '../store/futures.selectors';
import { checkedPost } from './fetch-checked';
import { FUNDING_PAGE_SIZE, LIQUIDATIONS_PAGE_SIZE } from './futures-loads';
import { pageFailureToast } from './page-failure';
import type { MarketPort } from './ports';

interface Page<R> {
  rows: R[];
  next: string | null;
}

interface PagedList<S extends TSchema, R> {
  /** The call, its page size and answer, and what a warning calls the list. */
  read: { path: string; size: number; answer: S; what: string };
  cursor: (account: FuturesAccountState) => string | null;
  pageOf: (answer: Static<S>) => Page<R>;
  loaded: (page: Page<R> & { append: boolean }) => UnknownAction;
}

export const FUNDING_PAGES: PagedList<typeof FundingHistoryAnswer, FundingHistoryAnswer['payments'][number]> = {
  read: { path: FuturesPaths.fundingHistory, size: FUNDING_PAGE_SIZE, answer: FundingHistoryAnswer, what: 'funding payments' },
  cursor: (account) => account.fundingNext,
  pageOf: (answer) => ({ rows: answer.payments, next: answer.next }),
  loaded: ({ rows, ...page }) => fundingLoaded({ payments: rows, ...page }),
};

export const LIQUIDATION_PAGES: PagedList<typeof LiquidationsAnswer, LiquidationsAnswer['liquidations'][number]> = {
  read: { path: FuturesPaths.liquidations, size: LIQUIDATIONS_PAGE_SIZE, answer: LiquidationsAnswer, what: 'liquidations' },
  cursor: (account) => account.liquidationsNext,
  pageOf: (answer) => ({ rows: answer.liquidations, next: answer.next }),
  loaded: ({ rows, ...page }) => liquidationsLoaded({ liquidations: rows, ...page }),
};

/** The page after the held cursor, appended; without a cursor the first page, in place of the held rows. */
export function* nextPage<S extends TSchema, R>(market: MarketPort, list: PagedList<S, R>) {
  const account: ReturnType<typeof selectFuturesAccount> = yield select(selectFuturesAccount);
  const cursor = account ? list.cursor(account) : null;
  const { path, size, answer: schema, what } = list.read;
  try {
    const answer: Static<S> = yield* checkedPost(market, path, { limit: size, ...(cursor ? { cursor } : {}) }, schema);
    yield put(list.loaded({ ...list.pageOf(answer), append: cursor !== null }));
  } catch (error) {
    console.warn(`the next page of ${what} could not be loaded`, error);
    // The cursor stays, so "Load more" can be pressed again.
    yield put(list.loaded({ rows: [], next: cursor, append: true }));
    // A "Load more" the trader pressed (a first page loads on its own, and its failure shows where it is used).
    const toast = cursor === null ? null : pageFailureToast(error);
    if (toast) yield put(toast);
  }
}
