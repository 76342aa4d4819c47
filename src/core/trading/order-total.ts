// The order form's total and amount, each worked out from the other as the order would meet the market: a limit
// order at its own price, a market order walking the side of the book it takes from (a buy the asks, a sell the
// bids), so a market order's total is what it would pay or bring level by level, not its amount at the best price.
import type { Level } from './contract/primitives';
import { amountForTotal, isDecimalText, totalOf, walkAmount, walkValue } from './order-math';
import { finishedDecimal } from './typed-number-breach';

export interface OrderFigures {
  kind: 'limit' | 'market';
  side: 'buy' | 'sell';
  /** The limit price (a market order has none). */
  price: string;
  /** The book as the page holds it, best first; null while it is not trusted. */
  book: { bids: readonly Level[]; asks: readonly Level[] } | null;
}

/**
 * The levels a market order of `side` takes from; none while the book is not known. Walking them is the same
 * arithmetic for either side: what a buy pays for the asks it takes is what a sell brings for the bids.
 */
const levelsMet = ({ side, book }: OrderFigures): readonly Level[] => (side === 'buy' ? book?.asks : book?.bids) ?? [];

/**
 * The total of `amount`: a limit order's price x amount, exact; a market order's estimate walking the book (what a
 * buy pays, what a sell brings before the fee). Empty while it cannot be worked out (no number, no book). A number
 * typed up to its mark ("95082.") is the number it names, as the order sent is.
 */
export function orderTotal(order: OrderFigures, typedAmount: string): string {
  const amount = finishedDecimal(typedAmount);
  const price = finishedDecimal(order.price);
  if (!isDecimalText(amount)) return '';
  if (order.kind === 'limit') return isDecimalText(price) ? totalOf(price, amount) : '';
  const levels = levelsMet(order);
  if (levels.length === 0) return '';
  return walkValue(levels, amount);
}

/**
 * The amount a `total` makes, rounded down to the step: at a limit order's price, or walking the book for a market
 * order (the most a buy can take for the total, the most a sell can offer for no more than it). Null while it
 * cannot be worked out: the amount then stays as it was.
 */
export function orderAmount(order: OrderFigures, typedTotal: string, step: string): string | null {
  const total = finishedDecimal(typedTotal);
  const price = finishedDecimal(order.price);
  if (!isDecimalText(total)) return null;
  if (order.kind === 'limit') return isDecimalText(price) ? amountForTotal(total, price, step) : null;
  const levels = levelsMet(order);
  if (levels.length === 0) return null;
  return walkAmount(levels, total, step);
}
