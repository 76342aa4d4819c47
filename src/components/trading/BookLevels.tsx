import Big from 'big.js';
import { memo, useDeferredValue, useId, useLayoutEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { BOOK_DEPTH } from '../../config/constants';
import type { Level } from '../../core/trading/contract/primitives';
import { groupPrice } from '../../core/trading/order-math';
import { useAppSelector } from '../../../store/hooks';
import { selectBook, selectRecentTrades } from '../../../store/trading.selectors';
import { BOOK_ROWS as ROWS, BOOK_ROW_PX as ROW_PX, BookSyncing, LEVELS_STYLE } from './BookSyncing';
import { useDecimal } from './useDecimal';

interface Row {
  price: string;
  qty: string;
  /** Cumulative quantity from the spread out, as a share of the side's total (0-1), for the depth bar. */
  depth: number;
}

/**
 * Levels summed into groups of `group` (a multiple of the tick), best first, with cumulative depth. A side the store
 * holds to BOOK_DEPTH levels may go on past them: when its levels end before the rows are full, the farthest group
 * may lack levels the store never held, and it is left out rather than shown too small (a group a side has alone
 * stays: a side with no row would read as one with no orders).
 */
function grouped(levels: readonly Level[], group: string | null, side: 'bids' | 'asks'): Row[] {
  const buckets = new Map<string, Big>();
  for (const [price, qty] of levels) {
    const key = group ? groupPrice(price, group, side) : price;
    buckets.set(key, (buckets.get(key) ?? new Big(0)).plus(qty));
    if (buckets.size > ROWS) break;
  }
  const rows = [...buckets].slice(0, ROWS);
  if (group && buckets.size <= ROWS && levels.length >= BOOK_DEPTH && rows.length > 1) rows.pop();
  const total = rows.reduce((sum, [, qty]) => sum.plus(qty), new Big(0));
  // Amounts are summed exactly; the share is only a bar's length, so a float divides it (a Big division per row
  // per frame cost more than the rest of the book's arithmetic). Rounded, so a change too small to see keeps the row.
  const whole = Number(total.toString());
  let running = new Big(0);
  return rows.map(([price, qty]) => {
    running = running.plus(qty);
    return { price, qty: qty.toString(), depth: whole === 0 ? 0 : Math.round((Number(running.toString()) / whole) * 1e4) / 1e4 };
  });
}

/**
 * One price level. Its props are plain values, so the memo skips a row whose price, amount and depth are what they
 * were: a depth diff usually touches a few levels of one side, and only those rows render again.
 */
const BookRow = memo(function BookRow({
  price,
  qty,
  depth,
  side,
  priceDecimals,
  qtyDecimals,
  onPick,
}: Row & { side: 'bids' | 'asks'; priceDecimals: number; qtyDecimals: number | undefined; onPick: (price: string) => void }) {
  const format = useDecimal();
  // The amount describes its price, so a keyboard arrowing through the prices hears how much is there too.
  const amount = useId();
  return (
    <li className={`book__row book__row--${side}`}>
      <span className="book__bar" aria-hidden="true" style={{ transform: `scaleX(${depth})` }} />
      <button type="button" className="book__price number" tabIndex={-1} aria-describedby={amount} onClick={() => onPick(price)}>
        {format(price, priceDecimals)}
      </button>
      <span className="book__qty number" id={amount}>
        {format(qty, qtyDecimals)}
      </span>
    </li>
  );
});

/**
 * Puts each row of a side in its slot: the rows are stacked in one place and moved down by whole rows with a
 * transform. A level that appears or goes then moves the rows after it without moving their layout box, so a live
 * book makes no layout shift (CLS) and reflows nothing around it. Set after each commit, before the paint, on the
 * rows' own elements: a slot is not one of a row's props, so moving a row is not a reason to render it. The
 * transform is written in pixels rather than through a custom property, which costs Chromium two to three times
 * as much to restyle.
 */
function useRowSlots(fromBottom: boolean): [RefObject<HTMLOListElement | null>, (event: FocusEvent) => void] {
  const list = useRef<HTMLOListElement>(null);
  const focused = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const rows = list.current?.children ?? [];
    for (let index = 0; index < rows.length; index++) {
      const row = rows[index] as HTMLElement;
      const slot = String(fromBottom ? ROWS - 1 - index : index);
      if (row.dataset['slot'] === slot) continue;
      row.dataset['slot'] = slot;
      row.style.transform = `translateY(${Number(slot) * ROW_PX}px)`;
    }
    // A price the keyboard was on whose level went (filled, cancelled, out of the rows) would drop the focus to the
    // page's start: it goes to the price now in that slot, or to the side's list.
    const active = document.activeElement;
    const lost = focused.current;
    if (lost && !lost.isConnected && (active === null || active === document.body)) {
      const slot = (lost.parentElement as HTMLElement | null)?.dataset['slot'];
      const row = [...rows].find((each) => (each as HTMLElement).dataset['slot'] === slot);
      (row?.querySelector<HTMLElement>('.book__price') ?? list.current)?.focus();
    }
    focused.current = list.current?.contains(document.activeElement) ? document.activeElement : null;
  });
  return [list, (event) => void (focused.current = event.target)];
}

