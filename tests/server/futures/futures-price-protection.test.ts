// Market orders of a perpetual in a thin book (docs/futures.md "Price protection"): a user's market order, a close
// at market, a reduce-only market order and a take-profit or stop-loss that fires trade only within the symbol's
// marketTakeBound of the mark (5 % for BTCUSDT), the rest expiring for price protection; a liquidation trades only at
// its bankruptcy price or better, and the insurance fund takes the rest over at the mark.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bankruptcyTicks } from '../../../server/futures/bankruptcy-price';
import { liquidationOf } from '../../../server/futures/futures-rows';
import type { FuturesOrderRow, LiquidationRow, PositionRow } from '../../../server/futures/futures-store';
import { formatAtoms, formatShortest, parseAtoms } from '../../../server/market/amounts';
import { TradingCodes } from '../../../src/core/trading/contract';
import type { FuturesPlaceOrderRequest } from '../../../src/core/trading/contract';
import { books, codeOf, fund, world } from './support';
import type { World } from './support';

const atoms = parseAtoms;
const place = (w: World, account: string, request: Omit<FuturesPlaceOrderRequest, 'symbol'>) => w.btc.placeUser(account, { symbol: 'BTCUSDT', ...request });
const rest = (w: World, account: string, side: 'buy' | 'sell', price: string, qty: string) => place(w, account, { side, type: 'limit', price, qty });
const isolated = (w: World, account: string) => w.exchange.store.transaction(() => w.exchange.store.putSetting(account, 'BTCUSDT', 20, 'ISOLATED'));
const row = (w: World, orderId: string | number) => w.exchange.store.order(Number(orderId)) as FuturesOrderRow;
const liquidationOrder = (w: World, account: string) => w.exchange.store.history(account, { limit: 20 }).find((entry) => entry.client_order_id.startsWith('liq'));
const fillsOf = (w: World, orderId: number) => w.exchange.store.fills('B', { limit: 20 }).filter((fill) => fill.order_id === orderId);

/** A, B, C and D funded with 10,000 USDT each (B with `walletB`), the mark pinned at 60,000. */
function market(walletB = '10000'): World {
  const w = world();
  for (const account of ['A', 'C', 'D']) fund(w, account, '10000');
  fund(w, 'B', walletB);
  w.btc.pin(6_000_000, w.now.value);
  return w;
}

