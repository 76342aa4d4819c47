// The trace ids (`uhti`) of accepted signed calls, remembered while their `tm` is inside the time window, so a
// captured call cannot be sent again: its signature covers the trace id, and the id is refused the second time.
// After the window the time check alone refuses the capture, so an id is forgotten then. Memory is bounded by
// `capacity`: past it, new signed calls are refused (429) until ids expire, rather than forgetting ids early and
// letting captures through. Only calls whose signature verified are claimed, so a flood needs a logged-in
// session and a key, and the per-address limits cap each sender.
import { SIGN_WINDOW_MS } from './sign-config';

export type ClaimResult = 'fresh' | 'replayed' | 'full';

/** About 100 bytes per id; a million is some 100 MB, ~1,600 signed calls a second for ten minutes. */
export const DEFAULT_TRACE_ID_CAPACITY = 1_000_000;
// Ids are grouped by when they may be forgotten, so expiry drops whole groups instead of scanning ids.
const BUCKET_MS = 10_000;

export class TraceIdRegistry {
  private readonly seen = new Set<string>();
  private readonly buckets = new Map<number, string[]>();
  private nextSweep = 0;

  constructor(
    private readonly capacity: number = DEFAULT_TRACE_ID_CAPACITY,
    private readonly windowMs: number = SIGN_WINDOW_MS,
  ) {}

  get size(): number {
    return this.seen.size;
  }

  /**
   * Records `traceId` of a call signed at `tm` (already checked to be within the window of `now`): 'fresh' the
   * first time, 'replayed' after, 'full' when no more ids fit.
   */
  claim(traceId: string, tm: number, now: number): ClaimResult {
    if (now >= this.nextSweep) this.sweep(now);
    if (this.seen.has(traceId)) return 'replayed';
    if (this.seen.size >= this.capacity) return 'full';
    this.seen.add(traceId);
    const bucket = Math.floor((tm + this.windowMs) / BUCKET_MS);
    const ids = this.buckets.get(bucket);
    if (ids === undefined) this.buckets.set(bucket, [traceId]);
    else ids.push(traceId);
    return 'fresh';
  }

  /** Milliseconds until the next group of ids may be forgotten: when a full registry has room again. */
  msUntilRoom(now: number): number {
    if (this.buckets.size === 0) return 0;
    const oldest = Math.min(...this.buckets.keys());
    return Math.max(0, (oldest + 1) * BUCKET_MS - now);
  }

  // An id must be kept while tm + window >= now (the time check would still accept its call); a bucket holds
  // the ids whose tm + window falls inside it, so it goes once its last millisecond has passed.
  private sweep(now: number): void {
    for (const [bucket, ids] of this.buckets) {
      if ((bucket + 1) * BUCKET_MS > now) continue;
      for (const id of ids) this.seen.delete(id);
      this.buckets.delete(bucket);
    }
    this.nextSweep = (Math.floor(now / BUCKET_MS) + 1) * BUCKET_MS;
  }
}
