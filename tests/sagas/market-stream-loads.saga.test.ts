// The market stream saga's batches (what each kind of frame becomes, and when the book and status are put) and its
// REST reads (the rules, market data and account of a spot or futures stream, and what a failure leaves).
import { call } from 'redux-saga/effects';
import { fillNoticesSaga } from '../../sagas/fill-notices.saga';
import { KLINE_HISTORY, MAX_ASKED_WAIT_MS, PAGE_SIZE, SEEK_PAGES, loadAccount, loadKlines, marketStreamSaga, runStream } from '../../sagas/market-stream.saga';
import { ApiError } from '../../src/api/errors';
import { BOOK_DEPTH } from '../../src/config/constants';
import { MAX_PAGE_SIZE } from '../../src/core/trading/contract/orders';
import { FuturesPaths, TradingPaths } from '../../src/core/trading/contract/paths';
import { futuresBalanceLoaded, futuresBatchReceived, fundingLoaded, liquidationsLoaded, markReceived, positionsLoaded } from '../../store/futures.actions';
import {
  balancesLoaded,
  chartShown,
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
  marketDecimalsLoaded,
  type StreamBatch,
} from '../../store/trading.actions';
import { toastShown } from '../../store/toasts.slice';
import { selectPositionMap } from '../../store/futures.selectors';
import { selectFills, selectOrders } from '../../store/trading.selectors';
import { FUTURES_BALANCE, LIQUIDATION, POSITION, markAt } from '../components/futures/support';
import { deferred, fakeMarket, spotAnswers, type FakeMarket, type Reply } from './support/fake-market';
import { SPOT_RULES, fill, fundingPayment, futuresFill, futuresOrder, order, trade } from './support/trading-rows';
import { settle, tradingStore } from './support/trading-store';

const TICKER = {
  symbol: 'BTCUSDT', lastPrice: '97000', priceChange: '-10', priceChangePercent: '-0.01', openPrice: '97010', highPrice: '98000',
  lowPrice: '96000', volume: '12', quoteVolume: '1164000', bestBid: '96999', bestAsk: '97001', time: 1,
};
const kline = (openTime: number) => ({
  symbol: 'BTCUSDT', interval: '1m', openTime, closeTime: openTime + 59_999, open: '1', high: '2', low: '1', close: '2', volume: '1',
  quoteVolume: '2', trades: 1, closed: false,
});
const data = (kind: string, payload: unknown, channel = kind) => ({ type: 'SOCKET.FRAME' as const, frame: { op: 'data', channel, kind, data: payload } });

const FUTURES_ANSWERS: Record<string, Reply> = {
  [FuturesPaths.exchangeInfo]: () => ({ serverTime: 1, symbols: [] }),
  [FuturesPaths.trades]: () => [trade('5')],
  [FuturesPaths.klines]: () => [kline(0)],
  [FuturesPaths.mark]: () => [markAt('100', 5), { ...markAt('3000', 5), symbol: 'ETHUSDT' }],
  [FuturesPaths.openOrders]: () => ({ orders: [futuresOrder('1')] }),
  [FuturesPaths.positions]: () => ({ account: 'real', positions: [POSITION], settings: [{ symbol: 'BTCUSDT', leverage: 10, marginMode: 'ISOLATED' }] }),
  [FuturesPaths.balance]: () => ({ account: 'real', balance: FUTURES_BALANCE }),
  [FuturesPaths.fundingHistory]: () => ({ payments: [fundingPayment('4')], next: '4' }),
  [FuturesPaths.liquidations]: () => ({ liquidations: [LIQUIDATION], next: null }),
  [FuturesPaths.history]: () => ({ orders: [futuresOrder('1')], next: '1' }),
  [FuturesPaths.fills]: () => ({ fills: [futuresFill('2')], next: null }),
};

function setup(options: { loggedIn?: boolean; chart?: boolean; answers?: Record<string, Reply> } = {}) {
  const market = fakeMarket({ ...spotAnswers(), ...FUTURES_ANSWERS, ...options.answers });
  // The fill notices run beside the stream, as the order workflows fork them.
  const harness = tradingStore(market, [marketStreamSaga, fillNoticesSaga], { loggedIn: options.loggedIn ?? false, chart: options.chart });
  return { market, ...harness };
}

/** A call the gateway refused with a status whose answer asked for a wait (Retry-After), as the request layer reads it. */
const limitedFor = (ms: number, status = 429) => new ApiError({ kind: 'http', status, message: `HTTP ${status}`, retryAfterMs: ms });

const batches = (payloadsOf: (type: string) => unknown[]) => payloadsOf(streamBatchReceived.type) as StreamBatch[];

