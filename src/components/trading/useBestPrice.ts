import { useCallback } from 'react';
import { useAppStore } from '../../../store/hooks';
import type { RootState } from '../../../store/root-reducer';
import { selectBook } from '../../../store/trading.selectors';

/** The price a market order of `side` would meet first: the best ask for a buy, the best bid for a sell; null while the book is not trusted. */
function bestPriceOf(state: RootState, side: 'buy' | 'sell'): string | null {
  const book = selectBook(state);
  return (side === 'buy' ? book?.asks[0]?.[0] : book?.bids[0]?.[0]) ?? null;
}

/**
 * Reads the best price when the trader acts (types an amount, moves the slider, places the order) rather than
 * subscribing to it: the top of the book moves many times a second, and a form that showed none of those moves
 * would otherwise render again for each one.
 */
export function useBestPriceReader(): (side: 'buy' | 'sell') => string | null {
  const store = useAppStore();
  return useCallback((side) => bestPriceOf(store.getState(), side), [store]);
}
