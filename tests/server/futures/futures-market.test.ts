import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Big from 'big.js';
import { FuturesCodes, TradingCodes } from '../../../src/core/trading/contract';
import type { FuturesPlaceOrderRequest } from '../../../src/core/trading/contract';
import { setLeverage } from '../../../server/futures/account-calls';
import { exposureOf } from '../../../server/futures/futures-account';
import type { OpenOrderShape } from '../../../server/futures/futures-account';
import type { FuturesOrderRow } from '../../../server/futures/futures-store';
import { GatewayError } from '../../../server/envelope';
import { formatAtoms, parseAtoms, quoteAtoms } from '../../../server/market/amounts';
import { INTERVAL, T0, books, codeOf, fund, world } from './support';
import type { World } from './support';

/** `maker` rests a sell of `qty` at `price`, and `taker` buys it at market: maker short, taker long. */
function trade(w: World, maker: string, taker: string, price: string, qty: string): void {
  w.btc.placeUser(maker, { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price, qty });
  w.btc.placeUser(taker, { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty });
}

describe('futures market: matching and positions', () => {
  it('matches two accounts in the spot engine and opens a long and a short of the same size at the trade price', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '10000');
    trade(w, 'A', 'B', '60000', '0.1');
    const [short] = w.exchange.positions('A', 'real');
    const [long] = w.exchange.positions('B', 'real');
    expect(short).toMatchObject({ side: 'SHORT', size: '0.10000', entryPrice: '60000.00', leverage: 20, marginMode: 'CROSS' });
    expect(long).toMatchObject({ side: 'LONG', size: '0.10000', entryPrice: '60000.00', initialMargin: '300' });
    expect(w.btc.recentTrades(5)).toEqual([expect.objectContaining({ price: '60000.00', qty: '0.10000', takerSide: 'buy' })]);
    // Maker 0.02 %, taker 0.05 % of 6,000.
    expect(w.exchange.balance('A', 'real').walletBalance).toBe('9998.8');
    expect(w.exchange.balance('B', 'real').walletBalance).toBe('9997');
  });

  it('values PnL by the mark, not by the last trade', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '10000');
    trade(w, 'A', 'B', '60000', '0.1');
    w.btc.pin(6_100_000, w.now.value);
    const [long] = w.exchange.positions('B', 'real');
    expect(long).toMatchObject({ markPrice: '61000.00', unrealizedPnl: '100', roe: '33.33' });
    expect(w.exchange.positions('A', 'real')[0]?.unrealizedPnl).toBe('-100');
    expect(w.btc.markView(w.now.value).lastPrice).toBe('60000.00');
  });

  it('realises PnL on a reducing fill and closes the position on the last lot', () => {
    const w = world();
    // The mark where these accounts trade: their market orders stay within its price protection band.
    w.btc.pin(6_000_000, w.now.value);
    fund(w, 'A', '10000');
    fund(w, 'B', '10000');
    trade(w, 'A', 'B', '60000', '0.1');
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '61000', qty: '0.1' });
    const answer = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.1', reduceOnly: true });
    expect(answer.fills[0]?.realizedPnl).toBe('100');
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(w.exchange.positions('A', 'real')).toEqual([]);
  });

  it('a reverse cancels what guarded the old side: its TP/SL and resting reduce-only orders would grow the new position', () => {
    const w = world();
    // The mark where these accounts trade: their market orders stay within its price protection band.
    w.btc.pin(6_000_000, w.now.value);
    for (const account of ['A', 'B', 'D']) fund(w, account, '10000');
    trade(w, 'A', 'B', '60000', '0.1');
    // B's long is guarded by a take profit, a stop loss and a reduce-only sell resting above the market.
    const tp = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'takeProfitMarket', stopPrice: '70000', closePosition: true });
    const sl = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'stopMarket', stopPrice: '50000', closePosition: true });
    const closing = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '65000', qty: '0.1', reduceOnly: true });
    // B reverses: a market sell of twice the long, taken by D's bid.
    w.btc.placeUser('D', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '59000', qty: '0.2' });
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.2' });

    const [short] = w.exchange.positions('B', 'real');
    expect(short).toMatchObject({ side: 'SHORT', size: '0.10000' });
    expect(short?.takeProfit).toBeNull();
    expect(short?.stopLoss).toBeNull();
    for (const placed of [tp, sl, closing]) {
      expect(w.exchange.store.order(Number(placed.order.orderId))).toMatchObject({ status: 'canceled', cancel_reason: 'reduceOnly' });
    }
    expect(w.btc.engine.order(Number(closing.order.orderId))).toBeUndefined();
  });

  it('a reverse keeps what already guards the new side, and a fill that only grows or shrinks the position keeps all', () => {
    const w = world();
    // The mark where these accounts trade: their market orders stay within its price protection band.
    w.btc.pin(6_000_000, w.now.value);
    for (const account of ['A', 'B', 'D']) fund(w, account, '10000');
    trade(w, 'A', 'B', '60000', '0.1');
    const tp = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'takeProfitMarket', stopPrice: '70000', closePosition: true });
    // Half the long sold: still a long, its take profit kept.
    w.btc.placeUser('D', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '59000', qty: '0.25' });
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.05' });
    expect(w.exchange.store.order(Number(tp.order.orderId))?.status).toBe('new');
    // Reversed into a short of 0.1, then a take profit for the short; a further sell grows the short and keeps it.
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.15' });
    const shortTp = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'takeProfitMarket', stopPrice: '50000', closePosition: true });
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.05' });
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ side: 'SHORT', size: '0.15000', takeProfit: { stopPrice: '50000.00' } });
    expect(w.exchange.store.order(Number(shortTp.order.orderId))?.status).toBe('new');
  });

  it('cancels the resting reduce-only orders of a position that closes, and keeps those of a position still open', () => {
    const w = world();
    // The mark at 62,000: the market orders below stay within its price protection band (58,900 to 65,100).
    w.btc.pin(6_200_000, w.now.value);
    for (const account of ['A', 'B', 'C']) fund(w, account, '10000');
    trade(w, 'A', 'B', '60000', '0.1');
    trade(w, 'C', 'A', '60000', '0.1');
    // A is flat again (short then long); B and C hold a long and a short. B rests two reduce-only sells, one of them
    // partly filled, and an ordinary one; C rests a reduce-only buy.
    const first = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '65000', qty: '0.05', reduceOnly: true });
    const second = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '64000', qty: '0.05', reduceOnly: true });
    const plain = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '66000', qty: '0.01' });
    const other = w.btc.placeUser('C', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000', qty: '0.05', reduceOnly: true });
    fund(w, 'D', '10000');
    w.btc.placeUser('D', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.02' });
    expect(w.exchange.store.order(Number(second.order.orderId))).toMatchObject({ status: 'partiallyFilled', filled_lots: 2_000 });
    // B closes the rest of the long at market.
    w.btc.placeUser('D', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '59000', qty: '0.08' });
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.08', reduceOnly: true });
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    for (const placed of [first, second]) {
      expect(w.exchange.store.order(Number(placed.order.orderId))).toMatchObject({ status: 'canceled', cancel_reason: 'reduceOnly' });
    }
    expect(w.exchange.store.order(Number(plain.order.orderId))?.status).toBe('new');
    expect(w.exchange.store.order(Number(other.order.orderId))?.status).toBe('new');
    expect(w.btc.engine.bestAsk()).toBe(6_600_000);
    expect(w.btc.engine.order(Number(first.order.orderId))).toBeUndefined();
  });

  it('answers a repeated client order id with the first placement', () => {
    const w = world();
    fund(w, 'A', '10000');
    const first = w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000', qty: '0.01', clientOrderId: 'once' });
    const again = w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000', qty: '0.01', clientOrderId: 'once' });
    expect(again).toMatchObject({ duplicate: true, order: { orderId: first.order.orderId } });
    expect(w.exchange.store.openOrdersOf('A')).toHaveLength(1);
  });
});

