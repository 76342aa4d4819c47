// The tracking queue's events in memory: their order, their lookup by id and by merge target, the caps, and the
// JSON text of each, made once and kept, so a write joins cached strings instead of serialising the whole queue
// again (an event is only re-serialised when it changes: a merge, a retry count). Storage and tabs are queue.ts's.
import type { TrackingEvent } from './event';
import { utf8Length } from './queue-codec';

export interface Item {
  event: TrackingEvent;
  /** This tab's number for the item, increasing: the outbox cursor compares it. */
  out: number;
  json: string | null;
  bytes: number;
  inFlight: boolean;
  /** Sent, or handed to another tab: merging into it now would lose the merged part. */
  sealed: boolean;
}

export interface ItemList {
  /** Events dropped by the caps (oldest first) or refused for good. */
  dropped: number;
  /** The items, oldest first. Read only: change them through the list. */
  readonly items: readonly Item[];
  /** The item's JSON text, made once. */
  serialize(item: Item): string;
  /** UTF-8 size of the item's JSON text. */
  bytesOf(item: Item): number;
  /** The item's event changed: its text is made again on the next write. */
  changed(item: Item): void;
  get(id: string): Item | undefined;
  has(id: string): boolean;
  /** Adds an event at the end. */
  add(event: TrackingEvent, sealed: boolean): Item;
  /** Puts stored events in front of the items in memory, sealed, skipping ids already here. */
  addInFront(events: readonly TrackingEvent[]): void;
  /** Removes the items `test` picks; answers how many. */
  removeWhere(test: (item: Item) => boolean): number;
  /** The item events with this tracking id merge into, while it may take them. */
  mergeTarget(trackingId: string): Item | undefined;
  setMergeTarget(trackingId: string, item: Item): void;
  clearMergeTargets(): void;
  /** Drops the oldest items not in flight beyond the event count cap. */
  enforceCount(): void;
  /** Drops the oldest items not in flight beyond both caps (count and the stored array's bytes). */
  enforceCaps(): void;
  /** The JSON array of every item. */
  json(): string;
}

export function createItemList(maxEvents: number, maxBytes: number): ItemList {
  let items: Item[] = [];
  const byId = new Map<string, Item>();
  const mergeTargets = new Map<string, Item>();
  let counter = 0;

  const serialize = (item: Item): string => {
    if (item.json === null) {
      item.json = JSON.stringify(item.event);
      item.bytes = utf8Length(item.json);
    }
    return item.json;
  };

  const forget = (item: Item): void => {
    byId.delete(item.event.event_id);
    if (mergeTargets.get(item.event.event_tracking_id) === item) mergeTargets.delete(item.event.event_tracking_id);
  };

  const make = (event: TrackingEvent, sealed: boolean): Item => {
    const item: Item = { event, out: ++counter, json: null, bytes: 0, inFlight: false, sealed };
    byId.set(event.event_id, item);
    return item;
  };

  const list: ItemList = {
    dropped: 0,
    get items() {
      return items;
    },
    serialize,
    bytesOf(item) {
      serialize(item);
      return item.bytes;
    },
    changed(item) {
      item.json = null;
    },
    get: (id) => byId.get(id),
    has: (id) => byId.has(id),

    add(event, sealed) {
      const item = make(event, sealed);
      items.push(item);
      return item;
    },

    addInFront(events) {
      const front: Item[] = [];
      for (const event of events) {
        if (!byId.has(event.event_id)) front.push(make(event, true));
      }
      items = [...front, ...items];
    },

    removeWhere(test) {
      const before = items.length;
      items = items.filter((item) => {
        if (!test(item)) return true;
        forget(item);
        return false;
      });
      return before - items.length;
    },

    mergeTarget: (trackingId) => mergeTargets.get(trackingId),
    setMergeTarget(trackingId, item) {
      mergeTargets.set(trackingId, item);
    },
    clearMergeTargets() {
      mergeTargets.clear();
    },

    enforceCount() {
      dropOldest(() => items.length > maxEvents);
    },

    enforceCaps() {
      let bytes = 1;
      for (const item of items) {
        serialize(item);
        bytes += item.bytes + 1;
      }
      dropOldest(
        () => items.length > maxEvents || bytes > maxBytes,
        (item) => {
          bytes -= item.bytes + 1;
        },
      );
    },

    json: () => `[${items.map(serialize).join(',')}]`,
  };

  /** Drops the oldest items not in flight while `over` says so; `onDrop` hears of each. */
  function dropOldest(over: () => boolean, onDrop?: (item: Item) => void): void {
    while (over()) {
      const index = items.findIndex((item) => !item.inFlight);
      if (index < 0) return;
      const [item] = items.splice(index, 1);
      if (!item) return;
      forget(item);
      onDrop?.(item);
      list.dropped++;
    }
  }

  return list;
}
