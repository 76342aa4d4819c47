// What a futures order must be before anything is placed (its type's parameters, tick, step, range, margin and cap),
// the row it is stored as, and what a conditional order does when it fires.
import { FuturesCodes, TradingCodes } from '../../../src/core/trading/contract';
import type { FuturesPlaceOrderRequest } from '../../../src/core/trading/contract';
import { refusalOf } from '../market/refusal-of';
import { T0, fund, world } from './support';
import type { World } from './support';

const BTC = { symbol: 'BTCUSDT' } as const;
const place = (w: World, account: string, request: Omit<FuturesPlaceOrderRequest, 'symbol'>) => w.btc.placeUser(account, { ...BTC, ...request });
const refusal = (w: World, account: string, request: Omit<FuturesPlaceOrderRequest, 'symbol'>) => refusalOf(() => place(w, account, request));
const row = (w: World, id: string) => w.exchange.store.order(Number(id));

/** A market pinned at 60,000 where A, B and C hold 10,000 USDT each. */
function pinned(): World {
  const w = world();
  for (const account of ['A', 'B', 'C']) fund(w, account, '10000');
  w.btc.pin(6_000_000, w.now.value);
  return w;
}

/** As pinned(), with B long 0.01 bought from A at 60,000. */
function withLong(): World {
  const w = pinned();
  place(w, 'A', { side: 'sell', type: 'limit', price: '60000', qty: '0.01' });
  place(w, 'B', { side: 'buy', type: 'market', qty: '0.01' });
  return w;
}