describe('futures price protection: market orders within 5 % of the mark', () => {
  it('fills a market buy up to the mark plus 5 %, the ask at 63,000 included, and expires the rest; the ask a tick past stays', () => {
    const w = market();
    for (const price of ['60000', '63000', '63000.01']) rest(w, 'A', 'sell', price, '0.01');
    const answer = place(w, 'B', { side: 'buy', type: 'market', qty: '0.03' });
    expect(answer.fills.map((fill) => fill.price)).toEqual(['60000.00', '63000.00']);
    expect(answer.order).toMatchObject({ status: 'expired', cancelReason: 'priceProtection', filledQty: '0.02000', avgPrice: '61500.00' });
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ side: 'LONG', size: '0.02000', entryPrice: '61500.00' });
    expect(w.btc.engine.snapshot().asks).toEqual([[6_300_001, 1_000]]);
  });

  it('closes a long at market, reduce-only, down to the mark less 5 %: the bid at 57,000 taken, the rest of the long left open', () => {
    const w = market();
    rest(w, 'A', 'sell', '60000', '0.02');
    place(w, 'B', { side: 'buy', type: 'market', qty: '0.02' });
    rest(w, 'D', 'buy', '57000', '0.01');
    rest(w, 'D', 'buy', '56999.99', '0.01');
    const close = place(w, 'B', { side: 'sell', type: 'market', qty: '0.02', reduceOnly: true });
    expect(close.fills.map((fill) => [fill.price, fill.qty])).toEqual([['57000.00', '0.01000']]);
    expect(close.order).toMatchObject({ status: 'expired', cancelReason: 'priceProtection', reduceOnly: true });
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ side: 'LONG', size: '0.01000' });
    expect(w.btc.engine.snapshot().bids).toEqual([[5_699_999, 1_000]]);
  });

  it('refuses with 31014 a market order, close included, whose best price is past the band, and keeps 31011 for an empty side', () => {
    const w = market();
    rest(w, 'A', 'sell', '60000', '0.01');
    place(w, 'B', { side: 'buy', type: 'market', qty: '0.01' });
    rest(w, 'A', 'sell', '63000.01', '0.01');
    expect(codeOf(() => place(w, 'C', { side: 'buy', type: 'market', qty: '0.01' }))).toBe(TradingCodes.PRICE_OUT_OF_BAND);
    expect(codeOf(() => place(w, 'B', { side: 'sell', type: 'market', qty: '0.01', reduceOnly: true }))).toBe(TradingCodes.NO_LIQUIDITY);
    rest(w, 'D', 'buy', '56999.99', '0.01');
    expect(codeOf(() => place(w, 'B', { side: 'sell', type: 'market', qty: '0.01', reduceOnly: true }))).toBe(TradingCodes.PRICE_OUT_OF_BAND);
    // Nothing was stored or held for the refused orders.
    expect(w.exchange.store.openOrdersOf('C')).toEqual([]);
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ size: '0.01000' });
  });

  it('holds the margin of a market order for what it takes within the band only, not for the asks past it', () => {
    // B: 40 USDT. 0.01 at 60,000 needs 30 and a fee of 0.3; with the next 0.01 at 63,000.01 counted it would need 61.8.
    const w = market('40');
    rest(w, 'A', 'sell', '60000', '0.01');
    rest(w, 'A', 'sell', '63000.01', '0.01');
    expect(codeOf(() => place(w, 'B', { side: 'buy', type: 'market', qty: '0.02' }))).toBeUndefined();
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ size: '0.01000' });
    expect(codeOf(() => place(w, 'B', { side: 'buy', type: 'market', qty: '0.02' }))).toBe(TradingCodes.PRICE_OUT_OF_BAND);
  });
});

describe('futures price protection: take-profit and stop-loss that fire', () => {
  /** B: a cross long of 0.02 at 60,000 with a stop-loss at 58,000 by the mark. */
  function guarded(): { w: World; stop: string } {
    const w = market();
    rest(w, 'A', 'sell', '60000', '0.02');
    place(w, 'B', { side: 'buy', type: 'market', qty: '0.02' });
    const stop = place(w, 'B', { side: 'sell', type: 'stopMarket', stopPrice: '58000', triggerBy: 'MARK', closePosition: true });
    return { w, stop: stop.order.orderId };
  }

  it('closes at the fired mark less 5 % at worst: the bid at 55,100 taken, the one a tick under left, the rest of the long kept', () => {
    const { w, stop } = guarded();
    rest(w, 'D', 'buy', '55100', '0.005');
    rest(w, 'D', 'buy', '55099.99', '0.01');
    w.btc.pin(5_800_000, w.now.value);
    expect(row(w, stop)).toMatchObject({ status: 'expired', cancel_reason: 'priceProtection', qty_lots: 2_000, filled_lots: 500 });
    expect(fillsOf(w, Number(stop)).map((fill) => fill.price_ticks)).toEqual([5_510_000]);
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ side: 'LONG', size: '0.01500' });
    expect(w.btc.engine.snapshot().bids).toEqual([[5_509_999, 1_000]]);
  });

  it('expires a fired stop-loss that finds nothing within the band, unfilled, for price protection rather than as a failed trigger', () => {
    const { w, stop } = guarded();
    rest(w, 'D', 'buy', '55099.99', '0.02');
    w.btc.pin(5_800_000, w.now.value);
    expect(row(w, stop)).toMatchObject({ status: 'expired', cancel_reason: 'priceProtection', filled_lots: 0 });
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ size: '0.02000' });
  });
});

