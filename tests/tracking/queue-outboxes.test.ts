// The leader's reading of the other tabs' outboxes and of the receipts in storage. An outbox is written by another
// tab (another version of the client, perhaps) and may be anything: the leader takes over exactly the well-formed
// items past the tab's receipt, each once, and never loses an outbox it could not read.
import type { TrackingEvent } from '../../src/tracking/event';
import { MAX_BATCH_BYTES, OUTBOX_IDLE_MS } from '../../src/tracking/limits';
import { CURSOR_KEEP_MS } from '../../src/tracking/queue-codec';
import { FakeStorage, QUEUE_KEY, ids, makeEvent, makeQueue } from './support';

const START = 1_700_000_000_000;
const CURSORS = `${QUEUE_KEY}:cursors`;
const outboxKey = (tab: string) => `${QUEUE_KEY}:tab:${tab}`;
const outbox = (beat: unknown, items: unknown) => JSON.stringify({ beat, items });
const receipts = (storage: FakeStorage) => JSON.parse(storage.getItem(CURSORS) ?? '{}') as Record<string, unknown>;
const storedQueue = (storage: FakeStorage) => JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]') as TrackingEvent[];

/** Storage whose reads of some keys fail, as a storage that is being cleared or locked by the browser can. */
class FlakyStorage extends FakeStorage {
  readonly unreadable = new Set<string>();

  override getItem(key: string): string | null {
    if (this.unreadable.has(key)) throw new DOMException('The operation is insecure.', 'SecurityError');
    return super.getItem(key);
  }
}

/** Tab "a" leading over what the storage holds. */
function leader(storage: FakeStorage = new FakeStorage(), overrides = {}) {
  const time = { now: START };
  const { queue, scheduler } = makeQueue(storage, { tabId: 'a', now: () => time.now, ...overrides });
  queue.setLeader(true);
  return { queue, scheduler, storage, time };
}

function withOutbox(text: string, tab = 'z') {
  const storage = new FakeStorage();
  storage.setItem(outboxKey(tab), text);
  return storage;
}

describe('malformed outboxes', () => {
  it('takes nothing from an outbox that is not JSON, and removes it: nobody could ever read it', () => {
    const { queue, storage } = leader(withOutbox('{"beat":17,"items":[[1,'));
    expect(queue.size()).toBe(0);
    expect(receipts(storage)).toEqual({});
    expect(storage.getItem(outboxKey('z'))).toBeNull();
  });

  it.each([
    ['a text', 'items'],
    ['null', null],
    ['an object', { 0: [1, makeEvent()] }],
  ])('takes nothing from an outbox whose items are %s', (_name, items) => {
    const { queue, storage } = leader(withOutbox(outbox(START, items)));
    expect(queue.size()).toBe(0);
    expect(receipts(storage)).toEqual({});
  });

  it('skips entries that are not [number, event], takes the others in order, and receipts the highest number', () => {
    const [e1, e2, e3, e4, e5, badType] = [makeEvent(), makeEvent(), makeEvent(), makeEvent(), makeEvent(), makeEvent()];
    const items = [
      5,
      'x',
      { 0: 2, 1: e1 },
      ['3', e2],
      [4, e3],
      [null, e4],
      [2, { event_id: 'not-an-event' }],
      [6, { ...badType, type: 'telemetry' }],
      [7, e5],
    ];
    const { queue, storage } = leader(withOutbox(outbox(START, items)));
    expect(ids(queue.peek())).toEqual([e3.event_id, e5.event_id]);
    expect(receipts(storage)).toEqual({ z: [7, START] });
  });

  it('takes an outbox without a beat, or with one that is not a number, and then removes it as idle', () => {
    const [e1, e2] = [makeEvent(), makeEvent()];
    const storage = withOutbox(JSON.stringify({ items: [[1, e1]] }), 'y');
    storage.setItem(outboxKey('z'), outbox('soon', [[1, e2]]));
    const { queue } = leader(storage);
    expect(ids(queue.peek()).sort()).toEqual(ids([e1, e2]).sort());
    expect(storage.getItem(outboxKey('y'))).toBeNull();
    expect(storage.getItem(outboxKey('z'))).toBeNull();
  });

  it('leaves an outbox it cannot read this time in place, and takes it over once it can', () => {
    const event = makeEvent();
    const storage = new FlakyStorage();
    storage.setItem(outboxKey('z'), outbox(START, [[1, event]]));
    storage.unreadable.add(outboxKey('z'));
    const { queue, time } = leader(storage);
    time.now += OUTBOX_IDLE_MS + 1;
    queue.flush();
    expect(storage.map.get(outboxKey('z'))).toBeDefined();
    expect(queue.size()).toBe(0);
    storage.unreadable.clear();
    queue.flush();
    expect(ids(queue.peek())).toEqual([event.event_id]);
  });
});