describe('futures market: trade ids across a restart', () => {
  function tradedFor(w: World, from: number, seconds: number) {
    for (let at = from; at <= from + seconds * 1000; at += 50) w.exchange.advance(at);
    return w.btc.recentTrades(500);
  }

  it('hands out trade ids above every one handed out before the restart, stored or not', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'futures-ids-')), 'gateway.sqlite');
    const first = world(file);
    const before = tradedFor(first, T0, 20);
    expect(before.length).toBeGreaterThan(10);
    first.db.close();

    const second = world(file, { value: T0 + 30_000 });
    const after = tradedFor(second, T0 + 30_000, 20);
    expect(after.length).toBeGreaterThan(10);
    const lastBefore = Math.max(...before.map((trade) => Number(trade.tradeId)));
    expect(Math.min(...after.map((trade) => Number(trade.tradeId)))).toBeGreaterThan(lastBefore);
    second.db.close();
  });
});

describe('futures market: refusals', () => {
  it('refuses an order whose margin the wallet cannot cover, and one past the tier cap of its leverage', () => {
    const w = world();
    fund(w, 'A', '100');
    expect(codeOf(() => w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60000', qty: '1' }))).toBe(FuturesCodes.INSUFFICIENT_MARGIN);
    fund(w, 'A', '1000000');
    w.exchange.store.transaction(() => w.exchange.store.putSetting('A', 'BTCUSDT', 125, 'CROSS'));
    expect(codeOf(() => w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60000', qty: '1' }))).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
  });

  it('refuses a reduce-only order without a position to reduce', () => {
    const w = world();
    fund(w, 'A', '1000');
    expect(codeOf(() => w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60000', qty: '0.01', reduceOnly: true }))).toBe(FuturesCodes.REDUCE_ONLY_REJECTED);
  });

  it('refuses a conditional order without a stop price, or one that would fire at once', () => {
    const w = world();
    fund(w, 'A', '1000');
    expect(codeOf(() => w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'stopMarket', qty: '0.01' }))).toBe(FuturesCodes.BAD_STOP_PRICE);
    w.btc.pin(6_000_000, w.now.value);
    expect(codeOf(() => w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'stopMarket', qty: '0.01', stopPrice: '61000', triggerBy: 'MARK' }))).toBe(FuturesCodes.BAD_STOP_PRICE);
  });

  it('refuses prices off the tick, a market order with a price and a market order into an empty book', () => {
    const w = world();
    fund(w, 'A', '1000');
    expect(codeOf(() => w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60000.001', qty: '0.01' }))).toBe(TradingCodes.PRICE_OFF_TICK);
    expect(codeOf(() => w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'market', price: '1', qty: '0.01' }))).toBe(TradingCodes.BAD_ORDER_PARAMETERS);
    expect(codeOf(() => w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.01' }))).toBe(TradingCodes.NO_LIQUIDITY);
  });

  it('refuses a limit price outside the band around the mark price, a fifth to five times it, and takes its bounds', () => {
    const w = world();
    fund(w, 'A', '100000');
    w.btc.pin(6_000_000, w.now.value);
    const limit = (side: 'buy' | 'sell', price: string, qty = '0.1') => () =>
      w.btc.placeUser('A', { symbol: 'BTCUSDT', side, type: 'limit', price, qty });
    // A sell at 100 (a German "100.000" read with the wrong mark) would fill at the bids: refused.
    expect(codeOf(limit('sell', '100'))).toBe(TradingCodes.PRICE_OUT_OF_BAND);
    expect(codeOf(limit('buy', '11999.99'))).toBe(TradingCodes.PRICE_OUT_OF_BAND);
    expect(codeOf(limit('sell', '300000.01', '0.001'))).toBe(TradingCodes.PRICE_OUT_OF_BAND);
    expect(codeOf(limit('buy', '12000'))).toBeUndefined();
    expect(codeOf(limit('sell', '300000', '0.001'))).toBeUndefined();
    // The band follows the mark.
    w.btc.pin(1_000_000, w.now.value);
    expect(codeOf(limit('sell', '50000.01', '0.001'))).toBe(TradingCodes.PRICE_OUT_OF_BAND);
  });
});

describe('futures market: the tier cap counts the open orders', () => {
  // BTCUSDT at 125x: its tier 1 caps the notional at 50,000 (docs/futures.md "Risk tiers").
  function at125(w: World, ...accounts: string[]): void {
    for (const account of accounts) w.exchange.store.transaction(() => w.exchange.store.putSetting(account, 'BTCUSDT', 125, 'CROSS'));
  }
  /** A market pinned at 60,000 where A (at 125x) and B hold 10,000 USDT each. */
  function capped(): World {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '10000');
    w.btc.pin(6_000_000, w.now.value);
    at125(w, 'A');
    return w;
  }
  const limit = (side: 'buy' | 'sell', price: string, qty: string, extra: Partial<FuturesPlaceOrderRequest> = {}): FuturesPlaceOrderRequest =>
    ({ symbol: 'BTCUSDT', side, type: 'limit', price, qty, ...extra });
  const place = (w: World, account: string, request: FuturesPlaceOrderRequest) => codeOf(() => w.btc.placeUser(account, request));
  /** Reason (its code) and message of a refused leverage, or undefined when it was set. */
  function leverageRefusal(w: World, account: string, leverage: number): [string, string] | undefined {
    try {
      setLeverage(w.exchange, account, 'real', 'BTCUSDT', leverage);
    } catch (error) {
      if (error instanceof GatewayError) return [error.code, error.message];
      throw error;
    }
    return undefined;
  }

  it('refuses the resting order that would take a side past the cap, rests those under it, and counts each side apart', () => {
    const w = capped();
    // 18,000 + 17,700 rest; 14,500 more would make 50,200.
    expect(place(w, 'A', limit('buy', '60000', '0.3'))).toBeUndefined();
    const second = w.btc.placeUser('A', limit('buy', '59000', '0.3'));
    expect(place(w, 'A', limit('buy', '58000', '0.25'))).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
    // 13,920 more: 49,620, under the cap.
    expect(place(w, 'A', limit('buy', '58000', '0.24'))).toBeUndefined();
    // A market buy is priced at the best ask: 0.01 at 62,000 adds 620, past the cap.
    w.btc.placeUser('B', limit('sell', '62000', '1'));
    expect(place(w, 'A', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.01' })).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
    // The sells open the other direction, which holds nothing yet: 0.8 at 61,000 is 48,800, under the cap on its own.
    expect(place(w, 'A', limit('sell', '61000', '0.8'))).toBeUndefined();
    expect(place(w, 'A', limit('sell', '61000', '0.02'))).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
    // A cancelled order counts no more: without the 17,700 the refused buy fits (46,420).
    w.btc.cancelUser(w.exchange.store.order(Number(second.order.orderId)) as FuturesOrderRow);
    expect(place(w, 'A', limit('buy', '58000', '0.25'))).toBeUndefined();
    expect(w.exchange.store.openOrdersOf('A', 'BTCUSDT').map((row) => [row.side, row.price_ticks, row.qty_lots])).toEqual([
      ['buy', 5_800_000, 25_000],
      ['sell', 6_100_000, 80_000],
      ['buy', 5_800_000, 24_000],
      ['buy', 6_000_000, 30_000],
    ]);
  });

  it('prices a market order at the best price it would take: a buy at the best ask, a sell at the best bid', () => {
    const w = capped();
    w.btc.placeUser('B', limit('sell', '62000', '1'));
    w.btc.placeUser('B', limit('buy', '55000', '1'));
    // Room for 1,400 more on the long side and 2,000 on the short side.
    w.btc.placeUser('A', limit('buy', '54000', '0.9'));
    w.btc.placeUser('A', limit('sell', '64000', '0.75'));
    // 0.0226 at 62,000 is 1,401.20 (at the best bid, or the mark, it would fit).
    expect(place(w, 'A', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.0226' })).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
    // The mark down to 57,500, so the sell's price protection (54,625 at the lowest) reaches the bid at 55,000.
    w.btc.pin(5_750_000, w.now.value);
    // 0.035 at 55,000 is 1,925 (at the best ask, 2,170, or the mark, 2,012.50, it would not fit): it trades.
    expect(place(w, 'A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.035' })).toBeUndefined();
    expect(w.exchange.positions('A', 'real')[0]).toMatchObject({ side: 'SHORT', size: '0.03500', entryPrice: '55000.00' });
  });

  it('counts the orders on the closing side of a position only beyond it, the best price reducing first', () => {
    const w = capped();
    trade(w, 'B', 'A', '60000', '0.3');
    // The long's 0.3 is reduced by the sell at 61,000, which opens 0.2 (12,200); the sell at 62,000 opens 37,200.
    expect(place(w, 'A', limit('sell', '61000', '0.5'))).toBeUndefined();
    expect(place(w, 'A', limit('sell', '62000', '0.6'))).toBeUndefined();
    expect(place(w, 'A', limit('sell', '63000', '0.02'))).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
    // A sell at a better price fills first and reduces, leaving 0.01 more of the 61,000 sell beyond the long: 50,010.
    expect(place(w, 'A', limit('sell', '60000', '0.01'))).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
    // 0.01 at 63,000 makes 50,030; 0.009 at 60,000 makes 49,949.
    expect(place(w, 'A', limit('sell', '63000', '0.01'))).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
    expect(place(w, 'A', limit('sell', '60000', '0.009'))).toBeUndefined();
    // The long side holds the position, at the order's price, and the buys: 0.3 + 0.54 at 59,000 is 49,560.
    expect(place(w, 'A', limit('buy', '59000', '0.54'))).toBeUndefined();
    expect(place(w, 'A', limit('buy', '59000', '0.01'))).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
    // A reduce-only close is never refused for the cap.
    w.btc.placeUser('B', limit('buy', '59500', '1'));
    expect(place(w, 'A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.1', reduceOnly: true })).toBeUndefined();
  });

  it('counts a short on the sell side, and the buys only beyond it, the highest reducing first', () => {
    const w = capped();
    trade(w, 'A', 'B', '60000', '0.3');
    // The short at the order's price and the sells: 18,300 + 30,500.
    expect(place(w, 'A', limit('sell', '61000', '0.5'))).toBeUndefined();
    expect(place(w, 'A', limit('sell', '61000', '0.03'))).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
    // The buy at 59,000 reduces the short's 0.3 and opens 0.2 (11,800); the one at 58,000 opens all (37,700).
    expect(place(w, 'A', limit('buy', '58000', '0.65'))).toBeUndefined();
    expect(place(w, 'A', limit('buy', '59000', '0.5'))).toBeUndefined();
    expect(place(w, 'A', limit('buy', '57000', '0.01'))).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
  });

  it('counts the rest of a partly filled order, its filled part being in the position', () => {
    const w = capped();
    w.btc.placeUser('A', limit('buy', '60000', '0.5'));
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.3' });
    expect(w.exchange.store.openOrdersOf('A', 'BTCUSDT')[0]).toMatchObject({ status: 'partiallyFilled', filled_lots: 30_000 });
    // Long 0.3 and 0.2 resting at 60,000: 30,000; 0.33 more makes 49,800, 0.34 50,400.
    expect(place(w, 'A', limit('buy', '60000', '0.34'))).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
    expect(place(w, 'A', limit('buy', '60000', '0.33'))).toBeUndefined();
  });

  it('counts reduce-only orders and conditional orders waiting for their trigger for nothing; a firing one is checked', () => {
    const w = capped();
    trade(w, 'B', 'A', '60000', '0.3');
    // The reduce-only sell takes the long's 0.3: all of the plain sell opens (49,600), none of the reduce-only one.
    expect(place(w, 'A', limit('sell', '61000', '0.3', { reduceOnly: true }))).toBeUndefined();
    expect(place(w, 'A', { symbol: 'BTCUSDT', side: 'sell', type: 'takeProfitMarket', stopPrice: '70000', closePosition: true })).toBeUndefined();
    expect(place(w, 'A', { symbol: 'BTCUSDT', side: 'sell', type: 'stopMarket', stopPrice: '55000', triggerBy: 'MARK', qty: '0.5' })).toBeUndefined();
    expect(place(w, 'A', limit('sell', '62000', '0.8'))).toBeUndefined();
    expect(place(w, 'A', limit('sell', '62000', '0.01'))).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
    // A stop buy of 0.2 waits: the long (18,000) and a buy of 0.5 at 60,000 (30,000) stay under the cap.
    const stop = w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'stopMarket', stopPrice: '60500', triggerBy: 'MARK', qty: '0.2' });
    expect(place(w, 'A', limit('buy', '60000', '0.5'))).toBeUndefined();
    // When it fires it is priced at the best ask, 61,000: 18,300 + 30,000 + 12,200 is past the cap, and it is cancelled.
    w.btc.placeUser('B', limit('sell', '61000', '1'));
    w.btc.pin(6_060_000, w.now.value);
    expect(w.exchange.store.order(Number(stop.order.orderId))).toMatchObject({ status: 'canceled', cancel_reason: 'triggerFailed', filled_lots: 0 });
    expect(w.exchange.positions('A', 'real')[0]).toMatchObject({ side: 'LONG', size: '0.30000' });
  });

  it('takes an order that only reduces with the available balance below zero: it needs no margin', () => {
    const w = world();
    fund(w, 'A', '1000');
    fund(w, 'B', '10000');
    w.btc.pin(6_000_000, w.now.value);
    trade(w, 'B', 'A', '60000', '0.1');
    // 20x: 300 of initial margin; at 52,000 the long has lost 800, more than the wallet has free, but is above its
    // maintenance margin.
    w.btc.pin(5_200_000, w.now.value);
    expect(w.exchange.positions('A', 'real')).toHaveLength(1);
    expect(w.exchange.figures('A', 'real').available < 0n).toBe(true);
    expect(place(w, 'A', limit('sell', '53000', '0.05'))).toBeUndefined();
    // One that would open 0.05 beyond the long needs margin the account has not got.
    expect(place(w, 'A', limit('sell', '53000', '0.15'))).toBe(FuturesCodes.INSUFFICIENT_MARGIN);
  });

  it('refuses a leverage whose cap the open orders pass without a position, by the larger side, and sets one they fit', () => {
    const w = world();
    fund(w, 'A', '10000');
    w.btc.pin(6_000_000, w.now.value);
    // At 20x: buys of 25,000 and sells of 35,000, 60,000 together.
    w.btc.placeUser('A', limit('buy', '50000', '0.5'));
    w.btc.placeUser('A', limit('sell', '70000', '0.5'));
    // A stop sell waiting for its trigger counts for nothing.
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'stopMarket', stopPrice: '50000', qty: '1' });
    expect(leverageRefusal(w, 'A', 125)).toBeUndefined();
    expect(leverageRefusal(w, 'A', 20)).toBeUndefined();
    // Sells of 56,000 now.
    w.btc.placeUser('A', limit('sell', '70000', '0.3'));
    expect(leverageRefusal(w, 'A', 125)).toEqual([
      FuturesCodes.LEVERAGE_NOT_ALLOWED,
      'Leverage not allowed: the position and open orders come to 56000 USDT, above this leverage\'s cap of 50000 USDT',
    ]);
    expect(w.exchange.store.setting('A', 'BTCUSDT')?.leverage).toBe(20);
    expect(setLeverage(w.exchange, 'A', 'real', 'BTCUSDT', 100)).toEqual({ symbol: 'BTCUSDT', leverage: 100, maxNotional: '250000' });
  });

  it('counts a position at the mark with the orders of its side, and the other side beyond it, when the leverage changes', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '10000');
    w.btc.pin(6_000_000, w.now.value);
    trade(w, 'B', 'A', '60000', '0.5');
    // Long 30,000 at the mark and a buy of 17,700: 47,700. The sell of 0.6 opens 0.1 beyond the long: 6,100.
    w.btc.placeUser('A', limit('buy', '59000', '0.3'));
    w.btc.placeUser('A', limit('sell', '61000', '0.6'));
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'stopMarket', stopPrice: '65000', qty: '1' });
    expect(leverageRefusal(w, 'A', 125)).toBeUndefined();
    expect(leverageRefusal(w, 'A', 20)).toBeUndefined();
    // The mark at 64,000: the long is 32,000, 49,700 with the buy.
    w.btc.pin(6_400_000, w.now.value);
    expect(leverageRefusal(w, 'A', 125)).toBeUndefined();
    expect(leverageRefusal(w, 'A', 20)).toBeUndefined();
    w.btc.placeUser('A', limit('buy', '59000', '0.01'));
    expect(leverageRefusal(w, 'A', 125)?.[1]).toMatch(/come to 50290 USDT/);
  });
});

