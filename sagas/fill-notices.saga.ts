// A notice when an open order trades: a resting limit order met by the market, or a waiting TP/SL that fired and
// filled, told wherever the trader is looking (the order tabs show it too, but may be closed or on another tab);
// and an alert when a stop or take-profit fired but could not run.
// What the stream missed while it was down is told from the orders read again after the reconnect.
import { put, select, take } from 'redux-saga/effects';
import type { Order } from '../src/core/trading/contract/orders';
import { averageFillPrice, failedTriggers, filledById, missedUpdates, newlyFilled, type FilledById } from '../src/core/trading/fill-notices';
import type { RootState } from '../store/root-reducer';
import { toastShown } from '../store/toasts.slice';
import { openOrdersLoaded, orderPlaced, ordersReadAgain, streamBatchReceived, type MarketDecimals } from '../store/trading.actions';
import { selectMarketDecimals, selectOrders } from '../store/trading.selectors';

/** The average price's decimals when the symbol's are not known (as the order tabs write it then). */
const AVERAGE_DECIMALS = 8;

/** A polite notification: the pair, the side, how much of the order has filled and at what average price. */
export function fillNotice(order: Order, decimals: MarketDecimals[string] | undefined) {
  const complete = order.status === 'filled';
  const price = averageFillPrice(order, decimals?.price ?? AVERAGE_DECIMALS);
  return toastShown({
    kind: 'notification',
    messageKey: `orderAnswers.notices.${order.side}${complete ? 'Filled' : 'Partial'}`,
    values: { symbol: order.symbol, asset: order.symbol.replace(/USDT$/, '') },
    numbers: {
      filled: { value: order.filledQty, decimals: decimals?.qty },
      qty: { value: order.qty, decimals: decimals?.qty },
      price: { value: price, decimals: decimals?.price },
    },
  });
}

/**
 * An alert that a stop or take-profit fired and ended unexecuted, cancelled or stopped by its price protection: the
 * position is no longer guarded by it.
 */
export function failedTriggerNotice(order: Order) {
  const { type }: { type: string } = order;
  const kind = type === 'takeProfitMarket' ? 'takeProfit' : 'stop';
  return toastShown({
    kind: 'error',
    messageKey: `orderAnswers.notices.${kind}${order.cancelReason === 'priceProtection' ? 'Protected' : 'Failed'}`,
    values: { symbol: order.symbol },
  });
}

const openOrders = (state: RootState): readonly Order[] => selectOrders(state)?.open ?? [];

/** The notices of a batch of updates against what each order held open had filled. */
function* tell(known: FilledById, updates: readonly Order[]) {
  const decimals: MarketDecimals = yield select(selectMarketDecimals);
  for (const order of newlyFilled(known, updates)) yield put(fillNotice(order, decimals[order.symbol]));
  for (const order of failedTriggers(known, updates)) yield put(failedTriggerNotice(order));
}

/**
 * Keeps what each open order had filled after the last batch with orders in it, the last list read or the last
 * placement, and tells the orders a new batch filled further. It runs after the reducers, so the open list it reads
 * afterwards is the one the next batch is compared with. Most batches (a frame of book and trades) hold no order:
 * they change no open order, so the list is not read again for them. After a reconnect, the orders read again come
 * before the open list read replaces the one held, and are told as a batch of the orders held open.
 */
export function* fillNoticesSaga() {
  let known: FilledById = filledById(yield select(openOrders));
  for (;;) {
    const action: ReturnType<typeof streamBatchReceived | typeof ordersReadAgain | typeof openOrdersLoaded | typeof orderPlaced> = yield take([
      streamBatchReceived.type,
      ordersReadAgain.type,
      openOrdersLoaded.type,
      orderPlaced.type,
    ]);
    if (streamBatchReceived.match(action)) {
      if (action.payload.orders.length === 0) continue;
      yield* tell(known, action.payload.orders);
    } else if (ordersReadAgain.match(action)) {
      yield* tell(known, missedUpdates(known, action.payload));
    }
    known = filledById(yield select(openOrders));
  }
}