/** B: an isolated 20x long of 0.01 at 60,000 on a margin of 30, bankrupt at 57,000. */
function isolatedLong(): World {
  const w = market('1000');
  isolated(w, 'B');
  rest(w, 'A', 'sell', '60000', '0.01');
  place(w, 'B', { side: 'buy', type: 'market', qty: '0.01' });
  return w;
}

/** B: a cross long of 0.01 at 60,000 from a wallet of 100 (99.7 after the fee), bankrupt at 50,030. */
function crossLong(): World {
  const w = market('100');
  rest(w, 'A', 'sell', '60000', '0.01');
  place(w, 'B', { side: 'buy', type: 'market', qty: '0.01' });
  return w;
}

describe('futures price protection: a liquidation never fills past bankruptcy', () => {
  it('sells a liquidated long into the bids at its bankruptcy price or above only; the fund takes the rest at the mark', () => {
    const w = isolatedLong();
    rest(w, 'C', 'buy', '57000', '0.004');
    rest(w, 'C', 'buy', '56999.99', '0.01');
    const walletBefore = w.exchange.store.wallet('B');
    const insuranceBefore = books(w.db).insurance;
    // At 57,100 the long holds 1 of equity against 2.284 of maintenance.
    w.btc.pin(5_710_000, w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    const order = liquidationOrder(w, 'B') as FuturesOrderRow;
    expect(order).toMatchObject({ side: 'sell', status: 'expired', cancel_reason: 'priceProtection', qty_lots: 1_000, filled_lots: 400 });
    expect(fillsOf(w, order.id).map((fill) => fill.price_ticks)).toEqual([5_700_000]);
    // The bid a tick under bankruptcy is untouched.
    expect(w.btc.engine.snapshot().bids).toEqual([[5_699_999, 1_000]]);
    // -12 and a fee of 0.114 in the book, -17.4 at the mark: 29.514 of the margin of 30, 0.486 left to the fund.
    expect(walletBefore - w.exchange.store.wallet('B')).toBe(atoms('30'));
    expect(books(w.db).insurance - insuranceBefore).toBe(atoms('0.486'));
    expect(w.exchange.store.liquidations('B', { limit: 5 })[0]).toMatchObject({
      price_quote: atoms('570.6').toString(), margin_lost: atoms('30').toString(), insurance_cover: '0',
    });
  });

  it('buys back a liquidated short from the asks at its bankruptcy price or below only', () => {
    const w = market('1000');
    isolated(w, 'B');
    rest(w, 'A', 'buy', '60000', '0.01');
    place(w, 'B', { side: 'sell', type: 'market', qty: '0.01' });
    rest(w, 'C', 'sell', '63000', '0.004');
    rest(w, 'C', 'sell', '63000.01', '0.01');
    const walletBefore = w.exchange.store.wallet('B');
    const insuranceBefore = books(w.db).insurance;
    w.btc.pin(6_290_000, w.now.value);
    const order = liquidationOrder(w, 'B') as FuturesOrderRow;
    expect(fillsOf(w, order.id).map((fill) => fill.price_ticks)).toEqual([6_300_000]);
    expect(w.btc.engine.snapshot().asks).toEqual([[6_300_001, 1_000]]);
    // -12 and a fee of 0.126 in the book, -17.4 at the mark: 0.474 of the margin left to the fund.
    expect(walletBefore - w.exchange.store.wallet('B')).toBe(atoms('30'));
    expect(books(w.db).insurance - insuranceBefore).toBe(atoms('0.474'));
  });

  it('sells nothing into a book whose bids all lie past bankruptcy: the fund takes the whole long at the mark', () => {
    const w = isolatedLong();
    rest(w, 'C', 'buy', '56999.99', '0.01');
    const insuranceBefore = books(w.db).insurance;
    // The mark at 56,000, past bankruptcy: the fund pays the 10 the long lost beyond its margin at the mark, not a bad book's price.
    w.btc.pin(5_600_000, w.now.value);
    expect(liquidationOrder(w, 'B')).toMatchObject({ status: 'expired', cancel_reason: 'priceProtection', filled_lots: 0 });
    expect(insuranceBefore - books(w.db).insurance).toBe(atoms('10'));
    expect(w.btc.engine.snapshot().bids).toEqual([[5_699_999, 1_000]]);
  });

  it('bounds a cross liquidation by the cross balance: 99.7 behind a long of 0.01 at 60,000 is bankrupt at 50,030', () => {
    const w = crossLong();
    rest(w, 'C', 'buy', '50030', '0.004');
    rest(w, 'C', 'buy', '50029.99', '0.01');
    // At 50,200: 99.7 - 98 = 1.7 of cross balance against 2.008 of maintenance.
    w.btc.pin(5_020_000, w.now.value);
    const order = liquidationOrder(w, 'B') as FuturesOrderRow;
    expect(fillsOf(w, order.id).map((fill) => fill.price_ticks)).toEqual([5_003_000]);
    expect(w.btc.engine.snapshot().bids).toEqual([[5_002_999, 1_000]]);
    // 99.7 - 39.88 - a fee of 0.10006 - 58.8 at the mark: the cross wallet keeps 0.91994.
    expect(w.exchange.store.wallet('B')).toBe(atoms('0.91994'));
  });
});

describe('docs/futures.md examples I to K: liquidation in a thin book', () => {
  const doc = readFileSync(path.join(__dirname, '../../../docs/futures.md'), 'utf8');
  /** A figure as the document writes it (`label: value`). */
  const written = (label: string) => doc.split(`\`${label}: `)[1]?.split('`')[0];
  const bankruptcy = (w: World, equity: bigint) => formatShortest(BigInt(bankruptcyTicks(w.exchange.store.position('B', 'BTCUSDT') as PositionRow, equity, 2, 5)), 2);
  /** What the pnl and fee entries of B's journal add up to. */
  const traded = (w: World) =>
    (w.db.prepare("SELECT amount FROM futures_journal WHERE account_id = 'B' AND kind IN ('pnl', 'fee')").all() as Array<{ amount: string }>).reduce((sum, entry) => sum + BigInt(entry.amount), 0n);

  it('recomputes each figure of the examples with the gateway', () => {
    const i = isolatedLong();
    const bankruptI = bankruptcy(i, BigInt((i.exchange.store.position('B', 'BTCUSDT') as PositionRow).isolated_margin));
    rest(i, 'C', 'buy', '57000', '0.004');
    rest(i, 'C', 'buy', '56999.99', '0.01');
    const [tradedBeforeI, insuranceBeforeI] = [traded(i), books(i.db).insurance];
    i.btc.pin(5_710_000, i.now.value);
    const recordI = liquidationOf(i.exchange.store.liquidations('B', { limit: 1 })[0] as LiquidationRow);

    const j = isolatedLong();
    rest(j, 'C', 'buy', '56999.99', '0.01');
    const insuranceBeforeJ = books(j.db).insurance;
    j.btc.pin(5_600_000, j.now.value);

    const k = crossLong();
    const bankruptK = bankruptcy(k, k.exchange.store.wallet('B'));
    rest(k, 'C', 'buy', '50030', '0.004');
    rest(k, 'C', 'buy', '50029.99', '0.01');
    k.btc.pin(5_020_000, k.now.value);

    const figures: Array<[string, string]> = [
      ['bankruptcy price I', bankruptI],
      ['wallet change I', formatAtoms(traded(i) - tradedBeforeI)],
      ['left to the fund I', formatAtoms(books(i.db).insurance - insuranceBeforeI)],
      ['price I', recordI.price],
      ['fund pays J', formatAtoms(insuranceBeforeJ - books(j.db).insurance)],
      ['bankruptcy price K', bankruptK],
      ['cross wallet K', formatAtoms(k.exchange.store.wallet('B'))],
    ];
    expect(figures.map(([label]) => [label, written(label)])).toEqual(figures);
  });
});
