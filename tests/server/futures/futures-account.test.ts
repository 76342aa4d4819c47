import Big from 'big.js';
import type { MarginMode, PositionSide } from '../../../src/core/trading/contract';
import { accountFigures, atomsToBig, balanceView, bigToAtoms, orderMarginOf, ordersMarginOf, positionFigures, positionView, signedAtoms } from '../../../server/futures/futures-account';
import type { MarkSource } from '../../../server/futures/futures-account';
import type { FuturesOrderRow, FuturesStore, PositionRow } from '../../../server/futures/futures-store';
import { futuresSymbols } from '../../../server/futures/futures-symbols';
import type { FuturesSymbol } from '../../../server/futures/futures-symbols';
import { parseAtoms, quoteAtoms } from '../../../server/market/amounts';
import { T0 } from './support';

// The account's figures at the marks (docs/futures.md "Margin and PnL", "Liquidation price"), from hand-built rows.
// Units: BTC prices have 2 decimals and sizes 5 (one tick x one lot = 10^-7 USDT), ETH 2 and 4, SOL 3 and 2.

const SPECS = futuresSymbols();
const spec = (symbol: string): FuturesSymbol => SPECS.find((candidate) => candidate.rules.symbol === symbol) as FuturesSymbol;
const BTC = spec('BTCUSDT');
const ETH = spec('ETHUSDT');
const SOL = spec('SOLUSDT');

/** Whole or decimal USDT (non-negative) as atoms. */
const usdt = (text: string): bigint => parseAtoms(text);

function position(of: FuturesSymbol, side: PositionSide, lots: number, entryTicks: number, isolatedMargin = '0'): PositionRow {
  const entry = quoteAtoms(BigInt(entryTicks) * BigInt(lots), of.spot.priceDecimals, of.spot.qtyDecimals);
  return {
    account_id: 'A', market: 'real', symbol: of.rules.symbol, side, size_lots: lots, entry_quote: entry.toString(),
    isolated_margin: usdt(isolatedMargin).toString(), updated_at: T0,
  };
}

function order(of: FuturesSymbol, fields: Partial<FuturesOrderRow>): FuturesOrderRow {
  return {
    id: 1, account_id: 'A', market: 'real', client_order_id: 'c1', symbol: of.rules.symbol, side: 'buy', type: 'limit',
    time_in_force: 'GTC', price_ticks: 6_000_000, qty_lots: 10_000, filled_lots: 0, filled_quote: '0', status: 'new',
    cancel_reason: null, seq: 1, created_at: T0, updated_at: T0, reduce_only: 0, close_position: 0, stop_ticks: null,
    trigger_by: null, triggered_at: null, leverage: 20, entry_order_id: null, ...fields,
  };
}

interface Book {
  wallet: string;
  positions: PositionRow[];
  orders?: FuturesOrderRow[];
  settings?: Record<string, { leverage: number; margin_mode: MarginMode }>;
}

/** The four reads accountFigures makes of the store. */
function storeOf(book: Book): FuturesStore {
  const stub: Pick<FuturesStore, 'wallet' | 'positionsOf' | 'openOrdersOf' | 'setting'> = {
    wallet: () => usdt(book.wallet),
    positionsOf: () => book.positions,
    openOrdersOf: () => book.orders ?? [],
    setting: (_account, symbol) => book.settings?.[symbol],
  };
  return stub as FuturesStore;
}

/** Marks in ticks per symbol; the listed perpetuals only (any other symbol has no spec). */
function marksOf(ticks: Record<string, number>): MarkSource {
  return {
    markTicks: (_kind, symbol) => {
      const mark = ticks[symbol];
      if (mark === undefined) throw new Error(`no mark for ${symbol}`);
      return mark;
    },
    symbol: (symbol) => SPECS.find((candidate) => candidate.rules.symbol === symbol),
  };
}

const figuresOf = (book: Book, marks: Record<string, number>) => accountFigures(storeOf(book), 'A', 'real', marksOf(marks));

