// Random thin books far from the mark (docs/futures.md "Price protection" and "Liquidation in a thin book"): no
// user's market order fills past 5 % of the mark, no liquidation fills past the bankruptcy price of the position it
// closes, the insurance fund never pays more than that position's loss beyond bankruptcy at the mark and the fees,
// and money is conserved throughout.
import fc from 'fast-check';
import { GatewayError } from '../../../server/envelope';
import { formatUnits, parseAtoms } from '../../../server/market/amounts';
import { INSURANCE_FUND_START } from '../../../server/futures/futures-symbols';
import type { PositionRow } from '../../../server/futures/futures-store';
import { books, fund, world } from './support';
import type { World } from './support';

const TRADERS = ['A', 'B'] as const;
/** Atoms of one tick (0.01 USDT) times one lot (0.00001 BTC). */
const TICK_LOT = 10n ** 11n;

const action = fc.oneof(
  // The maker's quotes up to 10 % either side of the mark, in basis points: a book thin and full of holes.
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('quote' as const), side: fc.constantFrom('buy' as const, 'sell' as const), offset: fc.integer({ min: -1_000, max: 1_000 }), lots: fc.integer({ min: 100, max: 3_000 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('market' as const), who: fc.constantFrom(...TRADERS), side: fc.constantFrom('buy' as const, 'sell' as const), lots: fc.integer({ min: 100, max: 5_000 }), reduceOnly: fc.boolean() }),
  },
  // The mark moved up to 8 % from where it is, in basis points.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('mark' as const), offset: fc.integer({ min: -800, max: 800 }) }) },
);

/** A trader's position to start from: taken at market from the maker's quote at 60,000. */
const opening = fc.record({
  side: fc.constantFrom('buy' as const, 'sell' as const),
  lots: fc.integer({ min: 100, max: 5_000 }),
  leverage: fc.integer({ min: 1, max: 125 }),
  isolated: fc.boolean(),
});

const price = (ticks: number) => formatUnits(BigInt(ticks), 2);
/** `ticks` moved by `offset` basis points, in whole ticks (rounded down). */
const moved = (ticks: number, offset: number) => Math.floor((ticks * (10_000 + offset)) / 10_000);
const qty = (lots: number) => formatUnits(BigInt(lots), 5);

interface Held {
  readonly row: PositionRow;
  /** What backs the position besides its own PnL: its isolated margin, or (cross, the only perpetual traded) the wallet. */
  readonly equity: bigint;
}

function heldOf(w: World, who: string): Held | undefined {
  const row = w.exchange.store.position(who, 'BTCUSDT');
  if (row === undefined) return undefined;
  const isolated = w.exchange.store.setting(who, 'BTCUSDT')?.margin_mode === 'ISOLATED';
  return { row: { ...row }, equity: isolated ? BigInt(row.isolated_margin) : w.exchange.store.wallet(who) };
}

/** Whether a fill at `ticks` closing `held` leaves its equity at zero or above, at the fill's own price: not past bankruptcy. */
function withinBankruptcy(held: Held, ticks: number): boolean {
  const value = BigInt(ticks) * BigInt(held.row.size_lots) * TICK_LOT;
  const entry = BigInt(held.row.entry_quote);
  return held.row.side === 'LONG' ? value >= entry - held.equity : value <= entry + held.equity;
}

/** The position's loss beyond bankruptcy at the mark, in atoms: what the fund may have to pay, fees aside. */
function lossBeyondBankruptcy(held: Held, markTicks: number): bigint {
  const value = BigInt(markTicks) * BigInt(held.row.size_lots) * TICK_LOT;
  const entry = BigInt(held.row.entry_quote);
  const loss = held.row.side === 'LONG' ? entry - held.equity - value : value - entry - held.equity;
  return loss > 0n ? loss : 0n;
}

