import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/db';
import type { GatewayDatabase } from '../../../server/db';
import { Exchange } from '../../../server/market/exchange';
import type { ExchangeListener } from '../../../server/market/exchange';
import { orderOf } from '../../../server/market/order-store';
import { seedFunds } from '../../../server/market/demo-funds';
import { GatewayError } from '../../../server/envelope';
import { KLINE_INTERVALS, TradingCodes } from '../../../src/core/trading/contract';
import type { Kline, PlaceOrderRequest, Trade } from '../../../src/core/trading/contract';

const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);

function open(location = ':memory:'): GatewayDatabase {
  return openDatabase(location);
}

function exchangeAt(db: GatewayDatabase, now = { value: T0 }): Exchange {
  return new Exchange(db, { clock: () => now.value, autoStart: false });
}

/** A listener that ignores every event but those `handlers` name. */
function listening(handlers: Partial<ExchangeListener>): ExchangeListener {
  const ignore = () => undefined;
  return { trades: ignore, klines: ignore, order: ignore, fill: ignore, balances: ignore, depth: ignore, ticker: ignore, ...handlers };
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof GatewayError) return error.code;
    throw error;
  }
  return undefined;
}

describe('exchange: liquidity', () => {
  it('keeps at least 50 levels a side that never cross, while the reference walks and takers trade', () => {
    const db = open();
    const now = { value: T0 };
    const exchange = exchangeAt(db, now);
    const market = exchange.market('real', 'BTCUSDT');
    if (market === undefined) throw new Error('no market');
    let trades = 0;
    let diffs = 0;
    exchange.listen(
      listening({
        trades: (_m, list) => void (trades += _m === market ? list.length : 0),
        depth: (m) => void (diffs += m === market ? 1 : 0),
      }),
    );
    exchange.advance(now.value);
    for (let second = 0; second < 20; second += 1) {
      for (let tick = 0; tick < 20; tick += 1) {
        now.value += 50;
        exchange.advance(now.value);
        expect(market.engine.bids.depth).toBeGreaterThanOrEqual(50);
        expect(market.engine.asks.depth).toBeGreaterThanOrEqual(50);
        expect(market.engine.bestBid() as number).toBeLessThan(market.engine.bestAsk() as number);
      }
    }
    // About 5 trades and 20 book changes a second (one diff per tick carries them).
    expect(trades).toBeGreaterThan(50);
    expect(trades).toBeLessThan(200);
    expect(diffs).toBeGreaterThan(350);
  });

  it('after a restart, trades near the price again, though a user\'s bid far below it was rebuilt into the book first', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'exchange-far-')), 'gateway.sqlite');
    let db = open(file);
    let exchange = exchangeAt(db);
    exchange.advance(T0);
    seedFunds(db, exchange.ledger, '42', 'real');
    const before = exchange.market('real', 'BTCUSDT') as NonNullable<ReturnType<Exchange['market']>>;
    const far = before.placeUser('42', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000.00', qty: '0.01' });
    db.close();

    db = open(file);
    const now = { value: T0 + 60_000 };
    exchange = exchangeAt(db, now);
    const market = exchange.market('real', 'BTCUSDT') as NonNullable<ReturnType<Exchange['market']>>;
    // The makers' first top-up: the best bid is theirs, near the price (ticks of 0.01), not the user's 50,000.
    exchange.advance(now.value);
    expect(market.engine.bestBid()).toBeGreaterThan(9_000_000);
    for (; now.value <= T0 + 120_000; now.value += 50) exchange.advance(now.value);
    const prices = market.recentTrades(500).map((trade) => Number(trade.price));
    expect(prices.length).toBeGreaterThan(100);
    expect(Math.min(...prices)).toBeGreaterThan(90_000);
    expect(exchange.store.find(Number(far.order.orderId))?.status).toBe('new');
    db.close();
  });

  it('plays the same market twice from the same seed and clock', () => {
    const run = () => {
      const now = { value: T0 };
      const exchange = exchangeAt(open(), now);
      for (let tick = 0; tick < 200; tick += 1) {
        now.value += 50;
        exchange.advance(now.value);
      }
      return exchange.snapshot(exchange.market('real', 'ETHUSDT') as never, 20);
    };
    expect(run()).toEqual(run());
  });
});

