// Leadership changing hands between tabs sharing the queue: what the tab that starts leading writes at once, what
// the tab that lets go keeps, and that no event is uploaded twice through a tab's own old outbox.
import type { TrackingEvent } from '../../src/tracking/event';
import { MAX_BATCH_BYTES } from '../../src/tracking/limits';
import { FakeStorage, QUEUE_KEY, ids, makeEvent, makeQueue } from './support';

const START = 1_700_000_000_000;
const outboxKey = (tab: string) => `${QUEUE_KEY}:tab:${tab}`;
const storedQueue = (storage: FakeStorage) => JSON.parse(storage.getItem(QUEUE_KEY) ?? 'null') as TrackingEvent[] | null;

/** Storage that cannot remove keys, as one a browser has locked mid-change. */
class StickyStorage extends FakeStorage {
  override removeItem(key: string): void {
    void key;
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

function tab(storage: FakeStorage, tabId: string) {
  return makeQueue(storage, { tabId, now: () => START });
}

describe('starting to lead', () => {
  it('writes its own events to the stored queue at once, though its outbox already held them', () => {
    const storage = new FakeStorage();
    const { queue } = tab(storage, 'b');
    const event = makeEvent();
    queue.push(event);
    queue.flush();
    expect(storage.getItem(outboxKey('b'))).not.toBeNull();
    // The leader crashed before taking the outbox over; b leads now and removes its outbox.
    queue.setLeader(true);
    expect(storage.getItem(outboxKey('b'))).toBeNull();
    expect(ids(storedQueue(storage) ?? [])).toEqual([event.event_id]);
  });

  it('does not restore again while it keeps leading: an acknowledged event stays gone', () => {
    const storage = new FakeStorage();
    const { queue } = tab(storage, 'a');
    queue.setLeader(true);
    queue.push(makeEvent());
    queue.flush();
    queue.ack(queue.take(50, MAX_BATCH_BYTES)?.ids ?? []);
    queue.setLeader(true);
    expect(queue.size()).toBe(0);
  });

  it('never takes over its own old outbox, even one it could not remove', () => {
    const storage = new StickyStorage();
    const a = tab(storage, 'a');
    const b = tab(storage, 'b');
    a.queue.setLeader(true);
    const event = makeEvent();
    b.queue.push(event);
    b.queue.flush();
    a.queue.flush();
    const sent = a.queue.take(50, MAX_BATCH_BYTES);
    expect(sent?.ids).toEqual([event.event_id]);
    a.queue.ack(sent?.ids ?? []);
    a.queue.setLeader(false);
    // b leads; its outbox, which a took over and uploaded, stays in storage.
    b.queue.setLeader(true);
    expect(storage.getItem(outboxKey('b'))).not.toBeNull();
    expect(b.queue.take(50, MAX_BATCH_BYTES)).toBeNull();
  });
});

describe('letting go', () => {
  it('hands its queue to storage and keeps none of it', () => {
    const storage = new FakeStorage();
    const { queue } = tab(storage, 'a');
    queue.setLeader(true);
    const event = makeEvent();
    queue.push(event);
    queue.setLeader(false);
    expect(queue.leader).toBe(false);
    expect(queue.size()).toBe(0);
    expect(ids(storedQueue(storage) ?? [])).toEqual([event.event_id]);
  });

  it('keeps the queue storage refused, and uploads the events that were in flight once it leads again', () => {
    const storage = new FakeStorage();
    const { queue } = tab(storage, 'a');
    queue.setLeader(true);
    const [sending, waiting] = [makeEvent(), makeEvent()];
    queue.push(sending);
    queue.push(waiting);
    expect(queue.take(1, MAX_BATCH_BYTES)?.ids).toEqual([sending.event_id]);
    storage.mode = 'quota';
    queue.setLeader(false);
    expect(queue.pending()).toBe(2);
    storage.mode = 'ok';
    queue.setLeader(true);
    expect(queue.take(50, MAX_BATCH_BYTES)?.ids).toEqual(ids([sending, waiting]));
  });
});
