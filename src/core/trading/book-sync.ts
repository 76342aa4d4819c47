// The resync procedure of docs/protocol.md ("Keeping a local book right", steps 1-5) as a pure state: diffs are
// buffered until a snapshot arrives, those the snapshot already holds are dropped, the rest are applied after it.
// The market-stream machine holds one of these and asks for a snapshot whenever `needsSnapshot` comes back true.
import type { DepthDiff, DepthSnapshot } from './contract/market-data';
import { applyDiff, bookFromSnapshot, type LocalBook } from './order-book';

/**
 * Diffs kept while waiting for a snapshot. At 20 changes a second this is well over a minute; past it the oldest
 * are dropped, and the next snapshot, being newer than what is left, still lines up.
 */
export const MAX_BUFFERED_DIFFS = 2_000;

export type BookSync =
  /** Waiting for a snapshot; the diffs received meanwhile, oldest first. */
  | { readonly status: 'buffering'; readonly buffer: readonly DepthDiff[] }
  /** The book is right up to `book.lastUpdateId`. */
  | { readonly status: 'synced'; readonly book: LocalBook };

export interface SyncStep {
  readonly sync: BookSync;
  /** True when the caller must fetch a (new) snapshot and hand it to `receiveSnapshot`. */
  readonly needsSnapshot: boolean;
}

/** A fresh start (a new socket, or after a gap): nothing trusted, diffs to be buffered. */
export function startSync(): BookSync {
  return { status: 'buffering', buffer: [] };
}

function buffered(buffer: readonly DepthDiff[], diff: DepthDiff): readonly DepthDiff[] {
  // The newest MAX_BUFFERED_DIFFS - 1 (all of them while fewer), then the new one.
  const next = buffer.slice(1 - MAX_BUFFERED_DIFFS);
  next.push(diff);
  return next;
}

/** Applies `diffs` in order to `book`; a gap drops the book and buffers the diffs from the one that showed it. */
function applyAll(book: LocalBook, diffs: readonly DepthDiff[]): SyncStep {
  let current = book;
  for (let index = 0; index < diffs.length; index++) {
    const outcome = applyDiff(current, diffs[index]!);
    if (outcome.kind === 'gap') {
      return { sync: { status: 'buffering', buffer: diffs.slice(index) }, needsSnapshot: true };
    }
    current = outcome.book;
  }
  return { sync: { status: 'synced', book: current }, needsSnapshot: false };
}

/** Step 1 and 5: buffer while waiting; apply when synced; a hole drops the book and asks for a snapshot. */
export function receiveDiff(sync: BookSync, diff: DepthDiff): SyncStep {
  if (sync.status === 'buffering') return { sync: { status: 'buffering', buffer: buffered(sync.buffer, diff) }, needsSnapshot: false };
  return applyAll(sync.book, [diff]);
}

/**
 * Steps 2-4: a snapshot older than the buffered stream, or one that leaves a hole before the first buffered diff,
 * is not enough (`needsSnapshot` again); otherwise it becomes the book and the buffered diffs after it are applied.
 * A snapshot that arrives while already synced (a late answer) changes nothing.
 */
export function receiveSnapshot(sync: BookSync, snapshot: Pick<DepthSnapshot, 'lastUpdateId' | 'bids' | 'asks'>): SyncStep {
  if (sync.status === 'synced') return { sync, needsSnapshot: false };
  const first = sync.buffer[0];
  if (first !== undefined && snapshot.lastUpdateId < first.U - 1) return { sync, needsSnapshot: true };
  // The buffered diffs the snapshot already holds are stale to applyDiff, which leaves the book as it is.
  return applyAll(bookFromSnapshot(snapshot), sync.buffer);
}
