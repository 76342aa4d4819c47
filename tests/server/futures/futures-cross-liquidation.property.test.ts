import fc from 'fast-check';
import { GatewayError } from '../../../server/envelope';
import type { FuturesMarket } from '../../../server/futures/futures-market';
import { INSURANCE_FUND_START } from '../../../server/futures/futures-symbols';
import { parseAtoms } from '../../../server/market/amounts';
import { books, fund, world } from './support';
import type { World } from './support';

/** Each perpetual's opening price in ticks and its price and quantity decimals. */
const CONTRACTS = {
  BTCUSDT: { ticks: 6_000_000, pd: 2, qd: 5 },
  ETHUSDT: { ticks: 300_000, pd: 2, qd: 4 },
  SOLUSDT: { ticks: 200_000, pd: 3, qd: 2 },
  BNBUSDT: { ticks: 60_000, pd: 2, qd: 3 },
} as const;
type Contract = keyof typeof CONTRACTS;
const CROSS: Contract[] = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'];

const market = (w: World, symbol: string) => w.exchange.market('real', symbol) as FuturesMarket;
const text = (units: number, decimals: number) => (units / 10 ** decimals).toFixed(decimals);

/** X opens a position of about `usdt` on `symbol` against M's resting order; a refusal leaves it without. */
function open(w: World, symbol: Contract, side: 'buy' | 'sell', usdt: number): void {
  const { ticks, pd, qd } = CONTRACTS[symbol];
  const lots = Math.max(1, Math.floor((usdt * 10 ** pd * 10 ** qd) / ticks));
  const price = text(ticks, pd);
  const qty = text(lots, qd);
  try {
    market(w, symbol).placeUser('M', { symbol, side: side === 'buy' ? 'sell' : 'buy', type: 'limit', price, qty });
    market(w, symbol).placeUser('X', { symbol, side, type: 'market', qty });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
  }
  // M's unfilled rest would trade with the liquidation orders at the opening price: take it away.
  for (const row of w.exchange.store.openOrdersOf('M', symbol)) market(w, symbol).cancelUser(row);
}

/** X rests a limit order of about `usdt`, `away` per mille from the price (below for a buy, above for a sell). */
function rest(w: World, symbol: Contract, side: 'buy' | 'sell', away: number, usdt: number): void {
  const { ticks, pd, qd } = CONTRACTS[symbol];
  const priceTicks = Math.round((ticks * (side === 'buy' ? 1000 - away : 1000 + away)) / 1000);
  const lots = Math.max(1, Math.floor((usdt * 10 ** pd * 10 ** qd) / priceTicks));
  try {
    market(w, symbol).placeUser('X', { symbol, side, type: 'limit', price: text(priceTicks, pd), qty: text(lots, qd) });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
  }
}

const position = fc.record({ side: fc.constantFrom('buy' as const, 'sell' as const), usdt: fc.integer({ min: 100, max: 4_000 }) });
const scenario = fc.record({
  wallet: fc.integer({ min: 300, max: 3_000 }),
  cross: fc.uniqueArray(fc.constantFrom(...CROSS), { minLength: 2, maxLength: 3 }).chain((symbols) =>
    fc.tuple(...symbols.map((symbol) => position.map((held) => ({ symbol, ...held })))),
  ),
  isolated: fc.option(fc.record({ side: fc.constantFrom('buy' as const, 'sell' as const), usdt: fc.integer({ min: 50, max: 1_000 }), leverage: fc.integer({ min: 2, max: 20 }) })),
  // Resting orders of X away from the price (buys below, sells above), on any perpetual.
  orders: fc.array(
    fc.record({ symbol: fc.constantFrom(...CROSS, 'BNBUSDT' as const), side: fc.constantFrom('buy' as const, 'sell' as const), away: fc.integer({ min: 100, max: 300 }), usdt: fc.integer({ min: 20, max: 400 }) }),
    { maxLength: 4 },
  ),
  moves: fc.array(fc.record({ symbol: fc.constantFrom(...CROSS, 'BNBUSDT' as const), permille: fc.integer({ min: 500, max: 1_500 }) }), { minLength: 1, maxLength: 8 }),
});

describe('futures: cross liquidation, as a property', () => {
  it('keeps money conserved and no equity below zero when a cross account with several positions is liquidated', () => {
    let liquidatedRuns = 0;
    fc.assert(
      fc.property(scenario, ({ wallet, cross, isolated, orders, moves }) => {
        const w = world();
        fund(w, 'M', '10000000');
        fund(w, 'X', String(wallet));
        if (isolated !== null) {
          w.exchange.store.transaction(() => w.exchange.store.putSetting('X', 'BNBUSDT', isolated.leverage, 'ISOLATED'));
          open(w, 'BNBUSDT', isolated.side, isolated.usdt);
        }
        for (const held of cross) open(w, held.symbol, held.side, held.usdt);
        for (const symbol of Object.keys(CONTRACTS) as Contract[]) market(w, symbol).pin(CONTRACTS[symbol].ticks, w.now.value);
        for (const resting of orders) rest(w, resting.symbol, resting.side, resting.away, resting.usdt);
        for (const move of moves) {
          const before = w.exchange.store.liquidations('X', { limit: 50 }).filter((record) => record.margin_mode === 'CROSS').length;
          market(w, move.symbol).pin(Math.round((CONTRACTS[move.symbol].ticks * move.permille) / 1000), w.now.value);
          w.now.value += 1000;
          const sums = books(w.db);
          const j = (kind: string) => sums.journal[kind] ?? 0n;
          // Every wallet change is journalled; the fund and the fee pool move only by their flows.
          expect(sums.wallets).toBe(Object.values(sums.journal).reduce((sum, value) => sum + value, 0n));
          expect(sums.fees + j('fee')).toBe(0n);
          expect(sums.insurance + j('insurance') + j('liquidation')).toBe(parseAtoms(INSURANCE_FUND_START));
          expect(sums.wallets + sums.insurance + sums.fees).toBe(parseAtoms(INSURANCE_FUND_START) + j('seed') + j('pnl') + j('funding'));
          for (const who of ['M', 'X']) expect(w.exchange.store.wallet(who) >= 0n).toBe(true);
          const figures = w.exchange.figures('X', 'real');
          // The isolated margins stay in the wallet whatever the cross positions lost.
          expect(figures.wallet >= figures.isolatedTotal).toBe(true);
          const liquidated = w.exchange.store.liquidations('X', { limit: 50 }).filter((record) => record.margin_mode === 'CROSS');
          if (liquidated.length > before) {
            liquidatedRuns += 1;
            // Every cross position went with the one that tripped, each with its own record.
            expect(figures.positions.filter((entry) => entry.mode === 'CROSS')).toEqual([]);
            expect(liquidated.length - before).toBe(new Set(liquidated.slice(0, liquidated.length - before).map((record) => record.symbol)).size);
            const equity = figures.wallet + figures.positions.reduce((sum, entry) => sum + entry.upnl, 0n);
            expect(equity >= 0n).toBe(true);
            expect(figures.wallet - figures.isolatedTotal + figures.crossUpnl >= 0n).toBe(true);
            // Every open order went first, on every perpetual; the margin they held is free again.
            expect(w.exchange.store.openOrdersOf('X')).toEqual([]);
            expect(w.exchange.balance('X', 'real').orderMargin).toBe('0');
          }
        }
        w.db.close();
      }),
      { numRuns: 100 },
    );
    // The generator does reach the case under test, not only quiet markets.
    expect(liquidatedRuns).toBeGreaterThan(5);
  });
});