/** The socket drops and, after the first backoff, opens again; the reads it starts are answered. */
async function reconnect(market: FakeMarket): Promise<void> {
  market.socket({ type: 'SOCKET.CLOSED' });
  await jest.advanceTimersByTimeAsync(1_000);
  market.socket({ type: 'SOCKET.OPEN' });
  market.paint();
  await settle();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the market stream\'s batches', () => {
  it('puts the ticker, trades, candles, fills and balances of one frame\'s wait in one batch', async () => {
    const { store, market, payloadsOf } = setup({ loggedIn: true });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.paint();
    market.socket(data('ticker', TICKER, 'ticker:BTCUSDT'));
    market.socket(data('trades', [trade('7'), trade('8')], 'trades:BTCUSDT'));
    market.socket(data('kline', kline(60_000), 'kline:BTCUSDT:1m'));
    market.socket(data('orders', order('3')));
    market.socket(data('fills', fill('9')));
    market.socket(data('balances', [{ asset: 'BTC', available: '1', frozen: '0' }, { asset: 'USDT', available: '5', frozen: '0' }]));
    market.paint();
    expect(batches(payloadsOf).at(-1)).toEqual({
      ticker: TICKER,
      trades: [trade('7'), trade('8')],
      klines: [kline(60_000)],
      orders: [order('3')],
      fills: [fill('9')],
      balances: [{ asset: 'BTC', available: '1', frozen: '0' }, { asset: 'USDT', available: '5', frozen: '0' }],
    });
    expect(payloadsOf(futuresBatchReceived.type)).toEqual([]);
  });

  it('gathers a perpetual\'s account frames into one futures batch; its orders and fills join the order tabs', async () => {
    const { store, market, payloadsOf } = setup({ loggedIn: true });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    // A perpetual's stream starts once its side of the contract is in.
    await settle();
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.paint();
    const funding = fundingPayment('6');
    market.socket(data('futures.mark', markAt('100100'), 'futures.mark:BTCUSDT'));
    market.socket(data('futures.positions', POSITION, 'futures.positions'));
    market.socket(data('futures.positions', { ...POSITION, size: '0' }, 'futures.positions'));
    market.socket(data('futures.balance', FUTURES_BALANCE, 'futures.balance'));
    market.socket(data('futures.funding', funding, 'futures.funding'));
    market.socket(data('futures.liquidations', LIQUIDATION, 'futures.liquidations'));
    market.socket(data('futures.orders', futuresOrder('3'), 'futures.orders'));
    market.socket(data('futures.fills', futuresFill('9'), 'futures.fills'));
    market.paint();
    expect(payloadsOf(futuresBatchReceived.type)).toEqual([
      { mark: markAt('100100'), positions: [POSITION, { ...POSITION, size: '0' }], balance: FUTURES_BALANCE, funding: [funding], liquidations: [LIQUIDATION] },
    ]);
    expect(batches(payloadsOf).at(-1)).toMatchObject({ orders: [futuresOrder('3')], fills: [futuresFill('9')] });
  });

  it('starts each frame\'s batch empty: what one frame put is not put again by the next', async () => {
    const { store, market, payloadsOf } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    // A perpetual's stream starts once its side of the contract is in.
    await settle();
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.paint();
    market.socket(data('futures.liquidations', LIQUIDATION, 'futures.liquidations'));
    market.paint();
    market.socket(data('trades', [trade('7')], 'trades:BTCUSDT'));
    market.paint();
    expect(payloadsOf(futuresBatchReceived.type)).toEqual([{ positions: [], funding: [], liquidations: [LIQUIDATION] }]);
    expect(batches(payloadsOf).at(-1)).toEqual({ trades: [trade('7')], klines: [], orders: [], fills: [], balances: [] });
  });

  it('puts the book and the status only when they changed', async () => {
    const { store, market, payloadsOf } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    market.paint();
    expect(batches(payloadsOf)[0]).toMatchObject({ book: null, status: { status: 'connecting', privateChannels: false } });
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.paint();
    expect(batches(payloadsOf).at(-1)).toMatchObject({
      status: { status: 'live', privateChannels: false },
      book: { lastUpdateId: 10, bids: [['96999', '1']], asks: [['97001', '2']] },
    });
    market.socket(data('trades', [trade('7')], 'trades:BTCUSDT'));
    market.paint();
    const last = batches(payloadsOf).at(-1)!;
    expect('book' in last).toBe(false);
    expect('status' in last).toBe(false);
  });

  it('keeps at most the best 50 levels a side of the book', async () => {
    const { store, market, payloadsOf } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.paint();
    const bids = Array.from({ length: 60 }, (_, i) => [String(90000 - i), '1']);
    market.socket({ type: 'SOCKET.FRAME', frame: { op: 'data', channel: 'depth:BTCUSDT', kind: 'depth', data: { symbol: 'BTCUSDT', U: 11, u: 11, bids, asks: [], time: 1 } } });
    market.paint();
    const book = batches(payloadsOf).at(-1)!.book!;
    expect(book.lastUpdateId).toBe(11);
    expect(book.bids).toHaveLength(BOOK_DEPTH);
    expect(book.bids[0]).toEqual(['96999', '1']);
  });

  it('says the stream is stale after five silent seconds and reconnecting once the socket closes', async () => {
    const { store, market, payloadsOf } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.paint();
    await jest.advanceTimersByTimeAsync(5_000);
    market.paint();
    expect(batches(payloadsOf).at(-1)?.status).toEqual({ status: 'stale', privateChannels: false });
    market.socket({ type: 'SOCKET.CLOSED' });
    market.paint();
    expect(batches(payloadsOf).at(-1)?.status).toEqual({ status: 'reconnecting', privateChannels: false });
  });

  it('tells the private channels are on once they are subscribed', async () => {
    const { store, market, payloadsOf } = setup({ loggedIn: true });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.paint();
    expect(batches(payloadsOf).at(-1)?.status).toEqual({ status: 'live', privateChannels: true });
  });

  it('warns in the console of a request the stream refused, with its code and message', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, market } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.socket({ type: 'SOCKET.FRAME', frame: { op: 'error', code: '40010', msg: 'unknown channel' } });
    market.paint();
    await settle();
    expect(warn).toHaveBeenCalledWith('the market stream refused a request: 40010 unknown channel');
  });

  it('asks for one animation frame however many frames arrive, and cancels it when the stream stops', async () => {
    const { store, market } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.paint();
    market.socket(data('trades', [trade('7')], 'trades:BTCUSDT'));
    market.socket(data('trades', [trade('8')], 'trades:BTCUSDT'));
    expect(market.waitingFrames()).toBe(1);
    store.dispatch(streamStopped());
    await settle();
    expect(market.waitingFrames()).toBe(0);
    expect(market.hasSocket()).toBe(false);
  });
});

