// A follower tab's outbox: written only when it holds something new, within the caps, again when the leader removed
// it before its receipt reached storage; and a follower never merges into an event the leader may already hold.
import type { TrackingEvent } from '../../src/tracking/event';
import { MAX_BATCH_BYTES, OUTBOX_IDLE_MS } from '../../src/tracking/limits';
import { FakeStorage, QUEUE_KEY, ids, makeEvent, makeQueue } from './support';

const START = 1_700_000_000_000;
const OWN_OUTBOX = `${QUEUE_KEY}:tab:b`;
const CURSORS = `${QUEUE_KEY}:cursors`;

type Outbox = { beat: number; items: Array<[number, TrackingEvent]> };
const readOutbox = (storage: FakeStorage): Outbox | null => JSON.parse(storage.getItem(OWN_OUTBOX) ?? 'null') as Outbox | null;

/** Tab "b", following. */
function follower(storage = new FakeStorage(), overrides = {}) {
  const time = { now: START };
  const { queue, scheduler } = makeQueue(storage, { tabId: 'b', now: () => time.now, ...overrides });
  return { queue, scheduler, storage, time };
}

describe('follower outbox', () => {
  it('writes no outbox while it has nothing to send, and stays persistent', () => {
    const { queue, storage } = follower();
    queue.flush();
    expect(storage.getItem(OWN_OUTBOX)).toBeNull();
    expect(storage.writes).toBe(0);
    expect(queue.persistent).toBe(true);
  });

  it('writes its events numbered, with the time it wrote them', () => {
    const { queue, storage } = follower();
    const [e1, e2] = [makeEvent(), makeEvent()];
    queue.push(e1);
    queue.push(e2);
    queue.flush();
    expect(readOutbox(storage)).toEqual({ beat: START, items: [[1, e1], [2, e2]] });
  });

  it('is persistent again once storage takes its outbox', () => {
    const { queue, storage } = follower();
    storage.mode = 'quota';
    queue.push(makeEvent());
    queue.flush();
    expect(queue.persistent).toBe(false);
    storage.mode = 'ok';
    queue.flush();
    expect(queue.persistent).toBe(true);
    expect(readOutbox(storage)?.items).toHaveLength(1);
  });

  it('does not write an unchanged outbox again', () => {
    const { queue, storage, time } = follower();
    queue.push(makeEvent());
    queue.flush();
    time.now += 1_000;
    queue.flush();
    expect(storage.writes).toBe(1);
    expect(readOutbox(storage)?.beat).toBe(START);
  });

  it('ignores a receipt whose number is text, and keeps every event', () => {
    const storage = new FakeStorage();
    storage.setItem(CURSORS, JSON.stringify({ b: ['3', START] }));
    const { queue } = follower(storage);
    for (let i = 0; i < 3; i++) queue.push(makeEvent());
    queue.flush();
    expect(queue.size()).toBe(3);
    expect(readOutbox(storage)?.items).toHaveLength(3);
  });

  it('starts from receipts stored as null as from none', () => {
    const storage = new FakeStorage();
    storage.setItem(CURSORS, 'null');
    const { queue } = follower(storage);
    queue.push(makeEvent());
    queue.flush();
    expect(readOutbox(storage)?.items).toHaveLength(1);
  });

  it('keeps its outbox within the byte cap, dropping the oldest', () => {
    const events = [0, 1, 2].map(() => makeEvent({ event_tracking_ext: { pad: 'x'.repeat(500) } }));
    // Room for two of them in the stored array, not three.
    const longest = Math.max(...events.map((event) => JSON.stringify(event).length));
    const { queue, storage } = follower(new FakeStorage(), { maxBytes: 2 * longest + 50 });
    for (const event of events) queue.push(event);
    queue.flush();
    expect(readOutbox(storage)?.items.map(([, event]) => event.event_id)).toEqual(ids(events.slice(1)));
    expect(queue.dropped).toBe(1);
  });

  it('never merges into an event it has written to its outbox: the leader may hold it already', () => {
    const { queue } = follower();
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { n: 1 } }));
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { n: 2 } }));
    queue.flush();
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { n: 3 } }));
    expect(queue.peek().map((event) => event.event_tracking_ext)).toEqual([[{ n: 1 }, { n: 2 }], [{ n: 3 }]]);
  });

  it('writes its outbox again when the leader removed it before the receipt reached storage', () => {
    const storage = new FakeStorage();
    const b = follower(storage);
    const a = makeQueue(storage, { tabId: 'a', now: () => b.time.now });
    a.queue.setLeader(true);
    const event = makeEvent();
    b.queue.push(event);
    b.queue.flush();
    // The storage fills up: the leader takes the outbox over and removes it as idle, but its receipt is not written.
    storage.mode = 'quota';
    b.time.now += OUTBOX_IDLE_MS + 1;
    a.queue.flush();
    expect(storage.getItem(OWN_OUTBOX)).toBeNull();
    storage.mode = 'ok';
    b.queue.flush();
    expect(readOutbox(storage)?.items.map(([, stored]) => stored.event_id)).toEqual([event.event_id]);
    // The leader, holding the event already, does not take it twice, and its receipt now lets b drop it.
    a.queue.flush();
    expect(a.queue.take(50, MAX_BATCH_BYTES)?.ids).toEqual([event.event_id]);
    b.queue.flush();
    expect(b.queue.size()).toBe(0);
  });
});
