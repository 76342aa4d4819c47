import { createLeaderElection, createLeaseLock } from '../../src/tracking/leader';
import type { LockManagerLike } from '../../src/tracking/leader';
import { LEASE_HEARTBEAT_MS, LEASE_TTL_MS, MAX_BATCH_BYTES, OUTBOX_IDLE_MS } from '../../src/tracking/limits';
import type { TrackingEvent } from '../../src/tracking/event';
import { CURSOR_KEEP_MS } from '../../src/tracking/queue-codec';
import { FakeLocks, FakeStorage, QUEUE_KEY, flushPromises, ids, makeEvent, makeQueue, manualTimers } from './support';

const LOCK_KEY = `${QUEUE_KEY}:lock`;

function clock(start = 1_700_000_000_000) {
  const time = { now: start };
  return { time, now: () => time.now };
}

describe('lease lock', () => {
  it('leads from the heartbeat after the claim, once no other write won', () => {
    const storage = new FakeStorage();
    const { now } = clock();
    const lock = createLeaseLock({ storage: () => storage, key: LOCK_KEY, tabId: 'a', now });
    expect(lock.heartbeat()).toBe(false);
    expect(lock.heartbeat()).toBe(true);
    expect(lock.heartbeat()).toBe(true);
  });

  it('is not taken from a live leader, and is taken once the leader stops renewing and it expires', () => {
    const storage = new FakeStorage();
    const { time, now } = clock();
    const a = createLeaseLock({ storage: () => storage, key: LOCK_KEY, tabId: 'a', now });
    const b = createLeaseLock({ storage: () => storage, key: LOCK_KEY, tabId: 'b', now });
    a.heartbeat();
    a.heartbeat();
    time.now += LEASE_TTL_MS - 1;
    expect(b.heartbeat()).toBe(false);
    // a crashed: it renews no more.
    time.now += 2;
    expect(b.heartbeat()).toBe(false);
    time.now += LEASE_HEARTBEAT_MS;
    expect(b.heartbeat()).toBe(true);
    expect(a.heartbeat()).toBe(false);
  });

  it('hands over at once when the leader releases it', () => {
    const storage = new FakeStorage();
    const { now } = clock();
    const a = createLeaseLock({ storage: () => storage, key: LOCK_KEY, tabId: 'a', now });
    const b = createLeaseLock({ storage: () => storage, key: LOCK_KEY, tabId: 'b', now });
    a.heartbeat();
    a.heartbeat();
    a.release();
    expect(storage.getItem(LOCK_KEY)).toBeNull();
    b.heartbeat();
    expect(b.heartbeat()).toBe(true);
  });

  it('two tabs claiming at the same moment: only the later write leads', () => {
    const storage = new FakeStorage();
    const { now } = clock();
    const a = createLeaseLock({ storage: () => storage, key: LOCK_KEY, tabId: 'a', now });
    const b = createLeaseLock({ storage: () => storage, key: LOCK_KEY, tabId: 'b', now });
    // Both read a free lease before either write landed.
    const free = storage.getItem(LOCK_KEY);
    expect(free).toBeNull();
    a.heartbeat();
    storage.removeItem(LOCK_KEY);
    b.heartbeat();
    expect([a.heartbeat(), b.heartbeat()]).toEqual([false, true]);
  });

  it('with no usable storage, the tab leads alone', () => {
    const storage = new FakeStorage();
    storage.mode = 'disabled';
    const lock = createLeaseLock({ storage: () => storage, key: LOCK_KEY, tabId: 'a' });
    expect(lock.heartbeat()).toBe(true);
    expect(createLeaseLock({ storage: () => null, key: LOCK_KEY, tabId: 'b' }).heartbeat()).toBe(true);
  });
});

