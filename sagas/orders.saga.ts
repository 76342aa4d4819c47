// The order form's and the order tabs' calls: place, cancel, cancel all, and the next page of history or fills.
// Refusals come back as the gateway's code or the request layer's text of the failure (Refusal), which the form
// words in the user's language; no refusal toasts. A placement that got no answer keeps its clientOrderId for a retry
// of the same order, which the gateway then answers instead of placing twice (placement-retry.ts). The notices of
// open orders that trade run beside these (fill-notices.saga.ts).
import { call, fork, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { CancelAllAnswer, CancelOrderAnswer, FillsAnswer, Order, OrderHistoryAnswer, PlaceOrderAnswer } from '../src/core/trading/contract/orders';
import { toastShown } from '../store/toasts.slice';
import { parseWith } from '../src/core/trading/contract/parse';
import type { RootState } from '../store/root-reducer';
import { fillNoticesSaga } from './fill-notices.saga';
import { pageFailureToast } from './page-failure';
import {
  fillsLoaded,
  fillsPageRequested,
  orderCancelAllRequested,
  orderCancelFailed,
  orderCancelRequested,
  orderHistoryLoaded,
  orderHistoryPageRequested,
  orderPlaceRequested,
  orderPlaced,
  orderRefused,
  ordersCanceled,
  type MarketKind,
  type Refusal,
} from '../store/trading.actions';
import { selectFills, selectOrderOfClient, selectOrders } from '../store/trading.selectors';
import { selectSimulationActive } from '../store/simulation.slice';
import { marketCalls, type MarketCalls } from './market-calls';
import { loadAccount, PAGE_SIZE } from './market-stream.saga';
import { placementKey, placementRetry, type PlacementRetry } from './placement-retry';
import type { MarketPort } from './ports';

// The failures below the gateway (src/api/http-errors.ts), each with the request layer's localized text, used when
// the error brings none (a contract mismatch found here is a plain Error of kind 'malformed').
const TRANSPORT_TEXTS: ReadonlyMap<string, string> = new Map([
  ['network', 'errors.network'],
  ['timeout', 'errors.timeout'],
  ['http', 'errors.systemBusy'],
  ['malformed', 'errors.malformed'],
]);

function isValues(value: unknown): value is Record<string, string | number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number');
}

/**
 * A failed call as the screen words it: a transport failure (network, timeout, HTTP status such as 429 with its
 * Retry-After or a 5xx, an unreadable answer) keeps the request layer's text and its values; a gateway refusal keeps
 * its code; anything else is left to the action's generic text. Never a kind or the HTTP library's code as a code.
 */
export function refusalOf(error: unknown): Refusal {
  const { code, kind, messageKey, values } = (error ?? {}) as { code?: unknown; kind?: unknown; messageKey?: unknown; values?: unknown };
  const transportText = typeof kind === 'string' ? TRANSPORT_TEXTS.get(kind) : undefined;
  if (transportText !== undefined) {
    return {
      messageKey: typeof messageKey === 'string' && messageKey !== '' ? messageKey : transportText,
      ...(isValues(values) ? { values: { ...values } } : {}),
    };
  }
  return typeof code === 'string' && code !== '' ? { code } : {};
}

const isTimeout = (error: unknown) => (error as { kind?: unknown } | null)?.kind === 'timeout';

/** A call whose answer must match the contract; a mismatch counts as a failure. */
function* checkedPost<T>(market: MarketPort, path: string, body: unknown, check: (value: unknown) => T | null) {
  const answer: unknown = yield call([market, market.post], path, body);
  const value = check(answer);
  if (value === null) throw Object.assign(new Error(`${path} answered outside the contract`), { kind: 'malformed' });
  return value;
}

const checker =
  <T>(schema: Parameters<typeof parseWith>[0]) =>
  (value: unknown): T | null => {
    const parsed = parseWith(schema, value);
    return parsed.ok ? (parsed.value as T) : null;
  };

/** What the form says when a placement timed out: it may have been placed, and a retry of it will not place twice. */
const UNANSWERED_PLACEMENT: Refusal = { messageKey: 'trading.form.unanswered' };
/** The same when the answer came cut or garbled: the gateway may have placed the order before it broke. */
const UNREADABLE_PLACEMENT: Refusal = { messageKey: 'orderAnswers.unreadable' };

const isUnreadable = (error: unknown) => (error as { kind?: unknown } | null)?.kind === 'malformed';

function placementRefusal(error: unknown): Refusal {
  if (isTimeout(error)) return UNANSWERED_PLACEMENT;
  return isUnreadable(error) ? UNREADABLE_PLACEMENT : refusalOf(error);
}

