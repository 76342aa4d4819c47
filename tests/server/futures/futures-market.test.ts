import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Big from 'big.js';
import { FuturesCodes, TradingCodes } from '../../../src/core/trading/contract';
import { parseAtoms } from '../../../server/market/amounts';
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
