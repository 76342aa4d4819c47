import type { TrackingEvent } from '../../src/tracking/event';
import { BEACON_MAX_BYTES, MAX_BATCH_BYTES, MAX_HELD_EXPOSURES, MAX_QUEUE_EVENTS } from '../../src/tracking/limits';
import { utf8Length } from '../../src/tracking/queue-codec';
import { FakeStorage, QUEUE_KEY, ids, makeEvent, makeQueue } from './support';

const stored = (storage: FakeStorage): TrackingEvent[] => JSON.parse(storage.getItem(QUEUE_KEY) ?? 'null') as TrackingEvent[];
const padded = (bytes: number) => makeEvent({ event_tracking_ext: { pad: 'x'.repeat(bytes) } });

function leaderQueue(storage: FakeStorage | null = new FakeStorage(), overrides = {}) {
  const made = makeQueue(storage, overrides);
  made.queue.setLeader(true);
  return made;
}

describe('restore on start', () => {
  it('restores the saved queue, oldest first, and uploads it', () => {
    const storage = new FakeStorage();
    const saved = [makeEvent(), makeEvent(), makeEvent()];
    storage.setItem(QUEUE_KEY, JSON.stringify(saved));
    const { queue } = leaderQueue(storage);
    expect(ids(queue.peek())).toEqual(ids(saved));
    expect(queue.take(50, MAX_BATCH_BYTES)?.ids).toEqual(ids(saved));
  });

  it('starts empty from a corrupt saved queue, and overwrites it with the next write', () => {
    const storage = new FakeStorage();
    storage.setItem(QUEUE_KEY, '[{"event_id":');
    const { queue, scheduler } = leaderQueue(storage);
    expect(queue.size()).toBe(0);
    const event = makeEvent();
    queue.push(event);
    scheduler.run();
    expect(ids(stored(storage))).toEqual([event.event_id]);
  });

  it('skips saved entries that are not events', () => {
    const storage = new FakeStorage();
    const good = makeEvent();
    storage.setItem(QUEUE_KEY, JSON.stringify([null, 7, { event_id: 'x' }, { ...good, event_tracking_id: 'bad' }, good]));
    const { queue } = leaderQueue(storage);
    expect(ids(queue.peek())).toEqual([good.event_id]);
  });
});

describe('writes', () => {
  it('gathers a burst of events into one write', () => {
    const storage = new FakeStorage();
    const { queue, scheduler } = leaderQueue(storage);
    const before = storage.writes;
    for (let i = 0; i < 100; i++) queue.push(makeEvent());
    expect(storage.writes).toBe(before);
    scheduler.run();
    expect(storage.writes - before).toBe(1);
    expect(stored(storage)).toHaveLength(100);
  });

  it('turns each event into JSON once, however often the queue is written', () => {
    const { queue, scheduler } = leaderQueue();
    const stringify = jest.spyOn(JSON, 'stringify');
    for (let i = 0; i < 20; i++) {
      queue.push(makeEvent());
      scheduler.run();
    }
    const eventCalls = stringify.mock.calls.filter(([value]) => (value as TrackingEvent | null)?.event_id !== undefined);
    expect(eventCalls).toHaveLength(20);
  });

  it('writes the acknowledged state', () => {
    const storage = new FakeStorage();
    const { queue, scheduler } = leaderQueue(storage);
    const [a, b] = [makeEvent(), makeEvent()];
    queue.push(a);
    queue.push(b);
    const batch = queue.take(1, MAX_BATCH_BYTES);
    queue.ack(batch?.ids ?? []);
    scheduler.run();
    expect(ids(stored(storage))).toEqual([b.event_id]);
  });
});

