// Bridges the market-stream machine to the store (DESIGN "How the three state tools fit together"): the machine's
// book and status and everything it emits are gathered into one batch per animation frame, so a burst of frames
// costs the page one store update and one render. REST fills in what streams do not replay (recent trades, candles,
// open orders, balances), at the start and after each reconnect.
import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { all, call, cancel, delay, fork, getContext, put, select, spawn, take, takeLatest } from 'redux-saga/effects';
import { backoffDelay, type FuturesAccountFrame, type MarketStreamEmitted } from '../machines/market-stream.machine';
import type { Fill, Order , FillsAnswer, OpenOrdersAnswer, OrderHistoryAnswer } from '../src/core/trading/contract/orders';
import type { FuturesBatch } from '../store/futures.actions';
import { TradingPaths } from '../src/core/trading/contract/paths';
import type { ExchangeInfo} from '../src/core/trading/contract/market-data';
import { Kline, Trade, type KlineInterval } from '../src/core/trading/contract/market-data';
import { BalancesAnswer, MAX_PAGE_SIZE } from '../src/core/trading/contract/orders';
import { savedFromInterval } from '../src/core/trading/kline-interval';
import { topLevels, type LocalBook } from '../src/core/trading/order-book';
import { openAfterRead } from '../src/core/trading/open-orders';
import { BOOK_DEPTH } from '../src/config/constants';
import { STORAGE_KEYS, type StorageArea } from '../src/core/storage';
import * as Type from '../src/core/trading/contract/type';
import { selectSimulationActive } from '../store/simulation.slice';
import { selectUser, spotWalletFollowed } from '../store/user.slice';
import { selectKlines, selectOrders } from '../store/trading.selectors';
import {
  balancesLoaded,
  chartShown,
  fillsLoaded,
  klineIntervalChosen,
  marketDecimalsLoaded,
  klinesLoaded,
  openOrdersLoaded,
  orderHistoryLoaded,
  ordersReadAgain,
  recentTradesLoaded,
  streamBatchReceived,
  streamStarted,
  streamStopped,
  symbolRulesLoaded,
  type MarketKind,
  type StreamBatch,
  type StreamStatus,
} from '../store/trading.actions';
import { fetchChecked, type AskedWait } from './fetch-checked';
import { confirmSessionEnded } from './session-ended';
import type * as FuturesLoads from './futures-loads';
import { marketCalls, type MarketCalls } from './market-calls';
import type { MarketPort, MarketStreamActor } from './ports';

/**
 * A perpetual's side of the stream (its frames' schemas, its REST reads and its slices' batch), loaded with the first
 * futures stream: a spot visit never downloads it. The module is loaded once; each later call answers at once.
 */
const futuresLoads = (): Promise<typeof FuturesLoads> => import('./futures-loads');

/**
 * The perpetual's side, before its stream opens. A load that fails (the network dropped, a deploy replaced the
 * files) is tried again after the stream's own reconnect backoff until it loads or the stream is stopped: it never
 * ends the trading workflows, which would leave every page without orders until a reload.
 */
function* perpetualSide() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (yield call(futuresLoads)) as typeof FuturesLoads;
    } catch (error) {
      console.warn('the futures side of the stream could not be loaded; trying again', error);
      yield delay(backoffDelay(attempt, Math.random()));
    }
  }
}

/** The account the session is in, or '' for a visitor who is not logged in. */
function* sessionUserId() {
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  return user?.userId ?? '';
}

/** Candles of history the chart starts with. */
export const KLINE_HISTORY = 300;
/**
 * The longest Retry-After the account's first read waits for: a wrong or far header must not leave the tabs empty
 * for long, and a read the gateway is still not ready for is only refused again.
 */
export const MAX_ASKED_WAIT_MS = 60_000;
/** Rows of order history and fills per page. */
export const PAGE_SIZE = 20;
/** History pages (of MAX_PAGE_SIZE orders) a reconnect reads at most to find orders held open that closed while away. */
export const SEEK_PAGES = 5;

interface FrameBatch {
  batch: StreamBatch;
  futures: FuturesBatch | null;
  reconnected: boolean;
  sessionEnded: boolean;
  errors: { code: string; msg: string }[];
}

