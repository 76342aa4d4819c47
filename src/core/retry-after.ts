// The Retry-After header (RFC 9110 10.2.3): delay seconds or an HTTP date. Read by the tracker (how long to hold
// uploads) and by the request layer (how long the user must wait after a 429).

/** The wait Retry-After asks for, in ms from `now` (never negative); undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (Number.isNaN(ms)) return undefined;
  return Math.max(ms, 0);
}
