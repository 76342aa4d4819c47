// The Retry-After header (RFC 9110 10.2.3): delay seconds or an HTTP date. Read by the tracker (how long to hold
// uploads) and by the request layer (how long the user must wait after a 429).

const NUMBER_LIKE = /^[+-]?[\d.]+$/;

/** The wait Retry-After asks for, in ms from `now` (never negative); undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  // An empty or blank value is neither digits nor a date: undefined below.
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // A signed or fractional number is neither delay seconds (digits only) nor a date, though Date.parse reads
  // "-5" as the year -5 and "1.5" as a day of 2001: without this, a broken "-5" would mean "retry now".
  if (NUMBER_LIKE.test(text)) return undefined;
  const ms = Date.parse(text) - now;
  if (Number.isNaN(ms)) return undefined;
  return Math.max(ms, 0);
}