describe('storage failures keep the session events in memory', () => {
  it('a full quota: writes fail, nothing is lost, and the next write after space frees saves everything', () => {
    const storage = new FakeStorage();
    const { queue, scheduler } = leaderQueue(storage);
    storage.mode = 'quota';
    const events = [makeEvent(), makeEvent(), makeEvent()];
    for (const event of events) queue.push(event);
    scheduler.run();
    expect(queue.persistent).toBe(false);
    expect(ids(queue.take(50, MAX_BATCH_BYTES)?.events ?? [])).toEqual(ids(events));
    storage.mode = 'ok';
    queue.flush();
    expect(queue.persistent).toBe(true);
    expect(ids(stored(storage))).toEqual(ids(events));
  });

  it('disabled storage (every access throws): the queue works from memory', () => {
    const storage = new FakeStorage();
    storage.mode = 'disabled';
    const { queue, scheduler } = leaderQueue(storage);
    const event = makeEvent();
    queue.push(event);
    scheduler.run();
    expect(queue.persistent).toBe(false);
    const batch = queue.take(50, MAX_BATCH_BYTES);
    expect(batch?.ids).toEqual([event.event_id]);
    queue.ack(batch?.ids ?? []);
    expect(queue.size()).toBe(0);
  });

  it('no storage at all: the queue works from memory', () => {
    const { queue } = leaderQueue(null);
    queue.push(makeEvent());
    queue.flush();
    expect(queue.size()).toBe(1);
    expect(queue.persistent).toBe(false);
  });

  it('handing over leadership keeps the events when they could not be written', () => {
    const storage = new FakeStorage();
    const { queue } = leaderQueue(storage);
    storage.mode = 'quota';
    queue.push(makeEvent());
    queue.setLeader(false);
    expect(queue.size()).toBe(1);
    storage.mode = 'ok';
    queue.setLeader(true);
    expect(queue.take(50, MAX_BATCH_BYTES)?.ids).toHaveLength(1);
  });
});

describe('caps', () => {
  it(`keeps at most ${MAX_QUEUE_EVENTS} events, dropping the oldest and counting them`, () => {
    const { queue } = leaderQueue();
    const events = Array.from({ length: MAX_QUEUE_EVENTS + 3 }, () => makeEvent());
    for (const event of events) queue.push(event);
    expect(queue.size()).toBe(MAX_QUEUE_EVENTS);
    expect(queue.dropped).toBe(3);
    expect(queue.peek()[0]?.event_id).toBe(events[3]?.event_id);
  });

  it('keeps about the byte limit, dropping the oldest', () => {
    const storage = new FakeStorage();
    const { queue, scheduler } = leaderQueue(storage, { maxBytes: 10_000 });
    const events = Array.from({ length: 10 }, () => padded(2_000));
    for (const event of events) queue.push(event);
    scheduler.run();
    expect(queue.dropped).toBeGreaterThan(0);
    expect(utf8Length(storage.getItem(QUEUE_KEY) ?? '')).toBeLessThanOrEqual(10_000);
    expect(queue.peek().at(-1)?.event_id).toBe(events.at(-1)?.event_id);
    expect(queue.size() + queue.dropped).toBe(10);
  });

  it('keeps a queue whose stored array is exactly the byte limit, and drops one byte over it', () => {
    const events = [padded(500), padded(500), padded(500)];
    const exact = utf8Length(JSON.stringify(events));
    for (const [limit, kept] of [
      [exact, 3],
      [exact - 1, 2],
    ] as const) {
      const storage = new FakeStorage();
      const { queue, scheduler } = leaderQueue(storage, { maxBytes: limit });
      for (const event of events) queue.push(structuredClone(event));
      scheduler.run();
      expect(queue.size()).toBe(kept);
      expect(queue.dropped).toBe(3 - kept);
      expect(utf8Length(storage.getItem(QUEUE_KEY) ?? '')).toBeLessThanOrEqual(limit);
    }
  });

  it('drops nothing when every event over the byte limit is in flight', () => {
    const storage = new FakeStorage();
    const { queue, scheduler } = leaderQueue(storage, { maxBytes: 600 });
    queue.push(padded(500));
    queue.push(padded(500));
    expect(queue.take(2, MAX_BATCH_BYTES)?.ids).toHaveLength(2);
    scheduler.run();
    expect(queue.size()).toBe(2);
    expect(queue.dropped).toBe(0);
  });

  it('never drops an event that is in flight', () => {
    const { queue } = leaderQueue(new FakeStorage(), { maxEvents: 3 });
    const first = makeEvent();
    queue.push(first);
    queue.take(1, MAX_BATCH_BYTES);
    for (let i = 0; i < 5; i++) queue.push(makeEvent());
    expect(queue.peek()[0]?.event_id).toBe(first.event_id);
    expect(queue.size()).toBe(3);
  });
});

