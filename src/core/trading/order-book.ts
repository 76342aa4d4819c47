// The client's copy of one symbol's order book, kept right by the rules of docs/protocol.md "Keeping a local book
// right": a REST snapshot at an update id, then depth diffs applied in update-id order. Levels are keyed by their
// canonical price text, so no price ever passes through a binary float.
import type { DepthDiff, DepthSnapshot } from './contract/market-data';
import type { Level } from './contract/primitives';
import { canonicalDecimal, compareCanonical, isZeroDecimal } from './decimal-text';

export interface LocalBook {
  readonly lastUpdateId: number;
  /** Price -> quantity, both canonical decimal text. */
  readonly bids: ReadonlyMap<string, string>;
  readonly asks: ReadonlyMap<string, string>;
}

export type DiffOutcome =
  /** Applied: the book moved to the diff's last update id. */
  | { readonly kind: 'applied'; readonly book: LocalBook }
  /** Old news: every update of the diff is already in the book. */
  | { readonly kind: 'stale'; readonly book: LocalBook }
  /** Updates between the book and the diff are missing: the book can no longer be trusted. */
  | { readonly kind: 'gap'; readonly book: LocalBook };

function levels(side: readonly Level[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const [price, qty] of side) if (!isZeroDecimal(qty)) map.set(canonicalDecimal(price), canonicalDecimal(qty));
  return map;
}

function withChanges(side: ReadonlyMap<string, string>, changes: readonly Level[]): ReadonlyMap<string, string> {
  if (changes.length === 0) return side;
  const next = new Map(side);
  for (const [price, qty] of changes) {
    const key = canonicalDecimal(price);
    // Removing a level the book does not hold is normal (the protocol says so): nothing to do.
    if (isZeroDecimal(qty)) next.delete(key);
    else next.set(key, canonicalDecimal(qty));
  }
  return next;
}

/** A book that is exactly the snapshot. A new snapshot always replaces a book; it is never merged into one. */
export function bookFromSnapshot(snapshot: Pick<DepthSnapshot, 'lastUpdateId' | 'bids' | 'asks'>): LocalBook {
  return { lastUpdateId: snapshot.lastUpdateId, bids: levels(snapshot.bids), asks: levels(snapshot.asks) };
}

/** Whether `diff` follows `book` without a hole, is old, or shows that updates were missed. */
export function classifyDiff(book: Pick<LocalBook, 'lastUpdateId'>, diff: Pick<DepthDiff, 'U' | 'u'>): DiffOutcome['kind'] {
  if (diff.u <= book.lastUpdateId) return 'stale';
  if (diff.U > book.lastUpdateId + 1) return 'gap';
  return 'applied';
}

/** The book after `diff` (quantities are absolute; "0" removes a level), or why it was not applied. */
export function applyDiff(book: LocalBook, diff: DepthDiff): DiffOutcome {
  const kind = classifyDiff(book, diff);
  if (kind !== 'applied') return { kind, book };
  return {
    kind,
    book: { lastUpdateId: diff.u, bids: withChanges(book.bids, diff.bids), asks: withChanges(book.asks, diff.asks) },
  };
}

/** The best `depth` levels of each side, as the store keeps them: bids highest first, asks lowest first. */
export function topLevels(book: LocalBook, depth: number): { bids: Level[]; asks: Level[] } {
  // The keys are canonical (levels() and withChanges() make them so), so they compare without re-canonicalising.
  const sorted = (side: ReadonlyMap<string, string>, direction: 1 | -1): Level[] =>
    [...side.entries()]
      .sort(([a], [b]) => direction * compareCanonical(a, b))
      .slice(0, depth)
      .map(([price, qty]) => [price, qty]);
  return { bids: sorted(book.bids, -1), asks: sorted(book.asks, 1) };
}