describe('docs/futures.md example H: the open orders against the cap', () => {
  const doc = readFileSync(path.join(__dirname, '../../../docs/futures.md'), 'utf8');

  it('recomputes each figure of the example with the gateway, and refuses or accepts as it says', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '10000');
    w.btc.pin(6_000_000, w.now.value);
    w.exchange.store.transaction(() => w.exchange.store.putSetting('A', 'BTCUSDT', 125, 'CROSS'));
    trade(w, 'B', 'A', '60000', '0.3');
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '61000', qty: '0.5' });
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '62000', qty: '0.6' });
    const { priceDecimals: pd, qtyDecimals: qd } = w.btc.spec;
    const position = w.exchange.store.position('A', 'BTCUSDT');
    /** A's exposure on `side` with one more order of `qty` at `price` (none for no qty), the long at that price. */
    const exposure = (side: 'buy' | 'sell', price: string, qty?: string) => {
      const ticks = Number(price) * 10 ** pd;
      const incoming: OpenOrderShape[] = qty === undefined ? [] : [{
        id: Number.MAX_SAFE_INTEGER, side, type: 'limit', reduce_only: 0, close_position: 0, price_ticks: ticks,
        qty_lots: Math.round(Number(qty) * 10 ** qd), filled_lots: 0, stop_ticks: null,
      }];
      const held = quoteAtoms(BigInt(ticks) * BigInt(position?.size_lots ?? 0), pd, qd);
      return formatAtoms(exposureOf([...w.exchange.store.openOrdersOf('A', 'BTCUSDT'), ...incoming], position, held, w.btc.futures)[side]);
    };
    const figures: Array<[string, string]> = [
      ['short exposure H', exposure('sell', '60000')],
      ['short exposure H with 0.02 at 63000', exposure('sell', '63000', '0.02')],
      ['short exposure H with 0.01 at 60000', exposure('sell', '60000', '0.01')],
      ['long exposure H with 0.3 at 60000', exposure('buy', '60000', '0.3')],
    ];
    // Each figure as the document writes it (`label: value`), beside the gateway's.
    const written = (label: string) => doc.split(`\`${label}: `)[1]?.split('`')[0];
    expect(figures.map(([label]) => [label, written(label)])).toEqual(figures);
    expect(doc).toContain('cap 50,000');
    const code = (side: 'buy' | 'sell', price: string, qty: string) => codeOf(() => w.btc.placeUser('A', { symbol: 'BTCUSDT', side, type: 'limit', price, qty }));
    expect(code('sell', '63000', '0.02')).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
    expect(code('sell', '60000', '0.01')).toBe(FuturesCodes.POSITION_LIMIT_EXCEEDED);
    expect(code('buy', '60000', '0.3')).toBeUndefined();
  });
});

