import type { GatewayDatabase } from '../db';
import type { ReceivedTrackingEvent } from './schema';

// Past this many rows, or this many bytes of stored events, the oldest go, which bounds the table whatever is
// posted: rows alone did not (100,000 rows of up to 64 KB each is some 6 GB). The deduplication window is as long:
// a resend arrives within minutes, not after a hundred thousand newer events.
export const MAX_STORED_TRACKING_EVENTS = 100_000;
export const MAX_STORED_TRACKING_BYTES = 64 * 1024 * 1024;

export interface StoreLimits {
  readonly maxEvents: number;
  readonly maxBytes: number;
}

export const DEFAULT_STORE_LIMITS: StoreLimits = {
  maxEvents: MAX_STORED_TRACKING_EVENTS,
  maxBytes: MAX_STORED_TRACKING_BYTES,
};

// The stored bytes per database, counted once and then kept up to date, so a cap check costs no table scan.
const storedBytes = new WeakMap<GatewayDatabase, number>();

function currentBytes(db: GatewayDatabase): number {
  let bytes = storedBytes.get(db);
  if (bytes === undefined) {
    const row = db.prepare('SELECT COALESCE(SUM(length(CAST(body AS BLOB))), 0) AS bytes FROM tracking_events').get();
    bytes = (row as { bytes: number }).bytes;
    storedBytes.set(db, bytes);
  }
  return bytes;
}

/** Drops the oldest rows until the store is within `limits` again. */
function evictOldest(db: GatewayDatabase, limits: StoreLimits): void {
  let bytes = currentBytes(db);
  const byCount = db
    .prepare(
      `SELECT COALESCE(SUM(length(CAST(body AS BLOB))), 0) AS bytes, MAX(id) AS last FROM tracking_events
       WHERE id <= (SELECT MAX(id) FROM tracking_events) - ?`,
    )
    .get(limits.maxEvents) as { bytes: number; last: number | null };
  if (byCount.last !== null) {
    db.prepare('DELETE FROM tracking_events WHERE id <= ?').run(byCount.last);
    bytes -= byCount.bytes;
  }
  if (bytes > limits.maxBytes) {
    // Oldest first, in pages, until enough is freed; the newest event always stays.
    const page = db.prepare(
      'SELECT id, length(CAST(body AS BLOB)) AS size FROM tracking_events WHERE id > ? ORDER BY id LIMIT 500',
    );
    let after = 0;
    let cut: number | undefined;
    outer: while (bytes > limits.maxBytes) {
      const rows = page.all(after) as Array<{ id: number; size: number }>;
      if (rows.length <= 1) break;
      for (const row of rows) {
        if (bytes <= limits.maxBytes) break outer;
        bytes -= row.size;
        cut = row.id;
        after = row.id;
      }
    }
    if (cut !== undefined) db.prepare('DELETE FROM tracking_events WHERE id <= ?').run(cut);
  }
  storedBytes.set(db, bytes);
}

export interface StoreOutcome {
  /** Events stored now. */
  accepted: number;
  /** Events whose id was already stored (or repeated within the batch). */
  duplicates: number;
}

export function storeTrackingEvents(
  db: GatewayDatabase,
  events: readonly ReceivedTrackingEvent[],
  userId: string | null,
  receivedAt: number = Date.now(),
  limits: StoreLimits = DEFAULT_STORE_LIMITS,
): StoreOutcome {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO tracking_events
       (event_id, type, event_tracking_id, curr_page, page_status, client_timestamp, device_id, user_id, body, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return db.transaction(() => {
    let accepted = 0;
    let bytes = currentBytes(db);
    for (const event of events) {
      const body = JSON.stringify(event);
      const { changes } = insert.run(
        // UUIDs differ by case only in how they were written.
        event.event_id.toLowerCase(),
        event.type,
        event.event_tracking_id,
        event.curr_page ?? null,
        event.page_status ?? null,
        event.timestamp,
        event.device_id ?? null,
        userId,
        body,
        receivedAt,
      );
      accepted += changes;
      if (changes > 0) bytes += Buffer.byteLength(body);
    }
    storedBytes.set(db, bytes);
    if (accepted > 0) evictOldest(db, limits);
    return { accepted, duplicates: events.length - accepted };
  })();
}

export interface ListedTrackingEvent {
  id: number;
  event_id: string;
  type: string;
  event_tracking_id: string;
  curr_page: string | null;
  page_status: string | null;
  timestamp: number;
  user_id: string | null;
  received_at: number;
  /** The event as received. */
  event: Record<string, unknown>;
}

interface TrackingRow {
  id: number;
  event_id: string;
  type: string;
  event_tracking_id: string;
  curr_page: string | null;
  page_status: string | null;
  client_timestamp: number;
  user_id: string | null;
  body: string;
  received_at: number;
}

/** The newest `limit` events, oldest first (newest last). */
export function listTrackingEvents(db: GatewayDatabase, limit: number): ListedTrackingEvent[] {
  const rows = db
    .prepare('SELECT * FROM (SELECT * FROM tracking_events ORDER BY id DESC LIMIT ?) ORDER BY id')
    .all(limit) as TrackingRow[];
  return rows.map((row) => ({
    id: row.id,
    event_id: row.event_id,
    type: row.type,
    event_tracking_id: row.event_tracking_id,
    curr_page: row.curr_page,
    page_status: row.page_status,
    timestamp: row.client_timestamp,
    user_id: row.user_id,
    received_at: row.received_at,
    event: JSON.parse(row.body) as Record<string, unknown>,
  }));
}

export function clearTrackingEvents(db: GatewayDatabase): number {
  storedBytes.set(db, 0);
  return db.prepare('DELETE FROM tracking_events').run().changes;
}
