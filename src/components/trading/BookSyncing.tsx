import type { CSSProperties } from 'react';

/** Rows a side the book shows. */
export const BOOK_ROWS = 12;
/** A row's height: the CSS sizes the book by it, and each row is moved to its slot by whole rows of it. */
export const BOOK_ROW_PX = 20;
/** The rows a side holds and their height, for the CSS that sizes the book before its first level arrives. */
export const LEVELS_STYLE = { '--book-rows': BOOK_ROWS, '--book-row': `${BOOK_ROW_PX}px` } as CSSProperties;

/** The book's levels box while it waits for its first book: already its full height, so nothing moves when it comes. */
export function BookSyncing({ label }: { label: string }) {
  return (
    <div className="book__levels" style={LEVELS_STYLE}>
      <p role="status" className="trading-panel__status">{label}</p>
    </div>
  );
}