describe('futures market: funding', () => {
  it('settles at the shortened interval: the long pays what the short receives, recorded per position', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '10000');
    trade(w, 'A', 'B', '60000', '0.1');
    const before = { a: w.exchange.store.wallet('A'), b: w.exchange.store.wallet('B') };
    w.btc.pin(6_001_000, w.now.value);
    expect(w.btc.mark.nextFundingTime).toBe(T0 + INTERVAL);
    w.now.value = T0 + INTERVAL;
    w.btc.tick(w.now.value);
    const paidByLong = w.exchange.store.wallet('B') - before.b;
    const paidToShort = w.exchange.store.wallet('A') - before.a;
    // With no premium the rate is the interest, 0.01 %: 0.1 x 60,010 x 0.0001 = 0.6001.
    expect(paidByLong).toBe(-parseAtoms('0.6001'));
    expect(paidToShort + paidByLong).toBe(0n);
    expect(w.exchange.store.funding('B', { limit: 5 })).toEqual([expect.objectContaining({ side: 'LONG', rate: '0.0001', amount: (-parseAtoms('0.6001')).toString() })]);
    expect(w.btc.mark.nextFundingTime).toBe(T0 + 2 * INTERVAL);
    expect(w.btc.markView(w.now.value).fundingRate).toBe('0.0001');
  });
});

