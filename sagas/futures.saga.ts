// The futures workspace's own calls: leverage and margin mode of a symbol, and what a trader does to a position
// (close at market or limit, reverse, add or remove isolated margin, set TP/SL), plus the next page of funding
// payments (futures-pages.saga.ts). Refusals come back as codes the workspace words in the user's language; nothing
// here toasts. Liquidations and transfers between the wallets are in futures-account.saga.ts.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Static, TSchema } from '@sinclair/typebox';
import Big from 'big.js';
import { call, fork, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
// The words of the answers and refusals this saga (and the liquidation notices) name: here, they are in before an
// order can be sent.
import '../src/i18n/futures-orders-english';
import {
  FuturesPlaceOrderAnswer,
  PositionAnswer,
  SetLeverageAnswer,
  SymbolSettings,
  type FuturesPlaceOrderRequest,
  type Position,
} from '../src/core/trading/contract/futures';
import { FuturesPaths } from '../src/core/trading/contract/paths';
import { gotNoVerdict } from '../src/core/transport-failure';
import {
  fundingPageRequested,
  leverageChosen,
  leverageSet,
  marginModeChosen,
  positionActionAnswered,
  positionCloseRequested,
  positionMarginRequested,
  positionReverseRequested,
  positionTpSlRequested,
  positionUpdated,
  settingsRefused,
  symbolSettingsSet,
  type PositionAction,
} from '../store/futures.actions';
import { selectPositionOf, selectSymbolSettings } from '../store/futures.selectors';
import type { RootState } from '../store/root-reducer';
import { checkedPost } from './fetch-checked';
import { futuresAccountSaga } from './futures-account.saga';
import { FUNDING_PAGES, nextPage } from './futures-pages.saga';
import { loadAccount } from './market-stream.saga';
import { refusalOf } from './orders.saga';
import type { MarketPort } from './ports';

/**
 * A symbol setting (leverage, margin mode): the answer goes to the store, a refusal (code or failure text) to the
 * settings. A call that got no verdict (a lost or unreadable answer, a 5xx, a 429) may have made the change all the
 * same: the account is read back first, and a setting it now holds as asked is taken, not refused, so the form
 * never shows a leverage or margin mode other than the one orders get.
 */
function* settingCall<S extends TSchema>(
  market: MarketPort,
  path: string,
  body: { symbol: string },
  schema: S,
  done: (answer: Static<S>) => UnknownAction,
  took: (held: ReturnType<typeof selectSymbolSettings>) => boolean,
) {
  try {
    const answer: Static<S> = yield* checkedPost(market, path, body, schema);
    yield put(done(answer));
  } catch (error) {
    if (gotNoVerdict(error)) {
      yield call(loadAccount, market, false, 'futures');
      const held: ReturnType<typeof selectSymbolSettings> = yield select(selectSymbolSettings, body.symbol);
      if (held.leverage !== null && took(held)) {
        yield put(symbolSettingsSet({ symbol: body.symbol, leverage: held.leverage, marginMode: held.marginMode }));
        return;
      }
    }
    yield put(settingsRefused(refusalOf(error)));
  }
}

function* setLeverage(market: MarketPort, action: ReturnType<typeof leverageChosen>) {
  const asked = action.payload.leverage;
  yield* settingCall(market, FuturesPaths.leverage, action.payload, SetLeverageAnswer, leverageSet, (held) => held.leverage === asked);
}

function* setMarginMode(market: MarketPort, action: ReturnType<typeof marginModeChosen>) {
  const asked = action.payload.marginMode;
  yield* settingCall(market, FuturesPaths.marginMode, action.payload, SymbolSettings, symbolSettingsSet, (held) => held.marginMode === asked);
}

/** The order that closes `position` (reduce-only, so it can never open the other side), or reverses it. */
export function closingOrder(position: Position, how: { price?: string; reverse?: boolean }): FuturesPlaceOrderRequest {
  const side = position.side === 'LONG' ? 'sell' : 'buy';
  if (how.reverse) return { symbol: position.symbol, side, type: 'market', qty: new Big(position.size).times(2).toFixed() };
  if (how.price !== undefined) return { symbol: position.symbol, side, type: 'limit', price: how.price, timeInForce: 'GTC', qty: position.size, reduceOnly: true };
  return { symbol: position.symbol, side, type: 'market', qty: position.size, reduceOnly: true };
}

function* placeForPosition(market: MarketPort, symbol: string, action: PositionAction, how: { price?: string; reverse?: boolean }) {
  const position: Position | null = yield select((state: RootState) => selectPositionOf(state, symbol));
  if (!position) {
    yield put(positionActionAnswered({ symbol, action, refusal: { messageKey: 'futuresOrders.refusal.noPosition' } }));
    return;
  }
  try {
    const request = { ...closingOrder(position, how), clientOrderId: market.newClientOrderId() };
    yield* checkedPost(market, FuturesPaths.place, request, FuturesPlaceOrderAnswer);
  } catch (error) {
    yield put(positionActionAnswered({ symbol, action, refusal: refusalOf(error) }));
    return;
  }
  // The private channels bring the position too; reading it once more covers a late socket. The answer waits for
  // that read: it speaks of the position as the order left it (positions table), and goes once that changes.
  yield call(loadAccount, market, false, 'futures');
  yield put(positionActionAnswered({ symbol, action, refusal: null }));
}

function* close(market: MarketPort, action: ReturnType<typeof positionCloseRequested>) {
  const { symbol, price } = action.payload;
  yield* placeForPosition(market, symbol, 'close', price === undefined ? {} : { price });
}

function* reverse(market: MarketPort, action: ReturnType<typeof positionReverseRequested>) {
  yield* placeForPosition(market, action.payload.symbol, 'reverse', { reverse: true });
}

function* positionCall(market: MarketPort, path: string, body: { symbol: string }, action: PositionAction) {
  try {
    const answer: PositionAnswer = yield* checkedPost(market, path, body, PositionAnswer);
    yield put(positionUpdated(answer.position));
    yield put(positionActionAnswered({ symbol: body.symbol, action, refusal: null }));
  } catch (error) {
    yield put(positionActionAnswered({ symbol: body.symbol, action, refusal: refusalOf(error) }));
  }
}

function* margin(market: MarketPort, action: ReturnType<typeof positionMarginRequested>) {
  yield* positionCall(market, FuturesPaths.positionMargin, action.payload, 'margin');
}

function* tpsl(market: MarketPort, action: ReturnType<typeof positionTpSlRequested>) {
  yield* positionCall(market, FuturesPaths.positionTpSl, action.payload, 'tpsl');
}

function* fundingPage(market: MarketPort) {
  yield* nextPage(market, FUNDING_PAGES);
}

export function* futuresSaga() {
  const market: MarketPort | undefined = yield getContext('market');
  if (!market) return;
  yield takeLatest(leverageChosen.type, setLeverage, market);
  yield takeLatest(marginModeChosen.type, setMarginMode, market);
  yield takeEvery(positionCloseRequested.type, close, market);
  yield takeEvery(positionReverseRequested.type, reverse, market);
  yield takeEvery(positionMarginRequested.type, margin, market);
  yield takeEvery(positionTpSlRequested.type, tpsl, market);
  yield takeLatest(fundingPageRequested.type, fundingPage, market);
  yield fork(futuresAccountSaga, market);
}
