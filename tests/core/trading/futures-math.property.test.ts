import Big from 'big.js';
import fc from 'fast-check';
import { fundingPayment, fundingRate } from '../../../src/core/trading/futures/funding';
import { liquidationPrice } from '../../../src/core/trading/futures/liquidation-price';
import { initialMargin, unrealizedPnl } from '../../../src/core/trading/futures/position-math';
import { BTCUSDT_BRACKETS } from '../../../src/core/trading/futures/reference-tiers';
import { maintenanceMargin, maxLeverageForNotional, withMaintenanceAmounts } from '../../../src/core/trading/futures/risk-tiers';

const tiers = withMaintenanceAmounts(BTCUSDT_BRACKETS);
/** A size of 0.001 to 200 BTC and a price of 1,000.00 to 200,000.00 USDT, as decimal strings. */
const sizeArb = fc.integer({ min: 1, max: 200_000 }).map((lots) => new Big(lots).div(1000).toString());
const priceArb = fc.integer({ min: 100_000, max: 20_000_000 }).map((cents) => new Big(cents).div(100).toString());
const sideArb = fc.constantFrom('LONG' as const, 'SHORT' as const);
const rateArb = fc.integer({ min: -75_000, max: 75_000 }).map((units) => new Big(units).div(10_000_000).toString());

describe('futures maths properties', () => {
  it('funding paid by the longs equals funding received by the shorts of the same open interest', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 12 }),
        priceArb,
        fc.integer({ min: -100_000, max: 100_000 }),
        (longLots, cuts, mark, premiumUnits) => {
          const total = longLots.reduce((sum, lots) => sum + lots, 0);
          // The shorts hold the same total, split elsewhere: cut points anywhere inside it.
          const points = [...new Set(cuts.map((cut) => cut % total).filter((cut) => cut > 0))].sort((a, b) => a - b);
          const shortLots = [...points, total].map((point, index) => point - (index === 0 ? 0 : (points[index - 1] as number)));
          const rate = fundingRate(new Big(premiumUnits).div(10_000_000));
          const lotsToSize = (lots: number) => new Big(lots).div(1000);
          const sum = [
            ...longLots.map((lots) => fundingPayment('LONG', lotsToSize(lots), mark, rate)),
            ...shortLots.map((lots) => fundingPayment('SHORT', lotsToSize(lots), mark, rate)),
          ].reduce((acc, payment) => acc.plus(payment), new Big(0));
          expect(sum.eq(0)).toBe(true);
        },
      ),
    );
  });

  it('a funding rate never leaves the cap, whatever the premium', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (units) => {
        const rate = fundingRate(new Big(units).div(1_000_000));
        expect(rate.abs().lte('0.0075')).toBe(true);
      }),
    );
  });

  it('PnL is antisymmetric: a long and a short of the same size mirror each other', () => {
    fc.assert(
      fc.property(sizeArb, priceArb, priceArb, (size, entry, mark) => {
        const long = unrealizedPnl('LONG', size, entry, mark);
        expect(long.plus(unrealizedPnl('SHORT', size, entry, mark)).eq(0)).toBe(true);
        expect(long.plus(unrealizedPnl('LONG', size, mark, entry)).eq(0)).toBe(true);
      }),
    );
  });

  it('at the (rounded) liquidation price an isolated position still has its maintenance margin: no negative equity', () => {
    fc.assert(
      fc.property(sideArb, sizeArb, priceArb, fc.integer({ min: 1, max: 125 }), rateArb, (side, size, entry, wantedLeverage, extra) => {
        const notional = new Big(size).times(entry);
        const leverage = Math.min(wantedLeverage, maxLeverageForNotional(tiers, notional));
        // The margin of the position, plus or minus a little added or removed (never below the initial margin).
        const base = initialMargin(size, entry, leverage);
        const wallet = base.plus(base.times(new Big(extra).abs()).times(100));
        const price = liquidationPrice({ side, size, entryPrice: entry, walletBalance: wallet, tiers });
        if (price === null) {
          // Only a long can have none: its margin covers a fall to zero.
          expect(side).toBe('LONG');
          expect(wallet.gte(notional)).toBe(true);
          return;
        }
        const shown = new Big(price.toFixed(2, side === 'LONG' ? Big.roundUp : Big.roundDown));
        const equity = wallet.plus(unrealizedPnl(side, size, entry, shown));
        const maintenance = maintenanceMargin(tiers, new Big(size).times(shown));
        expect(equity.gte(maintenance.minus('0.000000000001'))).toBe(true);
        expect(equity.gte(0)).toBe(true);
        // And the price is on the losing side of the entry.
        if (side === 'LONG') expect(price.lt(entry)).toBe(true);
        else expect(price.gt(entry)).toBe(true);
      }),
    );
  });

  it('one tick past the liquidation price, the margin balance is below the maintenance margin', () => {
    fc.assert(
      fc.property(sideArb, sizeArb, priceArb, fc.integer({ min: 2, max: 125 }), (side, size, entry, wantedLeverage) => {
        const notional = new Big(size).times(entry);
        const leverage = Math.max(2, Math.min(wantedLeverage, maxLeverageForNotional(tiers, notional)));
        const wallet = initialMargin(size, entry, leverage);
        const price = liquidationPrice({ side, size, entryPrice: entry, walletBalance: wallet, tiers });
        fc.pre(price !== null);
        const past = (price as Big).plus(side === 'LONG' ? '-0.01' : '0.01');
        fc.pre(past.gt(0));
        const equity = wallet.plus(unrealizedPnl(side, size, entry, past));
        expect(equity.lt(maintenanceMargin(tiers, new Big(size).times(past)))).toBe(true);
      }),
    );
  });
});
