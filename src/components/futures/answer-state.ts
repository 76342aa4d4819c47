import type { Position } from '../../core/trading/contract/futures';

/**
 * Whether a position action's answer still speaks of the position held: the position the answer came with (or still
 * none), not moved on since. Compared by what the gateway changes rather than by object, since the account read again
 * after a close and a late frame of the same change bring that same state as new objects; a new mark changes none of
 * it. The gateway moves `updatedAt` with every change of size, entry and margin; the leverage and the TP/SL orders are
 * compared as well, as they change without it.
 */
export function stillAbout(answered: Position | undefined, held: Position | undefined): boolean {
  if (!answered || !held) return answered === held;
  return (
    held.updatedAt === answered.updatedAt &&
    held.leverage === answered.leverage &&
    held.takeProfit?.orderId === answered.takeProfit?.orderId &&
    held.stopLoss?.orderId === answered.stopLoss?.orderId
  );
}
