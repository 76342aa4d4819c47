// Binance's USD-M liquidation price for one-way mode (TRADING.md, docs/futures.md "Liquidation price"):
//   LP = (WB - TMM1 + UPNL1 + cum - side x Q x EP) / (Q x MMR - side x Q)
// WB the wallet balance behind the position (the isolated margin, or the cross wallet), TMM1 and UPNL1 the other
// cross positions' maintenance margin and unrealized PnL (zero in isolated), side +1 long / -1 short, Q the size,
// EP the entry price, MMR and cum the maintenance rate and amount of the tier the notional at LP falls in.
import Big from 'big.js';
import type { BigSource } from 'big.js';
import type { PositionSide, RiskTier } from '../contract/futures';
import { sideSign } from './position-math';
import { tierFor } from './risk-tiers';

export interface LiquidationInput {
  readonly side: PositionSide;
  readonly size: BigSource;
  readonly entryPrice: BigSource;
  /** Isolated margin, or the cross wallet balance. */
  readonly walletBalance: BigSource;
  readonly tiers: readonly RiskTier[];
  /** Cross only: the maintenance margin and unrealized PnL of the account's other cross positions. */
  readonly otherMaintenance?: BigSource;
  readonly otherUnrealizedPnl?: BigSource;
}

function priceWithTier(input: LiquidationInput, tier: RiskTier): Big {
  const side = sideSign(input.side);
  const q = new Big(input.size).abs();
  const numerator = new Big(input.walletBalance)
    .minus(input.otherMaintenance ?? 0)
    .plus(input.otherUnrealizedPnl ?? 0)
    .plus(tier.maintenanceAmount)
    .minus(q.times(input.entryPrice).times(side));
  const denominator = q.times(tier.maintenanceMarginRate).minus(q.times(side));
  return numerator.div(denominator);
}

/**
 * The mark price at which the position's margin balance equals its maintenance margin, or null when no positive
 * price does (a long whose margin covers a fall to zero). Tiers are tried from the first; the answer is the price
 * whose own notional lies in the tier it was computed with. The result is exact to 20 decimals: round it toward
 * the entry (up for a long, down for a short) when showing it on the tick, so the shown price is reached first.
 */
export function liquidationPrice(input: LiquidationInput): Big | null {
  const q = new Big(input.size).abs();
  if (q.eq(0)) return null;
  let fallback: Big | undefined;
  for (const tier of input.tiers) {
    const price = priceWithTier(input, tier);
    if (price.lte(0)) continue;
    fallback ??= price;
    if (tierFor(input.tiers, q.times(price)).tier === tier.tier) return price;
  }
  return fallback ?? null;
}
