import { marketOf, ordersSaga, refusalOf } from '../../sagas/orders.saga';
import { ApiError } from '../../src/api/errors';
import { APP_FLAVOUR } from '../../src/api/flavours';
import { httpStatusError } from '../../src/api/http-errors';
import { FuturesPaths, TradingPaths } from '../../src/core/trading/contract/paths';
import type { RootState } from '../../store/root-reducer';
import { toastShown } from '../../store/toasts.slice';
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
  streamBatchReceived,
  streamStarted,
  type MarketKind,
} from '../../store/trading.actions';
import { selectOrders } from '../../store/trading.selectors';
import { simulationMirrored } from '../../store/simulation.slice';
import { deferred, fakeMarket, spotAnswers, type Reply } from './support/fake-market';
import { fill, futuresFill, futuresOrder, order } from './support/trading-rows';
import { settle, tradingStore } from './support/trading-store';

const FUTURES_ANSWERS: Record<string, Reply> = {
  [FuturesPaths.place]: (body) => ({
    order: { ...futuresOrder('2'), clientOrderId: (body as { clientOrderId: string }).clientOrderId }, fills: [], attached: [], duplicate: false,
  }),
  [FuturesPaths.openOrders]: () => ({ orders: [futuresOrder('2')] }),
  [FuturesPaths.positions]: () => ({ account: 'real', positions: [], settings: [] }),
  [FuturesPaths.balance]: () => ({
    account: 'real',
    balance: {
      asset: 'USDT', walletBalance: '100', availableBalance: '100', positionMargin: '0', orderMargin: '0', unrealizedPnl: '0',
      marginBalance: '100', maintenanceMargin: '0', marginRatio: '0',
    },
  }),
};

/** The orders saga of a workspace showing `symbol` on the `kind` market, against a gateway answering `answers`. */
function setup(answers: Record<string, Reply> = {}, kind: MarketKind = 'spot', symbol = 'ETHUSDT') {
  const market = fakeMarket({ ...spotAnswers(), ...(kind === 'futures' ? FUTURES_ANSWERS : {}), ...answers });
  const harness = tradingStore(market, [ordersSaga], { loggedIn: true });
  harness.store.dispatch(streamStarted({ symbol, interval: '1m', market: kind }));
  return { market, ...harness };
}

const PLACE = { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '90000', qty: '0.01' } as const;
const refused = (fields: Record<string, unknown>) => () => Object.assign(new Error('refused'), fields);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a failed call as the screen words it (refusalOf)', () => {
  it('keeps a gateway refusal\'s code, and nothing else', () => {
    expect(refusalOf(new ApiError({ kind: 'envelope', code: '31006', serverMessage: 'Insufficient balance' }))).toEqual({ code: '31006' });
    expect(refusalOf({ code: '33006' })).toEqual({ code: '33006' });
  });

  it('keeps the request layer\'s text of each transport failure, with its values, and never a kind or a library code as a code', () => {
    expect(refusalOf(httpStatusError(500, APP_FLAVOUR))).toEqual({ messageKey: 'errors.systemBusy' });
    expect(refusalOf(httpStatusError(503, APP_FLAVOUR))).toEqual({ messageKey: 'errors.statusSystemBusy', values: { status: 503 } });
    expect(refusalOf(httpStatusError(429, APP_FLAVOUR, undefined, '30'))).toEqual({ messageKey: 'errors.rateLimitedSeconds', values: { wait: 30 } });
    expect(refusalOf(httpStatusError(429, APP_FLAVOUR))).toEqual({ messageKey: 'errors.rateLimited' });
    expect(refusalOf(new ApiError({ kind: 'network', code: 'ERR_NETWORK', messageKey: 'errors.network' }))).toEqual({ messageKey: 'errors.network' });
    expect(refusalOf(new ApiError({ kind: 'timeout', code: 'ECONNABORTED', messageKey: 'errors.timeout' }))).toEqual({ messageKey: 'errors.timeout' });
    expect(refusalOf(new ApiError({ kind: 'malformed', messageKey: 'errors.malformed' }))).toEqual({ messageKey: 'errors.malformed' });
  });

  it('gives a transport failure without a text of its own the text of its kind (a contract mismatch is a bare "malformed")', () => {
    expect(refusalOf(Object.assign(new Error('outside the contract'), { kind: 'malformed' }))).toEqual({ messageKey: 'errors.malformed' });
    expect(refusalOf({ kind: 'network', code: 'ERR_NETWORK' })).toEqual({ messageKey: 'errors.network' });
    expect(refusalOf({ kind: 'timeout' })).toEqual({ messageKey: 'errors.timeout' });
    expect(refusalOf({ kind: 'http', code: '' })).toEqual({ messageKey: 'errors.systemBusy' });
  });

  it('is empty (the action\'s generic text) for any other failure: no code, a non-text code, an unknown kind, nothing at all', () => {
    expect(refusalOf(new ApiError({ kind: 'cancelled' }))).toEqual({});
    expect(refusalOf({ code: 31006, kind: 'envelope' })).toEqual({});
    expect(refusalOf({ kind: 'toString' })).toEqual({});
    expect(refusalOf(new Error('boom'))).toEqual({});
    expect(refusalOf(null)).toEqual({});
    expect(refusalOf(undefined)).toEqual({});
  });
});