describe('exchange: orders and settlement', () => {
  const limit = (over: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest => ({
    symbol: 'BTCUSDT',
    side: 'buy',
    type: 'limit',
    price: '90000.00',
    qty: '0.01',
    ...over,
  });

  it('freezes a resting buy, returns it on cancel, and refuses what the rules refuse', () => {
    const db = open();
    const exchange = exchangeAt(db);
    exchange.advance(T0);
    seedFunds(db, exchange.ledger, '42', 'real');
    const market = exchange.market('real', 'BTCUSDT');
    if (market === undefined) throw new Error('no market');
    const answer = market.placeUser('42', limit());
    expect(answer.order).toMatchObject({ status: 'new', price: '90000.00', qty: '0.01000', filledQty: '0.00000' });
    expect(exchange.ledger.get('42', 'USDT')).toEqual({ available: 9100n * 10n ** 18n, frozen: 900n * 10n ** 18n });
    const row = exchange.store.find(Number(answer.order.orderId));
    expect(market.cancelUser(row as never).status).toBe('canceled');
    expect(exchange.ledger.get('42', 'USDT')).toEqual({ available: 10000n * 10n ** 18n, frozen: 0n });
    expect(codeOf(() => market.placeUser('42', limit({ price: '90000.001' })))).toBe(TradingCodes.PRICE_OFF_TICK);
    expect(codeOf(() => market.placeUser('42', limit({ qty: '0.000001' })))).toBe(TradingCodes.QTY_OFF_STEP);
    expect(codeOf(() => market.placeUser('42', limit({ qty: '0.00001' })))).toBe(TradingCodes.BELOW_MIN_NOTIONAL);
    expect(codeOf(() => market.placeUser('42', limit({ qty: '1' })))).toBe(TradingCodes.INSUFFICIENT_BALANCE);
    expect(codeOf(() => market.placeUser('42', limit({ qty: '100000' })))).toBe(TradingCodes.QTY_OUT_OF_RANGE);
    expect(codeOf(() => market.placeUser('42', limit({ type: 'market' })))).toBe(TradingCodes.BAD_ORDER_PARAMETERS);
    // A refused order leaves nothing frozen behind.
    expect(exchange.ledger.get('42', 'USDT').frozen).toBe(0n);
  });

  it('refuses a limit price outside the band around the last trade (a fifth to five times it), in either direction, and takes the bounds', () => {
    const db = open();
    const now = { value: T0 };
    const exchange = exchangeAt(db, now);
    seedFunds(db, exchange.ledger, '42', 'real');
    const market = exchange.market('real', 'BTCUSDT');
    if (market === undefined) throw new Error('no market');
    // Before the market has traded there is no reference, and no band.
    expect(market.recentTrades(1)).toEqual([]);
    expect(market.placeUser('42', limit({ price: '100.00', qty: '0.1' })).order.status).toBe('new');
    while (market.recentTrades(1).length === 0) {
      now.value += 50;
      exchange.advance(now.value);
    }
    const last = BigInt(market.recentTrades(1)[0]!.price.replace('.', ''));
    const low = (last * 2n + 9n) / 10n;
    const high = last * 5n;
    const price = (ticks: bigint) => `${ticks / 100n}.${String(ticks % 100n).padStart(2, '0')}`;
    const refusal = (over: Partial<PlaceOrderRequest>) => {
      try {
        market.placeUser('42', limit(over));
      } catch (error) {
        return error instanceof GatewayError ? { code: error.code, message: error.message } : error;
      }
      return 'placed';
    };

    // "100.000" typed in German reads as 100: a sell there would fill at the market, so it is refused.
    expect(refusal({ side: 'sell', price: '100.00', qty: '0.1' })).toEqual({
      code: TradingCodes.PRICE_OUT_OF_BAND,
      message: `Price is too far from the market price: ${price(low)} to ${price(high)}`,
    });
    expect(refusal({ price: price(low - 1n), qty: '0.001' })).toMatchObject({ code: TradingCodes.PRICE_OUT_OF_BAND });
    expect(refusal({ side: 'sell', price: price(high + 1n), qty: '0.001' })).toMatchObject({ code: TradingCodes.PRICE_OUT_OF_BAND });
    expect(refusal({ price: price(low), qty: '0.001' })).toBe('placed');
    expect(refusal({ side: 'sell', price: price(high), qty: '0.001' })).toBe('placed');
    // A market order has no price to check.
    expect(refusal({ type: 'market', price: undefined, timeInForce: 'IOC', qty: '0.001' })).toBe('placed');
  });

  it('settles a market buy against the makers: base in less the taker fee, quote out at the fill prices', () => {
    const db = open();
    const exchange = exchangeAt(db);
    exchange.advance(T0);
    seedFunds(db, exchange.ledger, '42', 'real');
    const market = exchange.market('real', 'BTCUSDT');
    if (market === undefined) throw new Error('no market');
    const answer = market.placeUser('42', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.02' });
    expect(answer.order.status).toBe('filled');
    const spent = answer.fills.reduce((sum, fill) => sum + fillAtoms(fill.quoteQty), 0n);
    expect(exchange.ledger.get('42', 'USDT')).toEqual({ available: 10000n * 10n ** 18n - spent, frozen: 0n });
    // 0.5 BTC + 0.02 BTC - 0.1 % of 0.02 BTC.
    expect(exchange.ledger.get('42', 'BTC')).toEqual({ available: (5n * 10n ** 17n) + 2n * 10n ** 16n - 2n * 10n ** 13n, frozen: 0n });
    expect(answer.fills.every((fill) => fill.liquidity === 'taker' && fill.feeAsset === 'BTC')).toBe(true);
  });

  it('answers a retried placement with the first order and places nothing twice', () => {
    const db = open();
    const exchange = exchangeAt(db);
    exchange.advance(T0);
    seedFunds(db, exchange.ledger, '42', 'real');
    const market = exchange.market('real', 'BTCUSDT') as NonNullable<ReturnType<Exchange['market']>>;
    const first = market.placeUser('42', limit({ clientOrderId: 'retry-1' }));
    const again = market.placeUser('42', limit({ clientOrderId: 'retry-1' }));
    expect(again).toMatchObject({ duplicate: true, order: { orderId: first.order.orderId } });
    expect(exchange.store.openOrdersOf('42')).toHaveLength(1);
    expect(exchange.ledger.get('42', 'USDT').frozen).toBe(900n * 10n ** 18n);
  });

  it('rebuilds the book from open orders after a restart, and settles a later fill of them', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'exchange-')), 'gateway.sqlite');
    let db = open(file);
    let exchange = exchangeAt(db);
    exchange.advance(T0);
    seedFunds(db, exchange.ledger, '42', 'real');
    seedFunds(db, exchange.ledger, '43', 'real');
    const before = exchange.market('real', 'BTCUSDT') as NonNullable<ReturnType<Exchange['market']>>;
    const resting = before.placeUser('42', limit({ side: 'sell', price: '200000.00', qty: '0.1' }));
    db.close();

    db = open(file);
    exchange = exchangeAt(db);
    const market = exchange.market('real', 'BTCUSDT') as NonNullable<ReturnType<Exchange['market']>>;
    expect(market.engine.order(Number(resting.order.orderId))?.remaining).toBe(10_000);
    expect(exchange.ledger.get('42', 'BTC').frozen).toBe(10n ** 17n);
    // Another user lifts it: both sides settle in one go.
    exchange.ledger.credit('43', 'USDT', 20_000n * 10n ** 18n);
    const taker = market.placeUser('43', limit({ side: 'buy', price: '200000.00', qty: '0.1', timeInForce: 'IOC' }));
    expect(taker.order.status).toBe('filled');
    expect(taker.fills.map((fill) => fill.price)).toEqual(expect.arrayContaining(['200000.00']));
    expect(exchange.store.find(Number(resting.order.orderId))?.status).toBe('filled');
    expect(exchange.ledger.get('42', 'BTC')).toEqual({ available: 4n * 10n ** 17n, frozen: 0n });
    db.close();
  });
});

