// Where the futures money goes, to the atom: fees into the fee pool, PnL and isolated margins on each fill, funding,
// liquidations at their threshold, and the insurance fund paying what a wallet cannot (docs/futures.md).
import type { FundingPayment, LiquidationRecord } from '../../../src/core/trading/contract';
import type { FuturesListener } from '../../../server/futures/futures-exchange';
import { parseAtoms } from '../../../server/market/amounts';
import { INTERVAL, T0, books, fund, world } from './support';
import type { World } from './support';

const isolated = (w: World, account: string, leverage = 20) =>
  w.exchange.store.transaction(() => w.exchange.store.putSetting(account, 'BTCUSDT', leverage, 'ISOLATED'));
const cross = (w: World, account: string, leverage = 20) =>
  w.exchange.store.transaction(() => w.exchange.store.putSetting(account, 'BTCUSDT', leverage, 'CROSS'));
const sell = (w: World, account: string, price: string, qty: string) =>
  w.btc.placeUser(account, { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price, qty });
const buy = (w: World, account: string, price: string, qty: string) =>
  w.btc.placeUser(account, { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price, qty });
const marketSell = (w: World, account: string, qty: string, reduceOnly = false) =>
  w.btc.placeUser(account, { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty, reduceOnly });
const marketBuy = (w: World, account: string, qty: string) =>
  w.btc.placeUser(account, { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty });
const wallet = (w: World, account: string) => w.exchange.store.wallet(account);
const atoms = parseAtoms;

/** The journal of one account, summed by cause. */
function journalOf(w: World, account: string): Record<string, bigint> {
  const sums: Record<string, bigint> = {};
  for (const row of w.db.prepare('SELECT kind, amount FROM futures_journal WHERE account_id = ?').all(account) as Array<{ kind: string; amount: string }>) {
    sums[row.kind] = (sums[row.kind] ?? 0n) + BigInt(row.amount);
  }
  return sums;
}

const none = () => undefined;
const silent: FuturesListener = {
  futuresTrades: none, futuresKlines: none, futuresDepth: none, futuresTicker: none, futuresMark: none, futuresOrder: none,
  futuresFill: none, futuresPosition: none, futuresBalance: none, futuresFunding: none, futuresLiquidation: none,
};