describe('receipts', () => {
  it('takes an outbox item only past the tab’s receipt, and moves the receipt', () => {
    const [e1, e2, e3] = [makeEvent(), makeEvent(), makeEvent()];
    const storage = withOutbox(outbox(START, [[1, e1], [2, e2], [3, e3]]));
    storage.setItem(CURSORS, JSON.stringify({ z: [2, START] }));
    const { queue } = leader(storage);
    expect(ids(queue.peek())).toEqual([e3.event_id]);
    expect(receipts(storage)).toEqual({ z: [3, START] });
  });

  it.each([
    ['a time that is not a number', [3, 'yesterday']],
    ['a receipt that is not a list', { 0: 3, 1: START }],
  ])('ignores a receipt with %s, and takes the tab’s items from the start', (_name, receipt) => {
    const events = [makeEvent(), makeEvent(), makeEvent()];
    const storage = withOutbox(outbox(START, events.map((event, index) => [index + 1, event])));
    storage.setItem(CURSORS, JSON.stringify({ z: receipt }));
    const { queue } = leader(storage);
    expect(ids(queue.peek())).toEqual(ids(events));
    expect(receipts(storage)).toEqual({ z: [3, START] });
  });

  it('starts from receipts stored as null as from none', () => {
    const event = makeEvent();
    const storage = withOutbox(outbox(START, [[1, event]]));
    storage.setItem(CURSORS, 'null');
    const { queue } = leader(storage);
    expect(ids(queue.peek())).toEqual([event.event_id]);
  });

  it('writes no receipt for an outbox with nothing in it', () => {
    const { storage } = leader(withOutbox(outbox(START, [])));
    expect(receipts(storage)).toEqual({});
  });

  it('leaves a receipt alone when the tab rewrites its outbox with nothing new', () => {
    const event = makeEvent();
    const { queue, storage, time } = leader(withOutbox(outbox(START, [[1, event]])));
    time.now += 1_000;
    storage.setItem(outboxKey('z'), outbox(time.now, [[1, event]]));
    queue.flush();
    expect(receipts(storage)).toEqual({ z: [1, START] });
    expect(queue.size()).toBe(1);
  });

  it('renews a receipt still in use only once it is more than half a day old', () => {
    const event = makeEvent();
    const storage = withOutbox(outbox(START, [[1, event]]));
    const used = START - CURSOR_KEEP_MS / 2;
    storage.setItem(CURSORS, JSON.stringify({ z: [1, used] }));
    const { queue, time } = leader(storage);
    expect(receipts(storage)).toEqual({ z: [1, used] });
    time.now += 1;
    storage.setItem(outboxKey('z'), outbox(time.now, [[1, event]]));
    queue.flush();
    expect(receipts(storage)).toEqual({ z: [1, time.now] });
  });

  it('keeps a receipt of a tab gone for exactly a day, and forgets it a millisecond later', () => {
    const storage = new FakeStorage();
    storage.setItem(CURSORS, JSON.stringify({ gone: [4, START - CURSOR_KEEP_MS] }));
    const { queue, time } = leader(storage);
    expect(receipts(storage)).toEqual({ gone: [4, START - CURSOR_KEEP_MS] });
    time.now += 1;
    queue.flush();
    expect(receipts(storage)).toEqual({});
  });

  it('writes receipts storage refused on a later flush', () => {
    const event = makeEvent();
    const { queue, storage } = leader();
    storage.mode = 'quota';
    // The follower wrote its outbox just before the storage filled up.
    storage.map.set(outboxKey('z'), outbox(START, [[1, event]]));
    queue.flush();
    expect(storage.getItem(CURSORS)).toBe('{}');
    storage.mode = 'ok';
    queue.flush();
    expect(receipts(storage)).toEqual({ z: [1, START] });
  });
});

