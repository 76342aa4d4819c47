import Big from 'big.js';
import {
  averagePremium,
  fundingPayment,
  fundingRate,
  markPrice,
  premiumIndex,
} from '../../../src/core/trading/futures/funding';
import { liquidationPrice } from '../../../src/core/trading/futures/liquidation-price';
import {
  averageEntry,
  initialMargin,
  marginRatio,
  realizedPnl,
  roePercent,
  unrealizedPnl,
} from '../../../src/core/trading/futures/position-math';
import { BTCUSDT_BRACKETS } from '../../../src/core/trading/futures/reference-tiers';
import {
  maintenanceMargin,
  maxLeverageForNotional,
  maxNotionalForLeverage,
  tierFor,
  withMaintenanceAmounts,
} from '../../../src/core/trading/futures/risk-tiers';

const tiers = withMaintenanceAmounts(BTCUSDT_BRACKETS);

describe('risk tiers', () => {
  it('derives each maintenance amount from the previous tier, as Binance publishes them', () => {
    expect(tiers.map((tier) => tier.maintenanceAmount)).toEqual([
      '0', '50', '1300', '16300', '266300', '1266300', '2516300', '5016300', '25016300', '100016300',
    ]);
  });

  it('numbers the tiers from 1 and starts the amounts at 0 even when the first floor is not 0', () => {
    const built = withMaintenanceAmounts([
      { notionalFloor: '1000', notionalCap: '5000', maxLeverage: 20, maintenanceMarginRate: '0.01' },
      { notionalFloor: '5000', notionalCap: '9000', maxLeverage: 10, maintenanceMarginRate: '0.02' },
    ]);
    expect(built.map((tier) => [tier.tier, tier.maintenanceAmount])).toEqual([
      [1, '0'],
      [2, '50'],
    ]);
  });

  it('puts a notional on its cap in the lower tier and one just above in the next', () => {
    expect(tierFor(tiers, '50000').tier).toBe(1);
    expect(tierFor(tiers, '50000.01').tier).toBe(2);
    expect(tierFor(tiers, '0').tier).toBe(1);
    expect(tierFor(tiers, '900000000').tier).toBe(10);
  });

  it('keeps the maintenance margin continuous where two tiers meet', () => {
    expect(maintenanceMargin(tiers, '250000').toString()).toBe('1200');
    expect(maintenanceMargin(tiers, '250001').toString()).toBe('1200.01');
  });

  it('never answers a negative maintenance margin', () => {
    expect(maintenanceMargin(tiers, '0').toString()).toBe('0');
  });

  it('gives the largest notional a leverage allows, and the leverage a notional allows', () => {
    expect(maxNotionalForLeverage(tiers, 125).toString()).toBe('50000');
    expect(maxNotionalForLeverage(tiers, 20).toString()).toBe('10000000');
    expect(maxNotionalForLeverage(tiers, 126).toString()).toBe('0');
    expect(maxLeverageForNotional(tiers, '300000')).toBe(50);
  });

  it('refuses an empty tier table', () => {
    expect(() => tierFor([], '1')).toThrow(RangeError);
    expect(() => tierFor([], '1')).toThrow('a symbol needs at least one risk tier');
  });
});

describe('position maths', () => {
  it('charges notional / leverage as initial margin and rejects a fractional leverage', () => {
    expect(initialMargin('0.5', '60000', 10).toString()).toBe('3000');
    expect(() => initialMargin('1', '1', 0)).toThrow(RangeError);
    expect(() => initialMargin('1', '1', 1.5)).toThrow(RangeError);
    expect(() => initialMargin('1', '1', 0)).toThrow('leverage is a whole number from 1');
  });

  it('answers an ROE of zero for a position without margin instead of dividing by zero', () => {
    expect(roePercent('LONG', '0', '60000', '61000', 10).toString()).toBe('0');
    expect(roePercent('SHORT', '1', '0', '61000', 10).toString()).toBe('0');
  });

  it('signs PnL by side and works out ROE against the initial margin', () => {
    expect(unrealizedPnl('LONG', '0.5', '60000', '61000').toString()).toBe('500');
    expect(unrealizedPnl('SHORT', '0.5', '60000', '61000').toString()).toBe('-500');
    expect(roePercent('LONG', '0.5', '60000', '61000', 10).toFixed(2)).toBe('16.67');
    expect(realizedPnl('SHORT', '1', '100', '90').toString()).toBe('10');
  });

  it('answers a margin ratio of 1 once the margin balance is gone', () => {
    expect(marginRatio('116', '2000').toString()).toBe('0.058');
    expect(marginRatio('116', '0').toString()).toBe('1');
    expect(marginRatio('116', '-5').toString()).toBe('1');
  });

  it('averages the entry price by size', () => {
    expect(averageEntry('1', '100', '3', '200').toString()).toBe('175');
    expect(averageEntry('0', '0', '0', '1').toString()).toBe('0');
  });
});