describe('futures account: atoms', () => {
  it('bigToAtoms rounds a fraction of an atom down by default (a credit) and up when asked (a requirement)', () => {
    expect(bigToAtoms(new Big('0.0000000000000000015'))).toBe(1n);
    expect(bigToAtoms(new Big('0.0000000000000000015'), true)).toBe(2n);
    expect(bigToAtoms(new Big('1.0000000000000000001'))).toBe(10n ** 18n);
    expect(bigToAtoms(new Big('1.0000000000000000001'), true)).toBe(10n ** 18n + 1n);
    // A whole number of atoms is not rounded either way.
    expect(bigToAtoms(new Big('2.5'))).toBe(2_500_000_000_000_000_000n);
    expect(bigToAtoms(new Big('2.5'), true)).toBe(2_500_000_000_000_000_000n);
    expect(atomsToBig(2_500_000_000_000_000_000n).toFixed()).toBe('2.5');
  });

  it('signedAtoms writes a loss with a leading minus, and zero and a gain without one', () => {
    expect(signedAtoms(-12_500_000_000_000_000_000n)).toBe('-12.5');
    expect(signedAtoms(-1n)).toBe('-0.000000000000000001');
    expect(signedAtoms(0n)).toBe('0');
    expect(signedAtoms(1n)).toBe('0.000000000000000001');
  });
});

describe('futures account: order margin', () => {
  it("a resting limit order holds its unfilled remainder's notional / leverage", () => {
    // 0.1 BTC at 60,000, 0.04 filled: 0.06 x 60,000 = 3,600, at 20x 180.
    expect(orderMarginOf(order(BTC, { qty_lots: 10_000, filled_lots: 4_000, leverage: 20 }), BTC)).toBe(usdt('180'));
  });

  it('the order margin is rounded up to the atom, and a fully filled remainder holds nothing', () => {
    // 0.00001 BTC at 60,000.01 = 0.6000001 USDT = 600,000,100,000,000,000 atoms; / 3 = ...333.33, up to ...334.
    expect(orderMarginOf(order(BTC, { price_ticks: 6_000_001, qty_lots: 1, leverage: 3 }), BTC)).toBe(200_000_033_333_333_334n);
    expect(orderMarginOf(order(BTC, { price_ticks: 6_000_001, qty_lots: 1, leverage: 1 }), BTC)).toBe(600_000_100_000_000_000n);
    expect(orderMarginOf(order(BTC, { qty_lots: 10_000, filled_lots: 10_000 }), BTC)).toBe(0n);
  });

  it('reduce-only, close-position, market and price-less orders hold no margin, whatever else they carry', () => {
    expect(orderMarginOf(order(BTC, { reduce_only: 1 }), BTC)).toBe(0n);
    expect(orderMarginOf(order(BTC, { close_position: 1 }), BTC)).toBe(0n);
    // The type decides, even with a price on the row; and a row without a price holds nothing, even typed limit.
    expect(orderMarginOf(order(BTC, { type: 'market' }), BTC)).toBe(0n);
    expect(orderMarginOf(order(BTC, { type: 'stopMarket', price_ticks: null, stop_ticks: 5_900_000 }), BTC)).toBe(0n);
    expect(orderMarginOf(order(BTC, { type: 'limit', price_ticks: null }), BTC)).toBe(0n);
  });
});