function* place(market: MarketPort, retry: PlacementRetry, action: ReturnType<typeof orderPlaceRequested>) {
  const kind: MarketKind = yield select(marketOf);
  const paper: boolean = yield select(selectSimulationActive);
  const key = placementKey(action.payload, { market: kind, paper });
  // An unanswered attempt whose order the tabs now show (the stream or a read brought it) was placed: the same
  // inputs submitted again are a second order, which the trader sees the first beside.
  const kept = retry.kept();
  const shown: Order | undefined = kept === null ? undefined : yield select(selectOrderOfClient, kept);
  if (shown) retry.answered();
  const clientOrderId = action.payload.clientOrderId ?? retry.idFor(key, () => market.newClientOrderId());
  const request = { ...action.payload, clientOrderId };
  try {
    const { paths, schemas }: MarketCalls = yield call(marketCalls, kind);
    const answer: PlaceOrderAnswer = yield* checkedPost(market, paths.place, request, checker<PlaceOrderAnswer>(schemas.place));
    retry.answered();
    yield put(orderPlaced(answer));
  } catch (error) {
    const mayHaveBeenPlaced = retry.failed(key, clientOrderId, error);
    yield put(orderRefused(mayHaveBeenPlaced ? { ...placementRefusal(error), clientOrderId } : placementRefusal(error)));
    return;
  }
  // The private channels bring the balances too; reading them once more costs little and covers a late socket.
  yield call(loadAccount, market, false, kind);
}

function* cancel(market: MarketPort, action: ReturnType<typeof orderCancelRequested>) {
  const kind: MarketKind = yield select(marketOf);
  try {
    const { paths, schemas }: MarketCalls = yield call(marketCalls, kind);
    const answer: CancelOrderAnswer = yield* checkedPost(market, paths.cancel, action.payload, checker<CancelOrderAnswer>(schemas.cancel));
    yield put(ordersCanceled([answer.order]));
    // Said, not only shown: the row simply goes, which a screen reader does not tell.
    yield put(toastShown({ kind: 'notification', messageKey: `orderAnswers.notices.${answer.order.side}Cancelled`, values: { symbol: answer.order.symbol } }));
  } catch (error) {
    yield put(orderCancelFailed({ orderId: action.payload.orderId, ...refusalOf(error) }));
  }
}

function* cancelAll(market: MarketPort, action: ReturnType<typeof orderCancelAllRequested>) {
  const kind: MarketKind = yield select(marketOf);
  try {
    const { paths, schemas }: MarketCalls = yield call(marketCalls, kind);
    const answer: CancelAllAnswer = yield* checkedPost(market, paths.cancelAll, action.payload, checker<CancelAllAnswer>(schemas.cancelAll));
    yield put(ordersCanceled(answer.orders));
    if (answer.orders.length > 0) yield put(toastShown({ kind: 'notification', messageKey: 'orderAnswers.notices.allCancelled', values: { count: answer.orders.length } }));
  } catch (error) {
    yield put(orderCancelFailed({ orderId: null, ...refusalOf(error) }));
  }
}

/** The market of the workspace on screen: a futures page's orders go to the futures calls. */
export const marketOf = (state: RootState): MarketKind =>
  (state as RootState & { trading?: { ticker: { market: MarketKind } } }).trading?.ticker.market ?? 'spot';

function* historyPage(market: MarketPort) {
  const orders: ReturnType<typeof selectOrders> = yield select(selectOrders);
  const cursor = orders?.historyNext ?? null;
  const kind: MarketKind = yield select(marketOf);
  try {
    const { paths, schemas }: MarketCalls = yield call(marketCalls, kind);
    const answer: OrderHistoryAnswer = yield* checkedPost(
      market,
      paths.history,
      { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      checker<OrderHistoryAnswer>(schemas.history),
    );
    yield put(orderHistoryLoaded({ orders: answer.orders, next: answer.next, append: cursor !== null }));
  } catch (error) {
    console.warn('the next page of order history could not be loaded', error);
    yield put(orderHistoryLoaded({ orders: [], next: cursor, append: true }));
    const toast = cursor === null ? null : pageFailureToast(error);
    if (toast) yield put(toast);
  }
}

function* fillsPage(market: MarketPort) {
  const fills: ReturnType<typeof selectFills> = yield select(selectFills);
  const cursor = fills?.next ?? null;
  const kind: MarketKind = yield select(marketOf);
  try {
    const { paths, schemas }: MarketCalls = yield call(marketCalls, kind);
    const answer: FillsAnswer = yield* checkedPost(
      market,
      paths.fills,
      { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      checker<FillsAnswer>(schemas.fills),
    );
    yield put(fillsLoaded({ fills: answer.fills, next: answer.next, append: cursor !== null }));
  } catch (error) {
    console.warn('the next page of fills could not be loaded', error);
    yield put(fillsLoaded({ fills: [], next: cursor, append: true }));
    const toast = cursor === null ? null : pageFailureToast(error);
    if (toast) yield put(toast);
  }
}

export function* ordersSaga() {
  const market: MarketPort | undefined = yield getContext('market');
  if (!market) return;
  yield takeEvery(orderPlaceRequested.type, place, market, placementRetry());
  yield takeEvery(orderCancelRequested.type, cancel, market);
  yield takeEvery(orderCancelAllRequested.type, cancelAll, market);
  yield takeLatest(orderHistoryPageRequested.type, historyPage, market);
  yield takeLatest(fillsPageRequested.type, fillsPage, market);
  yield fork(fillNoticesSaga);
}
