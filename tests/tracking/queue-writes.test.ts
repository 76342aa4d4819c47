// When the queue writes to storage: one scheduled write per burst, every change that matters written (a retry count,
// a dropped or refused event), nothing written for changes that did not happen, nothing after the queue is destroyed.
import type { TrackingEvent } from '../../src/tracking/event';
import { MAX_BATCH_BYTES, PERSIST_DELAY_MS } from '../../src/tracking/limits';
import { createQueue } from '../../src/tracking/queue';
import { FakeStorage, QUEUE_KEY, ids, makeEvent, makeQueue } from './support';

const storedQueue = (storage: FakeStorage) => JSON.parse(storage.getItem(QUEUE_KEY) ?? 'null') as TrackingEvent[] | null;

function leader(storage = new FakeStorage()) {
  const made = makeQueue(storage);
  made.queue.setLeader(true);
  return { ...made, storage };
}

describe('scheduled writes', () => {
  it('a burst of events schedules one write, and the next burst another', () => {
    const { queue, scheduler, storage } = leader();
    for (let i = 0; i < 10; i++) queue.push(makeEvent());
    expect(scheduler.tasks).toHaveLength(1);
    scheduler.run();
    const later = makeEvent();
    queue.push(later);
    expect(scheduler.tasks).toHaveLength(1);
    scheduler.run();
    expect(storedQueue(storage)).toHaveLength(11);
    expect(storedQueue(storage)?.at(-1)?.event_id).toBe(later.event_id);
  });

  it(`without a scheduler of its own, writes ${PERSIST_DELAY_MS} ms after the first event of a burst`, () => {
    jest.useFakeTimers();
    try {
      const storage = new FakeStorage();
      const queue = createQueue({ storage: () => storage, tabId: 'a', key: QUEUE_KEY });
      queue.setLeader(true);
      const event = makeEvent();
      queue.push(event);
      jest.advanceTimersByTime(PERSIST_DELAY_MS - 1);
      expect(storedQueue(storage)).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(ids(storedQueue(storage) ?? [])).toEqual([event.event_id]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('what each change writes', () => {
  it('a failed upload’s retry count reaches storage', () => {
    const { queue, scheduler, storage } = leader();
    queue.push(makeEvent());
    scheduler.run();
    queue.nack(queue.take(50, MAX_BATCH_BYTES)?.ids ?? []);
    scheduler.run();
    expect(storedQueue(storage)?.map((event) => event.retry_count)).toEqual([1]);
  });

  it('an event refused for good leaves the stored queue', () => {
    const { queue, scheduler, storage } = leader();
    queue.push(makeEvent());
    scheduler.run();
    queue.discard(queue.take(50, MAX_BATCH_BYTES)?.ids ?? []);
    scheduler.run();
    expect(storedQueue(storage)).toEqual([]);
  });

  it('an event too large to upload leaves the stored queue, with a warning that counts it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { queue, scheduler, storage } = leader();
    queue.push(makeEvent({ event_tracking_ext: { pad: 'x'.repeat(MAX_BATCH_BYTES) } }));
    scheduler.run();
    expect(queue.take(50, MAX_BATCH_BYTES)).toBeNull();
    scheduler.run();
    expect(storedQueue(storage)).toEqual([]);
    expect(warn).toHaveBeenCalledWith('tracking: 1 event(s) larger than an upload dropped');
  });

  it('a take that drops nothing neither warns nor schedules a write', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { queue, scheduler } = leader();
    queue.push(makeEvent());
    scheduler.run();
    expect(queue.take(50, MAX_BATCH_BYTES)?.ids).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    expect(scheduler.tasks).toHaveLength(0);
  });

  it('acknowledging or refusing ids it does not hold schedules nothing and counts nothing', () => {
    const { queue, scheduler } = leader();
    queue.push(makeEvent());
    scheduler.run();
    queue.ack(['unknown']);
    queue.discard(['unknown']);
    expect(scheduler.tasks).toHaveLength(0);
    expect(queue.dropped).toBe(0);
    expect(queue.size()).toBe(1);
  });

  it('putting back an event no longer queued is ignored', () => {
    const { queue } = leader();
    queue.push(makeEvent());
    const batch = queue.take(50, MAX_BATCH_BYTES);
    queue.discard(batch?.ids ?? []);
    expect(() => queue.nack(batch?.ids ?? [])).not.toThrow();
    expect(queue.size()).toBe(0);
  });
});

describe('merging after acknowledgements', () => {
  it('acknowledging an older merged event does not stop later events merging into the newer one', () => {
    const { queue } = leader();
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { n: 1 } }));
    const sent = queue.take(50, MAX_BATCH_BYTES);
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { n: 2 } }));
    queue.ack(sent?.ids ?? []);
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { n: 3 } }));
    expect(queue.peek().map((event) => event.event_tracking_ext)).toEqual([[{ n: 2 }, { n: 3 }]]);
  });
});

describe('destroy', () => {
  it('writes what was pending at once, and nothing after, even when a scheduled write comes due', () => {
    const { queue, scheduler, storage } = leader();
    const event = makeEvent();
    queue.push(event);
    queue.destroy();
    expect(ids(storedQueue(storage) ?? [])).toEqual([event.event_id]);
    // Another tab writes an outbox; the destroyed queue takes nothing over, schedules and writes nothing more.
    storage.setItem(`${QUEUE_KEY}:tab:z`, JSON.stringify({ beat: Date.now(), items: [[1, makeEvent()]] }));
    const writes = storage.writes;
    scheduler.run();
    queue.push(makeEvent());
    expect(scheduler.tasks).toHaveLength(0);
    expect(storage.writes).toBe(writes);
  });
});

describe('storage that cannot be reached', () => {
  it('a storage getter that throws (a sandboxed frame): the queue works from memory', () => {
    const queue = createQueue({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      tabId: 'a',
      key: QUEUE_KEY,
      schedule: () => {},
    });
    queue.setLeader(true);
    const event = makeEvent();
    queue.push(event);
    queue.flush();
    expect(queue.persistent).toBe(false);
    expect(queue.take(50, MAX_BATCH_BYTES)?.ids).toEqual([event.event_id]);
  });
});