describe('futures money: fees and PnL of fills', () => {
  it('puts the maker and the taker fee of a trade into the fee pool, and nothing into the insurance fund', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '10000');
    const before = books(w.db);
    sell(w, 'A', '60000', '0.1');
    marketBuy(w, 'B', '0.1');
    // 0.02 % and 0.05 % of 6,000.
    expect(books(w.db).fees - before.fees).toBe(atoms('4.2'));
    expect(books(w.db).insurance).toBe(before.insurance);
    expect(journalOf(w, 'A')).toEqual({ seed: atoms('10000'), fee: -atoms('1.2') });
    expect(journalOf(w, 'B')).toEqual({ seed: atoms('10000'), fee: -atoms('3') });
  });

  it('averages the price of an order filled at two prices over its quote, and records each fill with its fee and PnL', () => {
    const w = world();
    for (const account of ['A', 'C', 'B']) fund(w, account, '10000');
    sell(w, 'A', '60000', '0.01');
    sell(w, 'C', '61000', '0.03');
    const answer = marketBuy(w, 'B', '0.04');
    // 600 + 1,830 over 0.04.
    expect(answer.order).toMatchObject({ status: 'filled', filledQty: '0.04000', filledQuote: '2430', avgPrice: '60750.00' });
    expect(answer.fills.map((fill) => [fill.price, fill.qty, fill.fee, fill.realizedPnl])).toEqual([
      ['60000.00', '0.01000', '0.3', '0'],
      ['61000.00', '0.03000', '0.915', '0'],
    ]);
    expect(w.exchange.store.order(Number(answer.order.orderId))?.filled_quote).toBe(atoms('2430').toString());
    // The makers' orders filled too, each on its own fill.
    const [maker] = w.exchange.store.fills('C', { limit: 5 });
    expect(maker).toMatchObject({ liquidity: 'maker', fee: atoms('0.366').toString(), qty_lots: 3000, price_ticks: 6_100_000 });
  });

  it('leaves a maker order partly filled while its rest waits in the book, and filled when the rest trades', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '10000');
    const resting = sell(w, 'A', '60000', '0.03');
    marketBuy(w, 'B', '0.01');
    expect(w.exchange.store.order(Number(resting.order.orderId))).toMatchObject({ status: 'partiallyFilled', filled_lots: 1000 });
    marketBuy(w, 'B', '0.02');
    expect(w.exchange.store.order(Number(resting.order.orderId))).toMatchObject({ status: 'filled', filled_lots: 3000 });
  });

  it('takes from the insurance fund what a close loses beyond the wallet, fee included, so the wallet ends at zero', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '40');
    fund(w, 'C', '10000');
    w.btc.pin(6_000_000, w.now.value);
    sell(w, 'A', '60000', '0.01');
    marketBuy(w, 'B', '0.01');
    expect(wallet(w, 'B')).toBe(atoms('39.7'));
    // The mark stays at 60,000 (no liquidation); the only bid is at 12,000, the limit price band's floor. B sells to
    // it with an IOC limit at that price: a market order's price protection would not reach it.
    buy(w, 'C', '12000', '0.01');
    const insurance = books(w.db).insurance;
    const fees = books(w.db).fees;
    const answer = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', timeInForce: 'IOC', price: '12000', qty: '0.01', reduceOnly: true });
    // 120 - 600: a loss of 480 from 39.7, and a fee of 0.06 from nothing.
    expect(answer.fills[0]).toMatchObject({ realizedPnl: '-480', fee: '0.06' });
    expect(wallet(w, 'B')).toBe(0n);
    expect(insurance - books(w.db).insurance).toBe(atoms('440.36'));
    expect(books(w.db).fees - fees).toBe(atoms('0.084'));
    expect(journalOf(w, 'B')).toEqual({ seed: atoms('40'), fee: -atoms('0.36'), pnl: -atoms('480'), insurance: atoms('440.36') });
  });
});

describe('futures money: PnL of a short', () => {
  it('realises a gain when a short is bought back lower and a loss when bought back higher', () => {
    const w = world();
    for (const account of ['A', 'B', 'C']) fund(w, account, '10000');
    sell(w, 'A', '60000', '0.02');
    marketBuy(w, 'B', '0.02');
    sell(w, 'C', '59000', '0.01');
    const lower = marketBuy(w, 'A', '0.01');
    expect(lower.fills[0]?.realizedPnl).toBe('10');
    sell(w, 'C', '60500', '0.01');
    const higher = marketBuy(w, 'A', '0.01');
    expect(higher.fills[0]?.realizedPnl).toBe('-5');
    expect(w.exchange.positions('A', 'real')).toEqual([]);
    expect(journalOf(w, 'A').pnl).toBe(atoms('5'));
  });
});

describe('futures money: a position grown', () => {
  it('adds each fill’s quote to the entry, so the entry price is the average, and dates the position at the fill', () => {
    const w = world();
    for (const account of ['A', 'B', 'C']) fund(w, account, '10000');
    sell(w, 'A', '60000', '0.01');
    marketBuy(w, 'B', '0.01');
    w.now.value += 3000;
    sell(w, 'C', '63000', '0.02');
    marketBuy(w, 'B', '0.02');
    expect(w.exchange.store.position('B', 'BTCUSDT')).toMatchObject({ side: 'LONG', size_lots: 3000, entry_quote: atoms('1860').toString(), updated_at: T0 + 3000 });
    expect(w.exchange.positions('B', 'real')[0]?.entryPrice).toBe('62000.00');
  });
});

