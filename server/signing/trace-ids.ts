// The trace ids (`uhti`) of accepted signed calls, remembered while their `tm` is inside the time window, so a
// captured call cannot be sent again: its signature covers the trace id, and the id is refused the second time.
// The signature covers only the first 8 digits of `tm`, so a capture passes the time check with any `tm` of the same
// 100 s: an id is kept until the last of those is out of the window (lastTimeSignedAlike); after that the time check
// alone refuses the capture, so an id is forgotten then (within a minute). Memory is bounded by
// `capacity`: past it, new signed calls are refused (429) until ids expire, rather than forgetting ids early and
// letting captures through. Only calls whose signature verified are claimed, so a flood needs a logged-in
// session and a key, and the per-address limits cap each sender.
import { SIGN_WINDOW_MS } from './sign-config';
import { lastTimeSignedAlike } from './verify-request';

export type ClaimResult = 'fresh' | 'replayed' | 'full';

/** About 100 bytes per id; a million is some 100 MB, ~1,600 signed calls a second for ten minutes. */
export const DEFAULT_TRACE_ID_CAPACITY = 1_000_000;
// Ids are grouped by the minute in which they may be forgotten, one Set per group, so expiry drops a whole Set at
// once. One Set of every id, emptied id by id, paused the event loop for 2.5-5 ms of CPU (13 ms once) every ten
// seconds at 1,000 signed calls a second: 10,000 deletes from a Set of 300,000. A claim now asks each of the window's
// six or seven groups instead, a few µs more per call; an id may be kept up to a minute past its window (memory only).
const BUCKET_MS = 60_000;

export class TraceIdRegistry {
  /** Group (tm + window in whole BUCKET_MS) -> the ids in it; some seven entries. */
  private readonly buckets = new Map<number, Set<string>>();
  /** The same Sets as an array, for the lookup every claim makes (no iterator per call). */
  private groups: Set<string>[] = [];
  private count = 0;
  private nextSweep = 0;

  constructor(
    private readonly capacity: number = DEFAULT_TRACE_ID_CAPACITY,
    private readonly windowMs: number = SIGN_WINDOW_MS,
  ) {}

  get size(): number {
    return this.count;
  }

  /**
   * Records `traceId` of a call signed at `tm` (already checked to be within the window of `now`): 'fresh' the
   * first time, 'replayed' after, 'full' when no more ids fit.
   */
  claim(traceId: string, tm: number, now: number): ClaimResult {
    if (now >= this.nextSweep) this.sweep(now);
    // Any group: the same id sent again with another signed time is a replay too.
    const groups = this.groups;
    for (let i = 0; i < groups.length; i += 1) if (groups[i]!.has(traceId)) return 'replayed';
    if (this.count >= this.capacity) return 'full';
    const bucket = Math.floor((lastTimeSignedAlike(tm) + this.windowMs) / BUCKET_MS);
    const ids = this.buckets.get(bucket);
    if (ids === undefined) {
      this.buckets.set(bucket, new Set([traceId]));
      this.groups = [...this.buckets.values()];
    } else ids.add(traceId);
    this.count += 1;
    return 'fresh';
  }

  /** Every id remembered, with its group: what a stopping gateway hands to its next start (signed-call-memory.ts). */
  *remembered(): IterableIterator<readonly [traceId: string, group: number]> {
    for (const [group, ids] of this.buckets) for (const id of ids) yield [id, group];
  }

  /**
   * Remembers an id a previous run of the gateway accepted, in the group it had there; one whose group has passed by
   * `now` is not taken (the time check refuses its call by itself). Taken even past the capacity: forgetting one would
   * reopen its replay, so new calls wait for room instead ('full'). True when taken.
   */
  restore(traceId: string, group: number, now: number): boolean {
    if ((group + 1) * BUCKET_MS <= now) return false;
    const ids = this.buckets.get(group);
    if (ids === undefined) {
      this.buckets.set(group, new Set([traceId]));
      this.groups = [...this.buckets.values()];
    } else if (ids.has(traceId)) return false;
    else ids.add(traceId);
    this.count += 1;
    return true;
  }

  /** Milliseconds until the next group of ids may be forgotten: when a full registry has room again. */
  msUntilRoom(now: number): number {
    if (this.buckets.size === 0) return 0;
    const oldest = Math.min(...this.buckets.keys());
    return Math.max(0, (oldest + 1) * BUCKET_MS - now);
  }

  // An id must be kept while t + window >= now for the last t signed alike (the time check would still accept its
  // call re-timed to t); a group holds the ids whose t + window falls inside it, so it goes once its last millisecond has passed: one Map delete, however
  // many ids it holds (the Set is left to the garbage collector).
  private sweep(now: number): void {
    for (const [bucket, ids] of this.buckets) {
      if ((bucket + 1) * BUCKET_MS > now) continue;
      this.count -= ids.size;
      this.buckets.delete(bucket);
    }
    this.groups = [...this.buckets.values()];
    this.nextSweep = (Math.floor(now / BUCKET_MS) + 1) * BUCKET_MS;
  }
}