const emptyBatch = (): FrameBatch => ({
  batch: { trades: [], klines: [], orders: [], fills: [], balances: [] },
  futures: null,
  reconnected: false,
  sessionEnded: false,
  errors: [],
});

/**
 * A perpetual's frame into the batch. Futures orders and fills carry every field of the spot ones (and more), so
 * the spot workspace's slices and tabs hold them; positions, the wallet, mark and funding go to the futures slices.
 */
function addFutures(pending: FrameBatch, frame: FuturesAccountFrame): void {
  const futures = (pending.futures ??= { positions: [], funding: [], liquidations: [] });
  switch (frame.kind) {
    case 'futures.mark':
      futures.mark = frame.data;
      return;
    case 'futures.positions':
      futures.positions.push(frame.data);
      return;
    case 'futures.balance':
      futures.balance = frame.data;
      return;
    case 'futures.funding':
      futures.funding.push(frame.data);
      return;
    case 'futures.liquidations':
      futures.liquidations.push(frame.data);
      return;
    case 'futures.orders':
      pending.batch.orders.push(frame.data as unknown as Order);
      return;
    case 'futures.fills':
      pending.batch.fills.push(frame.data as unknown as Fill);
  }
}

function statusOf(actor: MarketStreamActor): StreamStatus {
  const snapshot = actor.getSnapshot();
  if (snapshot.hasTag('live')) return 'live';
  if (snapshot.hasTag('stale')) return 'stale';
  if (snapshot.hasTag('reconnecting')) return 'reconnecting';
  return 'connecting';
}

/**
 * The stream, one batch per animation frame: what was emitted since the last frame, plus the book and status when
 * they changed. Starts the actor (after subscribing, so nothing is missed) and stops it when closed.
 */
export function streamBatches(actor: MarketStreamActor, nextFrame: MarketPort['nextFrame']): EventChannel<FrameBatch> {
  return eventChannel((emit) => {
    let pending = emptyBatch();
    let cancelFrame: (() => void) | null = null;
    let shownBook: LocalBook | null | undefined;
    let shownStatus = '';

    const flush = () => {
      cancelFrame = null;
      const snapshot = actor.getSnapshot();
      const { sync } = snapshot.context;
      const book = sync.status === 'synced' ? sync.book : null;
      if (book !== shownBook) {
        shownBook = book;
        pending.batch.book = book ? { lastUpdateId: book.lastUpdateId, ...topLevels(book, BOOK_DEPTH) } : null;
      }
      const status = { status: statusOf(actor), privateChannels: snapshot.hasTag('private') };
      const statusKey = `${status.status}/${status.privateChannels}`;
      if (statusKey !== shownStatus) {
        shownStatus = statusKey;
        pending.batch.status = status;
      }
      const out = pending;
      pending = emptyBatch();
      emit(out);
    };
    const schedule = () => {
      cancelFrame ??= nextFrame(flush);
    };
    const onEmitted = (event: MarketStreamEmitted) => {
      if (event.type === 'reconnected') pending.reconnected = true;
      else if (event.type === 'sessionEnded') pending.sessionEnded = true;
      else if (event.type === 'streamError') pending.errors.push({ code: event.code, msg: event.msg });
      else if (event.type === 'futuresData') addFutures(pending, event.frame);
      else {
        const { frame } = event;
        const { batch } = pending;
        if (frame.kind === 'ticker') batch.ticker = frame.data;
        else if (frame.kind === 'trades') batch.trades.push(...frame.data);
        else if (frame.kind === 'kline') batch.klines.push(frame.data);
        else if (frame.kind === 'orders') batch.orders.push(frame.data);
        else if (frame.kind === 'fills') batch.fills.push(frame.data);
        else batch.balances.push(...frame.data);
      }
      schedule();
    };
    const subscriptions = [
      actor.subscribe(schedule),
      actor.on('data', onEmitted),
      actor.on('reconnected', onEmitted),
      actor.on('sessionEnded', onEmitted),
      actor.on('streamError', onEmitted),
      actor.on('futuresData', onEmitted),
    ];
    actor.start();
    schedule();
    return () => {
      cancelFrame?.();
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      actor.stop();
    };
  }, buffers.expanding(8));
}