describe('idle outboxes', () => {
  it('keeps an outbox last written exactly the idle time ago, and removes it a millisecond later', () => {
    const { queue, storage, time } = leader(withOutbox(outbox(START - OUTBOX_IDLE_MS, [[1, makeEvent()]])));
    expect(storage.getItem(outboxKey('z'))).not.toBeNull();
    time.now += 1;
    queue.flush();
    expect(storage.getItem(outboxKey('z'))).toBeNull();
  });
});

describe('take-over', () => {
  it('takes an event found in two outboxes once', () => {
    const event = makeEvent();
    const storage = withOutbox(outbox(START, [[1, event]]), 'y');
    storage.setItem(outboxKey('z'), outbox(START, [[1, structuredClone(event)]]));
    const { queue } = leader(storage);
    expect(ids(queue.peek())).toEqual([event.event_id]);
  });

  it('writes the events it took over to its stored queue at once', () => {
    const event = makeEvent();
    const { queue, storage } = leader();
    storage.setItem(outboxKey('z'), outbox(START, [[1, event]]));
    queue.flush();
    expect(ids(storedQueue(storage))).toEqual([event.event_id]);
  });

  it('keeps at most its event cap after taking over, dropping the oldest', () => {
    const events = [makeEvent(), makeEvent(), makeEvent()];
    const { queue, storage } = leader(withOutbox(outbox(START, events.map((event, index) => [index + 1, event]))), {
      maxEvents: 2,
    });
    expect(ids(queue.peek())).toEqual(ids(events.slice(1)));
    expect(ids(storedQueue(storage))).toEqual(ids(events.slice(1)));
    expect(queue.dropped).toBe(1);
  });

  it('writes nothing on a flush that finds nothing new', () => {
    const { queue, storage } = leader(withOutbox(outbox(START, [[1, makeEvent()]])));
    const writes = storage.writes;
    queue.flush();
    queue.flush();
    expect(storage.writes).toBe(writes);
  });
});

describe('restore', () => {
  it('drops its own receipt and its own outbox when it starts leading', () => {
    const storage = withOutbox(outbox(START, [[1, makeEvent()]]), 'a');
    storage.setItem(CURSORS, JSON.stringify({ a: [1, START], z: [4, START] }));
    leader(storage);
    expect(receipts(storage)).toEqual({ z: [4, START] });
    expect(storage.getItem(outboxKey('a'))).toBeNull();
  });

  it.each([
    ['an object', JSON.stringify({ 0: makeEvent() })],
    ['null', 'null'],
    ['a text', '"events"'],
  ])('reads a stored queue that is %s as empty', (_name, text) => {
    const storage = new FakeStorage();
    storage.setItem(QUEUE_KEY, text);
    const { queue } = leader(storage);
    expect(queue.size()).toBe(0);
  });

  it('keeps its own events the previous leader did not take over', () => {
    const storage = new FakeStorage();
    const { queue } = makeQueue(storage, { tabId: 'b', now: () => START });
    const [taken, notTaken] = [makeEvent(), makeEvent()];
    queue.push(taken);
    queue.push(notTaken);
    storage.setItem(CURSORS, JSON.stringify({ b: [1, START] }));
    queue.setLeader(true);
    expect(ids(queue.peek())).toEqual([notTaken.event_id]);
    expect(queue.take(50, MAX_BATCH_BYTES)?.ids).toEqual([notTaken.event_id]);
  });
});