describe('the market of the workspace on screen', () => {
  it('is spot until a trading workspace says otherwise, and futures on a futures page', () => {
    expect(marketOf({} as RootState)).toBe('spot');
    expect(marketOf({ trading: { ticker: { market: 'futures' } } } as unknown as RootState)).toBe('futures');
  });
});

describe('placing an order', () => {
  it('posts the form\'s order with a new client order id, puts the answer, then reads the open orders of every pair and the balances again', async () => {
    const { store, market, payloadsOf, actions } = setup();
    const from = actions.length;
    store.dispatch(orderPlaceRequested(PLACE));
    await settle();
    expect(market.requests).toEqual([
      [TradingPaths.place, { ...PLACE, clientOrderId: 'client-1' }],
      // Every pair's, as the order tabs list them; and not the first pages of history and fills.
      [TradingPaths.openOrders, {}],
      [TradingPaths.balances, {}],
    ]);
    expect(payloadsOf(orderPlaced.type)).toEqual([spotAnswers()[TradingPaths.place]!({ clientOrderId: 'client-1' })]);
    expect(actions.slice(from).map((action) => action.type)).toEqual([
      orderPlaceRequested.type,
      orderPlaced.type,
      'trading/openOrdersLoaded',
      'trading/balancesLoaded',
      // The header's wallet follows the same read.
      'user/spotWalletFollowed',
    ]);
  });

  it('keeps a client order id the form already chose, so a retry answers the first placement instead of placing twice', async () => {
    const { store, market } = setup();
    store.dispatch(orderPlaceRequested({ ...PLACE, clientOrderId: 'retry-7' }));
    await settle();
    expect(market.bodiesOf(TradingPaths.place)).toEqual([{ ...PLACE, clientOrderId: 'retry-7' }]);
  });

  it('sends a futures workspace\'s order to the futures call and reads the positions and the futures wallet after it', async () => {
    const { store, market, payloadsOf } = setup({}, 'futures');
    store.dispatch(orderPlaceRequested(PLACE));
    await settle();
    expect(market.calls).toEqual([FuturesPaths.place, FuturesPaths.openOrders, FuturesPaths.positions, FuturesPaths.balance]);
    expect(payloadsOf(orderPlaced.type)).toEqual([
      { order: { ...futuresOrder('2'), clientOrderId: 'client-1' }, fills: [], attached: [], duplicate: false },
    ]);
  });

  it('checks a futures placement against the futures contract: a spot-shaped answer (no attached orders) is a failure', async () => {
    const { store, payloadsOf } = setup({ [FuturesPaths.place]: () => ({ order: futuresOrder('2'), fills: [], duplicate: false }) }, 'futures');
    store.dispatch(orderPlaceRequested(PLACE));
    await settle();
    expect(payloadsOf(orderRefused.type)).toEqual([{ messageKey: 'orderAnswers.unreadable', clientOrderId: 'client-1' }]);
  });

  it('puts a refusal with the gateway code and does not read the account again', async () => {
    const { store, market, payloadsOf } = setup({ [TradingPaths.place]: refused({ kind: 'envelope', code: '31006' }) });
    store.dispatch(orderPlaceRequested(PLACE));
    await settle();
    expect(payloadsOf(orderRefused.type)).toEqual([{ code: '31006' }]);
    expect(payloadsOf(orderPlaced.type)).toEqual([]);
    expect(market.calls).toEqual([TradingPaths.place]);
    expect(selectOrders(store.getState())?.placement).toEqual({ status: 'refused', refusal: { code: '31006' } });
  });

  it('carries the text of an HTTP 5xx, a 429 with its wait and a lost connection, never their kind as a code', async () => {
    const failures = [
      httpStatusError(503, { name: 'app' } as never, TradingPaths.place),
      httpStatusError(429, { name: 'app' } as never, TradingPaths.place, '2'),
      new ApiError({ kind: 'network', code: 'ERR_NETWORK', messageKey: 'errors.network' }),
    ];
    let next = 0;
    const { store, payloadsOf } = setup({ [TradingPaths.place]: () => failures[next++] });
    for (let i = 0; i < failures.length; i++) {
      store.dispatch(orderPlaceRequested(PLACE));
      await settle();
    }
    expect(payloadsOf(orderRefused.type)).toEqual([
      { messageKey: 'errors.statusSystemBusy', values: { status: 503 }, clientOrderId: 'client-1' },
      { messageKey: 'errors.rateLimitedSeconds', values: { wait: 2 }, clientOrderId: 'client-1' },
      { messageKey: 'errors.network', clientOrderId: 'client-1' },
    ]);
  });

  it('treats an answer outside the contract as a failure that may have placed it, never as an order', async () => {
    const { store, market, payloadsOf } = setup({ [TradingPaths.place]: () => ({ order: { orderId: 2 } }) });
    store.dispatch(orderPlaceRequested(PLACE));
    await settle();
    expect(payloadsOf(orderRefused.type)).toEqual([{ messageKey: 'orderAnswers.unreadable', clientOrderId: 'client-1' }]);
    expect(payloadsOf(orderPlaced.type)).toEqual([]);
    expect(market.calls).toEqual([TradingPaths.place]);
  });

  it('sends every placement it is asked for, even while an earlier one is on its way', async () => {
    const first = deferred();
    let calls = 0;
    const { store, market, payloadsOf } = setup({
      [TradingPaths.place]: (body) => (++calls === 1 ? first.promise : spotAnswers()[TradingPaths.place]!(body)),
    });
    store.dispatch(orderPlaceRequested(PLACE));
    store.dispatch(orderPlaceRequested({ ...PLACE, qty: '0.02' }));
    await settle();
    expect(market.bodiesOf(TradingPaths.place)).toEqual([
      { ...PLACE, clientOrderId: 'client-1' },
      { ...PLACE, qty: '0.02', clientOrderId: 'client-2' },
    ]);
    first.resolve(spotAnswers()[TradingPaths.place]!({ clientOrderId: 'client-1' }));
    await settle();
    expect(payloadsOf(orderPlaced.type)).toHaveLength(2);
  });
});

