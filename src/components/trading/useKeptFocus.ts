import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

interface Place {
  element: HTMLElement;
  /** The row of the table's body it was in (-1 outside the rows), and which of that row's buttons it was. */
  row: number;
  button: number;
}

function placeOf(element: HTMLElement): Place {
  const row = element.closest('tbody > tr');
  if (!row) return { element, row: -1, button: -1 };
  return { element, row: [...(row.parentElement?.children ?? [])].indexOf(row), button: [...row.querySelectorAll('button')].indexOf(element as HTMLButtonElement) };
}

/**
 * Keeps a keyboard user's place in a table of records whose rows go as they act on them (an order cancelled, a
 * position closed), or whose button turns disabled under them (Cancel all once nothing is left): the browser would
 * drop the focus to the page's start. It goes instead to the same button of the row that took the place of the one
 * that went (or of the last row), and with no row left to the panel around the table, which says what is left.
 * Spread `ref` and `onFocus` on the element around the table.
 */
export function useKeptFocus<E extends HTMLElement>(): { ref: RefObject<E | null>; onFocus: (event: FocusEvent<E>) => void; onBlur: (event: FocusEvent<E>) => void } {
  const ref = useRef<E>(null);
  const place = useRef<Place | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    const kept = place.current;
    if (!box || !kept) return;
    const active = document.activeElement;
    const gone = !kept.element.isConnected || (kept.element as HTMLButtonElement).disabled;
    if (!gone) {
      // Rows before it may have gone: its place is counted again.
      if (active === kept.element) place.current = placeOf(kept.element);
      return;
    }
    if (active !== null && active !== document.body && active !== kept.element) return;
    const rows = box.querySelectorAll('tbody > tr');
    const row = kept.row < 0 ? undefined : rows[Math.min(kept.row, rows.length - 1)];
    const buttons = row ? [...row.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')] : [];
    const target = buttons[Math.min(kept.button, buttons.length - 1)] ?? box.closest<HTMLElement>('[tabindex]') ?? box;
    if (target === box && !box.hasAttribute('tabindex')) box.tabIndex = -1;
    target.focus();
    place.current = buttons.includes(target as HTMLButtonElement) ? placeOf(target) : null;
  });
  return {
    ref,
    onFocus: (event) => {
      // A dialog opened from a row hands the focus back to its opener itself.
      if (event.target.closest('[role="dialog"]')) return;
      place.current = event.target instanceof HTMLButtonElement ? placeOf(event.target) : null;
    },
    // Focus taken elsewhere is the trader's own move: nothing is kept for it.
    onBlur: (event) => {
      if (event.relatedTarget !== null && !ref.current?.contains(event.relatedTarget as Node)) place.current = null;
    },
  };
}
