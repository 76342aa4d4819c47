// Which orders a stream batch filled further among those the tab held open: resting limit orders that traded, and
// waiting TP/SL orders that fired and filled (docs/protocol.md, "Fill notices"). An order first seen already filled
// (placed and filled at once) is not among them: the order form gives its own answer.
import Big from 'big.js';
import type { Order } from './contract/orders';
import { compareDecimal } from './decimal-text';
import { isOpen } from './open-orders';

/** Each open order's filled quantity by order id: what the next batch's updates are compared with. */
export type FilledById = ReadonlyMap<string, string>;

export function filledById(open: readonly Order[]): FilledById {
  return new Map(open.map((order) => [order.orderId, order.filledQty]));
}

/**
 * The batch's last update of each order that was open and has filled more since: one notice per order and batch,
 * however many of its updates the batch holds, in the order the orders first appear in it. An order the tab did
 * not hold yet counts as open from its first update in the batch if that one is open: a stream's frames are
 * gathered per animation frame, so an order's "new" and the fill that met it can arrive in one batch.
 */
export function newlyFilled(known: FilledById, updates: readonly Order[]): Order[] {
  const before = new Map<string, string | undefined>();
  for (const order of updates) {
    if (!before.has(order.orderId)) before.set(order.orderId, known.get(order.orderId) ?? (isOpen(order) ? order.filledQty : undefined));
  }
  return latestOf(updates).filter((order) => {
    const filled = before.get(order.orderId);
    return filled !== undefined && compareDecimal(order.filledQty, filled) > 0;
  });
}

/**
 * The updates of a read made after the stream was down (the open orders and the first page of history), as a batch
 * the notices can take: the orders the tab held open only (any other is not the stream's to tell), each once, in the
 * order they were last updated, so the newest state of an order both lists hold is the one taken.
 */
export function missedUpdates(known: FilledById, read: readonly Order[]): Order[] {
  return read.filter((order) => known.has(order.orderId)).sort((a, b) => a.updatedAt - b.updatedAt);
}

/** Each order's last update in the batch, in the order the orders first appear in it. */
function latestOf(updates: readonly Order[]): Order[] {
  const latest = new Map<string, Order>();
  for (const order of updates) latest.set(order.orderId, order);
  return [...latest.values()];
}

/** Conditional orders, the kinds a futures account holds open until their trigger price is reached. */
const CONDITIONAL = new Set(['stopMarket', 'takeProfitMarket']);

/**
 * The conditional orders the tab held open that the batch shows ended after firing without running: cancelled
 * (`triggerFailed`: the market order they became found no margin or no liquidity), or expired with nothing filled
 * because the book held nothing within the price protection band (`priceProtection`). A stop-loss that did not run
 * must not go unnoticed; one that ran in part is told by its fill notice.
 */
export function failedTriggers(known: FilledById, updates: readonly Order[]): Order[] {
  return latestOf(updates).filter((order) => {
    // Futures orders travel in the spot order's shape, with the futures kinds of type and cancel reason.
    const { type, cancelReason }: { type: string; cancelReason: string | null } = order;
    if (!known.has(order.orderId) || !CONDITIONAL.has(type)) return false;
    return cancelReason === 'triggerFailed' || (cancelReason === 'priceProtection' && compareDecimal(order.filledQty, '0') === 0);
  });
}

/**
 * What the order has filled at on average (filledQuote / filledQty), to `decimals` rounded half up, as the order
 * tabs write it (order-math's averagePrice; not imported from there, as a notice would then split that module out
 * of the workspace's chunk into a file of its own before the first render). An order told here has filled some.
 */
export function averageFillPrice(order: Pick<Order, 'filledQuote' | 'filledQty'>, decimals: number): string {
  return new Big(order.filledQuote).div(order.filledQty).toFixed(decimals, Big.roundHalfUp);
}
