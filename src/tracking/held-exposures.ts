// Exposure events made for a page that is not current yet (SPEC 4): kept aside until that page is shown, at most
// `limit` in all, the oldest dropped first.
import type { TrackingEvent } from './event';

export interface HeldExposures {
  /** Keeps `event` for `page`; answers how many old events were dropped to stay within the limit. */
  hold(page: string, event: TrackingEvent): number;
  /** The events held for `page`, oldest first, no longer held. */
  release(page: string): TrackingEvent[];
}

export function createHeldExposures(limit: number): HeldExposures {
  const held = new Map<string, TrackingEvent[]>();
  let count = 0;
  return {
    hold(page, event) {
      const list = held.get(page);
      if (list) list.push(event);
      else held.set(page, [event]);
      count++;
      let dropped = 0;
      while (count > limit) {
        const [oldestPage, oldest] = held.entries().next().value as [string, TrackingEvent[]];
        oldest.shift();
        if (oldest.length === 0) held.delete(oldestPage);
        count--;
        dropped++;
      }
      return dropped;
    },
    release(page) {
      const list = held.get(page);
      if (!list) return [];
      held.delete(page);
      count -= list.length;
      return list;
    },
  };
}
