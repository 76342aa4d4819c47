// Risk tiers (Binance's leverage brackets): per notional bracket a maximum leverage, a maintenance margin rate and
// a maintenance amount ("cum") that keeps the maintenance margin continuous where one bracket meets the next.
import Big from 'big.js';
import type { BigSource } from 'big.js';
import type { RiskTier } from '../contract/futures';

/** A tier as its floor, cap, maximum leverage and rate; the maintenance amount is derived (withMaintenanceAmounts). */
export interface TierBracket {
  readonly notionalFloor: string;
  readonly notionalCap: string;
  readonly maxLeverage: number;
  readonly maintenanceMarginRate: string;
}

/**
 * The tiers with their maintenance amounts: cum_1 = 0, cum_n = floor_n x (rate_n - rate_(n-1)) + cum_(n-1)
 * (TRADING.md: 250,000 x (1 % - 0.5 %) + 50 = 1,300).
 */
export function withMaintenanceAmounts(brackets: readonly TierBracket[]): RiskTier[] {
  const tiers: RiskTier[] = [];
  let cum = new Big(0);
  let previousRate = new Big(0);
  brackets.forEach((bracket, index) => {
    const rate = new Big(bracket.maintenanceMarginRate);
    if (index > 0) cum = new Big(bracket.notionalFloor).times(rate.minus(previousRate)).plus(cum);
    previousRate = rate;
    tiers.push({
      tier: index + 1,
      notionalFloor: bracket.notionalFloor,
      notionalCap: bracket.notionalCap,
      maxLeverage: bracket.maxLeverage,
      maintenanceMarginRate: bracket.maintenanceMarginRate,
      maintenanceAmount: cum.toString(),
    });
  });
  return tiers;
}

/** The tier a notional falls in: floor < notional <= cap (the first tier includes 0); the last tier past its cap. */
export function tierFor(tiers: readonly RiskTier[], notional: BigSource): RiskTier {
  const value = new Big(notional).abs();
  const found = tiers.find((tier) => value.lte(tier.notionalCap));
  const tier = found ?? tiers[tiers.length - 1];
  if (tier === undefined) throw new RangeError('a symbol needs at least one risk tier');
  return tier;
}

/** notional x rate - amount of the notional's tier: never below zero. */
export function maintenanceMargin(tiers: readonly RiskTier[], notional: BigSource): Big {
  const value = new Big(notional).abs();
  const tier = tierFor(tiers, value);
  const margin = value.times(tier.maintenanceMarginRate).minus(tier.maintenanceAmount);
  return margin.lt(0) ? new Big(0) : margin;
}

/** The largest notional a position may reach at `leverage`: the cap of the highest tier that allows it, or 0. */
export function maxNotionalForLeverage(tiers: readonly RiskTier[], leverage: number): Big {
  let cap = new Big(0);
  for (const tier of tiers) if (tier.maxLeverage >= leverage) cap = new Big(tier.notionalCap);
  return cap;
}

/** The highest leverage a notional may use (its tier's maximum). */
export function maxLeverageForNotional(tiers: readonly RiskTier[], notional: BigSource): number {
  return tierFor(tiers, notional).maxLeverage;
}