describe('futures orders: malformed requests', () => {
  const maxQty = () => world().btc.futures.rules.maxQty;
  it.each<[string, Omit<FuturesPlaceOrderRequest, 'symbol'>, string, string]>([
    ['a limit order without a price', { side: 'buy', type: 'limit', qty: '0.01' }, TradingCodes.BAD_ORDER_PARAMETERS, 'a limit order needs a price'],
    ['a market order with a price', { side: 'buy', type: 'market', price: '60000', qty: '0.01' }, TradingCodes.BAD_ORDER_PARAMETERS, 'only a limit order takes a price'],
    ['a stop order with a price', { side: 'buy', type: 'stopMarket', price: '60000', stopPrice: '70000', qty: '0.01' }, TradingCodes.BAD_ORDER_PARAMETERS, 'only a limit order takes a price'],
    ['a market order that is not IOC', { side: 'buy', type: 'market', timeInForce: 'GTC', qty: '0.01' }, TradingCodes.BAD_ORDER_PARAMETERS, 'market and conditional orders are IOC'],
    ['a take-profit that is not IOC', { side: 'sell', type: 'takeProfitMarket', timeInForce: 'FOK', stopPrice: '70000', qty: '0.01' }, TradingCodes.BAD_ORDER_PARAMETERS, 'market and conditional orders are IOC'],
    ['a market order with a stop price', { side: 'buy', type: 'market', stopPrice: '70000', qty: '0.01' }, TradingCodes.BAD_ORDER_PARAMETERS, 'only a conditional order takes a stop price'],
    ['a limit order with a trigger', { side: 'buy', type: 'limit', price: '60000', triggerBy: 'MARK', qty: '0.01' }, TradingCodes.BAD_ORDER_PARAMETERS, 'only a conditional order takes a stop price'],
    ['a stop order without a stop price', { side: 'buy', type: 'stopMarket', qty: '0.01' }, FuturesCodes.BAD_STOP_PRICE, 'a conditional order needs a stop price'],
    ['a limit order closing the position', { side: 'sell', type: 'limit', price: '60000', closePosition: true }, TradingCodes.BAD_ORDER_PARAMETERS, 'closePosition is for a conditional order without a quantity'],
    ['a close-position stop with a quantity', { side: 'sell', type: 'stopMarket', stopPrice: '50000', closePosition: true, qty: '0.01' }, TradingCodes.BAD_ORDER_PARAMETERS, 'closePosition is for a conditional order without a quantity'],
    ['an order without a quantity', { side: 'buy', type: 'limit', price: '60000' }, TradingCodes.BAD_ORDER_PARAMETERS, 'a quantity is needed'],
    ['a quantity off the step', { side: 'buy', type: 'limit', price: '60000', qty: '0.000015' }, TradingCodes.QTY_OFF_STEP, 'step size 0.00001'],
    ['a quantity of zero', { side: 'buy', type: 'limit', price: '60000', qty: '0' }, TradingCodes.QTY_OUT_OF_RANGE, '0.00001 to '],
    ['a price off the tick', { side: 'buy', type: 'limit', price: '60000.005', qty: '0.01' }, TradingCodes.PRICE_OFF_TICK, 'tick size 0.01'],
    ['a price of zero', { side: 'buy', type: 'limit', price: '0', qty: '0.01' }, TradingCodes.BAD_ORDER_PARAMETERS, 'price out of range'],
    ['a stop price past 2^50 ticks', { side: 'buy', type: 'stopMarket', stopPrice: '11258999068426.25', qty: '0.01' }, TradingCodes.BAD_ORDER_PARAMETERS, 'price out of range'],
    ['a limit order under the minimum notional', { side: 'buy', type: 'limit', price: '60000', qty: '0.00008' }, TradingCodes.BELOW_MIN_NOTIONAL, '5 USDT'],
  ])('refuses %s with its reason', (_name, request, code, detail) => {
    const w = pinned();
    expect(refusal(w, 'A', request)).toEqual({ code, message: expect.stringContaining(`: ${detail}`) });
    expect(w.exchange.store.openOrdersOf('A')).toEqual([]);
  });

  it('takes a quantity from the step to the maximum, and refuses one step more', () => {
    const w = pinned();
    const max = maxQty();
    // Stop orders: no notional, no margin before they fire.
    expect(refusal(w, 'A', { side: 'buy', type: 'stopMarket', stopPrice: '70000', qty: '0.00001' })).toBe('accepted');
    expect(refusal(w, 'A', { side: 'buy', type: 'stopMarket', stopPrice: '70000', qty: max })).toBe('accepted');
    const beyond = (BigInt(Math.round(Number(max) * 1e5)) + 1n).toString();
    expect(refusal(w, 'A', { side: 'buy', type: 'stopMarket', stopPrice: '70000', qty: `${beyond.slice(0, -5)}.${beyond.slice(-5)}` })).toEqual({
      code: TradingCodes.QTY_OUT_OF_RANGE, message: expect.stringContaining(`: 0.00001 to ${max}`),
    });
  });

  it('takes a stop price of 2^50 ticks, the highest', () => {
    const w = pinned();
    expect(refusal(w, 'A', { side: 'buy', type: 'stopMarket', stopPrice: '11258999068426.24', qty: '0.01' })).toBe('accepted');
  });

  it('lets a reduce-only limit order under the minimum notional through, as it only closes', () => {
    const w = withLong();
    expect(refusal(w, 'B', { side: 'sell', type: 'limit', price: '61000', qty: '0.00008', reduceOnly: true })).toBe('accepted');
    expect(refusal(w, 'B', { side: 'sell', type: 'limit', price: '61000', qty: '0.00008' })).toEqual(expect.objectContaining({ code: TradingCodes.BELOW_MIN_NOTIONAL }));
  });

  it('refuses a reduce-only order larger than the position it reduces', () => {
    const w = withLong();
    expect(refusal(w, 'B', { side: 'sell', type: 'limit', price: '61000', qty: '0.01001', reduceOnly: true })).toEqual(expect.objectContaining({ code: FuturesCodes.REDUCE_ONLY_REJECTED }));
    expect(refusal(w, 'B', { side: 'sell', type: 'limit', price: '61000', qty: '0.01', reduceOnly: true })).toBe('accepted');
  });

  it('refuses a market order with nothing in the book to take, and takes one the book can fill', () => {
    const w = pinned();
    expect(refusal(w, 'A', { side: 'sell', type: 'market', qty: '0.01' })).toEqual(expect.objectContaining({ code: TradingCodes.NO_LIQUIDITY }));
    place(w, 'C', { side: 'buy', type: 'limit', price: '59000', qty: '0.001' });
    expect(place(w, 'A', { side: 'sell', type: 'market', qty: '0.01' }).order).toMatchObject({ status: 'expired', filledQty: '0.00100' });
  });
});

