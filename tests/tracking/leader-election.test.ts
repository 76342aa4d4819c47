// The lease's reading of what other tabs (or older versions) left in storage, and the election's claims and
// resignations in the orders a browser can deliver them: a second claim, a claim after resigning, a lock granted
// after the tab gave up, a lock manager that refuses.
import { createLeaderElection, createLeaseLock } from '../../src/tracking/leader';
import type { LeaseStorage, LockManagerLike } from '../../src/tracking/leader';
import { LEASE_TTL_MS } from '../../src/tracking/limits';
import { FakeLocks, FakeStorage, QUEUE_KEY, flushPromises, manualTimers } from './support';

const LOCK_KEY = `${QUEUE_KEY}:lock`;
const START = 1_700_000_000_000;

function lease(storage: LeaseStorage, tabId: string, time = { now: START }) {
  return createLeaseLock({ storage: () => storage, key: LOCK_KEY, tabId, now: () => time.now });
}

const owner = (storage: FakeStorage): unknown => (JSON.parse(storage.getItem(LOCK_KEY) ?? 'null') as { owner?: unknown } | null)?.owner;

describe('lease lock: what another tab left in storage', () => {
  it.each([
    ['an owner that is not text', { owner: 5, expires: START + LEASE_TTL_MS }],
    ['an expiry that is not a number', { owner: 'b', expires: String(START + LEASE_TTL_MS) }],
    ['no expiry', { owner: 'b' }],
  ])('reads a lease with %s as no lease, and takes it', (_case, stored) => {
    const storage = new FakeStorage();
    storage.setItem(LOCK_KEY, JSON.stringify(stored));
    const a = lease(storage, 'a');
    expect(a.heartbeat()).toBe(false);
    expect(owner(storage)).toBe('a');
    expect(a.heartbeat()).toBe(true);
  });

  it('takes a lease at the very moment it expires', () => {
    const storage = new FakeStorage();
    storage.setItem(LOCK_KEY, JSON.stringify({ owner: 'b', expires: START }));
    const a = lease(storage, 'a');
    a.heartbeat();
    expect(owner(storage)).toBe('a');
    expect(a.heartbeat()).toBe(true);
  });

  it('keeps a lease one millisecond before it expires', () => {
    const storage = new FakeStorage();
    storage.setItem(LOCK_KEY, JSON.stringify({ owner: 'b', expires: START + 1 }));
    expect(lease(storage, 'a').heartbeat()).toBe(false);
    expect(owner(storage)).toBe('b');
  });
});

describe('lease lock: a lease just taken counts from the next heartbeat', () => {
  it('a tab whose lease another tab overwrote, and then freed, waits a heartbeat again', () => {
    const storage = new FakeStorage();
    const a = lease(storage, 'a');
    const b = lease(storage, 'b');
    a.heartbeat();
    // b read the lease as free at the same moment, and its write came last.
    storage.removeItem(LOCK_KEY);
    b.heartbeat();
    b.release();
    expect(a.heartbeat()).toBe(false);
    expect(a.heartbeat()).toBe(true);
  });

  it('a tab that let go waits a heartbeat before leading again, even when its lease could not be removed', () => {
    const storage = new FakeStorage();
    const stubborn: LeaseStorage = {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => storage.setItem(key, value),
      removeItem: () => {
        throw new DOMException('Access is denied.', 'SecurityError');
      },
    };
    const a = lease(stubborn, 'a');
    a.heartbeat();
    expect(a.heartbeat()).toBe(true);
    a.release();
    expect(owner(storage)).toBe('a');
    expect(a.heartbeat()).toBe(false);
    expect(a.heartbeat()).toBe(true);
  });

  it('a tab that does not hold the lease leaves it in place when it lets go', () => {
    const storage = new FakeStorage();
    const a = lease(storage, 'a');
    a.heartbeat();
    a.heartbeat();
    lease(storage, 'b').release();
    expect(owner(storage)).toBe('a');
    expect(a.heartbeat()).toBe(true);
  });
});