describe('futures money: isolated margin on each fill', () => {
  it('takes notional / leverage from the wallet into the position, rounded up to the atom', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '10000');
    isolated(w, 'B', 7);
    sell(w, 'A', '60000', '0.01');
    marketBuy(w, 'B', '0.01');
    // 600 / 7 = 85.714285714285714285 71...
    expect(w.exchange.store.position('B', 'BTCUSDT')?.isolated_margin).toBe('85714285714285714286');
  });

  it('gives back the closed share of the margin on a partial close, and a reverse holds margin for its new side only', () => {
    const w = world();
    for (const account of ['A', 'B', 'C']) fund(w, account, '10000');
    isolated(w, 'B');
    w.btc.pin(6_000_000, w.now.value);
    sell(w, 'A', '60000', '0.01');
    marketBuy(w, 'B', '0.01');
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ isolatedMargin: '30', entryPrice: '60000.00' });
    buy(w, 'C', '61000', '0.013');
    const partial = marketSell(w, 'B', '0.003');
    expect(partial.fills[0]?.realizedPnl).toBe('3');
    // 3/10 of the margin back; the entry price of what is left is unchanged.
    expect(w.exchange.store.position('B', 'BTCUSDT')).toMatchObject({ side: 'LONG', size_lots: 700, isolated_margin: atoms('21').toString(), entry_quote: atoms('420').toString() });
    // 0.01 sold: 0.007 closes the long at a gain of 7, 0.003 opens a short at 61,000 holding 183 / 20.
    const reverse = marketSell(w, 'B', '0.01');
    expect(reverse.fills[0]?.realizedPnl).toBe('7');
    expect(w.exchange.store.position('B', 'BTCUSDT')).toMatchObject({ side: 'SHORT', size_lots: 300, isolated_margin: atoms('9.15').toString(), entry_quote: atoms('183').toString() });
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ side: 'SHORT', entryPrice: '61000.00', isolatedMargin: '9.15' });
  });

  it('holds no margin in a cross position', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '10000');
    cross(w, 'B');
    sell(w, 'A', '60000', '0.01');
    marketBuy(w, 'B', '0.01');
    expect(w.exchange.store.position('B', 'BTCUSDT')?.isolated_margin).toBe('0');
  });
});

describe('futures money: funding', () => {
  /** A short of 0.1 for A (cross) and a long of 0.1 for B (isolated, 300 of margin), the mark pinned at 60,010. */
  function pair(): World {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '10000');
    isolated(w, 'B');
    sell(w, 'A', '60000', '0.1');
    marketBuy(w, 'B', '0.1');
    w.btc.pin(6_001_000, w.now.value);
    return w;
  }

  it('settles nothing on a tick before the funding time, and settles on the tick at it', () => {
    const w = pair();
    const before = wallet(w, 'B');
    w.btc.tick(T0 + INTERVAL - 1);
    expect(wallet(w, 'B')).toBe(before);
    expect(w.exchange.store.funding('B', { limit: 5 })).toEqual([]);
    w.btc.tick(T0 + INTERVAL);
    expect(before - wallet(w, 'B')).toBe(atoms('0.6001'));
  });

  it('moves an isolated position’s margin by its funding, pays the short what the long pays, and records the rate at its time', () => {
    const w = pair();
    const heard: FundingPayment[] = [];
    w.exchange.listen({ ...silent, futuresFunding: (account, payment) => void heard.push({ ...payment, id: account }) });
    const shortBefore = wallet(w, 'A');
    w.now.value = T0 + INTERVAL;
    w.btc.tick(w.now.value);
    expect(w.exchange.store.position('B', 'BTCUSDT')).toMatchObject({ isolated_margin: (atoms('300') - atoms('0.6001')).toString(), updated_at: T0 + INTERVAL });
    expect(w.exchange.store.position('A', 'BTCUSDT')?.isolated_margin).toBe('0');
    expect(wallet(w, 'A') - shortBefore).toBe(atoms('0.6001'));
    expect(w.exchange.store.lastRate('real', 'BTCUSDT')).toEqual({ rate: '0.0001', time: T0 + INTERVAL });
    expect(w.exchange.store.funding('A', { limit: 5 })).toEqual([
      expect.objectContaining({ side: 'SHORT', size_lots: 10_000, mark_ticks: 6_001_000, amount: atoms('0.6001').toString(), time: T0 + INTERVAL }),
    ]);
    // Each account hears its own payment, after the commit.
    expect(heard.map((payment) => [payment.id, payment.side, payment.amount, payment.fundingRate])).toEqual(
      expect.arrayContaining([['A', 'SHORT', '0.6001', '0.0001'], ['B', 'LONG', '-0.6001', '0.0001']]),
    );
    expect(heard).toHaveLength(2);
    expect(journalOf(w, 'B').funding).toBe(-atoms('0.6001'));
  });

  it('leaves an isolated margin at zero, not below, when one funding payment is larger than it', () => {
    const w = world();
    fund(w, 'A', '100000');
    fund(w, 'B', '100000');
    fund(w, 'C', '100000');
    isolated(w, 'B', 125);
    const entry = Math.round(w.btc.mark.indexTicks / 100) * 100;
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: (entry / 100).toFixed(2), qty: '0.1' });
    marketBuy(w, 'B', '0.1');
    // Margin 0.8 % of the entry; bids 5 % above the index make the rate the cap, 0.75 % of a mark 10 % above the entry.
    w.btc.placeUser('C', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: (Math.round(w.btc.mark.indexTicks * 1.05) / 100).toFixed(2), qty: '0.5' });
    w.btc.pin(Math.round(entry * 1.1), w.now.value);
    w.btc.tick(T0 + INTERVAL);
    expect(w.exchange.store.funding('B', { limit: 1 })[0]?.rate).toBe('0.0075');
    expect(w.exchange.store.position('B', 'BTCUSDT')).toMatchObject({ size_lots: 10_000, isolated_margin: '0' });
  });
});

