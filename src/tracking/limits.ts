// Tracking numbers that SPEC section 9 leaves open (DECISIONS: Tracking). SPEC 9's own values (batch size, loop,
// silence, first-day window, library version) stay in src/config/constants.ts.

/** The upload call of SPEC 7; the caller's buildUrl adds the API prefix rules and the common query. */
export const TRACKING_UPLOAD_PATH = '/v1/buried/log/info';

/** The persisted queue keeps at most this many events... */
export const MAX_QUEUE_EVENTS = 1000;
/** ...and about this many bytes of JSON; past either, the oldest events are dropped and counted. */
export const MAX_QUEUE_BYTES = 1_000_000;

/** One HTTP upload carries at most this many bytes of JSON, under the gateway's 64 KB body limit. */
export const MAX_BATCH_BYTES = 60 * 1024;

/**
 * Browsers refuse a beacon (and a keepalive fetch) once the bodies in flight pass 64 KB, counted together, so a
 * page hide sends at most this much in all.
 */
export const BEACON_MAX_BYTES = 64 * 1024;

/** Queue writes are gathered for this long, so a burst of events costs one storage write. */
export const PERSIST_DELAY_MS = 500;

/** A storage-lease leader that stops renewing (a crashed tab) is replaced after this long. */
export const LEASE_TTL_MS = 5_000;
/** How often the lease is renewed, and how often a waiting tab looks for an expired one. */
export const LEASE_HEARTBEAT_MS = 1_000;

/** A tab's outbox that was fully uploaded and not written for this long belongs to a closed tab. */
export const OUTBOX_IDLE_MS = 60_000;

/** Exposures waiting for their page to become current; past this, the oldest are dropped and counted. */
export const MAX_HELD_EXPOSURES = 100;

/** Back-off after a failed upload: first wait, doubling per failure up to the ceiling, then jittered. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;
/** A Retry-After longer than this is read as this: a wrong header must not silence tracking for days. */
export const RETRY_AFTER_MAX_MS = 10 * 60_000;

/** How long a page hide waits for web-vitals' final values before it flushes without them. */
export const PERFORMANCE_WAIT_MS = 100;