const KEY_STEPS: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * A side of the book is one Tab stop, not twelve: the list takes the focus, and the arrow keys (Home, End) move it
 * over its prices in the order they are seen, top to bottom; Enter or Space on a price puts it in the form. The
 * rows' slots, not their order in the DOM, say where each is seen.
 */
function movePriceFocus(event: KeyboardEvent<HTMLOListElement>): void {
  const step = KEY_STEPS[event.key];
  if (!step) return;
  event.preventDefault();
  const prices = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.book__price')].sort(
    (a, b) => Number(a.parentElement?.dataset['slot']) - Number(b.parentElement?.dataset['slot']),
  );
  if (prices.length === 0) return;
  const current = prices.indexOf(document.activeElement as HTMLButtonElement);
  const next = current < 0 ? (event.key === 'ArrowUp' || event.key === 'End' ? prices.length - 1 : 0) : step(current, prices.length - 1);
  prices[next]?.focus();
}

/**
 * The last trade between the asks and the bids, as exchanges show it: its price in the colour of the side that took
 * it, with an arrow. Its own component, so a trades frame renders this line and not the book.
 */
const BookLastTrade = memo(function BookLastTrade({ priceDecimals, label }: { priceDecimals: number; label: string }) {
  const last = useAppSelector(selectRecentTrades)[0];
  const format = useDecimal();
  if (!last) return <span className="book__last">—</span>;
  const side = last.takerSide === 'buy' ? 'up' : 'down';
  return (
    <span className={`book__last ${side}`}>
      <span className="visually-hidden">{label}: </span>
      {format(last.price, priceDecimals)}
      <span aria-hidden="true">{side === 'up' ? ' ↑' : ' ↓'}</span>
    </span>
  );
});

export interface LevelsProps {
  group: string | null;
  priceDecimals: number;
  /** The symbol's own decimals, for the last trade (the levels take the grouping's). */
  tradeDecimals: number;
  qtyDecimals: number | undefined;
  onPick: (price: string) => void;
  labels: { syncing: string; asks: string; bids: string; spread: string; last: string };
}

/**
 * The live part of the book: the only one that reads the book, so a stream frame renders the levels and not the
 * panel around them. Its texts come in as props, looked up once by the panel rather than on every frame.
 */
export const BookLevels = memo(function BookLevels({ group, priceDecimals, tradeDecimals, qtyDecimals, onPick, labels }: LevelsProps) {
  // Deferred: a stream frame first renders this with the book it had (its memoised rows skip), then React renders
  // the new book as a transition, in slices that yield to input and to the next frame.
  const book = useDeferredValue(useAppSelector(selectBook));
  const format = useDecimal();
  const asks = useMemo(() => (book ? grouped(book.asks, group, 'asks') : []), [book, group]);
  const bids = useMemo(() => (book ? grouped(book.bids, group, 'bids') : []), [book, group]);
  const spread = asks[0] && bids[0] ? new Big(asks[0].price).minus(bids[0].price).toString() : null;
  // The best ask sits next to the spread, at the bottom of its side.
  const [askList, askFocus] = useRowSlots(true);
  const [bidList, bidFocus] = useRowSlots(false);
  if (!book) return <BookSyncing label={labels.syncing} />;
  return (
    <div className="book__levels" style={LEVELS_STYLE}>
      <ol ref={askList} className="book__side book__side--asks" aria-label={labels.asks} tabIndex={0} onKeyDown={movePriceFocus} onFocus={askFocus}>
        {asks.map((row) => (
          <BookRow key={row.price} {...row} side="asks" priceDecimals={priceDecimals} qtyDecimals={qtyDecimals} onPick={onPick} />
        ))}
      </ol>
      <p className="book__spread number">
        <BookLastTrade priceDecimals={tradeDecimals} label={labels.last} />
        <span>
          {labels.spread}: {spread === null ? '—' : format(spread, priceDecimals)}
        </span>
      </p>
      <ol ref={bidList} className="book__side book__side--bids" aria-label={labels.bids} tabIndex={0} onKeyDown={movePriceFocus} onFocus={bidFocus}>
        {bids.map((row) => (
          <BookRow key={row.price} {...row} side="bids" priceDecimals={priceDecimals} qtyDecimals={qtyDecimals} onPick={onPick} />
        ))}
      </ol>
    </div>
  );
});
