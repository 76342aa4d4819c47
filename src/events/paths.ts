// The events site's addresses. events.html is served for every path under EVENTS_BASE.

export const EVENTS_BASE = '/events';

/** The page of one event. */
export function eventPath(id: string): string {
  return `${EVENTS_BASE}/${encodeURIComponent(id)}`;
}