describe('leader election', () => {
  it('with the storage lease: leads after a heartbeat, renews it, and lets go on resign', () => {
    const storage = new FakeStorage();
    const { timers, tick, count } = manualTimers();
    const changes: boolean[] = [];
    const election = createLeaderElection({
      name: QUEUE_KEY,
      tabId: 'a',
      storage: () => storage,
      timers,
      onChange: (isLeader) => changes.push(isLeader),
    });
    election.claim();
    expect(changes).toEqual([]);
    tick();
    expect(changes).toEqual([true]);
    expect(election.isLeader).toBe(true);
    election.resign();
    expect(changes).toEqual([true, false]);
    expect(count()).toBe(0);
    expect(storage.getItem(LOCK_KEY)).toBeNull();
  });

  it('with Web Locks: one tab leads, the next leads when it resigns, and a waiting tab can give up', async () => {
    const locks = new FakeLocks();
    const seen: string[] = [];
    const make = (tabId: string) =>
      createLeaderElection({
        name: QUEUE_KEY,
        tabId,
        storage: () => null,
        locks,
        onChange: (isLeader) => seen.push(`${tabId}:${isLeader}`),
      });
    const [a, b, c] = [make('a'), make('b'), make('c')];
    a.claim();
    b.claim();
    c.claim();
    await flushPromises();
    expect(seen).toEqual(['a:true']);
    c.resign();
    a.resign();
    await flushPromises();
    expect(seen).toEqual(['a:true', 'a:false', 'b:true']);
    expect(c.isLeader).toBe(false);
  });

  it('falls back to the lease when the lock manager refuses', () => {
    const storage = new FakeStorage();
    const { timers, tick } = manualTimers();
    const locks: LockManagerLike = {
      request: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const changes: boolean[] = [];
    const election = createLeaderElection({
      name: QUEUE_KEY,
      tabId: 'a',
      storage: () => storage,
      locks,
      timers,
      onChange: (isLeader) => changes.push(isLeader),
    });
    election.claim();
    tick();
    expect(changes).toEqual([true]);
  });
});

describe('two tabs sharing the queue', () => {
  function tabs() {
    const storage = new FakeStorage();
    const { time, now } = clock();
    const tab = (tabId: string) => {
      const { queue, scheduler } = makeQueue(storage, { tabId, now });
      const lock = createLeaseLock({ storage: () => storage, key: LOCK_KEY, tabId, now });
      const uploaded: string[] = [];
      return {
        queue,
        scheduler,
        uploaded,
        beat: () => queue.setLeader(lock.heartbeat()),
        release: () => {
          queue.setLeader(false);
          lock.release();
        },
        /** One upload loop turn: sync, take, send, acknowledge. */
        upload: () => {
          queue.flush();
          const batch = queue.take(50, MAX_BATCH_BYTES);
          if (!batch) return [];
          uploaded.push(...batch.ids);
          queue.ack(batch.ids);
          return batch.ids;
        },
      };
    };
    const a = tab('a');
    const b = tab('b');
    a.beat();
    a.beat();
    b.beat();
    b.beat();
    return { storage, time, a, b };
  }

  it('only the leader uploads; the other tab’s events reach it through storage', () => {
    const { a, b } = tabs();
    expect([a.queue.leader, b.queue.leader]).toEqual([true, false]);
    const events = [makeEvent(), makeEvent(), makeEvent()];
    for (const event of events) b.queue.push(event);
    b.scheduler.run();
    expect(b.upload()).toEqual([]);
    expect(a.upload()).toEqual(ids(events));
    // The follower drops what the leader took over; nothing is handed over twice.
    b.queue.push(makeEvent());
    b.scheduler.run();
    expect(b.queue.size()).toBe(1);
    expect(a.upload()).toHaveLength(1);
    expect(a.upload()).toEqual([]);
  });

  it('a handover uploads every event exactly once', () => {
    const { a, b } = tabs();
    const fromA = [makeEvent(), makeEvent(), makeEvent()];
    const fromB = [makeEvent(), makeEvent()];
    a.queue.push(fromA[0] as TrackingEvent);
    b.queue.push(fromB[0] as TrackingEvent);
    b.scheduler.run();
    a.upload();
    a.queue.push(fromA[1] as TrackingEvent);
    a.queue.push(fromA[2] as TrackingEvent);
    b.queue.push(fromB[1] as TrackingEvent);
    b.scheduler.run();
    // a is hidden: it writes its queue and lets go; b, visible, takes over.
    a.release();
    b.beat();
    b.beat();
    expect(b.queue.leader).toBe(true);
    b.upload();
    const all = [...a.uploaded, ...b.uploaded];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(ids([...fromA, ...fromB]).sort());
    expect(b.upload()).toEqual([]);
  });

  it('a crashed leader’s lease expires and the other tab uploads its queue, in-flight events included', () => {
    const { a, b, time } = tabs();
    const [acked, inFlight, waiting] = [makeEvent(), makeEvent(), makeEvent()];
    a.queue.push(acked);
    a.upload();
    a.queue.push(inFlight);
    a.queue.push(waiting);
    a.queue.take(1, MAX_BATCH_BYTES);
    a.queue.flush();
    // a crashes here: no release, no more heartbeats.
    time.now += LEASE_TTL_MS + 1;
    b.beat();
    expect(b.queue.leader).toBe(false);
    time.now += LEASE_HEARTBEAT_MS;
    b.beat();
    expect(b.queue.leader).toBe(true);
    expect(b.upload()).toEqual([inFlight.event_id, waiting.event_id]);
  });

  it('a tab that starts leading does not upload again what the old leader took over from it', () => {
    const { a, b } = tabs();
    const event = makeEvent();
    b.queue.push(event);
    b.scheduler.run();
    expect(a.upload()).toEqual([event.event_id]);
    // b has not synced since, so it still holds the event in memory.
    expect(b.queue.size()).toBe(1);
    a.release();
    b.beat();
    b.beat();
    expect(b.upload()).toEqual([]);
  });

  it('the leader removes the outbox of a closed tab once it has taken it over', () => {
    const { a, b, storage, time } = tabs();
    b.queue.push(makeEvent());
    b.scheduler.run();
    const outbox = `${QUEUE_KEY}:tab:b`;
    expect(storage.getItem(outbox)).not.toBeNull();
    a.upload();
    expect(storage.getItem(outbox)).not.toBeNull();
    time.now += OUTBOX_IDLE_MS + 1;
    a.queue.flush();
    expect(storage.getItem(outbox)).toBeNull();
  });

  it('the leader keeps a tab’s receipt a day from its last use, then forgets it', () => {
    const { a, b, storage, time } = tabs();
    const receipts = (): Record<string, [number, number]> =>
      JSON.parse(storage.getItem(`${QUEUE_KEY}:cursors`) ?? '{}') as Record<string, [number, number]>;
    b.queue.push(makeEvent());
    b.scheduler.run();
    const taken = time.now;
    expect(a.upload()).toHaveLength(1);
    expect(receipts()['b']).toEqual([1, taken]);

    // A receipt used recently is not rewritten on every write.
    time.now += 1_000;
    a.queue.flush();
    expect(receipts()['b']).toEqual([1, taken]);

    // Half a day later the outbox is still there (its tab slept): the receipt is used, so renewed.
    time.now += CURSOR_KEEP_MS / 2 + 1;
    a.queue.flush();
    const renewed = time.now;
    expect(receipts()['b']).toEqual([1, renewed]);

    // More than a day after the take-over, less than a day after the renewal: still kept.
    time.now += CURSOR_KEEP_MS / 2 + 1;
    a.queue.flush();
    expect(receipts()['b']).toEqual([1, renewed]);

    // A day after its last use the receipt goes.
    time.now = renewed + CURSOR_KEEP_MS + 1;
    a.queue.flush();
    expect(receipts()).not.toHaveProperty('b');
  });

  it('a follower whose outbox cannot be written keeps its events', () => {
    const { b, storage } = tabs();
    storage.mode = 'quota';
    b.queue.push(makeEvent());
    b.scheduler.run();
    expect(b.queue.persistent).toBe(false);
    expect(b.queue.size()).toBe(1);
  });
});