describe('futures orders: stop prices against the watched price', () => {
  it('takes a stop by the last price while there is no trade, and refuses one the last trade has already crossed', () => {
    const w = pinned();
    // The mark is 60,000, but nothing has traded: a stop sell above it by the last price cannot fire yet.
    expect(refusal(w, 'A', { side: 'sell', type: 'stopMarket', stopPrice: '61000', qty: '0.01' })).toBe('accepted');
    expect(refusal(w, 'A', { side: 'sell', type: 'stopMarket', stopPrice: '61000', triggerBy: 'MARK', qty: '0.01' })).toEqual(
      { code: FuturesCodes.BAD_STOP_PRICE, message: expect.stringContaining(': it would trigger at once') },
    );
    place(w, 'B', { side: 'sell', type: 'limit', price: '60000', qty: '0.01' });
    place(w, 'C', { side: 'buy', type: 'market', qty: '0.01' });
    expect(refusal(w, 'A', { side: 'sell', type: 'stopMarket', stopPrice: '61000', qty: '0.01' })).toEqual(expect.objectContaining({ code: FuturesCodes.BAD_STOP_PRICE }));
  });

  it.each<[string, 'buy' | 'sell', 'stopMarket' | 'takeProfitMarket', string, boolean]>([
    ['a stop buy at the mark fires (it fires rising)', 'buy', 'stopMarket', '60000', true],
    ['a stop buy above the mark waits', 'buy', 'stopMarket', '60000.01', false],
    ['a take-profit sell at the mark fires (it fires rising)', 'sell', 'takeProfitMarket', '60000', true],
    ['a take-profit sell above the mark waits', 'sell', 'takeProfitMarket', '60000.01', false],
    ['a stop sell at the mark fires (it fires falling)', 'sell', 'stopMarket', '60000', true],
    ['a stop sell under the mark waits', 'sell', 'stopMarket', '59999.99', false],
    ['a take-profit buy at the mark fires (it fires falling)', 'buy', 'takeProfitMarket', '60000', true],
    ['a take-profit buy under the mark waits', 'buy', 'takeProfitMarket', '59999.99', false],
  ])('%s', (_name, side, type, stopPrice, fires) => {
    const w = pinned();
    const answer = refusal(w, 'A', { side, type, stopPrice, triggerBy: 'MARK', qty: '0.01' });
    expect(answer).toEqual(fires ? expect.objectContaining({ code: FuturesCodes.BAD_STOP_PRICE }) : 'accepted');
  });
});

describe('futures orders: margin and the tier cap at their bounds', () => {
  it('takes a limit order whose margin and taker fee are exactly what is available, and refuses it an atom short', () => {
    const w = world();
    fund(w, 'A', '302.999999999999999999');
    fund(w, 'B', '303');
    w.btc.pin(6_000_000, w.now.value);
    // 6,000 / 20 + 0.05 % of 6,000.
    expect(refusal(w, 'A', { side: 'buy', type: 'limit', price: '60000', qty: '0.1' })).toEqual(expect.objectContaining({ code: FuturesCodes.INSUFFICIENT_MARGIN }));
    expect(refusal(w, 'B', { side: 'buy', type: 'limit', price: '60000', qty: '0.1' })).toBe('accepted');
  });

  it('prices the margin of a market order by the levels it would take', () => {
    const w = world();
    fund(w, 'M', '100000');
    fund(w, 'A', '611.049999999999999999');
    fund(w, 'B', '611.05');
    w.btc.pin(6_000_000, w.now.value);
    place(w, 'M', { side: 'sell', type: 'limit', price: '60000', qty: '0.1' });
    place(w, 'M', { side: 'sell', type: 'limit', price: '61000', qty: '0.2' });
    // 6,000 + 6,100: 605 of margin and 6.05 of fee.
    expect(refusal(w, 'A', { side: 'buy', type: 'market', qty: '0.2' })).toEqual(expect.objectContaining({ code: FuturesCodes.INSUFFICIENT_MARGIN }));
    expect(place(w, 'B', { side: 'buy', type: 'market', qty: '0.2' }).order).toMatchObject({ status: 'filled', filledQuote: '12100' });
  });

  it('takes an order that brings a side exactly to its tier cap, and refuses one a step past it', () => {
    const w = world();
    fund(w, 'A', '100000');
    w.btc.pin(6_000_000, w.now.value);
    w.exchange.store.transaction(() => w.exchange.store.putSetting('A', 'BTCUSDT', 125, 'CROSS'));
    // 125x: the first tier's cap, 50,000.
    expect(refusal(w, 'A', { side: 'buy', type: 'limit', price: '100000', qty: '0.50001' })).toEqual(expect.objectContaining({ code: FuturesCodes.POSITION_LIMIT_EXCEEDED }));
    expect(refusal(w, 'A', { side: 'buy', type: 'limit', price: '100000', qty: '0.5' })).toBe('accepted');
  });
});