describe('the market stream\'s REST reads', () => {
  it('reads the rules, the last 50 trades and 300 candles of the symbol, and no account without a session', async () => {
    const { store, market, payloadsOf } = setup({ answers: { [TradingPaths.klines]: () => [kline(0)] } });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '15m' }));
    await settle();
    expect(market.requests).toEqual([
      [TradingPaths.exchangeInfo, {}],
      [TradingPaths.trades, { symbol: 'BTCUSDT', limit: String(BOOK_DEPTH) }],
      [TradingPaths.klines, { symbol: 'BTCUSDT', interval: '15m', limit: String(KLINE_HISTORY) }],
    ]);
    expect(BOOK_DEPTH).toBe(50);
    expect(KLINE_HISTORY).toBe(300);
    expect(payloadsOf(symbolRulesLoaded.type)).toEqual([SPOT_RULES]);
    expect(payloadsOf(recentTradesLoaded.type)).toEqual([[trade('5'), trade('6')]]);
    expect(payloadsOf(klinesLoaded.type)).toEqual([{ interval: '15m', klines: [kline(0)] }]);
    expect(market.inputs).toEqual([{ symbol: 'BTCUSDT', interval: '15m', market: 'spot', account: 'real', privateChannels: false, klines: true }]);
  });

  it('puts no rules for a symbol the exchange info does not list', async () => {
    const { store, payloadsOf } = setup();
    store.dispatch(streamStarted({ symbol: 'ETHUSDT', interval: '1m' }));
    await settle();
    expect(payloadsOf(symbolRulesLoaded.type)).toEqual([null]);
  });

  it('puts the decimals of every symbol the exchange info lists, for the order tabs\' rows of other pairs', async () => {
    const ETH = { ...SPOT_RULES, symbol: 'ETHUSDT', priceDecimals: 1, qtyDecimals: 4 };
    const { store, payloadsOf } = setup({ answers: { [TradingPaths.exchangeInfo]: () => ({ serverTime: 1, symbols: [SPOT_RULES, ETH] }) } });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    expect(payloadsOf(marketDecimalsLoaded.type)).toEqual([
      { BTCUSDT: { price: SPOT_RULES.priceDecimals, qty: SPOT_RULES.qtyDecimals }, ETHUSDT: { price: 1, qty: 4 } },
    ]);
  });

  it('reads a session\'s open orders, balances and the first 20 rows of history and fills, of every pair', async () => {
    const { store, market, payloadsOf } = setup({
      loggedIn: true,
      answers: { [TradingPaths.fills]: () => ({ fills: [fill('3')], next: '3' }), [TradingPaths.history]: () => ({ orders: [order('1')], next: '1' }) },
    });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    const account = market.requests.filter(([path]) => path.startsWith('/v1/order') || path.startsWith('/v1/asset'));
    expect(account).toEqual([
      [TradingPaths.openOrders, {}],
      [TradingPaths.balances, {}],
      [TradingPaths.history, { limit: PAGE_SIZE }],
      [TradingPaths.fills, { limit: PAGE_SIZE }],
    ]);
    expect(PAGE_SIZE).toBe(20);
    expect(payloadsOf(openOrdersLoaded.type)).toEqual([[order('1')]]);
    expect(payloadsOf(balancesLoaded.type)).toEqual([[{ asset: 'USDT', available: '1000', frozen: '900' }]]);
    expect(payloadsOf(orderHistoryLoaded.type)).toEqual([{ orders: [order('1')], next: '1', append: false }]);
    expect(payloadsOf(fillsLoaded.type)).toEqual([{ fills: [fill('3')], next: '3', append: false }]);
  });

  it('skips each read that fails or answers outside the contract, warning which one, and puts the others', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = Object.assign(new Error('HTTP 503'), { kind: 'http' });
    const { store, payloadsOf } = setup({
      loggedIn: true,
      answers: {
        [TradingPaths.exchangeInfo]: () => down,
        [TradingPaths.trades]: () => [{ tradeId: 5 }],
        [TradingPaths.klines]: () => down,
        [TradingPaths.openOrders]: () => ({ orders: null }),
        [TradingPaths.balances]: () => down,
        [TradingPaths.history]: () => down,
        [TradingPaths.fills]: () => ({}),
      },
    });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    for (const type of [symbolRulesLoaded, recentTradesLoaded, klinesLoaded, openOrdersLoaded, balancesLoaded, orderHistoryLoaded, fillsLoaded]) {
      expect(payloadsOf(type.type)).toEqual([]);
    }
    const said = warn.mock.calls.map(([message]) => message);
    expect(said).toEqual(
      expect.arrayContaining([
        "the gateway's exchange info failed",
        "the gateway's recent trades did not match the contract",
        "the gateway's candles failed",
        "the gateway's open orders did not match the contract",
        "the gateway's balances failed",
        "the gateway's order history failed",
        "the gateway's fills did not match the contract",
      ]),
    );
    expect(warn).toHaveBeenCalledWith("the gateway's candles failed", down);
  });

  it('reads the open orders and balances again, after a backoff, when the first read of either fails, so the tabs never stay falsely empty', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const limited = Object.assign(new Error('HTTP 429'), { kind: 'http', status: 429 });
    const failures = { open: 2, balances: 1 };
    const { store, market, payloadsOf } = setup({
      loggedIn: true,
      answers: {
        [TradingPaths.openOrders]: () => (failures.open-- > 0 ? limited : { orders: [order('7', 'new')] }),
        [TradingPaths.balances]: () => (failures.balances-- > 0 ? { balances: null } : { account: 'real', balances: [{ asset: 'USDT', available: '5', frozen: '0' }] }),
      },
    });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    expect(payloadsOf(openOrdersLoaded.type)).toEqual([]);
    expect(payloadsOf(balancesLoaded.type)).toEqual([]);
    // Not before the backoff's shortest wait.
    await jest.advanceTimersByTimeAsync(1_600);
    expect(market.bodiesOf(TradingPaths.openOrders)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1_800);
    expect(market.bodiesOf(TradingPaths.openOrders)).toHaveLength(2);
    expect(payloadsOf(balancesLoaded.type)).toEqual([[{ asset: 'USDT', available: '5', frozen: '0' }]]);
    await jest.advanceTimersByTimeAsync(5_100);
    expect(market.bodiesOf(TradingPaths.openOrders)).toHaveLength(3);
    expect(selectOrders(store.getState())?.open.map((row) => row.orderId)).toEqual(['7']);
    // Read, it is not read again; the first pages of history and fills were read once, with the first attempt.
    await jest.advanceTimersByTimeAsync(60_000);
    expect(market.bodiesOf(TradingPaths.openOrders)).toHaveLength(3);
    expect(market.bodiesOf(TradingPaths.history)).toHaveLength(1);
    expect(market.bodiesOf(TradingPaths.fills)).toHaveLength(1);
  });

  it('reads a perpetual\'s positions and wallet again, after a backoff, when the first read of either fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unavailable = Object.assign(new Error('HTTP 503'), { kind: 'http', status: 503 });
    const failures = { positions: 1, balance: 2 };
    const { store, market, payloadsOf } = setup({
      loggedIn: true,
      answers: {
        [FuturesPaths.positions]: () => (failures.positions-- > 0 ? unavailable : { account: 'real', positions: [POSITION], settings: [] }),
        [FuturesPaths.balance]: () => (failures.balance-- > 0 ? { balance: null } : { account: 'real', balance: FUTURES_BALANCE }),
      },
    });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    await settle();
    expect(payloadsOf(positionsLoaded.type)).toEqual([]);
    expect(payloadsOf(futuresBalanceLoaded.type)).toEqual([]);
    await jest.advanceTimersByTimeAsync(3_400);
    expect(market.bodiesOf(FuturesPaths.positions)).toHaveLength(2);
    expect(payloadsOf(positionsLoaded.type)).toHaveLength(1);
    expect(payloadsOf(futuresBalanceLoaded.type)).toEqual([]);
    await jest.advanceTimersByTimeAsync(6_800);
    expect(payloadsOf(futuresBalanceLoaded.type)).toEqual([FUTURES_BALANCE]);
    // Read, the account is not read again; the funding payments' and liquidations' first pages came once.
    await jest.advanceTimersByTimeAsync(60_000);
    expect(market.bodiesOf(FuturesPaths.balance)).toHaveLength(3);
    expect(market.bodiesOf(FuturesPaths.fundingHistory)).toHaveLength(1);
    expect(market.bodiesOf(FuturesPaths.liquidations)).toHaveLength(1);
  });

  it('waits as long as a refused first read\'s Retry-After asks before reading again, past the backoff\'s own wait', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failures = { open: 1, balances: 1 };
    const { store, market, payloadsOf } = setup({
      loggedIn: true,
      answers: {
        // The balances ask for the longer wait: the read waits for the longest any of its calls asked for.
        [TradingPaths.openOrders]: () => (failures.open-- > 0 ? limitedFor(4_000) : { orders: [order('7', 'new')] }),
        [TradingPaths.balances]: () =>
          failures.balances-- > 0 ? limitedFor(20_000) : { account: 'real', balances: [{ asset: 'USDT', available: '5', frozen: '0' }] },
      },
    });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    await jest.advanceTimersByTimeAsync(19_900);
    expect(market.bodiesOf(TradingPaths.openOrders)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(market.bodiesOf(TradingPaths.openOrders)).toHaveLength(2);
    expect(payloadsOf(balancesLoaded.type)).toEqual([[{ asset: 'USDT', available: '5', frozen: '0' }]]);
  });

  it('reads again after the backoff when a call failed with no error at all (a promise rejected with null)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failures = 1;
    const { store, market } = setup({
      loggedIn: true,
      answers: { [TradingPaths.openOrders]: () => (failures-- > 0 ? Promise.reject(null) : { orders: [] }) },
    });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    await jest.advanceTimersByTimeAsync(3_500);
    expect(market.bodiesOf(TradingPaths.openOrders)).toHaveLength(2);
  });

  it('waits at most MAX_ASKED_WAIT_MS however long a Retry-After asks, and a later attempt the backoff\'s own wait', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failures = 2;
    const { store, market } = setup({
      loggedIn: true,
      answers: {
        [TradingPaths.openOrders]: () => (failures-- === 2 ? limitedFor(86_400_000) : failures === 0 ? new Error('offline') : { orders: [] }),
      },
    });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    await jest.advanceTimersByTimeAsync(MAX_ASKED_WAIT_MS - 100);
    expect(market.bodiesOf(TradingPaths.openOrders)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(market.bodiesOf(TradingPaths.openOrders)).toHaveLength(2);
    // The second failure asked for nothing: the day's wait is not carried over.
    await jest.advanceTimersByTimeAsync(5_100);
    expect(market.bodiesOf(TradingPaths.openOrders)).toHaveLength(3);
  });

  it('waits as long as a perpetual\'s positions read asked (Retry-After) before reading its account again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failures = 1;
    const { store, market, payloadsOf } = setup({
      loggedIn: true,
      answers: { [FuturesPaths.positions]: () => (failures-- > 0 ? limitedFor(15_000, 503) : { account: 'real', positions: [POSITION], settings: [] }) },
    });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    await settle();
    await jest.advanceTimersByTimeAsync(14_900);
    expect(market.bodiesOf(FuturesPaths.positions)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(market.bodiesOf(FuturesPaths.positions)).toHaveLength(2);
    expect(payloadsOf(positionsLoaded.type)).toHaveLength(1);
  });

  it('reads a perpetual\'s calls: futures rules, trades, candles and the mark of its symbol, and the futures account', async () => {
    const { store, market, payloadsOf } = setup({ loggedIn: true });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    await settle();
    expect(market.requests).toEqual(
      expect.arrayContaining([
        [FuturesPaths.exchangeInfo, {}],
        [FuturesPaths.trades, { symbol: 'BTCUSDT', limit: '50' }],
        [FuturesPaths.klines, { symbol: 'BTCUSDT', interval: '1m', limit: '300' }],
        [FuturesPaths.mark, { symbol: 'BTCUSDT' }],
        [FuturesPaths.openOrders, {}],
        [FuturesPaths.positions, {}],
        [FuturesPaths.balance, {}],
        [FuturesPaths.fundingHistory, { limit: 20 }],
        [FuturesPaths.liquidations, { limit: 20 }],
        [FuturesPaths.history, { limit: 20 }],
        [FuturesPaths.fills, { limit: 20 }],
      ]),
    );
    expect(market.calls.filter((path) => !path.startsWith('/v1/futures/'))).toEqual([]);
    expect(market.inputs[0]).toMatchObject({ market: 'futures' });
    expect(payloadsOf(markReceived.type)).toEqual([markAt('100', 5)]);
    expect(payloadsOf(positionsLoaded.type)).toEqual([{ positions: [POSITION], settings: [{ symbol: 'BTCUSDT', leverage: 10, marginMode: 'ISOLATED' }] }]);
    expect(payloadsOf(futuresBalanceLoaded.type)).toEqual([FUTURES_BALANCE]);
    expect(payloadsOf(fundingLoaded.type)).toEqual([{ payments: [fundingPayment('4')], next: '4', append: false }]);
    expect(payloadsOf(liquidationsLoaded.type)).toEqual([{ liquidations: [LIQUIDATION], next: null, append: false }]);
    expect(payloadsOf(openOrdersLoaded.type)).toEqual([[futuresOrder('1')]]);
    expect(payloadsOf(orderHistoryLoaded.type)).toEqual([{ orders: [futuresOrder('1')], next: '1', append: false }]);
    expect(payloadsOf(fillsLoaded.type)).toEqual([{ fills: [futuresFill('2')], next: null, append: false }]);
  });

  it('puts no mark when the gateway lists none for the symbol, and nothing of a futures account read that fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = new Error('down');
    const { store, payloadsOf } = setup({
      loggedIn: true,
      answers: {
        [FuturesPaths.mark]: () => [{ ...markAt('3000'), symbol: 'ETHUSDT' }],
        [FuturesPaths.positions]: () => down,
        [FuturesPaths.balance]: () => ({ balance: null }),
        [FuturesPaths.fundingHistory]: () => down,
        [FuturesPaths.liquidations]: () => down,
      },
    });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    await settle();
    for (const type of [markReceived, positionsLoaded, futuresBalanceLoaded, fundingLoaded, liquidationsLoaded]) expect(payloadsOf(type.type)).toEqual([]);
    // The account's later reads go on.
    expect(payloadsOf(fillsLoaded.type)).toHaveLength(1);
    expect(warn.mock.calls.map(([message]) => message)).toEqual(
      expect.arrayContaining([
        "the gateway's positions failed",
        "the gateway's futures balance did not match the contract",
        "the gateway's funding payments failed",
        "the gateway's liquidations failed",
      ]),
    );
  });

  it('reads no mark for a failed mark call, says so, and reads the rest', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = new Error('down');
    const { store, market, payloadsOf } = setup({ loggedIn: true, answers: { [FuturesPaths.mark]: () => down } });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    await settle();
    expect(payloadsOf(markReceived.type)).toEqual([]);
    expect(warn).toHaveBeenCalledWith("the gateway's mark price failed", down);
    expect(payloadsOf(fillsLoaded.type)).toHaveLength(1);
    expect(market.hasSocket()).toBe(true);
  });

  it('goes on without a mark when the gateway lists none for the symbol: the account is read and the stream runs', async () => {
    const { store, market, payloadsOf } = setup({ loggedIn: true, answers: { [FuturesPaths.mark]: () => [{ ...markAt('3000'), symbol: 'ETHUSDT' }] } });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    await settle();
    expect(payloadsOf(markReceived.type)).toEqual([]);
    expect(payloadsOf(fillsLoaded.type)).toHaveLength(1);
    market.socket({ type: 'SOCKET.OPEN' });
    market.socket(data('trades', [trade('9')], 'trades:BTCUSDT'));
    market.paint();
    expect(batches(payloadsOf).at(-1)?.trades).toEqual([trade('9')]);
  });

  it('after a reconnect re-reads the market data at the interval now shown, and the account with the first pages of history and fills', async () => {
    const { store, market } = setup({ loggedIn: true });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    store.dispatch(klineIntervalChosen('1h'));
    await settle();
    market.requests.length = 0;
    await reconnect(market);
    // Market data and account are read side by side: the order between them is not fixed.
    expect(market.requests).toHaveLength(6);
    expect(market.requests).toEqual(
      expect.arrayContaining([
        [TradingPaths.trades, { symbol: 'BTCUSDT', limit: '50' }],
        [TradingPaths.klines, { symbol: 'BTCUSDT', interval: '1h', limit: '300' }],
        [TradingPaths.openOrders, {}],
        [TradingPaths.history, { limit: PAGE_SIZE }],
        [TradingPaths.fills, { limit: PAGE_SIZE }],
        [TradingPaths.balances, {}],
      ]),
    );
  });

  it('after a reconnect tells an order held open that filled while the stream was down, and merges the pages read again', async () => {
    let open = [order('2'), order('1')];
    let history = { orders: [order('2'), order('1')], next: '1' as string | null };
    let fills = { fills: [fill('3')], next: null as string | null };
    const { store, market, payloadsOf } = setup({
      loggedIn: true,
      answers: {
        [TradingPaths.openOrders]: () => ({ orders: open }),
        [TradingPaths.history]: () => history,
        [TradingPaths.fills]: () => fills,
      },
    });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    const filledAway = { ...order('1', 'filled', 5), filledQty: '0.01', filledQuote: '900' };
    open = [order('3'), order('2')];
    history = { orders: [order('3'), order('2'), filledAway], next: '1' };
    fills = { fills: [fill('4'), fill('3')], next: null };
    await reconnect(market);
    expect(payloadsOf(toastShown.type)).toEqual([expect.objectContaining({ kind: 'notification', messageKey: 'orderAnswers.notices.buyFilled' })]);
    expect(payloadsOf(orderHistoryLoaded.type).at(-1)).toEqual({ ...history, append: false, refresh: true });
    expect(payloadsOf(fillsLoaded.type).at(-1)).toEqual({ ...fills, append: false, refresh: true });
    const orders = selectOrders(store.getState());
    expect(orders?.open.map((entry) => entry.orderId)).toEqual(['3', '2']);
    expect(orders?.history.map((entry) => `${entry.orderId}:${entry.status}`)).toEqual(['3:new', '2:new', '1:filled']);
    expect(selectFills(store.getState())?.fills.map((entry) => entry.fillId)).toEqual(['4', '3']);
  });

  it('sets the open orders read against what the stream told while the read was out: a fill that closed one, an order that came since', async () => {
    const read = deferred();
    const { store, market } = setup({ loggedIn: true, answers: { [TradingPaths.openOrders]: () => read.promise } });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.paint();
    // While the read is out: order 1 fills, order 5 is placed (its "new" comes by the stream), order 6 trades in part.
    market.socket(data('orders', { ...order('1', 'filled', 5), filledQty: '0.01', filledQuote: '900' }));
    market.socket(data('orders', order('5', 'new', 6)));
    market.socket(data('orders', order('6', 'new', 2)));
    market.socket(data('orders', { ...order('6', 'partiallyFilled', 7), filledQty: '0.004', filledQuote: '360' }));
    market.paint();
    await settle();
    // The answer was made before all that: order 1 still open, order 6 untouched, order 5 not yet there.
    read.resolve({ orders: [order('6', 'new', 2), order('1', 'new', 1)] });
    await settle();
    const open = selectOrders(store.getState())?.open ?? [];
    expect(open.map((entry) => `${entry.orderId}:${entry.status}:${entry.filledQty}`)).toEqual(['6:partiallyFilled:0.004', '5:new:0']);
  });

  it('sets the positions read against what the stream told while the read was out: a position it closed stays closed', async () => {
    let read = deferred();
    const { store, market } = setup({ loggedIn: true, answers: { [FuturesPaths.positions]: () => read.promise } });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    // A perpetual's stream starts once its side of the contract is in.
    await settle();
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    read.resolve({ account: 'real', positions: [POSITION], settings: [] });
    await settle();
    expect(Object.keys(selectPositionMap(store.getState()))).toEqual(['BTCUSDT']);
    // A reconnect's read goes out; meanwhile the take profit closes the long and an ETHUSDT short opens.
    read = deferred();
    await reconnect(market);
    const short = { ...POSITION, symbol: 'ETHUSDT', side: 'SHORT' as const, updatedAt: 1_200 };
    market.socket(data('futures.positions', { ...POSITION, size: '0', updatedAt: 1_100 }, 'futures.positions'));
    market.socket(data('futures.positions', short, 'futures.positions'));
    market.paint();
    await settle();
    // The answer was made before both.
    read.resolve({ account: 'real', positions: [POSITION], settings: [] });
    await settle();
    expect(Object.keys(selectPositionMap(store.getState()))).toEqual(['ETHUSDT']);
  });

  it('drops an order held open before the read that the read no longer lists: it closed', async () => {
    let orders = [order('2'), order('1')];
    const { store, market } = setup({ loggedIn: true, answers: { [TradingPaths.openOrders]: () => ({ orders }) } });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    orders = [order('2')];
    await reconnect(market);
    expect(selectOrders(store.getState())?.open.map((entry) => entry.orderId)).toEqual(['2']);
  });

  describe('an order held open that closed while away, further back than the first history page', () => {
    const ids = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => order(String(from - index)));
    const historyCalls = (market: ReturnType<typeof setup>['market']) =>
      market.requests.filter(([path]) => path === TradingPaths.history).map(([, body]) => body);

    function awayWith(history: (body: { cursor?: string }) => unknown, openAfter: () => unknown = () => ({ orders: [order('5')] })) {
      let away = false;
      const harness = setup({
        loggedIn: true,
        answers: {
          [TradingPaths.openOrders]: () => (away ? openAfter() : { orders: [order('5'), order('1')] }),
          [TradingPaths.history]: (body) => (away ? history(body as { cursor?: string }) : { orders: [order('5'), order('1')], next: null }),
        },
      });
      const startThenReconnect = async () => {
        harness.store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
        harness.market.socket({ type: 'SOCKET.OPEN' });
        await settle();
        away = true;
        harness.market.requests.length = 0;
        await reconnect(harness.market);
      };
      return { ...harness, reconnect: startThenReconnect };
    }

    it('reads the history on from the first page\'s cursor until it finds it, and tells its fill', async () => {
      const filledAway = { ...order('1', 'filled', 5), filledQty: '0.01', filledQuote: '900' };
      const { market, payloadsOf, reconnect } = awayWith((body) =>
        body.cursor === undefined ? { orders: ids(40, 21), next: '21' } : { orders: [...ids(20, 2), filledAway], next: '1' },
      );
      await reconnect();
      expect(historyCalls(market)).toEqual([{ limit: PAGE_SIZE }, { cursor: '21', limit: MAX_PAGE_SIZE }]);
      expect(payloadsOf(toastShown.type)).toEqual([expect.objectContaining({ kind: 'notification', messageKey: 'orderAnswers.notices.buyFilled' })]);
      // The page merged into the history tab is the first one; the older rows come with "Load more".
      expect(payloadsOf(orderHistoryLoaded.type).at(-1)).toEqual({ orders: ids(40, 21), next: '21', append: false, refresh: true });
    });

    it('stops after SEEK_PAGES pages when it is not found, and tells nothing', async () => {
      const { store, market, payloadsOf, reconnect } = awayWith((body) => {
        const top = body.cursor === undefined ? 1_000 : Number(body.cursor) - 1;
        return { orders: ids(top, top - 19), next: String(top - 19) };
      });
      await reconnect();
      expect(historyCalls(market)).toHaveLength(1 + SEEK_PAGES);
      expect(historyCalls(market).at(-1)).toEqual({ cursor: String(1_000 - 19 - 20 * (SEEK_PAGES - 1)), limit: MAX_PAGE_SIZE });
      expect(payloadsOf(toastShown.type)).toEqual([]);
      expect(selectOrders(store.getState())?.open.map((entry) => entry.orderId)).toEqual(['5']);
    });

    it('stops where the history ends', async () => {
      const { market, reconnect } = awayWith((body) => (body.cursor === undefined ? { orders: ids(40, 21), next: '21' } : { orders: ids(20, 2), next: null }));
      await reconnect();
      expect(historyCalls(market)).toHaveLength(2);
    });

    it('stops at a page that fails, warning, and tells nothing', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { market, payloadsOf, reconnect } = awayWith((body) =>
        body.cursor === undefined ? { orders: ids(40, 21), next: '21' } : Object.assign(new Error('HTTP 503'), { kind: 'http' }),
      );
      await reconnect();
      expect(historyCalls(market)).toHaveLength(2);
      expect(payloadsOf(toastShown.type)).toEqual([]);
      expect(warn).toHaveBeenCalledWith("the gateway's order history failed", expect.anything());
    });

    it('reads no further page when every order held open is listed by the open list or the first page', async () => {
      const { market, reconnect } = awayWith(() => ({ orders: [order('1', 'canceled', 5)], next: '1' }));
      await reconnect();
      expect(historyCalls(market)).toEqual([{ limit: PAGE_SIZE }]);
    });

    it('reads no further page when the open list read failed: nothing is known closed', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { market, reconnect } = awayWith(
        () => ({ orders: ids(40, 21), next: '21' }),
        () => Object.assign(new Error('HTTP 503'), { kind: 'http' }),
      );
      await reconnect();
      expect(historyCalls(market)).toEqual([{ limit: PAGE_SIZE }]);
    });
  });

  it('after a reconnect whose reads fail tells nothing and keeps the tabs as they were', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let down = false;
    const failing = (answer: () => unknown): Reply => () => (down ? Object.assign(new Error('HTTP 503'), { kind: 'http' }) : answer());
    const { store, market, payloadsOf } = setup({
      loggedIn: true,
      answers: {
        [TradingPaths.openOrders]: failing(() => ({ orders: [order('1')] })),
        [TradingPaths.history]: failing(() => ({ orders: [order('1')], next: null })),
        [TradingPaths.fills]: failing(() => ({ fills: [fill('3')], next: null })),
      },
    });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    down = true;
    await reconnect(market);
    expect(payloadsOf(toastShown.type)).toEqual([]);
    expect(selectOrders(store.getState())?.open.map((entry) => entry.orderId)).toEqual(['1']);
    expect(selectFills(store.getState())?.fills.map((entry) => entry.fillId)).toEqual(['3']);
    expect(warn).toHaveBeenCalledWith("the gateway's order history failed", expect.anything());
  });

  it('after a perpetual\'s reconnect tells the trader of a liquidation the stream missed while it was down, once', async () => {
    let liquidations = [] as (typeof LIQUIDATION)[];
    const { store, market, payloadsOf } = setup({ loggedIn: true, answers: { [FuturesPaths.liquidations]: () => ({ liquidations, next: null }) } });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    // A perpetual's stream starts once its side of the contract is in.
    await settle();
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    liquidations = [LIQUIDATION];
    await reconnect(market);
    expect(payloadsOf(toastShown.type)).toEqual([
      expect.objectContaining({ kind: 'notification', messageKey: 'futuresOrders.liquidations.liquidatedLong', values: { symbol: 'BTCUSDT' } }),
    ]);
    expect(payloadsOf(liquidationsLoaded.type).at(-1)).toEqual({ liquidations: [LIQUIDATION], next: null, append: false, refresh: true });
  });

  it('after a perpetual\'s reconnect tells a missed liquidation older than the newest the tab held (a record the gateway wrote late)', async () => {
    const late = { ...LIQUIDATION, id: '5', symbol: 'ETHUSDT', side: 'SHORT' as const, time: LIQUIDATION.time - 1_000 };
    let liquidations = [LIQUIDATION];
    const { store, market, payloadsOf } = setup({ loggedIn: true, answers: { [FuturesPaths.liquidations]: () => ({ liquidations, next: null }) } });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    // A perpetual's stream starts once its side of the contract is in.
    await settle();
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    liquidations = [LIQUIDATION, late];
    await reconnect(market);
    expect(payloadsOf(toastShown.type)).toEqual([
      expect.objectContaining({ kind: 'notification', messageKey: 'futuresOrders.liquidations.liquidatedShort', values: { symbol: 'ETHUSDT' } }),
    ]);
  });

  it('after a reconnect without a session reads only the market data', async () => {
    const { store, market } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.requests.length = 0;
    await reconnect(market);
    expect(market.requests.map(([path]) => path)).toEqual([TradingPaths.trades, TradingPaths.klines]);
  });

  it('loads a perpetual\'s candles of a newly chosen interval from the futures call', async () => {
    const { store, market } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    await settle();
    market.requests.length = 0;
    store.dispatch(klineIntervalChosen('5m'));
    await settle();
    expect(market.requests).toEqual([[FuturesPaths.klines, { symbol: 'BTCUSDT', interval: '5m', limit: '300' }]]);
  });
});