describe('a placement that got no answer', () => {
  const TIMEOUT = () => new ApiError({ kind: 'timeout', code: 'ECONNABORTED', messageKey: 'errors.timeout' });
  const NETWORK = () => new ApiError({ kind: 'network', code: 'ERR_NETWORK', messageKey: 'errors.network' });

  /**
   * A gateway that places each new clientOrderId once and answers a known one with that order and `duplicate: true`
   * (docs/protocol.md, "Idempotency"); the answers of its first calls are lost on the way back, as `lost` says.
   */
  function idempotentGateway(lost: (() => Error)[]) {
    const placed = new Map<string, ReturnType<typeof order>>();
    const reply: Reply = (body) => {
      const { clientOrderId } = body as { clientOrderId: string };
      const earlier = placed.get(clientOrderId);
      const made = earlier ?? { ...order(String(placed.size + 2), 'new'), clientOrderId };
      placed.set(clientOrderId, made);
      return lost.shift()?.() ?? { order: made, fills: [], duplicate: earlier !== undefined };
    };
    return { placed, reply };
  }

  const placeOnce = async (store: ReturnType<typeof setup>['store'], request: Parameters<typeof orderPlaceRequested>[0] = PLACE) => {
    store.dispatch(orderPlaceRequested(request));
    await settle();
  };

  it('says after a timeout that the order may have been placed, and sends its retry under the same id: the gateway answers the first order, placed once', async () => {
    const gateway = idempotentGateway([TIMEOUT]);
    const { store, market, payloadsOf } = setup({ [TradingPaths.place]: gateway.reply });
    await placeOnce(store);
    expect(payloadsOf(orderRefused.type)).toEqual([{ messageKey: 'trading.form.unanswered', clientOrderId: 'client-1' }]);
    await placeOnce(store);
    expect(market.bodiesOf(TradingPaths.place)).toEqual([
      { ...PLACE, clientOrderId: 'client-1' },
      { ...PLACE, clientOrderId: 'client-1' },
    ]);
    expect(gateway.placed.size).toBe(1);
    expect(payloadsOf(orderPlaced.type)).toEqual([{ order: gateway.placed.get('client-1'), fills: [], duplicate: true }]);
  });

  it('keeps the id through a lost connection and through a retry that times out too', async () => {
    const gateway = idempotentGateway([NETWORK, TIMEOUT]);
    const { store, market, payloadsOf } = setup({ [TradingPaths.place]: gateway.reply });
    await placeOnce(store);
    await placeOnce(store);
    await placeOnce(store);
    expect(market.bodiesOf(TradingPaths.place).map((body) => (body as { clientOrderId: string }).clientOrderId)).toEqual(['client-1', 'client-1', 'client-1']);
    expect(payloadsOf(orderRefused.type)).toEqual([
      { messageKey: 'errors.network', clientOrderId: 'client-1' },
      { messageKey: 'trading.form.unanswered', clientOrderId: 'client-1' },
    ]);
    expect(gateway.placed.size).toBe(1);
    expect(payloadsOf(orderPlaced.type)).toEqual([{ order: gateway.placed.get('client-1'), fills: [], duplicate: true }]);
  });

  it('forgets the id once the stream shows the unanswered order placed: the same order submitted then is a second order', async () => {
    const gateway = idempotentGateway([NETWORK]);
    const { store, market, payloadsOf } = setup({ [TradingPaths.place]: gateway.reply });
    await placeOnce(store);
    store.dispatch(streamBatchReceived({ trades: [], klines: [], orders: [gateway.placed.get('client-1')!], fills: [], balances: [] }));
    await placeOnce(store);
    expect(market.bodiesOf(TradingPaths.place).map((body) => (body as { clientOrderId: string }).clientOrderId)).toEqual(['client-1', 'client-2']);
    expect(gateway.placed.size).toBe(2);
    expect(payloadsOf(orderPlaced.type)).toEqual([{ order: gateway.placed.get('client-2'), fills: [], duplicate: false }]);
  });

  it('keeps the id while the orders the stream brings are others', async () => {
    const gateway = idempotentGateway([NETWORK]);
    const { store, market } = setup({ [TradingPaths.place]: gateway.reply });
    await placeOnce(store);
    store.dispatch(streamBatchReceived({ trades: [], klines: [], orders: [order('40')], fills: [], balances: [] }));
    await placeOnce(store);
    expect(market.bodiesOf(TradingPaths.place).map((body) => (body as { clientOrderId: string }).clientOrderId)).toEqual(['client-1', 'client-1']);
    expect(gateway.placed.size).toBe(1);
  });

  it('forgets the id once an answer came: the same order submitted after it placed, or after the gateway refused it, is a new order', async () => {
    let refuse = false;
    const { store, market } = setup({
      [TradingPaths.place]: (body) => (refuse ? refused({ kind: 'envelope', code: '31006' })() : spotAnswers()[TradingPaths.place]!(body)),
    });
    await placeOnce(store);
    await placeOnce(store);
    refuse = true;
    await placeOnce(store);
    await placeOnce(store);
    // A 4xx other than 429 is the gateway's refusal too.
    market.answers[TradingPaths.place] = () => httpStatusError(400, APP_FLAVOUR, TradingPaths.place);
    await placeOnce(store);
    await placeOnce(store);
    expect(market.bodiesOf(TradingPaths.place).map((body) => (body as { clientOrderId: string }).clientOrderId)).toEqual([
      'client-1', 'client-2', 'client-3', 'client-4', 'client-5', 'client-6',
    ]);
  });

  it('keeps the id through a proxy\'s 502 or 504, a 503, a 429 and an answer cut mid-body: none says the order was not placed', async () => {
    const gateway = idempotentGateway([
      () => httpStatusError(502, APP_FLAVOUR, TradingPaths.place),
      () => httpStatusError(504, APP_FLAVOUR, TradingPaths.place),
      () => httpStatusError(503, APP_FLAVOUR, TradingPaths.place),
      () => httpStatusError(429, APP_FLAVOUR, TradingPaths.place, '1'),
      () => new ApiError({ kind: 'malformed', messageKey: 'errors.malformed' }),
    ]);
    const { store, market, payloadsOf } = setup({ [TradingPaths.place]: gateway.reply });
    for (let attempt = 0; attempt < 6; attempt++) await placeOnce(store);
    expect(market.bodiesOf(TradingPaths.place).map((body) => (body as { clientOrderId: string }).clientOrderId)).toEqual([
      'client-1', 'client-1', 'client-1', 'client-1', 'client-1', 'client-1',
    ]);
    expect(gateway.placed.size).toBe(1);
    expect(payloadsOf(orderPlaced.type)).toEqual([{ order: gateway.placed.get('client-1'), fills: [], duplicate: true }]);
  });

  it('says after an unreadable answer that the order may have been placed, and its retry is answered, not placed twice', async () => {
    const gateway = idempotentGateway([() => new ApiError({ kind: 'malformed', messageKey: 'errors.malformed' })]);
    const { store, payloadsOf } = setup({ [TradingPaths.place]: gateway.reply });
    await placeOnce(store);
    expect(payloadsOf(orderRefused.type)).toEqual([{ messageKey: 'orderAnswers.unreadable', clientOrderId: 'client-1' }]);
    await placeOnce(store);
    expect(gateway.placed.size).toBe(1);
    expect(payloadsOf(orderPlaced.type)).toEqual([{ order: gateway.placed.get('client-1'), fills: [], duplicate: true }]);
  });

  it('sends the retry of an order answered outside the contract under the same id too', async () => {
    let calls = 0;
    const gateway = idempotentGateway([]);
    const { store, market } = setup({ [TradingPaths.place]: (body) => (++calls === 1 ? { order: { orderId: 2 } } : gateway.reply(body)) });
    await placeOnce(store);
    await placeOnce(store);
    expect(market.bodiesOf(TradingPaths.place).map((body) => (body as { clientOrderId: string }).clientOrderId)).toEqual(['client-1', 'client-1']);
  });

  it('forgets the id when the order\'s inputs change: symbol, side, type, price, amount, time in force', async () => {
    const changes = [
      { symbol: 'ETHUSDT' }, { side: 'sell' }, { type: 'market', price: undefined }, { price: '90000.01' }, { qty: '0.02' }, { timeInForce: 'IOC' },
    ] as const;
    for (const change of changes) {
      const { store, market } = setup({ [TradingPaths.place]: idempotentGateway([TIMEOUT]).reply });
      await placeOnce(store);
      await placeOnce(store, { ...PLACE, ...change } as Parameters<typeof orderPlaceRequested>[0]);
      // ...and what was changed back is a new order too: the unanswered attempt was forgotten.
      await placeOnce(store);
      expect([change, market.bodiesOf(TradingPaths.place).map((body) => (body as { clientOrderId: string }).clientOrderId)]).toEqual([
        change, ['client-1', 'client-2', 'client-3'],
      ]);
    }
  });

  it('forgets the id when the account changes (paper trading on or off), and reads the same fields in any order as the same order', async () => {
    const { store, market } = setup({ [TradingPaths.place]: () => TIMEOUT() });
    await placeOnce(store);
    store.dispatch(simulationMirrored(true));
    await placeOnce(store);
    const { qty, ...rest } = PLACE;
    await placeOnce(store, { qty, ...rest });
    expect(market.bodiesOf(TradingPaths.place).map((body) => (body as { clientOrderId: string }).clientOrderId)).toEqual(['client-1', 'client-2', 'client-2']);
  });
});