describe('leader election: claims and resignations', () => {
  function leaseElection(storage: FakeStorage | null = new FakeStorage(), locks?: LockManagerLike) {
    const { timers, tick, count } = manualTimers();
    const changes: boolean[] = [];
    const election = createLeaderElection({
      name: QUEUE_KEY,
      tabId: 'a',
      storage: () => storage,
      locks,
      timers,
      now: () => START,
      onChange: (isLeader) => changes.push(isLeader),
    });
    return { election, changes, tick, count };
  }

  it('keeps its lease under the lock name while it leads', () => {
    const storage = new FakeStorage();
    const { election, tick } = leaseElection(storage);
    election.claim();
    tick();
    expect(election.isLeader).toBe(true);
    expect(owner(storage)).toBe('a');
  });

  it('a second claim while the first stands starts no second heartbeat, and resigning stops the one', () => {
    const { election, tick, count, changes } = leaseElection();
    election.claim();
    election.claim();
    expect(count()).toBe(1);
    tick();
    election.resign();
    expect(count()).toBe(0);
    expect(changes).toEqual([true, false]);
  });

  it('a tab that resigned can claim again and lead', () => {
    const { election, tick, changes } = leaseElection();
    election.claim();
    tick();
    election.resign();
    election.claim();
    tick();
    tick();
    expect(changes).toEqual([true, false, true]);
    expect(election.isLeader).toBe(true);
  });

  it('after the lock manager refuses once, later claims use the lease without asking it again', () => {
    let asked = 0;
    const locks: LockManagerLike = {
      request: () => {
        asked++;
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const { election, tick, changes } = leaseElection(new FakeStorage(), locks);
    election.claim();
    election.resign();
    election.claim();
    tick();
    expect(asked).toBe(1);
    expect(changes).toEqual([true]);
  });
});

describe('leader election with Web Locks: grants that come late', () => {
  /** A lock manager that grants only when the test says, and ignores abort signals, as a grant already under way does. */
  function slowLocks() {
    const grants: Array<() => Promise<void>> = [];
    const locks: LockManagerLike = {
      request: (_name, _options, callback) => {
        grants.push(callback);
        return new Promise(() => {});
      },
    };
    return { locks, grants };
  }

  function lockElection(locks: LockManagerLike) {
    const changes: boolean[] = [];
    const election = createLeaderElection({
      name: QUEUE_KEY,
      tabId: 'a',
      storage: () => null,
      locks,
      onChange: (isLeader) => changes.push(isLeader),
    });
    return { election, changes };
  }

  it('a waiting tab that resigns withdraws its lock request', async () => {
    const locks = new FakeLocks();
    const holder = lockElection(locks);
    const waiting = lockElection(locks);
    holder.election.claim();
    waiting.election.claim();
    await flushPromises();
    expect(locks.queued).toBe(1);
    waiting.election.resign();
    expect(locks.queued).toBe(0);
    holder.election.resign();
    await flushPromises();
    expect(waiting.changes).toEqual([]);
  });

  it('a lock granted after the tab gave up is handed straight back, and the tab does not lead', async () => {
    const { locks, grants } = slowLocks();
    const { election, changes } = lockElection(locks);
    election.claim();
    election.resign();
    let released = false;
    void grants[0]?.().then(() => {
      released = true;
    });
    expect(changes).toEqual([]);
    await flushPromises();
    expect(released).toBe(true);
    expect(election.isLeader).toBe(false);
  });

  it('a lock granted for an earlier claim, after the tab claimed again, is handed back; the new claim leads', async () => {
    const { locks, grants } = slowLocks();
    const { election, changes } = lockElection(locks);
    election.claim();
    election.resign();
    election.claim();
    let released = false;
    void grants[0]?.().then(() => {
      released = true;
    });
    expect(changes).toEqual([]);
    await flushPromises();
    expect(released).toBe(true);
    void grants[1]?.();
    expect(changes).toEqual([true]);
  });
});
