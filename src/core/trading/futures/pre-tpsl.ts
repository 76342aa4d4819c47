// A take-profit or stop-loss placed with an entry order (docs/futures.md "TP/SL with an entry order"): it waits on
// the entry, for a quantity of "0", until the entry fills.
import type { FuturesOrder } from '../contract/futures';
import { compareDecimal } from '../decimal-text';

/**
 * The entry order id a TP/SL still waits on, or null: an order without an entry, or one whose entry has filled
 * (it guards what filled), waits on nothing. Orders of the spot shape carry no entryOrderId and wait on nothing.
 */
export function entryAwaited(order: Partial<Pick<FuturesOrder, 'entryOrderId'>> & Pick<FuturesOrder, 'qty'>): string | null {
  return compareDecimal(order.qty, '0') === 0 ? (order.entryOrderId ?? null) : null;
}