describe('cancelling orders', () => {
  it('posts the cancel of one order and puts the cancelled order the gateway answers', async () => {
    const { store, market, payloadsOf } = setup();
    store.dispatch(orderCancelRequested({ symbol: 'BTCUSDT', orderId: '1' }));
    await settle();
    expect(market.requests).toEqual([[TradingPaths.cancel, { symbol: 'BTCUSDT', orderId: '1' }]]);
    expect(payloadsOf(ordersCanceled.type)).toEqual([[order('1', 'canceled', 2)]]);
    expect(payloadsOf(orderCancelFailed.type)).toEqual([]);
  });

  it('tells a cancel that went through in a polite notice naming the order\'s side and pair, which a screen reader says', async () => {
    const { store, payloadsOf } = setup({ [TradingPaths.cancel]: () => ({ order: { ...order('1', 'canceled', 2), side: 'sell' } }) });
    store.dispatch(orderCancelRequested({ symbol: 'BTCUSDT', orderId: '1' }));
    await settle();
    expect(payloadsOf(toastShown.type)).toEqual([expect.objectContaining({ kind: 'notification', messageKey: 'orderAnswers.notices.sellCancelled', values: { symbol: 'BTCUSDT' } })]);
  });

  it('tells how many orders a cancel-all took out, and nothing when there were none or it failed', async () => {
    const answers = [{ orders: [order('1', 'canceled', 2), order('3', 'canceled', 2)] }, { orders: [] }];
    const { store, payloadsOf } = setup({ [TradingPaths.cancelAll]: () => answers.shift() ?? refused({ kind: 'envelope', code: '31020' })() });
    for (let i = 0; i < 3; i += 1) {
      store.dispatch(orderCancelAllRequested({ symbol: 'BTCUSDT' }));
      await settle();
    }
    expect(payloadsOf(toastShown.type)).toEqual([expect.objectContaining({ kind: 'notification', messageKey: 'orderAnswers.notices.allCancelled', values: { count: 2 } })]);
    expect(payloadsOf(orderCancelFailed.type)).toHaveLength(1);
  });

  it('names the order and the code of a refused cancel, so its button comes back and the reason shows', async () => {
    const { store, payloadsOf } = setup({ [TradingPaths.cancel]: refused({ kind: 'envelope', code: '31010' }) });
    store.dispatch(orderCancelRequested({ symbol: 'BTCUSDT', orderId: '1' }));
    await settle();
    expect(payloadsOf(orderCancelFailed.type)).toEqual([{ orderId: '1', code: '31010' }]);
    expect(payloadsOf(ordersCanceled.type)).toEqual([]);
    expect(selectOrders(store.getState())).toMatchObject({ cancelling: [], cancelError: { code: '31010' } });
  });

  it('counts a cancel answered outside the contract as failed (malformed)', async () => {
    const { store, payloadsOf } = setup({ [TradingPaths.cancel]: () => ({ order: null }) });
    store.dispatch(orderCancelRequested({ symbol: 'BTCUSDT', orderId: '1' }));
    await settle();
    expect(payloadsOf(orderCancelFailed.type)).toEqual([{ orderId: '1', messageKey: 'errors.malformed' }]);
  });

  it('sends every cancel it is asked for, one per order', async () => {
    const { store, market } = setup({ [TradingPaths.cancel]: () => deferred().promise });
    store.dispatch(orderCancelRequested({ symbol: 'BTCUSDT', orderId: '1' }));
    store.dispatch(orderCancelRequested({ symbol: 'BTCUSDT', orderId: '3' }));
    await settle();
    expect(market.bodiesOf(TradingPaths.cancel)).toEqual([{ symbol: 'BTCUSDT', orderId: '1' }, { symbol: 'BTCUSDT', orderId: '3' }]);
  });

  it('cancels on a futures page through the futures call, against the futures contract', async () => {
    const { store, market, payloadsOf } = setup({ [FuturesPaths.cancel]: () => ({ order: futuresOrder('1', 'canceled', 2) }) }, 'futures');
    store.dispatch(orderCancelRequested({ symbol: 'BTCUSDT', orderId: '1' }));
    await settle();
    expect(market.calls).toEqual([FuturesPaths.cancel]);
    expect(payloadsOf(ordersCanceled.type)).toEqual([[futuresOrder('1', 'canceled', 2)]]);
  });

  it('cancels all of a symbol\'s orders and puts every order the gateway cancelled', async () => {
    const { store, market, payloadsOf } = setup({ [TradingPaths.cancelAll]: () => ({ orders: [order('1', 'canceled', 2), order('3', 'canceled', 2)] }) });
    store.dispatch(orderCancelAllRequested({ symbol: 'BTCUSDT' }));
    await settle();
    expect(market.requests).toEqual([[TradingPaths.cancelAll, { symbol: 'BTCUSDT' }]]);
    expect(payloadsOf(ordersCanceled.type)).toEqual([[order('1', 'canceled', 2), order('3', 'canceled', 2)]]);
  });

  it('cancels the orders of every pair when asked without a symbol', async () => {
    const { store, market, payloadsOf } = setup({ [TradingPaths.cancelAll]: () => ({ orders: [order('1', 'canceled', 2)] }) });
    store.dispatch(orderCancelAllRequested({}));
    await settle();
    expect(market.requests).toEqual([[TradingPaths.cancelAll, {}]]);
    expect(payloadsOf(ordersCanceled.type)).toEqual([[order('1', 'canceled', 2)]]);
  });

  it('reports a refused cancel-all with its code and no order', async () => {
    const { store, payloadsOf } = setup({ [TradingPaths.cancelAll]: refused({ kind: 'envelope', code: '31020' }) });
    store.dispatch(orderCancelAllRequested({ symbol: 'BTCUSDT' }));
    await settle();
    expect(payloadsOf(orderCancelFailed.type)).toEqual([{ orderId: null, code: '31020' }]);
    expect(payloadsOf(ordersCanceled.type)).toEqual([]);
  });

  it('forgets the last cancel failure when another cancel, of one order or of all, is asked for', async () => {
    const { store } = setup({ [TradingPaths.cancel]: refused({ kind: 'envelope', code: '31010' }), [TradingPaths.cancelAll]: () => deferred().promise });
    store.dispatch(orderCancelRequested({ symbol: 'BTCUSDT', orderId: '1' }));
    await settle();
    expect(selectOrders(store.getState())?.cancelError).toEqual({ code: '31010' });
    store.dispatch(orderCancelAllRequested({ symbol: 'BTCUSDT' }));
    expect(selectOrders(store.getState())?.cancelError).toBeNull();
  });

  it('counts a cancel-all answered outside the contract as failed, and uses the futures call on a futures page', async () => {
    const { store, market, payloadsOf } = setup({ [FuturesPaths.cancelAll]: () => ({ orders: [order('1', 'canceled', 2)] }) }, 'futures');
    store.dispatch(orderCancelAllRequested({ symbol: 'BTCUSDT' }));
    await settle();
    // A spot row lacks the futures fields: outside the futures contract.
    expect(market.calls).toEqual([FuturesPaths.cancelAll]);
    expect(payloadsOf(orderCancelFailed.type)).toEqual([{ orderId: null, messageKey: 'errors.malformed' }]);
  });
});

