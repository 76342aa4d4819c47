import type { KeyboardEvent } from 'react';

/** How far each key moves along a row: a step, or `null` for the first (Home) or last (End) item. */
export type RowKeys = Readonly<Record<string, number | null>>;

/** The tabs pattern: left and right along the row, Home and End to its ends. */
export const TAB_KEYS: RowKeys = { ArrowRight: 1, ArrowLeft: -1, Home: null, End: null };

/** The radio group pattern: right or down to the next, left or up to the previous. */
export const RADIO_KEYS: RowKeys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * For a key pressed in a row of `count` items whose current one is `current`: the index it moves to (wrapping at the
 * ends), or undefined for a key the row leaves alone. Left and right are mirrored in a right-to-left page, as the
 * row is drawn; up and down are not.
 */
export function rowTarget(event: KeyboardEvent<HTMLElement>, keys: RowKeys, current: number, count: number): number | undefined {
  const step = keys[event.key];
  if (step === undefined) return undefined;
  if (step === null) return event.key === 'Home' ? 0 : count - 1;
  const horizontal = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
  const rtl = horizontal && event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
  return (current + (rtl ? -step : step) + count) % count;
}