describe('futures market: liquidation', () => {
  it('closes a small isolated long when the mark crosses its liquidation price; the user loses exactly the margin', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '1000');
    w.exchange.store.transaction(() => w.exchange.store.putSetting('B', 'BTCUSDT', 20, 'ISOLATED'));
    trade(w, 'A', 'B', '60000', '0.01');
    const [long] = w.exchange.positions('B', 'real');
    expect(long).toMatchObject({ marginMode: 'ISOLATED', isolatedMargin: '30' });
    const liquidation = new Big(long?.liquidationPrice as string);
    const walletBefore = w.exchange.store.wallet('B');
    const insuranceBefore = books(w.db).insurance;
    w.btc.pin(Number(liquidation.times(100).toFixed(0)) + 1, w.now.value);
    expect(w.exchange.positions('B', 'real')).toHaveLength(1);
    w.btc.pin(Number(liquidation.times(100).toFixed(0)) - 100, w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(walletBefore - w.exchange.store.wallet('B')).toBe(parseAtoms('30'));
    const [record] = w.exchange.store.liquidations('B', { limit: 5 });
    expect(record).toMatchObject({ side: 'LONG', size_lots: 1000, margin_mode: 'ISOLATED', margin_lost: parseAtoms('30').toString() });
    // The book was empty: the fund took the position over at the mark and kept what the margin had left.
    expect(books(w.db).insurance - insuranceBefore).toBeGreaterThan(0n);
  });

  it('cancels the liquidated account’s open orders on the symbol', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '1000');
    w.exchange.store.transaction(() => w.exchange.store.putSetting('B', 'BTCUSDT', 20, 'ISOLATED'));
    trade(w, 'A', 'B', '60000', '0.01');
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '50000', qty: '0.01' });
    w.btc.pin(5_000_000, w.now.value);
    expect(w.exchange.store.openOrdersOf('B')).toEqual([]);
  });
});

