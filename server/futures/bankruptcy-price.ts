// The bankruptcy price a liquidation trades within (docs/futures.md "Liquidation in a thin book"): the price at which
// the equity behind the position is exactly gone. The book may take the position at that price or better; beyond it
// every fill would be a loss the insurance fund pays for a book that had nothing better to offer.
import { quoteAtoms } from '../market/amounts';
import type { PositionRow } from './futures-store';

/** `value / by` rounded toward minus infinity, for any sign of `value` (`by` is positive). */
function floorDiv(value: bigint, by: bigint): bigint {
  const quotient = value / by;
  return value % by !== 0n && value < 0n ? quotient - 1n : quotient;
}

/**
 * The bankruptcy price of `position`, in ticks, given `equity` (atoms): what backs the position besides its own
 * unrealized PnL (an isolated position's margin; for a cross position, the wallet less the isolated margins plus the
 * other cross positions' unrealized PnL at their marks). A long is then worth equity + price x size - entry, so its
 * liquidation may sell at (entry - equity) / size or above, rounded up to a tick; a short is worth
 * equity + entry - price x size, so it may buy at (entry + equity) / size or below, rounded down. Fees are left
 * out: they go to the fee pool, not to the book. Never below 0 (a long backed for a fall to zero may sell at any
 * price, a short backed by nothing may buy at none) and never past the engine's safe integers.
 */
export function bankruptcyTicks(
  position: Pick<PositionRow, 'side' | 'size_lots' | 'entry_quote'>,
  equity: bigint,
  priceDecimals: number,
  qtyDecimals: number,
): number {
  const perTick = quoteAtoms(BigInt(position.size_lots), priceDecimals, qtyDecimals);
  const entry = BigInt(position.entry_quote);
  const ticks = position.side === 'LONG' ? -floorDiv(equity - entry, perTick) : floorDiv(entry + equity, perTick);
  if (ticks < 0n) return 0;
  return ticks > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(ticks);
}