describe('futures account: the margin of orders that reduce the position', () => {
  // At 20x, 0.1 BTC at 60,000 holds 300; at 59,000, 295.
  const sell = (id: number, priceTicks: number, lots: number, fields: Partial<FuturesOrderRow> = {}) =>
    order(BTC, { id, side: 'sell', price_ticks: priceTicks, qty_lots: lots, ...fields });
  const long = position(BTC, 'LONG', 15_000, 5_800_000);

  it('an order that only shrinks the position holds nothing', () => {
    expect(ordersMarginOf([sell(1, 6_000_000, 10_000)], long, BTC)).toBe(0n);
  });

  it('an order larger than the position holds margin for what lies beyond it', () => {
    // 0.2 against 0.15: 0.05 x 60,000 / 20 = 150.
    expect(ordersMarginOf([sell(1, 6_000_000, 20_000)], long, BTC)).toBe(usdt('150'));
  });

  it('the position reduces the order that fills first: the lowest sell, then the next, by price and then by age', () => {
    // 0.1 at 59,000 reduces whole; of 0.1 at 60,000, 0.05 reduces and 0.05 holds 150. Listed in any order.
    expect(ordersMarginOf([sell(1, 6_000_000, 10_000), sell(2, 5_900_000, 10_000)], long, BTC)).toBe(usdt('150'));
    // Same price: the older order (lower id) reduces first, the newer holds 0.05 at 60,000.
    expect(ordersMarginOf([sell(9, 6_000_000, 10_000, { leverage: 10 }), sell(3, 6_000_000, 10_000)], long, BTC)).toBe(usdt('300'));
  });

  it('a short is reduced by buys, the highest first', () => {
    const short = position(BTC, 'SHORT', 15_000, 6_100_000);
    const buy = (id: number, priceTicks: number) => order(BTC, { id, side: 'buy', price_ticks: priceTicks, qty_lots: 10_000 });
    // 0.1 at 60,000 reduces whole; 0.05 of 0.1 at 59,000 holds 0.05 x 59,000 / 20 = 147.5.
    expect(ordersMarginOf([buy(1, 5_900_000), buy(2, 6_000_000)], short, BTC)).toBe(usdt('147.5'));
  });

  it('resting reduce-only orders take their part of the position first; a TP/SL waiting for its trigger takes none', () => {
    const reduceOnly = sell(1, 6_100_000, 10_000, { reduce_only: 1 });
    // 0.15 - 0.1 reduce-only = 0.05 left to reduce: 0.05 of the 0.1 at 60,000 holds 150.
    expect(ordersMarginOf([reduceOnly, sell(2, 6_000_000, 10_000)], long, BTC)).toBe(usdt('150'));
    const takeProfit = sell(3, 6_500_000, 15_000, { type: 'takeProfitMarket', price_ticks: null, stop_ticks: 6_500_000, close_position: 1 });
    expect(ordersMarginOf([takeProfit, sell(2, 6_000_000, 10_000)], long, BTC)).toBe(0n);
  });

  it('orders on the position’s own side, and any order without a position, hold their whole remainder', () => {
    const buy = order(BTC, { id: 2, side: 'buy', qty_lots: 10_000 });
    expect(ordersMarginOf([buy, sell(1, 6_000_000, 10_000)], long, BTC)).toBe(usdt('300'));
    expect(ordersMarginOf([buy, sell(1, 6_000_000, 10_000)], undefined, BTC)).toBe(usdt('600'));
  });

  it('the account’s available balance counts them so: a reducing buy leaves it where it was', () => {
    const book = {
      wallet: '1000',
      positions: [position(BTC, 'SHORT', 15_000, 6_000_000, '450')],
      settings: { BTCUSDT: { leverage: 20, margin_mode: 'ISOLATED' as const } },
    };
    const before = figuresOf(book, { BTCUSDT: 6_000_000 });
    const after = figuresOf({ ...book, orders: [order(BTC, { side: 'buy', price_ticks: 5_000_000, qty_lots: 10_000 })] }, { BTCUSDT: 6_000_000 });
    expect([after.orderMargin, after.available]).toEqual([0n, before.available]);
  });
});

