// A position as the table shows it, moved to the newest mark price: the stream sends a position when it changes,
// the mark about once a second, so PnL, ROE, the maintenance margin and the isolated margin ratio are worked out
// again from each mark with the same exact formulas the gateway uses (src/core/trading/futures/). The futures
// wallet follows from these (live-balance.ts).
import Big from 'big.js';
import type { MarkPrice, Position, RiskTier } from '../../core/trading/contract/futures';
import { marginRatio, notionalOf, roePercent, unrealizedPnl } from '../../core/trading/futures/position-math';
import { maintenanceMargin } from '../../core/trading/futures/risk-tiers';

export interface LivePosition extends Position {
  /** The margin the position holds: its isolated margin, or its initial margin in cross. */
  margin: string;
}

export function livePosition(position: Position, mark: MarkPrice | null, tiers: readonly RiskTier[] | null): LivePosition {
  const held = position.marginMode === 'ISOLATED' ? position.isolatedMargin : position.initialMargin;
  // A mark older than the position's own (or of another symbol) would move it backwards.
  if (!mark || mark.symbol !== position.symbol || mark.time < position.updatedAt) return { ...position, margin: held };
  const pnl = unrealizedPnl(position.side, position.size, position.entryPrice, mark.markPrice);
  const notional = notionalOf(position.size, mark.markPrice);
  let ratio = position.marginRatio;
  let maintenance = position.maintenanceMargin;
  if (tiers && tiers.length > 0) {
    maintenance = maintenanceMargin(tiers, notional).toFixed();
    // A cross position's ratio is the cross account's, which the wallet's figures hold (live-balance.ts).
    if (position.marginMode === 'ISOLATED') ratio = marginRatio(maintenance, new Big(position.isolatedMargin).plus(pnl)).toFixed(4);
  }
  return {
    ...position,
    markPrice: mark.markPrice,
    notional: notional.toFixed(),
    unrealizedPnl: pnl.toFixed(),
    roe: roePercent(position.side, position.size, position.entryPrice, mark.markPrice, position.leverage).toFixed(2),
    maintenanceMargin: maintenance,
    marginRatio: ratio,
    margin: held,
  };
}
