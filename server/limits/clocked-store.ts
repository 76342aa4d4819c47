// A fixed-window counter store for @fastify/rate-limit that reads time from the gateway's clock instead of
// Date.now(), so tests move time forward without sleeping. The plugin's own LocalStore does the same counting;
// this one differs only in where "now" comes from, and in keeping at most `capacity` addresses (oldest first out),
// so a flood of spoofed-looking addresses costs bounded memory.

export interface StoreCount {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result: StoreCount) => void;

interface Entry {
  count: number;
  startedAt: number;
}

export const DEFAULT_STORE_CAPACITY = 100_000;

export class ClockedStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number,
    private readonly capacity: number = DEFAULT_STORE_CAPACITY,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = this.now();
    let entry = this.entries.get(key);
    if (entry === undefined || entry.startedAt + timeWindow <= now) {
      entry = { count: 0, startedAt: now };
    }
    entry.count += 1;
    // Re-inserting keeps the Map in least-recently-counted order, so the first key is the one to drop.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    callback(null, { current: entry.count, ttl: entry.startedAt + timeWindow - now });
  }

  read(key: string, callback: Callback, timeWindow: number): void {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry === undefined || entry.startedAt + timeWindow <= now) callback(null, { current: 0, ttl: 0 });
    else callback(null, { current: entry.count, ttl: entry.startedAt + timeWindow - now });
  }

  /** A store of its own for a route or limiter with other settings, on the same clock. */
  child(): ClockedStore {
    return new ClockedStore(this.now, this.capacity);
  }
}

/** The constructor @fastify/rate-limit calls (`new Store(globalParams)`), bound to `now`. */
export function clockedStoreClass(now: () => number) {
  return class extends ClockedStore {
    constructor() {
      super(now);
    }
  };
}
