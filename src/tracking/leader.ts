// Which tab uploads (DECISIONS: Tracking, "one tab uploads at a time"). The Web Locks API decides where it exists:
// the browser grants the lock to one tab and frees it when that tab closes or crashes. Elsewhere a lease in local
// storage does: the leader renews it every second, and a tab that stops renewing (closed, crashed, frozen) loses
// it when it expires. A visible tab claims; a hidden one resigns, so the tab the user is looking at uploads.
import { LEASE_HEARTBEAT_MS, LEASE_TTL_MS } from './limits';

export interface LeaseStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface LeaseLock {
  /**
   * Renews this tab's lease, or takes a free or expired one. A lease just taken counts from the next heartbeat:
   * two tabs that took it at the same moment both wrote, the later write won, and by then each sees which.
   * With no usable storage there is nobody to share a queue with, and the tab leads alone.
   */
  heartbeat(): boolean;
  release(): void;
}

export interface LeaseOptions {
  storage: () => LeaseStorage | null | undefined;
  key: string;
  tabId: string;
  now?: () => number;
  ttlMs?: number;
}

interface Lease {
  owner: string;
  expires: number;
}

export function createLeaseLock({ storage, key, tabId, now = Date.now, ttlMs = LEASE_TTL_MS }: LeaseOptions): LeaseLock {
  let claimed = false;

  const read = (): Lease | null => {
    try {
      const value = JSON.parse(storage()?.getItem(key) ?? 'null') as Partial<Lease> | null;
      return typeof value?.owner === 'string' && typeof value.expires === 'number'
        ? { owner: value.owner, expires: value.expires }
        : null;
    } catch {
      return null;
    }
  };

  return {
    heartbeat() {
      const time = now();
      const lease = read();
      if (lease && lease.owner !== tabId && lease.expires > time) {
        claimed = false;
        return false;
      }
      try {
        const store = storage();
        if (!store) return true;
        store.setItem(key, JSON.stringify({ owner: tabId, expires: time + ttlMs }));
      } catch {
        return true;
      }
      const confirmed = claimed && lease?.owner === tabId;
      claimed = true;
      return confirmed;
    },
    release() {
      claimed = false;
      try {
        if (read()?.owner === tabId) storage()?.removeItem(key);
      } catch {
        // A lease that cannot be removed expires.
      }
    },
  };
}

/** The part of the Web Locks API used here. */
export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export interface Timers {
  setInterval(task: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface ElectionOptions {
  /** Lock name, and the lease's storage key plus ":lock". */
  name: string;
  tabId: string;
  storage: () => LeaseStorage | null | undefined;
  /** navigator.locks; null or absent uses the lease. */
  locks?: LockManagerLike | null;
  now?: () => number;
  timers?: Timers;
  onChange(isLeader: boolean): void;
}

export interface LeaderElection {
  readonly isLeader: boolean;
  /** Asks to lead (again); leadership comes through onChange, now or when the current leader lets go. */
  claim(): void;
  /** Lets go, or stops waiting. */
  resign(): void;
}

const defaultTimers: Timers = {
  setInterval: (task, ms) => globalThis.setInterval(task, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export function createLeaderElection(options: ElectionOptions): LeaderElection {
  const { name, onChange } = options;
  const timers = options.timers ?? defaultTimers;
  let isLeader = false;
  let wanted = false;
  let locks = options.locks ?? null;
  let abort: AbortController | null = null;
  let unlock: (() => void) | null = null;
  let heartbeat: unknown = null;
  const lease = createLeaseLock({
    storage: options.storage,
    key: `${name}:lock`,
    tabId: options.tabId,
    now: options.now,
  });

  const set = (next: boolean): void => {
    if (next === isLeader) return;
    isLeader = next;
    onChange(next);
  };

  const claimWithLease = (): void => {
    const beat = (): void => set(lease.heartbeat());
    beat();
    heartbeat = timers.setInterval(beat, LEASE_HEARTBEAT_MS);
  };

  const claimWithLock = (manager: LockManagerLike): void => {
    const controller = new AbortController();
    abort = controller;
    manager
      .request(name, { signal: controller.signal }, () => {
        if (!wanted || abort !== controller) return Promise.resolve();
        return new Promise<void>((resolve) => {
          unlock = resolve;
          set(true);
        });
      })
      .catch(() => {
        // Aborted while waiting: resign() already said so.
      });
  };

  return {
    get isLeader() {
      return isLeader;
    },
    claim() {
      if (wanted) return;
      wanted = true;
      if (locks) {
        try {
          claimWithLock(locks);
          return;
        } catch {
          // Opaque origins and some embedded views refuse the lock manager outright.
          locks = null;
        }
      }
      claimWithLease();
    },
    resign() {
      if (!wanted) return;
      wanted = false;
      abort?.abort();
      abort = null;
      unlock?.();
      unlock = null;
      if (heartbeat !== null) {
        timers.clearInterval(heartbeat);
        heartbeat = null;
        lease.release();
      }
      set(false);
    },
  };
}
