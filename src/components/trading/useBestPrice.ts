import { useAppSelector } from '../../../store/hooks';
import { selectBook } from '../../../store/trading.selectors';

/**
 * The price a market order of `side` would meet first: the best ask for a buy, the best bid for a sell; null
 * while the book is not trusted. A string, so a form that reads it renders again only when that price moves, not
 * on every change of the book.
 */
export function useBestPrice(side: 'buy' | 'sell'): string | null {
  return useAppSelector((state) => {
    const book = selectBook(state);
    return (side === 'buy' ? book?.asks[0]?.[0] : book?.bids[0]?.[0]) ?? null;
  });
}