/** Recent trades, the candles of `interval` when a chart shows them (`klines`), and a perpetual's mark. */
function* loadMarketData(market: MarketPort, symbol: string, interval: KlineInterval, kind: MarketKind, klines: boolean) {
  const { paths }: MarketCalls = yield call(marketCalls, kind);
  const trades: Trade[] | null = yield* fetchChecked(Type.Array(Trade), () => market.get(paths.trades, { symbol, limit: String(BOOK_DEPTH) }), 'recent trades');
  if (trades) yield put(recentTradesLoaded(trades));
  if (klines) yield* loadKlines(market, symbol, interval, kind);
  if (kind === 'futures') {
    const { loadMark }: typeof FuturesLoads = yield call(futuresLoads);
    yield* loadMark(market, symbol);
  }
}

export function* loadKlines(market: MarketPort, symbol: string, interval: KlineInterval, kind: MarketKind = 'spot') {
  const { paths }: MarketCalls = yield call(marketCalls, kind);
  const klines: Kline[] | null = yield* fetchChecked(
    Type.Array(Kline),
    () => market.get(paths.klines, { symbol, interval, limit: String(KLINE_HISTORY) }),
    'candles',
  );
  if (klines) yield put(klinesLoaded({ interval, klines }));
}

/**
 * The account's side (open orders, balances or the futures wallet and positions, and the first pages of history,
 * fills and funding); REST is the truth. Orders and fills are those of every pair of the market, as the private
 * channels bring them: the order tabs hide the other pairs when the trader asks. `reconnected`: the socket was down,
 * so what it may have missed is read again (readAgain below, and the futures funding payments and liquidations).
 * Answers whether the open orders and the balances (a perpetual's positions and wallet) were read; `asked` takes the
 * wait the answers of those that failed asked for.
 */
export function* loadAccount(market: MarketPort, firstPages: boolean, kind: MarketKind = 'spot', reconnected = false, asked?: AskedWait) {
  const { paths, schemas }: MarketCalls = yield call(marketCalls, kind);
  // The open list read is set against what the stream and the placements told while it was out (openAfterRead).
  const heldBefore: ReturnType<typeof selectOrders> = yield select(selectOrders);
  const before = new Set(heldBefore?.open.map((order) => order.orderId));
  const open = (yield* fetchChecked(schemas.openOrders, () => market.post(paths.openOrders, {}), 'open orders', asked)) as OpenOrdersAnswer | null;
  if (reconnected) yield* readAgain(market, kind, open?.orders ?? [], open ? before : new Set());
  if (open) {
    const orders: ReturnType<typeof selectOrders> = yield select(selectOrders);
    const held = { before, open: orders?.open ?? [], seen: [...(orders?.history ?? []), ...(orders?.open ?? [])] };
    yield put(openOrdersLoaded(openAfterRead(open.orders, held)));
  }
  let read = open !== null;
  if (kind === 'futures') {
    const { loadFuturesAccount }: typeof FuturesLoads = yield call(futuresLoads);
    read &&= (yield* loadFuturesAccount(market, firstPages ? 'first' : reconnected ? 'again' : 'none', asked)) as boolean;
  } else {
    const userId: string = yield call(sessionUserId);
    const balances: BalancesAnswer | null = yield* fetchChecked(BalancesAnswer, () => market.post(TradingPaths.balances, {}), 'balances', asked);
    read &&= balances !== null;
    if (balances) {
      yield put(balancesLoaded(balances.balances));
      // The header's wallet is the same ledger: it shows what the tabs show, if the session is still in the account
      // the read was made for.
      yield put(spotWalletFollowed({ userId, rows: balances.balances, whole: true }));
    }
  }
  if (!firstPages) return read;
  const history = (yield* fetchChecked(schemas.history, () => market.post(paths.history, { limit: PAGE_SIZE }), 'order history')) as OrderHistoryAnswer | null;
  if (history) yield put(orderHistoryLoaded({ orders: history.orders, next: history.next, append: false }));
  const fills = (yield* fetchChecked(schemas.fills, () => market.post(paths.fills, { limit: PAGE_SIZE }), 'fills')) as FillsAnswer | null;
  if (fills) yield put(fillsLoaded({ fills: fills.fills, next: fills.next, append: false }));
  return read;
}

/**
 * The account's first read. While its open orders or balances (positions, wallet) could not be read (a 429, a 5xx, a lost connection,
 * an unreadable answer), the tabs would say there are none: they are read again, after a backoff from 1.7 s up to
 * 30 s, or after the wait the gateway asked for (Retry-After) when that is longer, until they are or the stream stops.
 */
