// Outgoing parameters are cleaned before they are sent (SPEC 5): strings trimmed, dates formatted. Both walk
// plain objects and arrays only, copy instead of mutating (the caller may reuse its object, and it may be frozen
// state), keep cycles as cycles instead of recursing forever, and leave FormData, Blob, File and other class
// instances untouched.
import { isPlainObject } from './plain-object';

/** The wire format of dates: year-month-day hour:minute in the user's local time (SPEC 5). */
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm';

type Leaf = (value: unknown) => unknown;

interface Walk {
  readonly leaf: Leaf;
  /** Objects handled as a whole even when they look like plain records (moment-like dates). */
  readonly isAtom?: (value: unknown) => boolean;
  readonly copies: Map<object, unknown>;
}

// defineProperty, so a `__proto__` key is copied as data instead of replacing the copy's prototype.
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function mapLeaves(value: unknown, walk: Walk): unknown {
  const { leaf, isAtom, copies } = walk;
  if (isAtom?.(value)) return leaf(value);
  if (Array.isArray(value)) {
    const known = copies.get(value);
    if (known !== undefined) return known;
    const copy: unknown[] = [];
    copies.set(value, copy);
    for (const item of value) copy.push(mapLeaves(item, walk));
    return copy;
  }
  if (isPlainObject(value)) {
    const known = copies.get(value);
    if (known !== undefined) return known;
    const copy: Record<string, unknown> = Object.getPrototypeOf(value) === null ? Object.create(null) : {};
    copies.set(value, copy);
    for (const key of Object.keys(value)) setOwn(copy, key, mapLeaves(value[key], walk));
    return copy;
  }
  return leaf(value);
}

/** A copy of `value` with every string in its plain objects and arrays trimmed. */
export function trimParams<T>(value: T): T {
  return mapLeaves(value, {
    leaf: (leaf) => (typeof leaf === 'string' ? leaf.trim() : leaf),
    copies: new Map(),
  }) as T;
}

interface MomentLike {
  format(pattern: string): unknown;
  isValid(): unknown;
}

function isMomentLike(value: unknown): value is MomentLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<'format' | 'isValid', unknown>>;
  return typeof candidate.format === 'function' && typeof candidate.isValid === 'function';
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** `date` as 'YYYY-MM-DD HH:mm' in local time, or null for an invalid date. */
export function formatDate(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  return (
    `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

function formatMoment(value: MomentLike): string | null {
  // A third-party date object is foreign code: a throwing or odd implementation must not break the request.
  try {
    if (value.isValid() !== true) return null;
    const text = value.format(DATE_FORMAT);
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

/**
 * A copy of `value` where every Date and moment-like date (an object with `format` and `isValid`) is replaced by
 * its 'YYYY-MM-DD HH:mm' text; invalid dates become null, so the server sees "no date" rather than "NaN".
 */
export function formatDates(value: unknown): unknown {
  return mapLeaves(value, {
    leaf: (leaf) => {
      if (leaf instanceof Date) return formatDate(leaf);
      if (isMomentLike(leaf)) return formatMoment(leaf);
      return leaf;
    },
    isAtom: isMomentLike,
    copies: new Map(),
  });
}