describe('futures: a thin book', () => {
  it('fills no market order past 5 % of the mark and no liquidation past bankruptcy, the fund pays no bad book, and money is conserved', () => {
    fc.assert(
      fc.property(fc.tuple(opening, opening), fc.array(action, { minLength: 5, maxLength: 30 }), (openings, actions) => {
        const w = world();
        fund(w, 'M', '10000000');
        // Small wallets, so cross positions are liquidated too, not only isolated ones at high leverage.
        for (const who of TRADERS) fund(w, who, '150');
        w.btc.pin(6_000_000, w.now.value);
        TRADERS.forEach((who, index) => {
          const { side, lots, leverage, isolated } = openings[index]!;
          w.exchange.store.transaction(() => w.exchange.store.putSetting(who, 'BTCUSDT', leverage, isolated ? 'ISOLATED' : 'CROSS'));
          w.btc.placeUser('M', { symbol: 'BTCUSDT', side: side === 'buy' ? 'sell' : 'buy', type: 'limit', price: '60000', qty: qty(lots) });
          try {
            w.btc.placeUser(who, { symbol: 'BTCUSDT', side, type: 'market', qty: qty(lots) });
          } catch (error) {
            // More than the wallet holds the margin of: the trader starts flat.
            if (!(error instanceof GatewayError)) throw error;
          }
        });
        const seen = new Set<number>();
        const newFills = (who: string) => w.exchange.store.fills(who, { limit: 500 }).filter((fill) => !seen.has(fill.id));
        for (const step of actions) {
          const mark = w.btc.mark.markTicks;
          const before = new Map(TRADERS.map((who) => [who, heldOf(w, who)]));
          const records = new Map(TRADERS.map((who) => [who, w.exchange.store.liquidations(who, { limit: 500 }).length]));
          try {
            switch (step.kind) {
              case 'quote':
                w.btc.placeUser('M', { symbol: 'BTCUSDT', side: step.side, type: 'limit', price: price(moved(mark, step.offset)), qty: qty(step.lots) });
                break;
              case 'market':
                w.btc.placeUser(step.who, { symbol: 'BTCUSDT', side: step.side, type: 'market', qty: qty(step.lots), reduceOnly: step.reduceOnly });
                break;
              case 'mark':
                w.btc.pin(moved(mark, step.offset), w.now.value);
                break;
            }
          } catch (error) {
            if (!(error instanceof GatewayError)) throw error;
          }
          for (const who of TRADERS) {
            const fills = newFills(who);
            for (const fill of fills) seen.add(fill.id);
            const liquidated = fills.filter((fill) => fill.client_order_id.startsWith('liq'));
            const taken = fills.filter((fill) => !fill.client_order_id.startsWith('liq') && fill.liquidity === 'taker');
            // A market order of the user's own: within 5 % of the mark it met.
            for (const fill of taken) {
              if (fill.side === 'buy') expect(fill.price_ticks * 100).toBeLessThanOrEqual(mark * 105);
              else expect(fill.price_ticks * 100).toBeGreaterThanOrEqual(mark * 95);
            }
            const held = before.get(who);
            const record = w.exchange.store.liquidations(who, { limit: 500 }).length > (records.get(who) ?? 0) ? w.exchange.store.liquidations(who, { limit: 1 })[0] : undefined;
            if (record === undefined || held === undefined) {
              expect(liquidated).toEqual([]);
              continue;
            }
            for (const fill of liquidated) expect(withinBankruptcy(held, fill.price_ticks)).toBe(true);
            const fees = liquidated.reduce((sum, fill) => sum + BigInt(fill.fee), 0n);
            expect(BigInt(record.insurance_cover)).toBeLessThanOrEqual(lossBeyondBankruptcy(held, record.mark_ticks) + fees);
          }
          w.now.value += 1000;
          const sums = books(w.db);
          const j = (kind: string) => sums.journal[kind] ?? 0n;
          expect(sums.wallets).toBe(Object.values(sums.journal).reduce((sum, value) => sum + value, 0n));
          expect(sums.fees + j('fee')).toBe(0n);
          expect(sums.insurance + j('insurance') + j('liquidation')).toBe(parseAtoms(INSURANCE_FUND_START));
          expect(sums.wallets + sums.insurance + sums.fees).toBe(parseAtoms(INSURANCE_FUND_START) + j('seed') + j('pnl'));
          for (const who of [...TRADERS, 'M']) expect(w.exchange.store.wallet(who) >= 0n).toBe(true);
        }
        w.db.close();
      }),
      { numRuns: 100 },
    );
  });
});