describe('futures orders: the stored row', () => {
  it('stores a limit order with its time in force, leverage and own id as the client id when none is given', () => {
    const w = pinned();
    w.exchange.store.transaction(() => w.exchange.store.putSetting('A', 'BTCUSDT', 7, 'CROSS'));
    const limit = place(w, 'A', { side: 'buy', type: 'limit', price: '59000', qty: '0.01' });
    expect(row(w, limit.order.orderId)).toMatchObject({
      client_order_id: `g${limit.order.orderId}`, side: 'buy', type: 'limit', time_in_force: 'GTC', price_ticks: 5_900_000, qty_lots: 1000,
      filled_lots: 0, filled_quote: '0', reduce_only: 0, close_position: 0, stop_ticks: null, trigger_by: null, triggered_at: null,
      leverage: 7, status: 'new', cancel_reason: null, seq: Number(limit.order.orderId), created_at: T0, updated_at: T0, entry_order_id: null,
    });
    expect(limit).toMatchObject({ fills: [], attached: [], duplicate: false });
    const named = place(w, 'A', { side: 'buy', type: 'limit', price: '59000', qty: '0.01', clientOrderId: 'mine', timeInForce: 'postOnly' });
    expect(row(w, named.order.orderId)).toMatchObject({ client_order_id: 'mine', time_in_force: 'postOnly' });
  });

  it('stores a stop order as IOC, waiting, with its stop and trigger (the last price unless told)', () => {
    const w = withLong();
    const stop = place(w, 'B', { side: 'sell', type: 'stopMarket', stopPrice: '55000', qty: '0.01', reduceOnly: true });
    expect(row(w, stop.order.orderId)).toMatchObject({ type: 'stopMarket', time_in_force: 'IOC', price_ticks: null, stop_ticks: 5_500_000, trigger_by: 'LAST', reduce_only: 1, close_position: 0, status: 'new' });
    const close = place(w, 'B', { side: 'sell', type: 'takeProfitMarket', stopPrice: '65000', triggerBy: 'MARK', closePosition: true });
    expect(row(w, close.order.orderId)).toMatchObject({ qty_lots: 0, trigger_by: 'MARK', reduce_only: 1, close_position: 1 });
    expect(w.btc.conditionalOrdersOf('B').map((entry) => entry.id)).toEqual([Number(stop.order.orderId), Number(close.order.orderId)]);
  });

  it('answers a repeated client order id with the first order, no fills, nothing attached, and places nothing', () => {
    const w = withLong();
    const first = place(w, 'B', { side: 'sell', type: 'limit', price: '65000', qty: '0.01', clientOrderId: 'x' });
    const again = place(w, 'B', { side: 'buy', type: 'market', qty: '0.5', clientOrderId: 'x' });
    expect(again).toEqual({ order: first.order, fills: [], attached: [], duplicate: true });
    // Another account may use the same client id.
    expect(place(w, 'C', { side: 'buy', type: 'limit', price: '50000', qty: '0.01', clientOrderId: 'x' }).duplicate).toBe(false);
  });

  it('refuses the 201st open order of an account on a symbol', () => {
    const w = pinned();
    fund(w, 'A', '1000000');
    for (let i = 0; i < 200; i += 1) place(w, 'A', { side: 'sell', type: 'stopMarket', stopPrice: '50000', qty: '0.00001' });
    expect(refusal(w, 'A', { side: 'sell', type: 'stopMarket', stopPrice: '50000', qty: '0.00001' })).toEqual(expect.objectContaining({ code: TradingCodes.TOO_MANY_OPEN_ORDERS }));
    expect(refusal(w, 'B', { side: 'sell', type: 'stopMarket', stopPrice: '50000', qty: '0.00001' })).toBe('accepted');
  });

  it('refuses a post-only order that would take, and a fill-or-kill the book cannot fill whole', () => {
    const w = pinned();
    place(w, 'C', { side: 'sell', type: 'limit', price: '60000', qty: '0.01' });
    expect(refusal(w, 'A', { side: 'buy', type: 'limit', price: '60000', qty: '0.01', timeInForce: 'postOnly' })).toEqual(expect.objectContaining({ code: TradingCodes.POST_ONLY_WOULD_TAKE }));
    expect(refusal(w, 'A', { side: 'buy', type: 'limit', price: '59999.99', qty: '0.01', timeInForce: 'postOnly' })).toBe('accepted');
    expect(refusal(w, 'A', { side: 'buy', type: 'limit', price: '60000', qty: '0.01001', timeInForce: 'FOK' })).toEqual(expect.objectContaining({ code: TradingCodes.FOK_UNFILLED }));
    expect(place(w, 'A', { side: 'buy', type: 'limit', price: '60000', qty: '0.01', timeInForce: 'FOK' }).order.status).toBe('filled');
  });
});

