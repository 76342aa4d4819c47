// The open orders read by REST, set against what the tab learned while the read was on its way: the private
// channels and the placements' answers run beside it, so the list read can be older than the tab's own.
import type { Order } from './contract/orders';

/** Whether an order still rests (or waits for its trigger): new or partly filled. */
export const isOpen = (order: Pick<Order, 'status'>) => order.status === 'new' || order.status === 'partiallyFilled';

/** What the tab held when the read was asked for, and what it holds when the answer comes. */
export interface HeldOrders {
  /** The ids of the orders held open when the read was asked for. */
  before: ReadonlySet<string>;
  /** The orders held open now. */
  open: readonly Order[];
  /** Every order the tab holds now, open or closed (the order history and the open list). */
  seen: readonly Order[];
}

/**
 * The open list to hold after a read. Each order read, unless the tab holds a newer state of it (a fill the stream
 * told while the read was out: if that closed it, it is not open any more); and the orders the tab came to hold
 * open while the read was out (a placement's answer, the stream's "new"), which a read made before them could not
 * list. An order held open before the read and missing from it has closed.
 */
export function openAfterRead(read: readonly Order[], held: HeldOrders): Order[] {
  const latest = new Map<string, Order>();
  for (const order of held.seen) {
    const known = latest.get(order.orderId);
    if (!known || order.updatedAt > known.updatedAt) latest.set(order.orderId, order);
  }
  const readIds = new Set(read.map((order) => order.orderId));
  const fromRead = read.map((order) => {
    const known = latest.get(order.orderId);
    return known && known.updatedAt > order.updatedAt ? known : order;
  });
  const cameSince = held.open.filter((order) => !readIds.has(order.orderId) && !held.before.has(order.orderId));
  return [...fromRead, ...cameSince].filter(isOpen);
}