describe('futures market: conditional orders', () => {
  it('fires a stop-loss by mark and closes the position at market', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '10000');
    trade(w, 'A', 'B', '60000', '0.1');
    w.btc.pin(6_000_000, w.now.value);
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'stopMarket', stopPrice: '59000', triggerBy: 'MARK', closePosition: true });
    expect(w.exchange.positions('B', 'real')[0]?.stopLoss).toMatchObject({ stopPrice: '59000.00', triggerBy: 'MARK' });
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '58900', qty: '0.1' });
    w.btc.pin(5_890_000, w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
  });
});

describe('futures market: restart', () => {
  it('rebuilds positions, resting orders and waiting conditional orders from SQLite', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'futures-')), 'gateway.sqlite');
    const first = world(file);
    fund(first, 'A', '10000');
    fund(first, 'B', '10000');
    trade(first, 'A', 'B', '60000', '0.1');
    first.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '55000', qty: '0.05' });
    first.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'takeProfitMarket', stopPrice: '70000', closePosition: true });
    first.db.close();
    const second = world(file);
    expect(second.exchange.positions('B', 'real')[0]).toMatchObject({ side: 'LONG', size: '0.10000', takeProfit: { stopPrice: '70000.00' } });
    expect(second.btc.engine.bestBid()).toBe(5_500_000);
    second.db.close();
  });
});