describe('futures orders: a conditional order firing', () => {
  it('closes no more than the position when a reduce-only stop for more fires', () => {
    const w = withLong();
    place(w, 'C', { side: 'buy', type: 'limit', price: '58000', qty: '0.05' });
    const stop = place(w, 'B', { side: 'sell', type: 'stopMarket', stopPrice: '59000', triggerBy: 'MARK', qty: '0.03', reduceOnly: true });
    w.now.value += 1000;
    w.btc.pin(5_900_000, w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(row(w, stop.order.orderId)).toMatchObject({ status: 'filled', qty_lots: 1000, filled_lots: 1000, triggered_at: T0 + 1000 });
  });

  it('cancels a reduce-only stop that would grow the position when it fires, trading nothing', () => {
    const w = withLong();
    place(w, 'C', { side: 'sell', type: 'limit', price: '61000', qty: '0.05' });
    const stop = place(w, 'B', { side: 'buy', type: 'stopMarket', stopPrice: '60500', triggerBy: 'MARK', qty: '0.01', reduceOnly: true });
    w.btc.pin(6_050_000, w.now.value);
    expect(row(w, stop.order.orderId)).toMatchObject({ status: 'canceled', cancel_reason: 'reduceOnly', filled_lots: 0 });
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ side: 'LONG', size: '0.01000' });
  });

  it('opens a position with a plain stop order when it fires, at the market, the rest expiring', () => {
    const w = pinned();
    place(w, 'C', { side: 'sell', type: 'limit', price: '61000', qty: '0.004' });
    const stop = place(w, 'A', { side: 'buy', type: 'stopMarket', stopPrice: '60500', triggerBy: 'MARK', qty: '0.01' });
    w.btc.pin(6_050_000, w.now.value);
    expect(row(w, stop.order.orderId)).toMatchObject({ status: 'expired', filled_lots: 400 });
    expect(w.btc.engine.order(Number(stop.order.orderId))).toBeUndefined();
    expect(w.exchange.positions('A', 'real')[0]).toMatchObject({ side: 'LONG', size: '0.00400', entryPrice: '61000.00' });
    expect(w.btc.conditionalOrdersOf('A')).toEqual([]);
  });

  it('refuses to cancel an order that has ended', () => {
    const w = withLong();
    const ended = w.exchange.store.order(Number(w.exchange.store.history('B', { limit: 1 })[0]?.id));
    expect(refusalOf(() => w.btc.cancelUser(ended as NonNullable<typeof ended>))).toEqual({ code: TradingCodes.ORDER_CLOSED, message: expect.any(String) });
  });
});

