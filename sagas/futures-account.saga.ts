// The futures wallet's own workflows: the next page of liquidations (futures-pages.saga.ts), the notice when the
// stream reports one of the user's positions liquidated, and transfers of USDT between the spot and the futures
// wallets. The transfer's refusal is kept for the dialog to word (33010 by the amount field); the request layer
// shows no toast for it.
import { put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { TransferAnswer } from '../src/core/trading/contract/futures';
import { BalancesAnswer } from '../src/core/trading/contract/orders';
import { FuturesPaths, TradingPaths } from '../src/core/trading/contract/paths';
import {
  futuresBatchReceived,
  liquidationsPageRequested,
  transferDialogOpened,
  transferDone,
  transferRefused,
  transferRequested,
  type TransferRefusal,
} from '../store/futures.actions';
import { balancesLoaded, selectBalances, type Balance } from '../store/user.slice';
import { checkedPost, fetchChecked } from './fetch-checked';
import { liquidationNotice, rememberLiquidations } from './futures-liquidation-notices';
import { LIQUIDATION_PAGES, nextPage } from './futures-pages.saga';
import type { MarketPort } from './ports';

/**
 * A liquidation the stream reports is news the trader must hear at once, in every tab that hears it; the browser
 * then knows it, so a tab reading it after a reconnect does not tell it again.
 */
function* announceLiquidations(action: ReturnType<typeof futuresBatchReceived>) {
  for (const record of action.payload.liquidations) yield put(liquidationNotice(record));
  yield* rememberLiquidations(action.payload.liquidations);
}

/** A failed transfer as the dialog words it: the gateway's code, else the request layer's text for the failure. */
export function transferRefusalOf(error: unknown): TransferRefusal {
  const { kind, code, serverMessage, messageKey, values } = (error ?? {}) as Partial<Record<string, unknown>>;
  const key = typeof messageKey === 'string' ? messageKey : kind === 'malformed' ? 'errors.malformed' : 'errors.unknown';
  return {
    // Only an envelope's code is the gateway's; a network failure's code is the HTTP library's.
    ...(kind === 'envelope' && typeof code === 'string' ? { code } : {}),
    ...(typeof serverMessage === 'string' ? { serverMessage } : {}),
    messageKey: key,
    ...(values && typeof values === 'object' ? { values: values as Record<string, string | number> } : {}),
  };
}

/** The spot wallet with its USDT available as the transfer left it, so the header's balance follows at once. */
export function withSpotUsdt(balances: readonly Balance[], available: string): Balance[] {
  const usdt = balances.find((balance) => balance.coin === 'USDT');
  if (!usdt) return [...balances, { coin: 'USDT', available, frozen: '0' }];
  return balances.map((balance) => (balance === usdt ? { ...balance, available } : balance));
}

/**
 * The spot wallet read again when the dialog opens, so the available amount it offers is current. It is the
 * ledger the header's balance shows (/v1/asset/balance), read through the trading call this chunk already has.
 */
function* readSpotWallet(market: MarketPort) {
  const answer: BalancesAnswer | null = yield* fetchChecked(BalancesAnswer, () => market.post(TradingPaths.balances, {}), 'spot balances');
  if (answer) yield put(balancesLoaded(answer.balances.map(({ asset, available, frozen }) => ({ coin: asset, available, frozen }))));
}

function* transfer(market: MarketPort, action: ReturnType<typeof transferRequested>) {
  const { amount, direction } = action.payload;
  try {
    const answer: TransferAnswer = yield* checkedPost(market, FuturesPaths.transfer, { asset: 'USDT', amount, direction }, TransferAnswer);
    const spot: Balance[] | null = yield select(selectBalances);
    if (spot) yield put(balancesLoaded(withSpotUsdt(spot, answer.spotAvailable)));
    yield put(transferDone({ amount, direction, balance: answer.balance, spotAvailable: answer.spotAvailable }));
  } catch (error) {
    yield put(transferRefused(transferRefusalOf(error)));
  }
}

function* liquidationsPage(market: MarketPort) {
  yield* nextPage(market, LIQUIDATION_PAGES);
}

export function* futuresAccountSaga(market: MarketPort) {
  yield takeLatest(liquidationsPageRequested.type, liquidationsPage, market);
  // Batches come every animation frame; only those carrying a liquidation wake the notice.
  const liquidationBatch = (action: { type: string; payload?: unknown }) =>
    futuresBatchReceived.match(action) && action.payload.liquidations.length > 0;
  yield takeEvery(liquidationBatch, announceLiquidations);
  yield takeLatest(transferDialogOpened.type, readSpotWallet, market);
  // One transfer at a time: a second press while one is on its way is not a second transfer.
  yield takeLeading(transferRequested.type, transfer, market);
}