describe('futures money: liquidation', () => {
  /** B: an isolated 20x long of 0.01 bought at 60,000 (margin 30) from a wallet of 1,000; the mark at 60,000. */
  function isolatedLong(): World {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '1000');
    fund(w, 'C', '10000');
    isolated(w, 'B');
    w.btc.pin(6_000_000, w.now.value);
    sell(w, 'A', '60000', '0.01');
    marketBuy(w, 'B', '0.01');
    return w;
  }

  it('liquidates an isolated position whose margin plus PnL is exactly its maintenance margin, and not one an atom above', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '1000');
    isolated(w, 'B');
    w.btc.pin(9_960_000, w.now.value);
    sell(w, 'A', '99600', '0.01');
    marketBuy(w, 'B', '0.01');
    // Margin 49.8; at 95,000 the PnL is -46, leaving 3.8, which is 0.4 % of 950.
    w.btc.pin(9_500_001, w.now.value);
    expect(w.exchange.positions('B', 'real')).toHaveLength(1);
    w.btc.mark.pin(9_500_000);
    const [entry] = w.exchange.figures('B', 'real').positions;
    expect([atoms('49.8') + (entry?.upnl ?? 0n), entry?.maintenance]).toEqual([atoms('3.8'), atoms('3.8')]);
    w.btc.afterPriceChange(w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(w.exchange.store.liquidations('B', { limit: 5 })).toHaveLength(1);
  });

  it('liquidates a cross account whose cross balance is exactly its maintenance margin, and not one an atom above', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '32.58');
    cross(w, 'B');
    w.btc.pin(6_000_000, w.now.value);
    sell(w, 'A', '60000', '0.01');
    marketBuy(w, 'B', '0.01');
    // 32.28 after the fee; at 57,000 the PnL is -30, leaving 2.28, which is 0.4 % of 570.
    w.btc.pin(5_700_001, w.now.value);
    expect(w.exchange.positions('B', 'real')).toHaveLength(1);
    w.btc.mark.pin(5_700_000);
    const figures = w.exchange.figures('B', 'real');
    expect([figures.wallet + figures.crossUpnl, figures.crossMaintenance]).toEqual([atoms('2.28'), atoms('2.28')]);
    w.btc.afterPriceChange(w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    // Closed at the mark by the fund: the loss of 30 is the wallet's; the fund pays nothing.
    expect(wallet(w, 'B')).toBe(atoms('2.28'));
    expect(w.exchange.store.liquidations('B', { limit: 5 })[0]).toMatchObject({
      margin_mode: 'CROSS', margin_lost: atoms('30').toString(), insurance_cover: '0', price_quote: atoms('570').toString(), mark_ticks: 5_700_000,
    });
  });

  it('takes exactly the margin of an isolated position the mark passed beyond bankruptcy; the fund pays the rest', () => {
    const w = isolatedLong();
    const walletBefore = wallet(w, 'B');
    const insuranceBefore = books(w.db).insurance;
    const heard: LiquidationRecord[] = [];
    w.exchange.listen({ ...silent, futuresLiquidation: (account, record) => void (account === 'B' && heard.push(record)) });
    // Closed at the mark, 50,000, with an empty book: 100 lost on a margin of 30.
    w.btc.pin(5_000_000, w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(walletBefore - wallet(w, 'B')).toBe(atoms('30'));
    expect(insuranceBefore - books(w.db).insurance).toBe(atoms('70'));
    const [record] = w.exchange.store.liquidations('B', { limit: 5 });
    expect(record).toMatchObject({
      side: 'LONG', size_lots: 1000, entry_quote: atoms('600').toString(), mark_ticks: 5_000_000, price_quote: atoms('500').toString(),
      margin_mode: 'ISOLATED', margin_lost: atoms('30').toString(), insurance_cover: atoms('70').toString(), time: T0,
    });
    expect(heard).toEqual([expect.objectContaining({ price: '50000.00', entryPrice: '60000.00', marginLost: '30', insuranceFundCover: '70' })]);
    expect(journalOf(w, 'B')).toMatchObject({ pnl: -atoms('100'), insurance: atoms('70') });
    // The liquidation order traded nothing in the empty book.
    expect(w.exchange.store.history('B', { limit: 1 })[0]).toMatchObject({ type: 'market', status: 'expired', filled_lots: 0, filled_quote: '0' });
  });

  it('sells a liquidated position into the book first, the fund taking the rest at the mark, and keeps what the margin had left', () => {
    const w = isolatedLong();
    buy(w, 'C', '57100', '0.004');
    const walletBefore = wallet(w, 'B');
    const insuranceBefore = books(w.db).insurance;
    w.btc.pin(5_700_000, w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    // C bought 0.004 of it at 57,100; the fund took 0.006 at 57,000.
    expect(w.exchange.positions('C', 'real')[0]).toMatchObject({ side: 'LONG', size: '0.00400', entryPrice: '57100.00' });
    // -11.6 and a fee of 0.1142 in the book, -18 at the mark: 29.7142 of the margin of 30 lost, 0.2858 left to the fund.
    expect(walletBefore - wallet(w, 'B')).toBe(atoms('30'));
    expect(books(w.db).insurance - insuranceBefore).toBe(atoms('0.2858'));
    expect(w.exchange.store.liquidations('B', { limit: 5 })[0]).toMatchObject({
      price_quote: atoms('570.4').toString(), margin_lost: atoms('30').toString(), insurance_cover: '0',
    });
    expect(journalOf(w, 'B')).toMatchObject({ liquidation: -atoms('0.2858') });
    const liquidationOrder = w.exchange.store.history('B', { limit: 1 })[0];
    expect(liquidationOrder).toMatchObject({ type: 'market', side: 'sell', reduce_only: 1, qty_lots: 1000, filled_lots: 400, client_order_id: `liq${liquidationOrder?.id}` });
  });

  it('buys back a liquidated isolated short at the mark, taking exactly its margin', () => {
    const w = world();
    fund(w, 'A', '10000');
    fund(w, 'B', '1000');
    isolated(w, 'B');
    w.btc.pin(6_000_000, w.now.value);
    buy(w, 'A', '60000', '0.01');
    marketSell(w, 'B', '0.01');
    const walletBefore = wallet(w, 'B');
    const insuranceBefore = books(w.db).insurance;
    w.btc.pin(6_200_000, w.now.value);
    expect(w.exchange.positions('B', 'real')).toHaveLength(1);
    // 70,000: 100 lost on a margin of 30.
    w.btc.pin(7_000_000, w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(walletBefore - wallet(w, 'B')).toBe(atoms('30'));
    expect(insuranceBefore - books(w.db).insurance).toBe(atoms('70'));
    expect(w.exchange.store.liquidations('B', { limit: 5 })[0]).toMatchObject({
      side: 'SHORT', price_quote: atoms('700').toString(), margin_lost: atoms('30').toString(), insurance_cover: atoms('70').toString(),
    });
    expect(w.exchange.store.history('B', { limit: 1 })[0]).toMatchObject({ side: 'buy', type: 'market', reduce_only: 1 });
  });

  it('records the book’s price when the book takes the whole liquidated position', () => {
    const w = isolatedLong();
    buy(w, 'C', '57100', '0.01');
    const insuranceBefore = books(w.db).insurance;
    w.btc.pin(5_700_000, w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(w.exchange.positions('C', 'real')[0]).toMatchObject({ side: 'LONG', size: '0.01000' });
    // -29 and a fee of 0.2855: 0.7145 of the margin left to the fund.
    expect(books(w.db).insurance - insuranceBefore).toBe(atoms('0.7145'));
    expect(w.exchange.store.liquidations('B', { limit: 5 })[0]).toMatchObject({ price_quote: atoms('571').toString(), margin_lost: atoms('30').toString(), insurance_cover: '0' });
  });

  it('cancels a partly filled order of the liquidated account with the liquidation as its reason', () => {
    const w = isolatedLong();
    const closing = sell(w, 'B', '62000', '0.008');
    buy(w, 'C', '62000', '0.003');
    expect(w.exchange.store.order(Number(closing.order.orderId))?.status).toBe('partiallyFilled');
    w.btc.pin(5_000_000, w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(w.exchange.store.order(Number(closing.order.orderId))).toMatchObject({ status: 'canceled', cancel_reason: 'liquidation', filled_lots: 300 });
    expect(w.btc.engine.order(Number(closing.order.orderId))).toBeUndefined();
  });
});

describe('futures money: a cross liquidation, position by position', () => {
  it('records no margin lost for a cross position closed at a gain, and the fund’s cover on the one whose loss empties the wallet', () => {
    const w = world();
    fund(w, 'M', '1000000');
    fund(w, 'X', '3000');
    const eth = w.exchange.market('real', 'ETHUSDT') as typeof w.btc;
    sell(w, 'M', '60000', '0.1');
    marketBuy(w, 'X', '0.1');
    eth.placeUser('M', { symbol: 'ETHUSDT', side: 'sell', type: 'limit', price: '3000', qty: '2' });
    eth.placeUser('X', { symbol: 'ETHUSDT', side: 'buy', type: 'market', qty: '2' });
    // 3,000 less the taker fees of 3 and 3.
    expect(wallet(w, 'X')).toBe(atoms('2994'));
    w.btc.pin(6_100_000, w.now.value);
    eth.pin(150_000, w.now.value);
    expect(w.exchange.positions('X', 'real')).toHaveLength(2);
    const insurance = books(w.db).insurance;
    // ETH at 1,400: 2,994 + 100 - 3,200 is below zero. Both close at their marks: BTC gains 100, ETH loses 3,200.
    eth.pin(140_000, w.now.value);
    expect(w.exchange.positions('X', 'real')).toEqual([]);
    expect(wallet(w, 'X')).toBe(0n);
    const records = Object.fromEntries(w.exchange.store.liquidations('X', { limit: 5 }).map((record) => [record.symbol, record]));
    expect(records['BTCUSDT']).toMatchObject({ margin_mode: 'CROSS', price_quote: atoms('6100').toString(), margin_lost: '0', insurance_cover: '0' });
    expect(records['ETHUSDT']).toMatchObject({ margin_mode: 'CROSS', price_quote: atoms('2800').toString(), margin_lost: atoms('3094').toString(), insurance_cover: atoms('106').toString() });
    expect(insurance - books(w.db).insurance).toBe(atoms('106'));
  });
});

describe('futures money: triggers', () => {
  it('does not fire a stop-loss that the take-profit fired in the same mark update cancelled', () => {
    const w = world();
    for (const account of ['A', 'B', 'C', 'D']) fund(w, account, '10000');
    w.btc.pin(6_000_000, w.now.value);
    sell(w, 'A', '60000', '0.01');
    marketBuy(w, 'B', '0.01');
    const tp = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'takeProfitMarket', stopPrice: '61000', triggerBy: 'MARK', closePosition: true });
    const sl = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'stopMarket', stopPrice: '59000', triggerBy: 'LAST', closePosition: true });
    // A trade at 58,000 between others moves the last price below the stop-loss; nothing fires until the mark moves.
    sell(w, 'C', '58000', '0.01');
    marketBuy(w, 'D', '0.01');
    expect(w.exchange.store.order(Number(sl.order.orderId))?.status).toBe('new');
    buy(w, 'C', '60500', '0.01');
    w.btc.pin(6_100_000, w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(w.exchange.store.order(Number(tp.order.orderId))).toMatchObject({ status: 'filled', triggered_at: T0 });
    expect(w.exchange.store.order(Number(sl.order.orderId))).toMatchObject({ status: 'canceled', cancel_reason: 'reduceOnly', triggered_at: null });
  });

  it('keeps a plain stop order when the position closes, and cancels the reduce-only ones', () => {
    const w = world();
    for (const account of ['A', 'B', 'C']) fund(w, account, '10000');
    w.btc.pin(6_000_000, w.now.value);
    sell(w, 'A', '60000', '0.01');
    marketBuy(w, 'B', '0.01');
    const plain = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'stopMarket', stopPrice: '50000', qty: '0.01' });
    const reducing = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'stopMarket', stopPrice: '50000', qty: '0.01', reduceOnly: true });
    buy(w, 'C', '60000', '0.01');
    marketSell(w, 'B', '0.01', true);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(w.exchange.store.order(Number(plain.order.orderId))?.status).toBe('new');
    expect(w.exchange.store.order(Number(reducing.order.orderId))).toMatchObject({ status: 'canceled', cancel_reason: 'reduceOnly' });
    expect(w.btc.conditionalOrdersOf('B').map((row) => row.id)).toEqual([Number(plain.order.orderId)]);
  });

  it('leaves the TP/SL of other accounts, and a TP/SL still waiting for its entry’s first fill, untouched when a position closes', () => {
    const w = world();
    for (const account of ['A', 'B', 'C', 'D']) fund(w, account, '10000');
    w.btc.pin(6_000_000, w.now.value);
    sell(w, 'A', '60000', '0.02');
    marketBuy(w, 'B', '0.01');
    marketBuy(w, 'C', '0.01');
    const others = w.btc.placeUser('C', { symbol: 'BTCUSDT', side: 'sell', type: 'takeProfitMarket', stopPrice: '70000', closePosition: true });
    const entry = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '55000', qty: '0.01', takeProfit: { stopPrice: '65000' } });
    const waiting = entry.attached[0]?.orderId as string;
    w.now.value += 1000;
    buy(w, 'D', '60000', '0.01');
    marketSell(w, 'B', '0.01', true);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(w.exchange.store.order(Number(others.order.orderId))).toMatchObject({ status: 'new', updated_at: T0 });
    expect(w.exchange.store.order(Number(waiting))).toMatchObject({ status: 'new', qty_lots: 0, updated_at: T0 });
  });

  it('keeps a reduce-only order on the position’s own side waiting through fills that open and grow the position, and through a reverse that makes it a closing one', () => {
    const w = world();
    for (const account of ['A', 'B']) fund(w, account, '10000');
    w.btc.pin(6_000_000, w.now.value);
    sell(w, 'A', '60000', '0.03');
    // Placed before there is any position; a long then opens and grows on its side.
    const ownSide = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'stopMarket', stopPrice: '65000', qty: '0.01', reduceOnly: true });
    marketBuy(w, 'B', '0.01');
    expect(w.exchange.store.order(Number(ownSide.order.orderId))?.status).toBe('new');
    marketBuy(w, 'B', '0.01');
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ side: 'LONG', size: '0.02000' });
    expect(w.exchange.store.order(Number(ownSide.order.orderId))?.status).toBe('new');
    // Reversed into a short, it now reduces the position, and stays.
    buy(w, 'A', '59000', '0.03');
    marketSell(w, 'B', '0.03');
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ side: 'SHORT', size: '0.01000' });
    expect(w.exchange.store.order(Number(ownSide.order.orderId))?.status).toBe('new');
  });

  it('cancels the TP/SL of an IOC entry that expires unfilled, and keeps those of one that expires after a partial fill', () => {
    const w = world();
    for (const account of ['A', 'B']) fund(w, account, '10000');
    w.btc.pin(6_000_000, w.now.value);
    const unfilled = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '59000', qty: '0.01', timeInForce: 'IOC', stopLoss: { stopPrice: '58000' } });
    expect(unfilled.order.status).toBe('expired');
    expect(unfilled.attached[0]).toMatchObject({ status: 'canceled', cancelReason: 'entryCanceled' });
    sell(w, 'A', '59000', '0.004');
    const partial = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '59000', qty: '0.01', timeInForce: 'IOC', stopLoss: { stopPrice: '58000' } });
    expect(partial.order).toMatchObject({ status: 'expired', filledQty: '0.00400' });
    expect(partial.attached[0]).toMatchObject({ status: 'new', qty: '0.00400' });
  });

  it('cancels the TP/SL of an entry that filled only by reducing an opposite position: they guard nothing', () => {
    const w = world();
    for (const account of ['A', 'B']) fund(w, account, '10000');
    w.btc.pin(6_000_000, w.now.value);
    buy(w, 'A', '60000', '0.02');
    marketSell(w, 'B', '0.02');
    sell(w, 'A', '60000', '0.01');
    const entry = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60000', qty: '0.01', takeProfit: { stopPrice: '65000' } });
    expect(entry.order.status).toBe('filled');
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ side: 'SHORT', size: '0.01000' });
    expect(entry.attached[0]).toMatchObject({ status: 'canceled', cancelReason: 'reduceOnly', qty: '0.00000' });
    expect(w.btc.conditionalOrdersOf('B')).toEqual([]);
  });

  it('takes no premium sample when the mark is pinned: only the ticks feed the funding rate', () => {
    const w = world();
    fund(w, 'C', '100000');
    // Asks 0.1 % under the index: a sample of them would be a premium of -0.1 %.
    w.btc.placeUser('C', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: (Math.round(w.btc.mark.indexTicks * 0.999) / 100).toFixed(2), qty: '0.5' });
    w.btc.pin(6_000_000, w.now.value);
    expect(w.btc.markView(w.now.value).predictedFundingRate).toBe('0.0001');
    w.btc.tick(w.now.value);
    // A tick's sample does move it: about -0.1 % + 0.05 % (the clamped interest), -0.0005.
    expect(w.btc.markView(w.now.value).predictedFundingRate).toMatch(/^-0\.0004999/);
  });

  it('recomputes the mark when a pinned one is released', () => {
    const w = world();
    w.btc.pin(1_000_000, w.now.value);
    expect(w.btc.mark.markTicks).toBe(1_000_000);
    w.btc.pin(undefined, w.now.value);
    expect(w.btc.mark.markTicks).not.toBe(1_000_000);
    // What the formula gives now: another update at the same moment leaves it where it is.
    const released = w.btc.mark.markTicks;
    w.btc.mark.update(w.now.value, w.btc.engine, w.btc.lastPrice);
    expect(w.btc.mark.markTicks).toBe(released);
  });
});