describe('futures orders: a take-profit and stop-loss sent with the entry', () => {
  const entry = (side: 'buy' | 'sell', extra: Partial<FuturesPlaceOrderRequest>): Omit<FuturesPlaceOrderRequest, 'symbol'> =>
    ({ side, type: 'limit', price: side === 'buy' ? '59000' : '61000', qty: '0.1', ...extra });

  it.each<[string, 'buy' | 'sell', Partial<FuturesPlaceOrderRequest>, string]>([
    ['a long’s take-profit under its entry', 'buy', { takeProfit: { stopPrice: '58000' } }, 'the take-profit of a long must be above the entry price'],
    ['a long’s stop-loss over its entry', 'buy', { stopLoss: { stopPrice: '59500' } }, 'the stop-loss of a long must be below the entry price'],
    ['a short’s take-profit over its entry', 'sell', { takeProfit: { stopPrice: '62000' } }, 'the take-profit of a short must be below the entry price'],
    ['a short’s stop-loss under its entry', 'sell', { stopLoss: { stopPrice: '60500' } }, 'the stop-loss of a short must be above the entry price'],
    ['a long’s take-profit the mark has passed', 'buy', { takeProfit: { stopPrice: '59900', triggerBy: 'MARK' } }, 'the take-profit would trigger at once'],
    ['a short’s stop-loss the mark has passed', 'sell', { stopLoss: { stopPrice: '59800', triggerBy: 'MARK' }, price: '59500' }, 'the stop-loss would trigger at once'],
    ['one with a reduce-only order', 'buy', { reduceOnly: true, stopLoss: { stopPrice: '58000' } }, 'take-profit and stop-loss go with an order that may open a position'],
    ['one with a close-position order', 'sell', { type: 'stopMarket', price: undefined, stopPrice: '50000', qty: undefined, closePosition: true, takeProfit: { stopPrice: '40000' } }, 'take-profit and stop-loss go with an order that may open a position'],
  ])('refuses %s, saying why', (_name, side, extra, detail) => {
    const w = pinned();
    expect(refusal(w, 'B', entry(side, extra))).toEqual({ code: expect.any(String), message: expect.stringContaining(`: ${detail}`) });
    expect(w.exchange.store.openOrdersOf('B')).toEqual([]);
  });

  it('measures a stop entry’s TP/SL from its stop price', () => {
    const w = pinned();
    const stopEntry = { side: 'buy', type: 'stopMarket', stopPrice: '62000', qty: '0.1' } as const;
    expect(refusal(w, 'B', { ...stopEntry, stopLoss: { stopPrice: '62500' } })).toEqual(expect.objectContaining({ code: FuturesCodes.BAD_STOP_PRICE }));
    expect(refusal(w, 'B', { ...stopEntry, stopLoss: { stopPrice: '61500' }, takeProfit: { stopPrice: '63000' } })).toBe('accepted');
  });

  it('stores each as a reduce-only IOC order on the other side for nothing, at the entry’s leverage, waiting on it', () => {
    const w = pinned();
    w.exchange.store.transaction(() => w.exchange.store.putSetting('B', 'BTCUSDT', 9, 'CROSS'));
    w.now.value += 5;
    const answer = place(w, 'B', entry('buy', { takeProfit: { stopPrice: '65000' }, stopLoss: { stopPrice: '55000', triggerBy: 'MARK' } }));
    const [tp, sl] = answer.attached;
    expect(row(w, tp?.orderId as string)).toMatchObject({
      client_order_id: `g${tp?.orderId}`, side: 'sell', type: 'takeProfitMarket', time_in_force: 'IOC', price_ticks: null, qty_lots: 0,
      filled_lots: 0, filled_quote: '0', reduce_only: 1, close_position: 0, stop_ticks: 6_500_000, trigger_by: 'LAST', triggered_at: null,
      leverage: 9, status: 'new', cancel_reason: null, seq: Number(tp?.orderId), created_at: T0 + 5, updated_at: T0 + 5, entry_order_id: Number(answer.order.orderId),
    });
    expect(row(w, sl?.orderId as string)).toMatchObject({ type: 'stopMarket', stop_ticks: 5_500_000, trigger_by: 'MARK', entry_order_id: Number(answer.order.orderId) });
    expect(w.btc.conditionalOrdersOf('B').map((entry) => entry.id)).toEqual([Number(tp?.orderId), Number(sl?.orderId)]);
  });

  it('cancels them with the reason the entry unfilled was cancelled, and keeps none of them guarding the position', () => {
    const w = pinned();
    const answer = place(w, 'B', entry('buy', { takeProfit: { stopPrice: '65000' } }));
    w.btc.cancelUser(row(w, answer.order.orderId) as NonNullable<ReturnType<typeof row>>);
    expect(row(w, answer.attached[0]?.orderId as string)).toMatchObject({ status: 'canceled', cancel_reason: 'entryCanceled' });
    expect(w.btc.conditionalOrdersOf('B')).toEqual([]);
  });
});

describe('futures orders: a position’s own take-profit and stop-loss', () => {
  it('refuses one that would fire at once, saying so', () => {
    const w = withLong();
    expect(refusalOf(() => w.btc.checkAttach('sell', 'stopMarket', '60000', 'MARK'))).toEqual({
      code: FuturesCodes.BAD_STOP_PRICE, message: expect.stringContaining(': it would trigger at once'),
    });
    expect(w.btc.checkAttach('sell', 'stopMarket', '59999.99', 'MARK')).toBe(5_999_999);
  });

  it('stores one as a close-position IOC order at the leverage given, waiting', () => {
    const w = withLong();
    const attached = w.btc.attach('B', 'sell', 'stopMarket', '55000', 'MARK', 12, T0 + 7);
    expect(row(w, String(attached.id))).toMatchObject({
      client_order_id: `g${attached.id}`, side: 'sell', type: 'stopMarket', time_in_force: 'IOC', price_ticks: null, qty_lots: 0, filled_lots: 0,
      filled_quote: '0', reduce_only: 1, close_position: 1, stop_ticks: 5_500_000, trigger_by: 'MARK', triggered_at: null, leverage: 12,
      status: 'new', cancel_reason: null, seq: attached.id, created_at: T0 + 7, updated_at: T0 + 7, entry_order_id: null,
    });
  });
});

