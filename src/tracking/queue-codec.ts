// What the tracking queue reads back from storage, checked: stored events, the leader's cursors, and the UTF-8
// size of the JSON it writes. Anything another tab, an older version or a user left there may be wrong.
import { isEventType, isValidTrackingId } from './event';
import type { TrackingEvent } from './event';

/** Per follower tab: the highest outbox number the leader took over, and when the receipt was last used. */
export type Cursors = Record<string, [number, number]>;

/** A cursor unused for this long belongs to a tab long gone. */
export const CURSOR_KEEP_MS = 24 * 60 * 60 * 1000;

/** Bytes of `text` in UTF-8, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

export function isStoredEvent(value: unknown): value is TrackingEvent {
  const event = value as Partial<TrackingEvent> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.event_id === 'string' &&
    isEventType(event.type) &&
    isValidTrackingId(event.event_tracking_id)
  );
}

/** The JSON value of `raw`, or undefined when there is none or it is not JSON. */
export function parseStored(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function parseCursors(raw: string | null): Cursors {
  const value = parseStored(raw);
  const cursors: Cursors = {};
  if (typeof value !== 'object' || value === null) return cursors;
  for (const [tab, entry] of Object.entries(value)) {
    if (Array.isArray(entry) && typeof entry[0] === 'number' && typeof entry[1] === 'number') {
      cursors[tab] = [entry[0], entry[1]];
    }
  }
  return cursors;
}