describe('pages of order history and fills', () => {
  it('asks the first page of history of every pair without a cursor, and replaces the rows', async () => {
    const { store, market, payloadsOf } = setup({ [TradingPaths.history]: () => ({ orders: [order('3', 'filled')], next: '3' }) });
    store.dispatch(orderHistoryPageRequested());
    await settle();
    expect(market.requests).toEqual([[TradingPaths.history, { limit: 20 }]]);
    expect(payloadsOf(orderHistoryLoaded.type)).toEqual([{ orders: [order('3', 'filled')], next: '3', append: false }]);
  });

  it('asks the next page of history from the cursor and appends it', async () => {
    const { store, market, payloadsOf } = setup({ [TradingPaths.history]: () => ({ orders: [order('2', 'filled')], next: null }) });
    store.dispatch(orderHistoryLoaded({ orders: [order('3', 'filled')], next: '3', append: false }));
    store.dispatch(orderHistoryPageRequested());
    await settle();
    expect(market.requests).toEqual([[TradingPaths.history, { limit: 20, cursor: '3' }]]);
    expect(payloadsOf(orderHistoryLoaded.type).at(-1)).toEqual({ orders: [order('2', 'filled')], next: null, append: true });
    expect(selectOrders(store.getState())?.history.map((entry) => entry.orderId)).toEqual(['3', '2']);
  });

  it('keeps the rows and the cursor when a page of history fails or is malformed, so "load more" can be pressed again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = Object.assign(new Error('down'), { kind: 'http' });
    let answer: unknown = failure;
    const { store, payloadsOf } = setup({ [TradingPaths.history]: () => answer });
    store.dispatch(orderHistoryLoaded({ orders: [order('3', 'filled')], next: '3', append: false }));
    store.dispatch(orderHistoryPageRequested());
    await settle();
    answer = { orders: 'none', next: null };
    store.dispatch(orderHistoryPageRequested());
    await settle();
    expect(payloadsOf(orderHistoryLoaded.type).slice(1)).toEqual([
      { orders: [], next: '3', append: true },
      { orders: [], next: '3', append: true },
    ]);
    expect(selectOrders(store.getState())).toMatchObject({ historyNext: '3', historyLoading: false });
    expect(warn).toHaveBeenCalledWith('the next page of order history could not be loaded', failure);
    expect(warn).toHaveBeenLastCalledWith(
      'the next page of order history could not be loaded',
      expect.objectContaining({ kind: 'malformed', message: `${TradingPaths.history} answered outside the contract` }),
    );
  });

  it('takes only the latest page asked for when the history is asked again before it answers', async () => {
    const first = deferred();
    let calls = 0;
    const { store, payloadsOf } = setup({
      [TradingPaths.history]: () => (++calls === 1 ? first.promise : { orders: [order('4', 'filled')], next: null }),
    });
    store.dispatch(orderHistoryPageRequested());
    store.dispatch(orderHistoryPageRequested());
    await settle();
    first.resolve({ orders: [order('9', 'filled')], next: '9' });
    await settle();
    expect(payloadsOf(orderHistoryLoaded.type)).toEqual([{ orders: [order('4', 'filled')], next: null, append: false }]);
  });

  it('asks a futures page\'s history of the futures call', async () => {
    const { store, market, payloadsOf } = setup({ [FuturesPaths.history]: () => ({ orders: [futuresOrder('3', 'filled')], next: null }) }, 'futures', 'BTCUSDT');
    store.dispatch(orderHistoryPageRequested());
    await settle();
    expect(market.requests).toEqual([[FuturesPaths.history, { limit: 20 }]]);
    expect(payloadsOf(orderHistoryLoaded.type)).toEqual([{ orders: [futuresOrder('3', 'filled')], next: null, append: false }]);
  });

  it('asks the first page of fills of every pair without a cursor, and replaces the rows', async () => {
    const { store, market, payloadsOf } = setup({ [TradingPaths.fills]: () => ({ fills: [fill('8')], next: '8' }) });
    store.dispatch(fillsPageRequested());
    await settle();
    expect(market.requests).toEqual([[TradingPaths.fills, { limit: 20 }]]);
    expect(payloadsOf(fillsLoaded.type)).toEqual([{ fills: [fill('8')], next: '8', append: false }]);
  });

  it('asks the next page of fills from the cursor and appends it', async () => {
    const { store, market, payloadsOf } = setup({ [TradingPaths.fills]: () => ({ fills: [fill('7')], next: null }) });
    store.dispatch(fillsLoaded({ fills: [fill('8')], next: '8', append: false }));
    store.dispatch(fillsPageRequested());
    await settle();
    expect(market.requests).toEqual([[TradingPaths.fills, { limit: 20, cursor: '8' }]]);
    expect(payloadsOf(fillsLoaded.type).at(-1)).toEqual({ fills: [fill('7')], next: null, append: true });
  });

  it('keeps the fills and the cursor when a page of fills fails or is malformed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = Object.assign(new Error('down'), { kind: 'network' });
    let answer: unknown = failure;
    const { store, payloadsOf } = setup({ [TradingPaths.fills]: () => answer });
    store.dispatch(fillsLoaded({ fills: [fill('8')], next: '8', append: false }));
    store.dispatch(fillsPageRequested());
    await settle();
    answer = { fills: [{ fillId: 7 }], next: null };
    store.dispatch(fillsPageRequested());
    await settle();
    expect(payloadsOf(fillsLoaded.type).slice(1)).toEqual([
      { fills: [], next: '8', append: true },
      { fills: [], next: '8', append: true },
    ]);
    expect(warn).toHaveBeenCalledWith('the next page of fills could not be loaded', failure);
  });

  it('says a failed "Load more" of fills or history in an error toast; not a failed first page, nor a cancelled call', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const network = Object.assign(new Error('Network Error'), { kind: 'network', messageKey: 'errors.network', toast: true });
    let answer: unknown = network;
    const { store, payloadsOf } = setup({ [TradingPaths.fills]: () => answer, [TradingPaths.history]: () => answer });
    const toasts = () => (payloadsOf(toastShown.type) as { kind: string; messageKey?: string; text?: string }[]).map(({ kind, messageKey, text }) => ({ kind, messageKey, text }));
    store.dispatch(fillsPageRequested());
    store.dispatch(orderHistoryPageRequested());
    await settle();
    expect(toasts()).toEqual([]);
    store.dispatch(fillsLoaded({ fills: [fill('8')], next: '8', append: false }));
    store.dispatch(orderHistoryLoaded({ orders: [order('3', 'filled')], next: '3', append: false }));
    store.dispatch(fillsPageRequested());
    await settle();
    expect(toasts()).toEqual([{ kind: 'error', messageKey: 'errors.network', text: undefined }]);
    answer = Object.assign(new Error('refused'), { kind: 'business', serverMessage: 'Try later', toast: true });
    store.dispatch(orderHistoryPageRequested());
    await settle();
    expect(toasts().at(-1)).toEqual({ kind: 'error', messageKey: undefined, text: 'Try later' });
    answer = Object.assign(new Error('cancelled'), { kind: 'cancelled', toast: false });
    store.dispatch(orderHistoryPageRequested());
    await settle();
    expect(toasts()).toHaveLength(2);
  });

  it('takes only the latest page of fills asked for', async () => {
    const first = deferred();
    let calls = 0;
    const { store, payloadsOf } = setup({ [TradingPaths.fills]: () => (++calls === 1 ? first.promise : { fills: [fill('4')], next: null }) });
    store.dispatch(fillsPageRequested());
    store.dispatch(fillsPageRequested());
    await settle();
    first.resolve({ fills: [fill('9')], next: '9' });
    await settle();
    expect(payloadsOf(fillsLoaded.type)).toEqual([{ fills: [fill('4')], next: null, append: false }]);
  });

  it('asks a futures page\'s fills of the futures call, against the futures contract', async () => {
    const { store, market, payloadsOf } = setup({ [FuturesPaths.fills]: () => ({ fills: [futuresFill('8')], next: null }) }, 'futures', 'BTCUSDT');
    store.dispatch(fillsPageRequested());
    await settle();
    expect(market.requests).toEqual([[FuturesPaths.fills, { limit: 20 }]]);
    expect(payloadsOf(fillsLoaded.type)).toEqual([{ fills: [futuresFill('8')], next: null, append: false }]);
  });
});

describe('without a market port', () => {
  it('takes no order requests and stays running (the page has no trading workspace)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, actions } = tradingStore(null, [ordersSaga], { loggedIn: true });
    store.dispatch(orderPlaceRequested({ ...PLACE, clientOrderId: 'c-1' }));
    store.dispatch(orderCancelRequested({ symbol: 'BTCUSDT', orderId: '1' }));
    store.dispatch(orderHistoryPageRequested());
    await settle();
    expect(actions.map((action) => action.type)).toEqual([orderPlaceRequested.type, orderCancelRequested.type, orderHistoryPageRequested.type]);
    expect(error).not.toHaveBeenCalled();
    expect(store.sagaTask.isRunning()).toBe(true);
  });
});