function* firstAccountRead(market: MarketPort, kind: MarketKind) {
  for (let attempt = 1; ; attempt += 1) {
    const asked: AskedWait = { ms: 0 };
    if ((yield* loadAccount(market, attempt === 1, kind, false, asked)) as boolean) return;
    yield delay(Math.max(backoffDelay(attempt + 3, Math.random()), Math.min(asked.ms, MAX_ASKED_WAIT_MS)));
  }
}

/**
 * After a reconnect: the first pages of history and fills read again and merged into what the tabs hold, so an
 * order that filled or closed while the stream was down shows as it is now; and, before the open list read is put
 * (the fill notices compare with the one held until then), the orders both reads brought, with those held open
 * that closed further back in the history (closedFurtherBack), so the notices tell what the stream missed.
 * `heldOpen`: the orders open before the reads (empty when the open list read failed: nothing is known closed).
 */
function* readAgain(market: MarketPort, kind: MarketKind, open: readonly Order[], heldOpen: ReadonlySet<string>) {
  const { paths, schemas }: MarketCalls = yield call(marketCalls, kind);
  const history = (yield* fetchChecked(schemas.history, () => market.post(paths.history, { limit: PAGE_SIZE }), 'order history')) as OrderHistoryAnswer | null;
  const fills = (yield* fetchChecked(schemas.fills, () => market.post(paths.fills, { limit: PAGE_SIZE }), 'fills')) as FillsAnswer | null;
  const older = history ? yield* closedFurtherBack(market, kind, heldOpen, open, history) : [];
  yield put(ordersReadAgain([...(history?.orders ?? []), ...older, ...open]));
  if (history) yield put(orderHistoryLoaded({ orders: history.orders, next: history.next, append: false, refresh: true }));
  if (fills) yield put(fillsLoaded({ fills: fills.fills, next: fills.next, append: false, refresh: true }));
}

/**
 * Orders held open that neither the open list nor the first history page lists: they closed while the stream was
 * down, and more orders than a page holds were placed after them. The history goes on, newest first by order id,
 * in pages of the most the gateway gives, until each is found, the history ends, or SEEK_PAGES pages were read.
 */
function* closedFurtherBack(market: MarketPort, kind: MarketKind, heldOpen: ReadonlySet<string>, open: readonly Order[], first: OrderHistoryAnswer) {
  const { paths, schemas }: MarketCalls = yield call(marketCalls, kind);
  const listed = new Set([...open, ...first.orders].map((order) => order.orderId));
  const missing = new Set([...heldOpen].filter((orderId) => !listed.has(orderId)));
  const found: Order[] = [];
  let next = first.next;
  for (let page = 0; missing.size > 0 && next !== null && page < SEEK_PAGES; page += 1) {
    const cursor = next;
    const answer = (yield* fetchChecked(schemas.history, () => market.post(paths.history, { cursor, limit: MAX_PAGE_SIZE }), 'order history')) as OrderHistoryAnswer | null;
    if (!answer) break;
    for (const order of answer.orders) if (missing.delete(order.orderId)) found.push(order);
    next = answer.next;
  }
  return found;
}

function* loadRules(market: MarketPort, symbol: string, kind: MarketKind) {
  const { paths, schemas }: MarketCalls = yield call(marketCalls, kind);
  const info = (yield* fetchChecked(schemas.exchangeInfo, () => market.get(paths.exchangeInfo, {}), 'exchange info')) as ExchangeInfo | null;
  if (!info) return;
  yield put(symbolRulesLoaded(info.symbols.find((rules) => rules.symbol === symbol) ?? null));
  yield put(marketDecimalsLoaded(Object.fromEntries(info.symbols.map((rules) => [rules.symbol, { price: rules.priceDecimals, qty: rules.qtyDecimals }]))));
}

/**
 * A stream started with no chart on the page (a phone's workspace opens on its order form) reads no candles and
 * follows no kline channel: 300 candles are about 70 KB of JSON to parse and check on the phone's main thread. The
 * first chart shown asks for both, and the stream keeps them from then on.
 */
