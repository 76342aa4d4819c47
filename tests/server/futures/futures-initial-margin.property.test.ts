import Big from 'big.js';
import fc from 'fast-check';
import { initialMargin } from '../../../src/core/trading/futures/position-math';
import { maxLeverageForNotional } from '../../../src/core/trading/futures/risk-tiers';
import { atomsToBig, bigToAtoms, orderMarginOf, positionFigures, tiersOf } from '../../../server/futures/futures-account';
import type { FuturesOrderRow, PositionRow } from '../../../server/futures/futures-store';
import { futuresSymbols, type FuturesSymbol } from '../../../server/futures/futures-symbols';
import { quoteAtoms } from '../../../server/market/amounts';

// The gateway holds initial margin in integer atoms; the workspace shows it with the shared formula
// (notional / leverage, big.js). These properties tie the two together for every listed perpetual.

const symbols = futuresSymbols();

/** A perpetual, a size in lots, a price in ticks, and a leverage the symbol allows. */
const caseArb = fc
  .constantFrom(...symbols)
  .chain((spec) =>
    fc.record({
      spec: fc.constant(spec),
      lots: fc.integer({ min: 1, max: 5_000_000 }),
      ticks: fc.integer({ min: 1, max: 20_000_000 }),
      leverage: fc.integer({ min: 1, max: spec.rules.maxLeverage }),
    }),
  );

const sizeOf = (spec: FuturesSymbol, lots: number) => new Big(lots).div(new Big(10).pow(spec.spot.qtyDecimals));
const priceOf = (spec: FuturesSymbol, ticks: number) => new Big(ticks).div(new Big(10).pow(spec.spot.priceDecimals));

function positionRow(spec: FuturesSymbol, lots: number, ticks: number): PositionRow {
  const entry = quoteAtoms(BigInt(ticks) * BigInt(lots), spec.spot.priceDecimals, spec.spot.qtyDecimals);
  return {
    account_id: 'A', market: 'real', symbol: spec.rules.symbol, side: 'LONG', size_lots: lots,
    entry_quote: entry.toString(), isolated_margin: '0', updated_at: 0,
  };
}

function limitOrder(spec: FuturesSymbol, lots: number, ticks: number, leverage: number, filled = 0): FuturesOrderRow {
  return {
    id: 1, account_id: 'A', market: 'real', client_order_id: 'c', symbol: spec.rules.symbol, side: 'buy',
    type: 'limit', time_in_force: 'GTC', price_ticks: ticks, qty_lots: lots, filled_lots: filled, filled_quote: '0',
    status: 'new', cancel_reason: null, seq: 1, created_at: 0, updated_at: 0, reduce_only: 0, close_position: 0,
    stop_ticks: null, trigger_by: null, triggered_at: null, leverage, entry_order_id: null,
  };
}

describe('futures: initial margin', () => {
  it("the gateway's initial margin of a position is the shared formula, notional / leverage, rounded up to the atom", () => {
    fc.assert(
      fc.property(caseArb, ({ spec, lots, ticks, leverage }) => {
        const figures = positionFigures(positionRow(spec, lots, ticks), spec, { leverage, margin_mode: 'CROSS' }, ticks);
        const exact = initialMargin(sizeOf(spec, lots), priceOf(spec, ticks), leverage);
        expect(figures.initial).toBe(bigToAtoms(exact, true));
        // Rounded up, never down, and by less than one atom: the exchange never holds less than the formula.
        expect(atomsToBig(figures.initial).gte(exact)).toBe(true);
        expect(atomsToBig(figures.initial - 1n).lt(exact)).toBe(true);
      }),
    );
  });

  it('a resting limit order holds the initial margin of what is left of it, by the same formula', () => {
    fc.assert(
      fc.property(caseArb, fc.nat(), ({ spec, lots, ticks, leverage }, cut) => {
        const filled = cut % lots;
        const held = orderMarginOf(limitOrder(spec, lots, ticks, leverage, filled), spec);
        expect(held).toBe(bigToAtoms(initialMargin(sizeOf(spec, lots - filled), priceOf(spec, ticks), leverage), true));
      }),
    );
  });

  it('more leverage never needs more margin, and 1x needs the whole notional', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 1, max: 125 }), ({ spec, lots, ticks, leverage }, other) => {
        const row = positionRow(spec, lots, ticks);
        const at = (x: number) => positionFigures(row, spec, { leverage: x, margin_mode: 'ISOLATED' }, ticks).initial;
        const higher = Math.min(spec.rules.maxLeverage, Math.max(leverage, other));
        expect(at(higher) <= at(leverage)).toBe(true);
        expect(at(1)).toBe(BigInt(row.entry_quote));
      }),
    );
  });

  it('a position opened at a leverage its risk tier allows starts above its maintenance margin: it never opens liquidatable', () => {
    fc.assert(
      fc.property(caseArb, ({ spec, lots, ticks, leverage }) => {
        const notional = sizeOf(spec, lots).times(priceOf(spec, ticks));
        const allowed = Math.min(leverage, maxLeverageForNotional(tiersOf(spec), notional));
        const figures = positionFigures(positionRow(spec, lots, ticks), spec, { leverage: allowed, margin_mode: 'ISOLATED' }, ticks);
        expect(figures.initial > figures.maintenance).toBe(true);
      }),
    );
  });

  it('a reduce-only, market or already filled order holds no margin', () => {
    fc.assert(
      fc.property(caseArb, ({ spec, lots, ticks, leverage }) => {
        expect(orderMarginOf({ ...limitOrder(spec, lots, ticks, leverage), reduce_only: 1 }, spec)).toBe(0n);
        expect(orderMarginOf({ ...limitOrder(spec, lots, ticks, leverage), type: 'market', price_ticks: null }, spec)).toBe(0n);
        expect(orderMarginOf(limitOrder(spec, lots, ticks, leverage, lots), spec)).toBe(0n);
      }),
    );
  });
});