describe('futures account: one position at the mark', () => {
  const cross10 = { leverage: 10, margin_mode: 'CROSS' as const };

  it('Example A at 61,000: a long gains 500 and a short loses 500; initial margin 3,000 at 10x; maintenance 0.4 % of 30,500', () => {
    const long = positionFigures(position(BTC, 'LONG', 50_000, 6_000_000), BTC, cross10, 6_100_000);
    expect(long).toMatchObject({ mode: 'CROSS', leverage: 10, markTicks: 6_100_000, notional: usdt('30500'), upnl: usdt('500'), initial: usdt('3000'), maintenance: usdt('122') });
    const short = positionFigures(position(BTC, 'SHORT', 50_000, 6_000_000), BTC, cross10, 6_100_000);
    expect(short).toMatchObject({ notional: usdt('30500'), upnl: -usdt('500'), initial: usdt('3000'), maintenance: usdt('122') });
  });

  it('the initial margin is rounded up to the atom (entry / leverage)', () => {
    // 0.00001 BTC at 60,000.01: entry 600,000,100,000,000,000 atoms; / 3 rounds up, / 1 is exact.
    const row = position(BTC, 'LONG', 1, 6_000_001);
    expect(positionFigures(row, BTC, { leverage: 3, margin_mode: 'CROSS' }, 6_000_001).initial).toBe(200_000_033_333_333_334n);
    expect(positionFigures(row, BTC, { leverage: 1, margin_mode: 'CROSS' }, 6_000_001).initial).toBe(600_000_100_000_000_000n);
  });

  it('a maintenance margin that falls between atoms is rounded up', () => {
    // The listed symbols' notionals are whole multiples of 10^11 atoms, so their 0.4 % is whole; a symbol whose
    // tick x lot is one atom shows the rounding: 1,001 atoms x 0.4 % = 4.004 atoms, held as 5.
    const fine: FuturesSymbol = { ...BTC, spot: { ...BTC.spot, priceDecimals: 9, qtyDecimals: 9 } };
    const figures = positionFigures(position(fine, 'LONG', 1, 1_001), fine, cross10, 1_001);
    expect(figures.notional).toBe(1_001n);
    expect(figures.maintenance).toBe(5n);
  });
});

describe('futures account: the sums', () => {
  // Wallet 10,000.
  // BTC long 0.1 at 60,000, no setting (20x cross): initial 300; mark 59,000: PnL -100, maintenance 23.6.
  // ETH short 1 at 3,000, 10x cross: initial 300; mark 2,950: PnL +50, maintenance 14.75 (0.5 %).
  // SOL long 10 at 190, 5x isolated with 380 of margin; mark 180: PnL -100, maintenance 18 (1 %).
  // Orders: a BTC buy of 0.05 at 58,000 at 20x (145), a reduce-only BTC sell (0), and an order and a position on
  // XRPUSDT, which has no perpetual (left out).
  const book = (): Book => ({
    wallet: '10000',
    positions: [
      position(BTC, 'LONG', 10_000, 6_000_000),
      position(ETH, 'SHORT', 10_000, 300_000),
      position(SOL, 'LONG', 1_000, 190_000, '380'),
      { ...position(BTC, 'LONG', 10_000, 6_000_000), symbol: 'XRPUSDT' },
    ],
    orders: [
      order(BTC, { price_ticks: 5_800_000, qty_lots: 5_000, leverage: 20 }),
      order(BTC, { side: 'sell', price_ticks: 6_100_000, qty_lots: 10_000, reduce_only: 1 }),
      order(BTC, { symbol: 'XRPUSDT', price_ticks: 50_000, qty_lots: 100_000 }),
    ],
    settings: { ETHUSDT: { leverage: 10, margin_mode: 'CROSS' }, SOLUSDT: { leverage: 5, margin_mode: 'ISOLATED' } },
  });
  const marks = { BTCUSDT: 5_900_000, ETHUSDT: 295_000, SOLUSDT: 180_000 };

  it('isolated margins and cross margins are summed apart; symbols without a perpetual are left out', () => {
    const figures = figuresOf(book(), marks);
    expect(figures.positions.map((entry) => [entry.row.symbol, entry.mode, entry.leverage])).toEqual([
      ['BTCUSDT', 'CROSS', 20],
      ['ETHUSDT', 'CROSS', 10],
      ['SOLUSDT', 'ISOLATED', 5],
    ]);
    expect(figures.wallet).toBe(usdt('10000'));
    expect(figures.isolatedTotal).toBe(usdt('380'));
    expect(figures.crossInitial).toBe(usdt('600'));
    // 23.6 + 14.75; the isolated SOL's 18 is not in it.
    expect(figures.crossMaintenance).toBe(usdt('38.35'));
    // -100 + 50; the isolated SOL's -100 is not in it.
    expect(figures.crossUpnl).toBe(-usdt('50'));
    expect(figures.orderMargin).toBe(usdt('145'));
  });

  it('an unrealized loss of cross positions reduces the available balance; a profit does not', () => {
    // 10,000 - 380 isolated - 600 cross initial - 145 orders - 50 cross loss.
    expect(figuresOf(book(), marks).available).toBe(usdt('8825'));
    // ETH at 2,800: its PnL +200, the cross PnL +100, which is not spent before it is realised.
    const gaining = figuresOf(book(), { ...marks, ETHUSDT: 280_000 });
    expect(gaining.crossUpnl).toBe(usdt('100'));
    expect(gaining.available).toBe(usdt('8875'));
  });

  it('the balance view: position margin isolated + cross, PnL of every position, and the cross margin ratio', () => {
    expect(balanceView(figuresOf(book(), marks))).toEqual({
      asset: 'USDT',
      walletBalance: '10000',
      availableBalance: '8825',
      positionMargin: '980',
      orderMargin: '145',
      // -100 + 50 - 100: the isolated position's PnL counts here.
      unrealizedPnl: '-150',
      marginBalance: '9850',
      maintenanceMargin: '38.35',
      // 38.35 / (10,000 - 380 - 50) = 0.0040073..., rounded up.
      marginRatio: '0.0041',
    });
  });

  it('a negative available balance is shown as 0', () => {
    // Wallet 100 against a 20x long of 0.1 at 60,000 (initial 300): available -200.
    const figures = figuresOf({ wallet: '100', positions: [position(BTC, 'LONG', 10_000, 6_000_000)] }, { BTCUSDT: 6_000_000 });
    expect(figures.available).toBe(-usdt('200'));
    // Maintenance 6,000 x 0.4 % = 24 of a balance of 100.
    expect(balanceView(figures)).toMatchObject({ availableBalance: '0', positionMargin: '300', marginBalance: '100', marginRatio: '0.2400' });
  });
});