describe('the candles of a stream started with no chart on the page (a phone\'s workspace on its form)', () => {
  const klineReads = (market: ReturnType<typeof setup>['market']) => market.requests.filter(([path]) => path === TradingPaths.klines || path === FuturesPaths.klines);

  it('reads trades but no candles, and follows no kline channel', async () => {
    const { store, market, payloadsOf } = setup({ chart: false });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '15m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    expect(market.calls).toContain(TradingPaths.trades);
    expect(klineReads(market)).toEqual([]);
    expect(payloadsOf(klinesLoaded.type)).toEqual([]);
    expect(market.inputs).toEqual([expect.objectContaining({ klines: false })]);
    expect(market.sent).toEqual([{ op: 'subscribe', channels: ['ticker:BTCUSDT', 'depth:BTCUSDT', 'trades:BTCUSDT'] }]);
  });

  it('reads the candles of the stream\'s interval and follows their channel once the chart is shown, then keeps them', async () => {
    const { store, market, payloadsOf } = setup({ chart: false });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '15m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.sent.length = 0;
    store.dispatch(chartShown(true));
    await settle();
    expect(klineReads(market)).toEqual([[TradingPaths.klines, { symbol: 'BTCUSDT', interval: '15m', limit: String(KLINE_HISTORY) }]]);
    expect(payloadsOf(klinesLoaded.type)).toEqual([{ interval: '15m', klines: [] }]);
    expect(market.sent).toEqual([{ op: 'subscribe', channels: ['kline:BTCUSDT:15m'] }]);
    // The phone's chart tab left and shown again: nothing read or sent twice.
    store.dispatch(chartShown(false));
    store.dispatch(chartShown(true));
    await settle();
    expect(klineReads(market)).toHaveLength(1);
    expect(market.sent).toHaveLength(1);
  });

  it('waits for a chart shown: a chart going, or another action carrying true, reads and follows nothing', async () => {
    const { store, market } = setup({ chart: false });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.sent.length = 0;
    store.dispatch(chartShown(false));
    store.dispatch({ type: 'preferences/somethingChosen', payload: true });
    await settle();
    expect(klineReads(market)).toEqual([]);
    expect(market.sent).toEqual([]);
  });

  it('reads the candles once when the chart was on the page from the start, however often it is made again', async () => {
    const { store, market } = setup();
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    store.dispatch(chartShown(false));
    store.dispatch(chartShown(true));
    await settle();
    expect(klineReads(market)).toHaveLength(1);
  });

  it('reads a perpetual\'s candles from the futures path once its chart is shown', async () => {
    const { store, market } = setup({ chart: false });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'futures' }));
    await settle();
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    expect(klineReads(market)).toEqual([]);
    store.dispatch(chartShown(true));
    await settle();
    expect(klineReads(market)).toEqual([[FuturesPaths.klines, { symbol: 'BTCUSDT', interval: '1m', limit: String(KLINE_HISTORY) }]]);
  });

  it('reads no candles again after a reconnect while no chart was shown, and reads them after one once it was', async () => {
    const { store, market } = setup({ chart: false });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    market.socket({ type: 'SOCKET.OPEN' });
    await settle();
    market.requests.length = 0;
    await reconnect(market);
    expect(market.calls).toContain(TradingPaths.trades);
    expect(klineReads(market)).toEqual([]);
    store.dispatch(chartShown(true));
    await settle();
    market.requests.length = 0;
    await reconnect(market);
    expect(klineReads(market)).toEqual([[TradingPaths.klines, { symbol: 'BTCUSDT', interval: '1m', limit: String(KLINE_HISTORY) }]]);
  });

  it('starts a later stream (another pair) with its candles when the chart is already on the page', async () => {
    const { store, market } = setup({ chart: false });
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    store.dispatch(chartShown(true));
    await settle();
    market.requests.length = 0;
    store.dispatch(streamStarted({ symbol: 'ETHUSDT', interval: '1m' }));
    await settle();
    expect(market.inputs.at(-1)).toEqual(expect.objectContaining({ symbol: 'ETHUSDT', klines: true }));
    expect(klineReads(market)).toEqual([[TradingPaths.klines, { symbol: 'ETHUSDT', interval: '1m', limit: String(KLINE_HISTORY) }]]);
  });
});