describe('futures orders: simulated traders', () => {
  it('settles a simulated order that takes a user’s resting order as the user’s maker fill', () => {
    const w = pinned();
    const resting = place(w, 'A', { side: 'sell', type: 'limit', price: '60000', qty: '0.02' });
    w.btc.placeSim({ id: 10_000_000, account: '~sim', side: 'buy', price: undefined, qty: 1500, timeInForce: 'IOC' });
    expect(row(w, resting.order.orderId)).toMatchObject({ status: 'partiallyFilled', filled_lots: 1500 });
    expect(w.exchange.positions('A', 'real')[0]).toMatchObject({ side: 'SHORT', size: '0.01500' });
    // 0.02 % of 900.
    expect(w.exchange.store.fills('A', { limit: 5 })[0]).toMatchObject({ liquidity: 'maker', fee: (18n * 10n ** 16n).toString() });
    expect(w.btc.recentTrades(5)).toEqual([expect.objectContaining({ price: '60000.00', qty: '0.01500', takerSide: 'buy' })]);
  });

  it('tells the tape of trades between simulated traders only, with no user to settle', () => {
    const w = pinned();
    const trades: string[] = [];
    w.exchange.listen({
      futuresTrades: (_market, told) => void trades.push(...told.map((trade) => trade.qty)), futuresKlines: () => undefined,
      futuresDepth: () => undefined, futuresTicker: () => undefined, futuresMark: () => undefined, futuresOrder: () => undefined,
      futuresFill: () => undefined, futuresPosition: () => undefined, futuresBalance: () => undefined, futuresFunding: () => undefined,
      futuresLiquidation: () => undefined,
    });
    w.btc.placeSim({ id: 10_000_001, account: '~maker', side: 'sell', price: 6_000_000, qty: 700, timeInForce: 'GTC' });
    w.btc.placeSim({ id: 10_000_002, account: '~taker', side: 'buy', price: undefined, qty: 300, timeInForce: 'IOC' });
    expect(trades).toEqual(['0.00300']);
    expect(w.btc.lastPrice).toBe(6_000_000);
  });

  it('keeps the last 500 trades, and tells each batch’s candles with its trades', () => {
    const w = pinned();
    const klines: string[] = [];
    const told: string[] = [];
    w.exchange.listen({
      futuresTrades: (_market, trades) => void told.push(...trades.map((trade) => trade.tradeId)), futuresKlines: (_market, told) => void klines.push(...told.map((kline) => kline.interval)),
      futuresDepth: () => undefined, futuresTicker: () => undefined, futuresMark: () => undefined, futuresOrder: () => undefined,
      futuresFill: () => undefined, futuresPosition: () => undefined, futuresBalance: () => undefined, futuresFunding: () => undefined,
      futuresLiquidation: () => undefined,
    });
    w.btc.placeSim({ id: 20_000_000, account: '~maker', side: 'sell', price: 6_000_000, qty: 1000, timeInForce: 'GTC' });
    for (let i = 1; i <= 501; i += 1) w.btc.placeSim({ id: 20_000_000 + i, account: '~taker', side: 'buy', price: undefined, qty: 1, timeInForce: 'IOC' });
    const kept = w.btc.recentTrades(1000);
    expect(kept).toHaveLength(500);
    expect(told).toHaveLength(501);
    expect(kept.map((trade) => trade.tradeId)).toEqual(told.slice(1));
    expect(w.btc.recentTrades(2).map((trade) => trade.tradeId)).toEqual(kept.slice(-2).map((trade) => trade.tradeId));
    // Each trade's batch tells the candles it changed, one per interval.
    expect(klines.length).toBeGreaterThanOrEqual(501);
    expect(new Set(klines).size).toBe(klines.length / 501);
  });
});