function* followChart(actor: MarketStreamActor, market: MarketPort, symbol: string, kind: MarketKind) {
  yield take((action: { type: string; payload?: unknown }) => action.type === chartShown.type && action.payload === true);
  actor.send({ type: 'KLINES.WANTED' });
  yield* loadKlines(market, symbol, actor.getSnapshot().context.interval, kind);
}

function* followInterval(actor: MarketStreamActor, market: MarketPort, symbol: string, kind: MarketKind) {
  const storage: StorageArea = yield getContext('storage');
  yield takeLatest(klineIntervalChosen.type, function* (action: ReturnType<typeof klineIntervalChosen>) {
    storage.write(STORAGE_KEYS.klineInterval, savedFromInterval(action.payload));
    actor.send({ type: 'INTERVAL.CHANGED', interval: action.payload });
    yield* loadKlines(market, symbol, action.payload, kind);
  });
}

/** One symbol's stream, from `streamStarted` until the next start or `streamStopped` cancels it. */
export function* runStream(action: ReturnType<typeof streamStarted> | ReturnType<typeof streamStopped>) {
  if (action.type !== streamStarted.type) return;
  const market: MarketPort | undefined = yield getContext('market');
  if (!market) return;
  const { symbol, interval, market: kind = 'spot' } = (action as ReturnType<typeof streamStarted>).payload;
  const paper: boolean = yield select(selectSimulationActive);
  // The account whose private channels this stream carries, until the account change restarts it.
  const userId: string = yield call(sessionUserId);
  const loggedIn = userId !== '';
  // A perpetual's side first: its stream checks frames against the futures contract, which comes with it. One small
  // chunk more before a futures socket opens, once a visit; asked for any earlier (with this saga's own chunk), it
  // split the trading pages' shared chunks into more, smaller files, for 0.5 KB more before the first render.
  const perpetual: typeof FuturesLoads | null = kind === 'futures' ? yield* perpetualSide() : null;
  const klines: boolean = yield select((state) => selectKlines(state)?.shown === true);
  const base = { symbol, interval, account: paper ? ('paper' as const) : ('real' as const), privateChannels: loggedIn, klines };
  const actor = market.createStream(perpetual ? { ...base, market: 'futures', frames: perpetual.AnyServerFrame } : { ...base, market: 'spot' });
  const channel: EventChannel<FrameBatch> = yield call(streamBatches, actor, market.nextFrame);
  if (!klines) yield fork(followChart, actor, market, symbol, kind);
  yield fork(followInterval, actor, market, symbol, kind);
  yield fork(function* () {
    yield all([
      call(loadRules, market, symbol, kind),
      call(loadMarketData, market, symbol, interval, kind, klines),
      ...(loggedIn ? [call(firstAccountRead, market, kind)] : []),
    ]);
  });
  try {
    while (true) {
      const { batch, futures, reconnected, sessionEnded, errors }: FrameBatch = yield take(channel);
      yield put(streamBatchReceived(batch));
      if (batch.balances.length > 0) yield put(spotWalletFollowed({ userId, rows: batch.balances, whole: false }));
      if (futures && perpetual) yield* perpetual.putFuturesBatch(futures);
      for (const error of errors) console.warn(`the market stream refused a request: ${error.code} ${error.msg}`);
      // Spawned: the logout it may lead to changes the account, which restarts (cancels) this stream.
      if (sessionEnded && loggedIn) yield spawn(confirmSessionEnded);
      if (reconnected) {
        // Trades, candles and the private channels carry no sequence: what passed while away is read again.
        const { interval: current, klines: followed } = actor.getSnapshot().context;
        yield fork(loadMarketData, market, symbol, current, kind, followed);
        if (loggedIn) yield fork(loadAccount, market, false, kind, true);
      }
    }
  } finally {
    // Cancelled by the next start or a stop: the socket closes and the actor stops with the channel.
    channel.close();
  }
}

/** Runs the latest start's stream; a new start or a stop ends the one before. */
export function* marketStreamSaga(first?: ReturnType<typeof streamStarted>) {
  let task: Task | null = first ? yield fork(runStream, first) : null;
  while (true) {
    const action: ReturnType<typeof streamStarted> | ReturnType<typeof streamStopped> = yield take([streamStarted.type, streamStopped.type]);
    if (task) yield cancel(task);
    task = yield fork(runStream, action);
  }
}
