// The gateway checks signed requests against its own time (SPEC 7: the `request-time` response header corrects
// the local clock). A user's clock that is minutes off would otherwise fail every signature.

export interface ServerClock {
  /** Local time corrected by the last server estimate, ms since epoch. */
  now(): number;
  /** The uncorrected local time; round trips are measured with it. */
  localNow(): number;
  /** Updates the estimate from a response's `request-time` header; returns false (and ignores it) when invalid. */
  correct(serverTimeHeader: unknown, sentAt: number, receivedAt: number): boolean;
  /** Current server-minus-local difference in ms. */
  readonly offset: number;
}

// Anything before 2001-09-09 (10^12 ms) is not a millisecond timestamp: most likely seconds, or garbage.
const MIN_SERVER_TIME = 1e12;
const MAX_SERVER_TIME = 1e14;

function parseServerTime(value: unknown): number | undefined {
  let time: number;
  if (typeof value === 'number') {
    time = value;
  } else if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) {
    time = Number(value);
  } else {
    return undefined;
  }
  return Number.isFinite(time) && time >= MIN_SERVER_TIME && time <= MAX_SERVER_TIME ? time : undefined;
}

export function createServerClock(localNow: () => number = Date.now): ServerClock {
  let offset = 0;
  return {
    now: () => localNow() + offset,
    localNow: () => localNow(),
    correct(serverTimeHeader, sentAt, receivedAt) {
      const serverTime = parseServerTime(serverTimeHeader);
      if (serverTime === undefined || !Number.isFinite(sentAt) || !Number.isFinite(receivedAt)) return false;
      if (receivedAt < sentAt) return false;
      // The server stamped its answer somewhere in the round trip; its middle is the best single guess.
      offset = Math.round(serverTime - (sentAt + receivedAt) / 2);
      return true;
    },
    get offset() {
      return offset;
    },
  };
}