describe('take, ack and nack', () => {
  it('takes at most 50 events and marks them in flight, so a second take gets the others', () => {
    const { queue } = leaderQueue();
    const events = Array.from({ length: 70 }, () => makeEvent());
    for (const event of events) queue.push(event);
    const first = queue.take(50, MAX_BATCH_BYTES);
    const second = queue.take(50, MAX_BATCH_BYTES);
    expect(first?.ids).toEqual(ids(events.slice(0, 50)));
    expect(second?.ids).toEqual(ids(events.slice(50)));
    expect(queue.take(50, MAX_BATCH_BYTES)).toBeNull();
    expect(queue.pending()).toBe(0);
    expect(queue.size()).toBe(70);
  });

  it('keeps a batch within the byte limit and reports its UTF-8 size', () => {
    const { queue } = leaderQueue();
    for (let i = 0; i < 50; i++) queue.push(makeEvent({ event_tracking_ext: { note: '行情'.repeat(700) } }));
    const batch = queue.take(50, MAX_BATCH_BYTES);
    expect(batch).not.toBeNull();
    expect(batch?.events.length).toBeLessThan(50);
    expect(Buffer.byteLength(batch?.body ?? '')).toBe(batch?.bytes);
    expect(batch?.bytes).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    expect(JSON.parse(batch?.body ?? '')).toEqual(JSON.parse(JSON.stringify(batch?.events)));
  });

  it('acknowledged events leave the queue', () => {
    const { queue } = leaderQueue();
    queue.push(makeEvent());
    const batch = queue.take(50, MAX_BATCH_BYTES);
    queue.ack(batch?.ids ?? []);
    expect(queue.size()).toBe(0);
  });

  it('refused events come back first, with retry_count counted', () => {
    const { queue } = leaderQueue();
    const [a, b] = [makeEvent(), makeEvent()];
    queue.push(a);
    const batch = queue.take(50, MAX_BATCH_BYTES);
    queue.push(b);
    queue.nack(batch?.ids ?? []);
    const again = queue.take(50, MAX_BATCH_BYTES);
    expect(again?.ids).toEqual([a.event_id, b.event_id]);
    expect(JSON.parse(again?.body ?? '[]')[0].retry_count).toBe(1);
    queue.nack(again?.ids ?? []);
    expect(queue.peek().map((event) => event.retry_count)).toEqual([2, 1]);
  });

  it('a cancelled upload puts events back without counting a retry', () => {
    const { queue } = leaderQueue();
    queue.push(makeEvent());
    queue.nack(queue.take(50, MAX_BATCH_BYTES)?.ids ?? [], false);
    expect(queue.peek()[0]?.retry_count).toBe(0);
    expect(queue.pending()).toBe(1);
  });

  it('events refused for good are dropped and counted', () => {
    const { queue } = leaderQueue();
    queue.push(makeEvent());
    queue.discard(queue.take(50, MAX_BATCH_BYTES)?.ids ?? []);
    expect(queue.size()).toBe(0);
    expect(queue.dropped).toBe(1);
  });

  it('an event larger than any upload is dropped with a warning instead of blocking the queue', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { queue } = leaderQueue();
    const [huge, small] = [padded(MAX_BATCH_BYTES), makeEvent()];
    queue.push(huge);
    queue.push(small);
    expect(queue.take(50, MAX_BATCH_BYTES)?.ids).toEqual([small.event_id]);
    expect(queue.dropped).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a tab that does not lead takes nothing', () => {
    const { queue } = makeQueue(new FakeStorage());
    queue.push(makeEvent());
    expect(queue.take(50, MAX_BATCH_BYTES)).toBeNull();
    expect(queue.beaconBatches(50, BEACON_MAX_BYTES)).toEqual([]);
  });
});

