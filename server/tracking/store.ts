import type { GatewayDatabase } from '../db';
import type { ReceivedTrackingEvent } from './schema';

// Past this many rows the oldest go, which bounds the table whatever is posted. The deduplication window is as
// long: a resend arrives within minutes, not after a hundred thousand newer events.
export const MAX_STORED_TRACKING_EVENTS = 100_000;

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
): StoreOutcome {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO tracking_events
       (event_id, type, event_tracking_id, curr_page, page_status, client_timestamp, device_id, user_id, body, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return db.transaction(() => {
    let accepted = 0;
    for (const event of events) {
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
        JSON.stringify(event),
        receivedAt,
      );
      accepted += changes;
    }
    if (accepted > 0) {
      db.prepare('DELETE FROM tracking_events WHERE id <= (SELECT MAX(id) FROM tracking_events) - ?').run(
        MAX_STORED_TRACKING_EVENTS,
      );
    }
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
  return db.prepare('DELETE FROM tracking_events').run().changes;
}