describe('futures account: the position view', () => {
  it('Example A, isolated long at 58,000: liquidation price 54,216.8674... shown rounded up to 54216.87, margin ratio 5.8 %', () => {
    // A cross ETH short in the same account changes nothing of the isolated position's figures.
    const figures = figuresOf(
      {
        wallet: '10000',
        positions: [position(BTC, 'LONG', 50_000, 6_000_000, '3000'), position(ETH, 'SHORT', 10_000, 300_000)],
        settings: { BTCUSDT: { leverage: 10, margin_mode: 'ISOLATED' } },
      },
      { BTCUSDT: 5_800_000, ETHUSDT: 295_000 },
    );
    expect(positionView(figures.positions[0]!, figures, 'real', null, null)).toEqual({
      symbol: 'BTCUSDT',
      account: 'real',
      side: 'LONG',
      size: '0.50000',
      entryPrice: '60000.00',
      markPrice: '58000.00',
      notional: '29000',
      leverage: 10,
      marginMode: 'ISOLATED',
      isolatedMargin: '3000',
      initialMargin: '3000',
      maintenanceMargin: '116',
      liquidationPrice: '54216.87',
      unrealizedPnl: '-1000',
      roe: '-33.33',
      // 116 / (3,000 - 1,000).
      marginRatio: '0.0580',
      takeProfit: null,
      stopLoss: null,
      updatedAt: T0,
    });
  });

  it('Example B, isolated short: liquidation price 62,711.4427... shown rounded down to 62711.44 (toward the entry)', () => {
    const figures = figuresOf(
      { wallet: '10000', positions: [position(BTC, 'SHORT', 200_000, 6_000_000, '6000')], settings: { BTCUSDT: { leverage: 20, margin_mode: 'ISOLATED' } } },
      { BTCUSDT: 6_000_000 },
    );
    // Notional 120,000 in tier 2: maintenance 120,000 x 0.5 % - 50 = 550, of a balance of 6,000 = 0.091666...
    expect(positionView(figures.positions[0]!, figures, 'real', null, null)).toMatchObject({
      liquidationPrice: '62711.44',
      maintenanceMargin: '550',
      initialMargin: '6000',
      unrealizedPnl: '0',
      roe: '0.00',
      marginRatio: '0.0917',
    });
  });

  it("Example D, cross long: the other cross positions' maintenance and PnL count, an isolated position's do not", () => {
    // Wallet 10,500 with 500 in an isolated SOL long (mark 180: PnL -100, maintenance 18), so the cross wallet is
    // 10,000. BTC long 1 at 60,000, 20x cross, at mark 60,000 (tier 2: maintenance 250, PnL 0). ETH long 10 at
    // 2,020, 10x cross, mark 2,000: maintenance 20,000 x 0.5 % = 100, PnL -200.
    // LP = (10,000 - 100 - 200 + 50 - 60,000) / (0.005 - 1) = 50,502.5125..., up to 50502.52.
    const figures = figuresOf(
      {
        wallet: '10500',
        positions: [position(BTC, 'LONG', 100_000, 6_000_000), position(ETH, 'LONG', 100_000, 202_000), position(SOL, 'LONG', 1_000, 190_000, '500')],
        settings: { ETHUSDT: { leverage: 10, margin_mode: 'CROSS' }, SOLUSDT: { leverage: 5, margin_mode: 'ISOLATED' } },
      },
      { BTCUSDT: 6_000_000, ETHUSDT: 200_000, SOLUSDT: 180_000 },
    );
    expect(positionView(figures.positions[0]!, figures, 'real', null, null)).toMatchObject({
      marginMode: 'CROSS',
      isolatedMargin: '0',
      initialMargin: '3000',
      maintenanceMargin: '250',
      liquidationPrice: '50502.52',
      roe: '0.00',
      // The cross maintenance (250 + 100) / the cross balance (10,500 - 500 - 200) = 0.035714..., rounded up.
      marginRatio: '0.0358',
    });
  });

  it('a loss too small to show as a percentage of the margin is an ROE of 0.00, not -0.00', () => {
    // Long 1 BTC at 60,000, 1x: mark 59,999.99 loses 0.01 of 60,000 = -0.0000167 %.
    const figures = figuresOf(
      { wallet: '100000', positions: [position(BTC, 'LONG', 100_000, 6_000_000)], settings: { BTCUSDT: { leverage: 1, margin_mode: 'CROSS' } } },
      { BTCUSDT: 5_999_999 },
    );
    expect(positionView(figures.positions[0]!, figures, 'real', null, null)).toMatchObject({ unrealizedPnl: '-0.01', roe: '0.00' });
  });

  it('a long whose margin covers a fall to zero has no liquidation price', () => {
    // 0.1 BTC at 60,000 with 6,000 of isolated margin (1x): LP = (6,000 - 6,000) / (...) = 0, and no tier gives more.
    const figures = figuresOf(
      { wallet: '6000', positions: [position(BTC, 'LONG', 10_000, 6_000_000, '6000')], settings: { BTCUSDT: { leverage: 1, margin_mode: 'ISOLATED' } } },
      { BTCUSDT: 6_000_000 },
    );
    expect(positionView(figures.positions[0]!, figures, 'real', null, null).liquidationPrice).toBeNull();
  });

  it('a position with no initial margin (a zero entry quote) shows an ROE of 0.00 instead of dividing by zero', () => {
    const row = { ...position(BTC, 'LONG', 10_000, 6_000_000), entry_quote: '0' };
    const figures = figuresOf({ wallet: '1000', positions: [row] }, { BTCUSDT: 6_000_000 });
    expect(figures.positions[0]?.initial).toBe(0n);
    expect(positionView(figures.positions[0]!, figures, 'real', null, null)).toMatchObject({ entryPrice: '0.00', unrealizedPnl: '6000', roe: '0.00' });
  });
});
