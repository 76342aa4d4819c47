// The queue's events in memory: lookups follow removals, stored events join in front without duplicates, and the
// caps drop exactly as many of the oldest as needed.
import { createItemList } from '../../src/tracking/queue-items';
import { utf8Length } from '../../src/tracking/queue-codec';
import { ids, makeEvent } from './support';

const padded = (bytes: number) => makeEvent({ event_tracking_ext: { pad: 'x'.repeat(bytes) } });

describe('item list', () => {
  it('forgets the id of a removed item', () => {
    const list = createItemList(10, 1_000_000);
    const [kept, removed] = [makeEvent(), makeEvent()];
    list.add(kept, false);
    list.add(removed, false);
    expect(list.removeWhere((item) => item.event === removed)).toBe(1);
    expect(list.has(removed.event_id)).toBe(false);
    expect(list.get(removed.event_id)).toBeUndefined();
    expect(list.get(kept.event_id)?.event).toBe(kept);
  });

  it('puts stored events in front, sealed, skipping the ids it already holds', () => {
    const list = createItemList(10, 1_000_000);
    const [mine, stored] = [makeEvent(), makeEvent()];
    list.add(mine, false);
    list.addInFront([stored, structuredClone(mine)]);
    expect(ids(list.items.map((item) => item.event))).toEqual([stored.event_id, mine.event_id]);
    expect(list.items.map((item) => item.sealed)).toEqual([true, false]);
    expect(list.get(mine.event_id)?.event).toBe(mine);
  });

  it('numbers items in the order they were added', () => {
    const list = createItemList(10, 1_000_000);
    const first = list.add(makeEvent(), false);
    const second = list.add(makeEvent(), false);
    expect(second.out).toBeGreaterThan(first.out);
  });

  it('drops only as many of the oldest as bring the stored array to exactly the byte cap', () => {
    const events = [padded(100), padded(300), padded(500)];
    const exact = utf8Length(JSON.stringify(events));
    const first = utf8Length(JSON.stringify(events[0]));
    // Without the first event and its comma the array is exactly this long.
    const list = createItemList(10, exact - first - 1);
    for (const event of events) list.add(event, false);
    list.enforceCaps();
    expect(ids(list.items.map((item) => item.event))).toEqual(ids(events.slice(1)));
    expect(utf8Length(list.json())).toBe(exact - first - 1);
    expect(list.dropped).toBe(1);
  });

  it('enforces the event count cap too when it enforces the byte cap', () => {
    const list = createItemList(2, 1_000_000);
    const events = [makeEvent(), makeEvent(), makeEvent()];
    for (const event of events) list.add(event, false);
    list.enforceCaps();
    expect(ids(list.items.map((item) => item.event))).toEqual(ids(events.slice(1)));
    expect(list.dropped).toBe(1);
  });

  it('keeps exactly the event count cap', () => {
    const list = createItemList(2, 1_000_000);
    list.add(makeEvent(), false);
    list.add(makeEvent(), false);
    list.enforceCaps();
    list.enforceCount();
    expect(list.items).toHaveLength(2);
    expect(list.dropped).toBe(0);
  });
});
