// Bridges the market-stream machine to the store (DESIGN "How the three state tools fit together"): the machine's
// book and status and everything it emits are gathered into one batch per animation frame, so a burst of frames
// costs the page one store update and one render. REST fills in what streams do not replay (recent trades, candles,
// open orders, balances), at the start and after each reconnect.
import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { all, call, cancel, fork, getContext, put, select, take, takeLatest } from 'redux-saga/effects';
import type { MarketStreamEmitted } from '../machines/market-stream.machine';
import { TradingPaths } from '../src/core/trading/contract/paths';
import { ExchangeInfo, Kline, Trade, type KlineInterval } from '../src/core/trading/contract/market-data';
import { BalancesAnswer, FillsAnswer, OpenOrdersAnswer, OrderHistoryAnswer } from '../src/core/trading/contract/orders';
import { parseWith } from '../src/core/trading/contract/parse';
import { savedFromInterval } from '../src/core/trading/kline-interval';
import { topLevels, type LocalBook } from '../src/core/trading/order-book';
import { STORAGE_KEYS, type StorageArea } from '../src/core/storage';
import type { TSchema, Static } from '@sinclair/typebox';
import * as Type from '../src/core/trading/contract/type';
import { selectSimulationActive } from '../store/simulation.slice';
import { selectIsLoggedIn } from '../store/user.slice';
import {
  balancesLoaded,
  fillsLoaded,
  klineIntervalChosen,
  klinesLoaded,
  openOrdersLoaded,
  orderHistoryLoaded,
  recentTradesLoaded,
  streamBatchReceived,
  streamStarted,
  streamStopped,
  symbolRulesLoaded,
  type StreamBatch,
  type StreamStatus,
} from '../store/trading.actions';
import type { MarketPort, MarketStreamActor } from './ports';

/** Levels a side the store keeps (and the book shows, grouped or not). */
export const BOOK_DEPTH = 50;
/** Candles of history the chart starts with. */
export const KLINE_HISTORY = 300;
/** Rows of order history and fills per page. */
export const PAGE_SIZE = 20;

interface FrameBatch {
  batch: StreamBatch;
  reconnected: boolean;
  errors: { code: string; msg: string }[];
}

const emptyBatch = (): FrameBatch => ({
  batch: { trades: [], klines: [], orders: [], fills: [], balances: [] },
  reconnected: false,
  errors: [],
});

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
      else if (event.type === 'streamError') pending.errors.push({ code: event.code, msg: event.msg });
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
      actor.on('streamError', onEmitted),
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

/** A call whose answer is checked against the contract; null (and a warning) when the call or the check fails. */
function* fetchChecked<S extends TSchema>(schema: S, request: () => Promise<unknown>, what: string) {
  try {
    const answer: unknown = yield call(request);
    const parsed = parseWith(schema, answer);
    if (parsed.ok) return parsed.value as Static<S>;
    console.warn(`the gateway's ${what} did not match the contract`, parsed.errors);
  } catch (error) {
    console.warn(`the gateway's ${what} failed`, error);
  }
  return null;
}

function* loadMarketData(market: MarketPort, symbol: string, interval: KlineInterval) {
  const trades: Trade[] | null = yield* fetchChecked(Type.Array(Trade), () => market.get(TradingPaths.trades, { symbol, limit: String(BOOK_DEPTH) }), 'recent trades');
  if (trades) yield put(recentTradesLoaded(trades));
  yield* loadKlines(market, symbol, interval);
}

export function* loadKlines(market: MarketPort, symbol: string, interval: KlineInterval) {
  const klines: Kline[] | null = yield* fetchChecked(
    Type.Array(Kline),
    () => market.get(TradingPaths.klines, { symbol, interval, limit: String(KLINE_HISTORY) }),
    'candles',
  );
  if (klines) yield put(klinesLoaded({ interval, klines }));
}

/** The account's side (open orders, balances, and the first pages of history and fills); REST is the truth. */
export function* loadAccount(market: MarketPort, symbol: string, firstPages: boolean) {
  const open: OpenOrdersAnswer | null = yield* fetchChecked(OpenOrdersAnswer, () => market.post(TradingPaths.openOrders, { symbol }), 'open orders');
  if (open) yield put(openOrdersLoaded(open.orders));
  const balances: BalancesAnswer | null = yield* fetchChecked(BalancesAnswer, () => market.post(TradingPaths.balances, {}), 'balances');
  if (balances) yield put(balancesLoaded(balances.balances));
  if (!firstPages) return;
  const history: OrderHistoryAnswer | null = yield* fetchChecked(
    OrderHistoryAnswer,
    () => market.post(TradingPaths.history, { symbol, limit: PAGE_SIZE }),
    'order history',
  );
  if (history) yield put(orderHistoryLoaded({ orders: history.orders, next: history.next, append: false }));
  const fills: FillsAnswer | null = yield* fetchChecked(FillsAnswer, () => market.post(TradingPaths.fills, { symbol, limit: PAGE_SIZE }), 'fills');
  if (fills) yield put(fillsLoaded({ fills: fills.fills, next: fills.next, append: false }));
}

function* loadRules(market: MarketPort, symbol: string) {
  const info: ExchangeInfo | null = yield* fetchChecked(ExchangeInfo, () => market.get(TradingPaths.exchangeInfo, {}), 'exchange info');
  if (info) yield put(symbolRulesLoaded(info.symbols.find((rules) => rules.symbol === symbol) ?? null));
}

function* followInterval(actor: MarketStreamActor, market: MarketPort, symbol: string) {
  const storage: StorageArea = yield getContext('storage');
  yield takeLatest(klineIntervalChosen.type, function* (action: ReturnType<typeof klineIntervalChosen>) {
    storage.write(STORAGE_KEYS.klineInterval, savedFromInterval(action.payload));
    actor.send({ type: 'INTERVAL.CHANGED', interval: action.payload });
    yield* loadKlines(market, symbol, action.payload);
  });
}

/** One symbol's stream, from `streamStarted` until the next start or `streamStopped` cancels it. */
export function* runStream(action: ReturnType<typeof streamStarted> | ReturnType<typeof streamStopped>) {
  if (action.type !== streamStarted.type) return;
  const market: MarketPort | undefined = yield getContext('market');
  if (!market) return;
  const { symbol, interval } = (action as ReturnType<typeof streamStarted>).payload;
  const paper: boolean = yield select(selectSimulationActive);
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  const actor = market.createStream({ symbol, interval, account: paper ? 'paper' : 'real', privateChannels: loggedIn });
  const channel: EventChannel<FrameBatch> = yield call(streamBatches, actor, market.nextFrame);
  yield fork(followInterval, actor, market, symbol);
  yield fork(function* () {
    yield all([call(loadRules, market, symbol), call(loadMarketData, market, symbol, interval), ...(loggedIn ? [call(loadAccount, market, symbol, true)] : [])]);
  });
  try {
    while (true) {
      const { batch, reconnected, errors }: FrameBatch = yield take(channel);
      yield put(streamBatchReceived(batch));
      for (const error of errors) console.warn(`the market stream refused a request: ${error.code} ${error.msg}`);
      if (reconnected) {
        // Trades, candles and the private channels carry no sequence: what passed while away is read again.
        const current: KlineInterval = actor.getSnapshot().context.interval;
        yield fork(loadMarketData, market, symbol, current);
        if (loggedIn) yield fork(loadAccount, market, symbol, false);
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
