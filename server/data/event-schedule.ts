/**
 * Event dates. The seeded events recur on a 30-day cycle divided into three 10-day slots, one event per slot, so
 * a gateway shows a live, an upcoming and an ended event whatever the date, and each one's status changes as
 * the clock runs: upcoming for ten days, live for ten, ended for ten, then upcoming again.
 */

export type EventStatus = 'upcoming' | 'live' | 'ended';
export type EventSlot = 0 | 1 | 2;

export interface EventWindow {
  /** ms since the epoch, inclusive. */
  startsAt: number;
  /** ms since the epoch, exclusive. */
  endsAt: number;
}

const DAY = 86_400_000;
export const EVENT_LENGTH = 10 * DAY;
export const EVENT_CYCLE = 3 * EVENT_LENGTH;
// A Monday at midnight UTC, so every event starts and ends at midnight UTC.
const CYCLE_ORIGIN = Date.UTC(2026, 0, 5);

/**
 * The run of the event in `slot` that is shown at `now`: the current one while it is live and for one slot
 * length after it ends, otherwise the next one.
 */
export function eventWindow(slot: EventSlot, now: number): EventWindow {
  const elapsed = now - CYCLE_ORIGIN - slot * EVENT_LENGTH;
  const intoCycle = ((elapsed % EVENT_CYCLE) + EVENT_CYCLE) % EVENT_CYCLE;
  const startsAt = now - intoCycle + (intoCycle < 2 * EVENT_LENGTH ? 0 : EVENT_CYCLE);
  return { startsAt, endsAt: startsAt + EVENT_LENGTH };
}

export function eventStatus({ startsAt, endsAt }: EventWindow, now: number): EventStatus {
  if (now < startsAt) return 'upcoming';
  return now < endsAt ? 'live' : 'ended';
}