describe('merge (SPEC 4)', () => {
  it('combines merge events with the same tracking id into one with an ext list', () => {
    const { queue } = leaderQueue();
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { symbol: 'BTC' } }));
    queue.push(makeEvent({ event_tracking_id: 'b8', merge: true, event_tracking_ext: { symbol: 'X' } }));
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { symbol: 'ETH' } }));
    queue.push(makeEvent({ event_tracking_id: 'b7', event_tracking_ext: { symbol: 'alone' } }));
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { symbol: 'SOL' } }));
    const events = queue.take(50, MAX_BATCH_BYTES)?.events ?? [];
    expect(events.map((event) => [event.event_tracking_id, event.event_tracking_ext])).toEqual([
      ['b7', [{ symbol: 'BTC' }, { symbol: 'ETH' }, { symbol: 'SOL' }]],
      ['b8', [{ symbol: 'X' }]],
      ['b7', { symbol: 'alone' }],
    ]);
  });

  it('writes the merged list, not the first part alone', () => {
    const storage = new FakeStorage();
    const { queue, scheduler } = leaderQueue(storage);
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { n: 1 } }));
    scheduler.run();
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { n: 2 } }));
    scheduler.run();
    expect(stored(storage)[0]?.event_tracking_ext).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('never merges into an event already sent: a new one starts', () => {
    const { queue } = leaderQueue();
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { n: 1 } }));
    const sent = queue.take(50, MAX_BATCH_BYTES);
    queue.nack(sent?.ids ?? []);
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { n: 2 } }));
    queue.beaconBatches(50, BEACON_MAX_BYTES);
    queue.push(makeEvent({ event_tracking_id: 'b7', merge: true, event_tracking_ext: { n: 3 } }));
    expect(queue.peek().map((event) => event.event_tracking_ext)).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
  });
});

describe('exposures held for their page (SPEC 4)', () => {
  it('are queued only when their page is released, with the page fields patched in', () => {
    const { queue } = leaderQueue();
    const held = makeEvent({ type: 'expose', curr_page: '/wiki' });
    queue.hold('/wiki', held);
    expect(queue.size()).toBe(0);
    expect(queue.release('/spot/BTCUSDT')).toBe(0);
    expect(queue.release('/wiki', (event) => Object.assign(event, { page_unique_id: 'view-9' }))).toBe(1);
    expect(queue.peek()).toEqual([{ ...held, page_unique_id: 'view-9' }]);
    expect(queue.release('/wiki')).toBe(0);
  });

  it(`hold at most ${MAX_HELD_EXPOSURES}, dropping the oldest and counting them`, () => {
    const { queue } = leaderQueue();
    const first = makeEvent({ type: 'expose' });
    queue.hold('/a', first);
    for (let i = 0; i < MAX_HELD_EXPOSURES; i++) queue.hold('/b', makeEvent({ type: 'expose' }));
    expect(queue.dropped).toBe(1);
    expect(queue.release('/a')).toBe(0);
    expect(queue.release('/b')).toBe(MAX_HELD_EXPOSURES);
  });
});

describe('beacon batches', () => {
  it('cover the queue in batches of at most 50, within 64 KB in all, and leave the events queued', () => {
    const { queue } = leaderQueue();
    for (let i = 0; i < 120; i++) queue.push(padded(300));
    const batches = queue.beaconBatches(50, BEACON_MAX_BYTES);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) {
      expect(batch.ids.length).toBeLessThanOrEqual(50);
      expect(Buffer.byteLength(batch.body)).toBe(batch.bytes);
    }
    expect(batches.reduce((sum, batch) => sum + batch.bytes, 0)).toBeLessThanOrEqual(BEACON_MAX_BYTES);
    expect(queue.size()).toBe(120);
    expect(queue.pending()).toBe(120);
  });

  it('stop at the 64 KB budget, oldest events first', () => {
    const { queue } = leaderQueue();
    const events = Array.from({ length: 60 }, () => padded(2_000));
    for (const event of events) queue.push(event);
    const batches = queue.beaconBatches(50, BEACON_MAX_BYTES);
    const sent = batches.flatMap((batch) => batch.ids);
    expect(sent).toEqual(ids(events.slice(0, sent.length)));
    expect(sent.length).toBeLessThan(60);
    expect(batches.reduce((sum, batch) => sum + batch.bytes, 0)).toBeLessThanOrEqual(BEACON_MAX_BYTES);
  });

  it('include events in flight: the hide cancels their upload', () => {
    const { queue } = leaderQueue();
    queue.push(makeEvent());
    queue.take(50, MAX_BATCH_BYTES);
    expect(queue.beaconBatches(50, BEACON_MAX_BYTES)[0]?.ids).toHaveLength(1);
  });
});

describe('utf8Length', () => {
  it.each(['', 'abc', 'é', '行情', '😀 ok', '\ud800 lone'])('measures %p like the encoder', (text) => {
    expect(utf8Length(JSON.stringify(text))).toBe(Buffer.byteLength(JSON.stringify(text)));
  });
});