describe('liquidation price', () => {
  it('matches the isolated long of docs/futures.md example A', () => {
    const price = liquidationPrice({ side: 'LONG', size: '0.5', entryPrice: '60000', walletBalance: '3000', tiers });
    expect(price?.toFixed(2, Big.roundUp)).toBe('54216.87');
  });

  it('recomputes with the tier the liquidation notional falls in', () => {
    const price = liquidationPrice({ side: 'LONG', size: '5', entryPrice: '60000', walletBalance: '60000', tiers });
    expect(price?.toFixed(2, Big.roundUp)).toBe('48231.16');
  });

  it('includes the other cross positions in cross margin', () => {
    const price = liquidationPrice({
      side: 'LONG', size: '1', entryPrice: '60000', walletBalance: '10000', tiers, otherMaintenance: '100', otherUnrealizedPnl: '-200',
    });
    expect(price?.toFixed(2, Big.roundUp)).toBe('50502.52');
  });

  it('has none for a long whose margin covers a fall to zero, nor for an empty position', () => {
    expect(liquidationPrice({ side: 'LONG', size: '1', entryPrice: '100', walletBalance: '100', tiers })).toBeNull();
    expect(liquidationPrice({ side: 'SHORT', size: '0', entryPrice: '100', walletBalance: '10', tiers })).toBeNull();
  });

  it('answers the first positive price when a published table breaks continuity and no tier holds its own price', () => {
    // Tier 1's price (151.5...) lies in tier 2, tier 2's (60) in tier 1: an amount of 120 where continuity gives 49.
    const broken = [
      { tier: 1, notionalFloor: '0', notionalCap: '100', maxLeverage: 50, maintenanceMarginRate: '0.01', maintenanceAmount: '0' },
      { tier: 2, notionalFloor: '100', notionalCap: '1000', maxLeverage: 10, maintenanceMarginRate: '0.5', maintenanceAmount: '120' },
    ];
    const price = liquidationPrice({ side: 'LONG', size: '1', entryPrice: '200', walletBalance: '50', tiers: broken });
    expect(price?.toFixed(4)).toBe('151.5152');
  });

  it('always has one for a short, however much margin it holds', () => {
    const price = liquidationPrice({ side: 'SHORT', size: '1', entryPrice: '100', walletBalance: '1000', tiers });
    expect(price?.gt(1000)).toBe(true);
  });
});

describe('funding', () => {
  it('takes the premium from the impact prices on the side that is away from the index', () => {
    expect(premiumIndex('60000', '60030', '60040').toString()).toBe('0.0005');
    expect(premiumIndex('60000', '59950', '59970').toString()).toBe('-0.0005');
    expect(premiumIndex('60000', '59990', '60010').toString()).toBe('0');
    expect(premiumIndex('60000', null, null).toString()).toBe('0');
    expect(() => premiumIndex('0', '1', '1')).toThrow(RangeError);
    expect(() => premiumIndex('-1', '1', '1')).toThrow('the index price must be positive');
  });

  it('averages premium samples and answers zero without any', () => {
    expect(averagePremium(['0.001', '0.003']).toString()).toBe('0.002');
    expect(averagePremium([]).toString()).toBe('0');
  });

  it('equals the interest rate while the premium stays within the clamp band of it', () => {
    expect(fundingRate('0.0003').toString()).toBe('0.0001');
    expect(fundingRate('-0.0004').toString()).toBe('0.0001');
  });

  it('follows the premium beyond the band and stops at the cap', () => {
    expect(fundingRate('0.002').toString()).toBe('0.0015');
    expect(fundingRate('-0.002').toString()).toBe('-0.0015');
    expect(fundingRate('0.05').toString()).toBe('0.0075');
    expect(fundingRate('-0.05', { cap: '0.003' }).toString()).toBe('-0.003');
  });

  it('rounds the rate to 8 decimals', () => {
    expect(fundingRate('0.001234567891').toString()).toBe('0.00073457');
  });

  it('makes longs pay and shorts receive on a positive rate, the other way on a negative one', () => {
    expect(fundingPayment('LONG', '0.5', '60010', '0.0001').toString()).toBe('-3.0005');
    expect(fundingPayment('SHORT', '0.5', '60010', '0.0001').toString()).toBe('3.0005');
    expect(fundingPayment('LONG', '1', '100', '-0.001').toString()).toBe('0.1');
  });
});

describe('mark price', () => {
  const base = { index: '60000', fundingRate: '0.0001', msToFunding: 2 * 3600_000, intervalMs: 8 * 3600_000 };

  it('is the median of the funding-basis price, the moving-average basis price and the last trade', () => {
    expect(markPrice({ ...base, basisAverage: '12', lastPrice: '60005' }).toString()).toBe('60005');
    expect(markPrice({ ...base, basisAverage: '12', lastPrice: '70000' }).toString()).toBe('60012');
    expect(markPrice({ ...base, basisAverage: '-50', lastPrice: '50000' }).toString()).toBe('59950');
  });

  it('takes the lower of two prices when there is no trade yet, and the funding price alone without a basis', () => {
    expect(markPrice({ ...base, basisAverage: '12', lastPrice: null }).toString()).toBe('60001.5');
    expect(markPrice({ ...base, basisAverage: null, lastPrice: '59000' }).toString()).toBe('59000');
    expect(markPrice({ ...base, basisAverage: null, lastPrice: null }).toString()).toBe('60001.5');
  });

  it('treats a funding time already past as no time left', () => {
    expect(markPrice({ ...base, msToFunding: -5, basisAverage: null, lastPrice: null }).toString()).toBe('60000');
  });
});