describe('the account and candle reads on their own', () => {
  it('read the spot market unless told which', async () => {
    const market = fakeMarket();
    tradingStore(market, [
      function* () {
        yield call(loadAccount, market.port, false);
        yield call(loadKlines, market.port, 'BTCUSDT', '1m');
      },
    ]);
    await settle();
    expect(market.calls).toEqual([TradingPaths.openOrders, TradingPaths.balances, TradingPaths.klines]);
  });
});

describe('the stream\'s life', () => {
  it('runs the start it is handed before any other, and a new start replaces the stream', async () => {
    const market = fakeMarket();
    const { store } = tradingStore(market, [() => marketStreamSaga(streamStarted({ symbol: 'ETHUSDT', interval: '1m' }))]);
    await settle();
    expect(market.inputs.map((input) => input.symbol)).toEqual(['ETHUSDT']);
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    expect(market.inputs.map((input) => input.symbol)).toEqual(['ETHUSDT', 'BTCUSDT']);
    expect(market.requests.filter(([path]) => path === TradingPaths.exchangeInfo)).toHaveLength(2);
  });

  it('opens no stream for a stop, and none after a stop until the next start', async () => {
    const { store, market } = setup();
    store.dispatch(streamStopped());
    await settle();
    expect(market.inputs).toEqual([]);
    expect(market.calls).toEqual([]);
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    expect(market.inputs).toHaveLength(1);
  });

  it('does nothing for a stream start without a market port', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, actions } = tradingStore(null, [marketStreamSaga]);
    store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m' }));
    await settle();
    expect(actions.map((action) => action.type)).toEqual([streamStarted.type]);
    expect(error).not.toHaveBeenCalled();
  });

  it('ignores a stop handed to the stream runner', () => {
    const runner = runStream(streamStopped());
    expect(runner.next()).toEqual({ done: true, value: undefined });
  });
});
