// One retry discipline for every background fetch (sign config, rates, domain and client common config): each
// failure doubles the waiting window from 1 s up to a 60 s cap, and a random point of the window's upper half is
// chosen, so tabs that failed together do not retry together. The lower half is left out on purpose: with a window
// that starts at 0 (AWS's "full jitter") an unlucky run of draws retries back to back, and a failing endpoint must
// never get more than a handful of requests a minute from one tab, whatever the draws.
// Machines use it as a named `after` delay, sagas as the argument of `delay`.

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/** The window after `failures` consecutive failures (1 for the first): 1 s, 2 s, 4 s ... at most 60 s. */
export function backoffWindow(failures: number): number {
  const count = Number.isFinite(failures) ? Math.floor(failures) : 1;
  const doublings = Math.max(0, Math.min(count - 1, 16));
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** doublings);
}

/**
 * How long to wait before the next attempt after `failures` consecutive failures: between half of the window and
 * all of it. `random` is injectable so tests can pin the draw (0 is the shortest wait, just under 1 the longest).
 */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const window = backoffWindow(failures);
  const value = random();
  const draw = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
  return Math.round(window / 2 + draw * (window / 2));
}