describe('exchange: trade ids across a restart', () => {
  function tradedFor(exchange: Exchange, from: number, seconds: number): Trade[] {
    for (let at = from; at <= from + seconds * 1000; at += 50) exchange.advance(at);
    return (exchange.market('real', 'BTCUSDT') as NonNullable<ReturnType<Exchange['market']>>).recentTrades(500);
  }

  it('hands out trade ids above every one handed out before the restart, though the simulated traders\' trades are never stored', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'exchange-ids-')), 'gateway.sqlite');
    let db = open(file);
    const before = tradedFor(exchangeAt(db), T0, 20);
    expect(before.length).toBeGreaterThan(10);
    db.close();

    db = open(file);
    const after = tradedFor(exchangeAt(db), T0 + 30_000, 20);
    expect(after.length).toBeGreaterThan(10);
    const lastBefore = Math.max(...before.map((trade) => Number(trade.tradeId)));
    expect(Math.min(...after.map((trade) => Number(trade.tradeId)))).toBeGreaterThan(lastBefore);
    db.close();
  });
});

describe('exchange: what a placement tells the streams', () => {
  const marketBuy: PlaceOrderRequest = { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.002' };

  function tradingExchange() {
    const db = open();
    const exchange = exchangeAt(db);
    exchange.advance(T0);
    seedFunds(db, exchange.ledger, '42', 'real');
    seedFunds(db, exchange.ledger, '43', 'real');
    const market = exchange.market('real', 'BTCUSDT') as NonNullable<ReturnType<Exchange['market']>>;
    const heard = { klines: [] as Kline[][], accounts: [] as string[] };
    const listener = (wants: Partial<Pick<ExchangeListener, 'wantsKlines' | 'wantsAccount'>>): ExchangeListener =>
      listening({
        klines: (_market, klines) => void heard.klines.push([...klines]),
        order: (account) => void heard.accounts.push(`order:${account}`),
        fill: (account) => void heard.accounts.push(`fill:${account}`),
        balances: (account) => void heard.accounts.push(`balances:${account}`),
        ...wants,
      });
    return { db, exchange, market, heard, listener };
  }

  it('answers a placement exactly as SQLite then holds the order and its fills', () => {
    const { exchange, market } = tradingExchange();
    const answer = market.placeUser('42', { ...marketBuy, clientOrderId: 'as-stored' });
    const stored = exchange.store.find(Number(answer.order.orderId));
    expect(stored === undefined ? undefined : orderOf(stored)).toEqual(answer.order);
    expect(answer.fills.length).toBeGreaterThan(0);
    expect(exchange.store.fills('42', { limit: 50 }).reverse()).toEqual(answer.fills);
  });

  it("formats klines and an account's orders, fills and balances only for a listener that follows them", () => {
    const { exchange, market, heard, listener } = tradingExchange();
    const stop = exchange.listen(listener({ wantsKlines: () => false, wantsAccount: (account) => account === '42' }));
    market.placeUser('42', marketBuy);
    market.placeUser('43', marketBuy);
    expect(heard.klines).toEqual([]);
    expect(new Set(heard.accounts)).toEqual(new Set(['order:42', 'fill:42', 'balances:42']));
    stop();

    // A listener that does not say what it follows hears everything, each kline interval once a placement.
    heard.accounts.length = 0;
    exchange.listen(listener({}));
    const answer = market.placeUser('43', marketBuy);
    expect(new Set(heard.accounts)).toEqual(new Set(['order:43', 'fill:43', 'balances:43']));
    expect(heard.klines).toHaveLength(1);
    const klines = heard.klines[0] ?? [];
    expect(klines.map((kline) => kline.interval)).toEqual([...KLINE_INTERVALS]);
    const lastPrice = answer.fills[answer.fills.length - 1]?.price;
    expect(klines.every((kline) => kline.close === lastPrice && kline.openTime <= T0 && T0 <= kline.closeTime)).toBe(true);
  });
});

describe('exchange: recent trades', () => {
  it('keeps the last 500 trades of a market as the streams heard them, oldest first', () => {
    const db = open();
    const now = { value: T0 };
    const exchange = exchangeAt(db, now);
    exchange.advance(now.value);
    seedFunds(db, exchange.ledger, '42', 'real');
    const market = exchange.market('real', 'BTCUSDT') as NonNullable<ReturnType<Exchange['market']>>;
    const heard: Trade[] = [];
    exchange.listen(listening({ trades: (m, list) => void (m === market && heard.push(...list)) }));
    for (let i = 0; heard.length < 620; i += 1) {
      market.placeUser('42', { symbol: 'BTCUSDT', side: i % 2 === 0 ? 'buy' : 'sell', type: 'market', qty: '0.00010' });
      if (i % 20 === 19) {
        now.value += 50;
        exchange.advance(now.value);
      }
    }
    expect(market.recentTrades(500)).toEqual(heard.slice(-500));
    expect(market.recentTrades(3)).toEqual(heard.slice(-3));
    expect(new Set(heard.map((trade) => trade.takerSide))).toEqual(new Set(['buy', 'sell']));
  });

  it('formats trades for the streams only when a listener follows them, and keeps them either way', () => {
    const db = open();
    const exchange = exchangeAt(db);
    exchange.advance(T0);
    seedFunds(db, exchange.ledger, '42', 'real');
    const market = exchange.market('real', 'BTCUSDT') as NonNullable<ReturnType<Exchange['market']>>;
    let calls = 0;
    exchange.listen(listening({ trades: () => void (calls += 1), wantsTrades: () => false }));
    const answer = market.placeUser('42', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.002' });
    expect(calls).toBe(0);
    const kept = market.recentTrades(answer.fills.length);
    expect(kept.map((trade) => [trade.price, trade.qty, trade.takerSide, trade.time])).toEqual(
      answer.fills.map((fill) => [fill.price, fill.qty, 'buy', T0]),
    );
  });
});

function fillAtoms(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0'));
}
