// What a perpetual's workspace reads by REST besides the spot-shaped calls: the mark (until the stream sends one),
// the positions with each symbol's leverage and margin mode, the futures wallet, the funding payments and the
// liquidations (with the notice of one the stream missed while it was down).
import * as Type from '../src/core/trading/contract/type';
import { put, select } from 'redux-saga/effects';
import {
  FundingHistoryAnswer,
  FuturesBalanceAnswer,
  LiquidationsAnswer,
  MarkPrice,
  PositionsAnswer,
} from '../src/core/trading/contract/futures';
import { FuturesPaths } from '../src/core/trading/contract/paths';
import { positionsAfterRead } from '../src/core/trading/futures/positions-read';
import { fundingLoaded, futuresBalanceLoaded, futuresBatchReceived, liquidationsLoaded, markReceived, positionsLoaded, type FuturesBatch } from '../store/futures.actions';
import { selectFuturesAccount, selectPositionMap } from '../store/futures.selectors';
import { fetchChecked, type AskedWait } from './fetch-checked';
// Its stream's frames, and the calls its orders make: the futures contract arrives in this one load.
export { AnyServerFrame } from '../src/core/trading/contract/futures-frames';
export { FUTURES_CALLS } from './futures-calls';
import { announceLiquidationsWhileAway, announceMissedLiquidations } from './futures-liquidation-notices';
import type { MarketPort } from './ports';

/** Rows of funding payments per page. */
export const FUNDING_PAGE_SIZE = 20;
/** Rows of liquidations per page. */
export const LIQUIDATIONS_PAGE_SIZE = 20;

/** A stream frame's perpetual part (positions, wallet, mark, funding, liquidations) into the futures slices. */
export function* putFuturesBatch(batch: FuturesBatch) {
  yield put(futuresBatchReceived(batch));
}

export function* loadMark(market: MarketPort, symbol: string) {
  const marks: MarkPrice[] | null = yield* fetchChecked(Type.Array(MarkPrice), () => market.get(FuturesPaths.mark, { symbol }), 'mark price');
  const mark = marks?.find((entry) => entry.symbol === symbol);
  if (mark) yield put(markReceived(mark));
}

/**
 * Which pages of funding payments and liquidations come with the positions and the wallet: the first ones (the
 * workspace opens), the first ones again after a reconnect, merged into what is held (each row once; the pages
 * loaded further down stay), or none (after the trader's own order, which the private channels report).
 */
export type FuturesPages = 'first' | 'again' | 'none';

/** Positions, the wallet and, as `pages` says, the first pages of funding payments and liquidations. */
export function* loadFuturesAccount(market: MarketPort, pages: FuturesPages, asked?: AskedWait) {
  // The positions read are set against what the stream told while the read was out (positionsAfterRead).
  const heldBefore: ReturnType<typeof selectPositionMap> = yield select(selectPositionMap);
  const before = new Map(Object.values(heldBefore).map((position) => [position.symbol, position.updatedAt]));
  const positions: PositionsAnswer | null = yield* fetchChecked(PositionsAnswer, () => market.post(FuturesPaths.positions, {}), 'positions', asked);
  if (positions) {
    const now: ReturnType<typeof selectPositionMap> = yield select(selectPositionMap);
    yield put(positionsLoaded({ positions: positionsAfterRead(positions.positions, before, now), settings: positions.settings }));
  }
  const balance: FuturesBalanceAnswer | null = yield* fetchChecked(FuturesBalanceAnswer, () => market.post(FuturesPaths.balance, {}), 'futures balance', asked);
  if (balance) yield put(futuresBalanceLoaded(balance.balance));
  if (pages !== 'none') yield* loadFuturesPages(market, pages);
  // Without its positions or its wallet the account would show none: the first read is tried again (loadAccount).
  return positions !== null && balance !== null;
}

/** The first pages of the funding payments and liquidations, or those pages again after a reconnect. */
function* loadFuturesPages(market: MarketPort, pages: Exclude<FuturesPages, 'none'>) {
  // After a reconnect the channels may have missed rows while the socket was down.
  const mode = pages === 'first' ? { append: false } : { append: false, refresh: true };
  const funding: FundingHistoryAnswer | null = yield* fetchChecked(
    FundingHistoryAnswer,
    () => market.post(FuturesPaths.fundingHistory, { limit: FUNDING_PAGE_SIZE }),
    'funding payments',
  );
  if (funding) yield put(fundingLoaded({ payments: funding.payments, next: funding.next, ...mode }));
  const liquidations: LiquidationsAnswer | null = yield* fetchChecked(
    LiquidationsAnswer,
    () => market.post(FuturesPaths.liquidations, { limit: LIQUIDATIONS_PAGE_SIZE }),
    'liquidations',
  );
  if (!liquidations) return;
  if (pages === 'again') {
    // What the tab held before the page merges in tells which records the stream missed while it was down.
    const held: ReturnType<typeof selectFuturesAccount> = yield select(selectFuturesAccount);
    yield put(liquidationsLoaded({ liquidations: liquidations.liquidations, next: liquidations.next, ...mode }));
    yield* announceMissedLiquidations(liquidations.liquidations, held?.liquidations ?? [], held?.liquidationsRead === true);
    return;
  }
  yield put(liquidationsLoaded({ liquidations: liquidations.liquidations, next: liquidations.next, ...mode }));
  // The first page is known from now on; what in it is newer than this browser had seen happened while away.
  yield* announceLiquidationsWhileAway(liquidations.liquidations);
}
