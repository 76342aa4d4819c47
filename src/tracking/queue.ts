// The persisted tracking queue (SPEC 3 and 4, DECISIONS: Tracking).
//
// Delivery is at least once: an event stays until the gateway acknowledges its id (take -> ack), and a failed
// upload puts it back (nack). Memory is the truth for the running page; local storage is a copy made in batches,
// so a failing storage (disabled, full, corrupt) costs persistence, never the session's events.
//
// Tabs share the queue through local storage, and every key has a single writer, so no tab can overwrite what
// another wrote:
//   `tracking-queue`             the leader's queue: a JSON array of events, restored by whoever leads next;
//   `tracking-queue:tab:<id>`    a follower tab's outbox: `{ beat, items: [[n, event], ...] }`, written by that tab;
//   `tracking-queue:cursors`     the leader's receipts: per tab, the highest outbox number it has taken over.
// Only the leader uploads. It takes over outbox items past the tab's cursor into its own queue; a follower drops
// items once the cursor passes them. So an event lives in exactly one uploading queue, and two tabs never upload
// it both in a normal run. The leader removes outboxes of tabs that are gone. Which tab leads is leader.ts's job.
//
// Each event is turned into JSON once and the text is kept, so a write joins cached strings instead of
// serialising the whole queue again; events are only re-serialised when they change (merge, retry count).
import type { EventExt, TrackingEvent } from './event';
import { arrayBytes, packBeacons, pickUpload } from './batch-packing';
import { createHeldExposures } from './held-exposures';
import { MAX_HELD_EXPOSURES, MAX_QUEUE_BYTES, MAX_QUEUE_EVENTS, OUTBOX_IDLE_MS, PERSIST_DELAY_MS } from './limits';
import { CURSOR_KEEP_MS, isStoredEvent, parseCursors, parseStored as parse, utf8Length, type Cursors } from './queue-codec';
import { keysStartingWith, safeStorage, type StorageSource } from './queue-storage';

export interface QueueOptions {
  /** Called on every access, so storage that appears or fails later is noticed; null when there is none. */
  storage: StorageSource;
  /** Unique per page load: names this tab's outbox. */
  tabId: string;
  /** STORAGE_KEYS.trackingQueue. */
  key: string;
  maxEvents?: number;
  maxBytes?: number;
  now?: () => number;
  /** Runs `task` a little later; gathers the writes of a burst of events into one. */
  schedule?: (task: () => void) => void;
}

export interface Batch {
  ids: string[];
  events: TrackingEvent[];
  /** The JSON text of each event, in order. */
  parts: string[];
  /** The JSON array of the events. */
  body: string;
  /** UTF-8 size of `body`. */
  bytes: number;
}

export interface TrackingQueue {
  /** Events dropped by the caps (oldest first) or refused for good. */
  readonly dropped: number;
  readonly leader: boolean;
  /** False after a write that did not reach storage; the events are then kept in memory only. */
  readonly persistent: boolean;
  /** Events in this tab's memory, in flight included. */
  size(): number;
  /** Events waiting to be taken. */
  pending(): number;
  /** The events in memory, oldest first. */
  peek(): TrackingEvent[];
  push(event: TrackingEvent): void;
  /** Keeps `event` aside until `release(page)`. */
  hold(page: string, event: TrackingEvent): void;
  /** Queues the events held for `page`, after `patch` (e.g. the page view's fields); returns how many. */
  release(page: string, patch?: (event: TrackingEvent) => void): number;
  /** Up to `maxEvents` waiting events in at most `maxBytes` of JSON, marked in flight; null for none or a follower. */
  take(maxEvents: number, maxBytes: number): Batch | null;
  /** Removes acknowledged events. */
  ack(ids: readonly string[]): void;
  /** Returns events to the queue; `failed` (the default) counts a retry on each. */
  nack(ids: readonly string[], failed?: boolean): void;
  /** Removes events the gateway refused for good, counting them as dropped. */
  discard(ids: readonly string[]): void;
  /**
   * Every not yet acknowledged event (in flight included), in batches of at most `maxEvents`, within `maxBytes`
   * in all. They stay queued: a beacon has no answer.
   */
  beaconBatches(maxEvents: number, maxBytes: number): Batch[];
  setLeader(leader: boolean): void;
  /** Writes now (a leader also takes over the followers' outboxes). */
  flush(): void;
  destroy(): void;
}

interface Item {
  event: TrackingEvent;
  /** This tab's number for the item, increasing: the outbox cursor compares it. */
  out: number;
  json: string | null;
  bytes: number;
  inFlight: boolean;
  /** Sent, or handed to another tab: merging into it now would lose the merged part. */
  sealed: boolean;
}

export function createQueue(options: QueueOptions): TrackingQueue {
  const { tabId, key } = options;
  const maxEvents = options.maxEvents ?? MAX_QUEUE_EVENTS;
  const maxBytes = options.maxBytes ?? MAX_QUEUE_BYTES;
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? ((task: () => void) => void setTimeout(task, PERSIST_DELAY_MS));
  const cursorsKey = `${key}:cursors`;
  const outboxPrefix = `${key}:tab:`;
  const ownOutbox = `${outboxPrefix}${tabId}`;

  let items: Item[] = [];
  const byId = new Map<string, Item>();
  const mergeTargets = new Map<string, Item>();
  const held = createHeldExposures(MAX_HELD_EXPOSURES);
  let counter = 0;
  let leader = false;
  let dropped = 0;
  let persistent = true;
  let dirty = false;
  let scheduled = false;
  let destroyed = false;
  // Leader only: receipts and the outbox texts already taken over.
  let cursors: Cursors = {};
  let cursorsDirty = false;
  const seenOutboxes = new Map<string, { raw: string; beat: number }>();
  // Follower only: the items of the outbox last written.
  let writtenOutbox: string | null = null;

  const { read, write, remove } = safeStorage(options.storage);
  /** Outbox keys of the other tabs. */
  const outboxKeys = (): string[] => keysStartingWith(options.storage, outboxPrefix).filter((name) => name !== ownOutbox);

  const serialize = (item: Item): string => {
    if (item.json === null) {
      item.json = JSON.stringify(item.event);
      item.bytes = utf8Length(item.json);
    }
    return item.json;
  };
  const bytesOf = (item: Item): number => {
    serialize(item);
    return item.bytes;
  };
  const changed = (item: Item): void => {
    item.json = null;
  };

  const markDirty = (): void => {
    dirty = true;
    if (scheduled || destroyed) return;
    scheduled = true;
    schedule(() => {
      scheduled = false;
      if (!destroyed) flush();
    });
  };

  const forget = (item: Item): void => {
    byId.delete(item.event.event_id);
    if (mergeTargets.get(item.event.event_tracking_id) === item) mergeTargets.delete(item.event.event_tracking_id);
  };

  const removeWhere = (test: (item: Item) => boolean): number => {
    const before = items.length;
    items = items.filter((item) => {
      if (!test(item)) return true;
      forget(item);
      return false;
    });
    return before - items.length;
  };

  const add = (event: TrackingEvent, sealed: boolean): Item => {
    const item: Item = { event, out: ++counter, json: null, bytes: 0, inFlight: false, sealed };
    items.push(item);
    byId.set(event.event_id, item);
    return item;
  };

  /** Drops the oldest events not in flight while `over` says so; `onDrop` hears of each. */
  const dropOldest = (over: () => boolean, onDrop?: (item: Item) => void): void => {
    while (over()) {
      const index = items.findIndex((item) => !item.inFlight);
      if (index < 0) return;
      const [item] = items.splice(index, 1);
      if (!item) return;
      forget(item);
      onDrop?.(item);
      dropped++;
    }
  };

  const enforceCaps = (): void => {
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
  };

  const batchOf = (chosen: Item[]): Batch => {
    const parts = chosen.map(serialize);
    const body = `[${parts.join(',')}]`;
    return {
      ids: chosen.map((item) => item.event.event_id),
      events: chosen.map((item) => item.event),
      parts,
      body,
      bytes: arrayBytes(chosen.map((item) => item.bytes)),
    };
  };

  // ---- leader ----

  const restore = (): void => {
    const stored = parse(read(key));
    cursors = parseCursors(read(cursorsKey));
    // Own outbox items the previous leader took over are in its queue (or already uploaded).
    const mine = cursors[tabId]?.[0] ?? 0;
    removeWhere((item) => item.out <= mine);
    const own = items;
    items = [];
    if (Array.isArray(stored)) {
      // Sealed: the tab that wrote them may have sent them by beacon already.
      for (const event of stored) {
        if (isStoredEvent(event) && !byId.has(event.event_id)) add(event, true);
      }
    }
    items.push(...own);
    delete cursors[tabId];
    cursorsDirty = true;
    remove(ownOutbox);
    writtenOutbox = null;
    dirty = true;
  };

  /** Takes over the outbox items past the tab's cursor; answers when the outbox was last written. */
  const takeOver = (tab: string, raw: string): number => {
    const outbox = parse(raw) as { beat?: unknown; items?: unknown } | undefined;
    const from = cursors[tab]?.[0] ?? 0;
    let last = from;
    for (const entry of Array.isArray(outbox?.items) ? outbox.items : []) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'number') continue;
      const [number, event] = entry as [number, unknown];
      last = Math.max(last, number);
      if (number > from && isStoredEvent(event) && !byId.has(event.event_id)) {
        add(event, false);
        dirty = true;
      }
    }
    if (last > from) {
      cursors[tab] = [last, now()];
      cursorsDirty = true;
    }
    return typeof outbox?.beat === 'number' ? outbox.beat : 0;
  };

  const adoptOutboxes = (): void => {
    const time = now();
    for (const name of outboxKeys()) {
      const raw = read(name);
      if (raw === null) continue;
      const tab = name.slice(outboxPrefix.length);
      let seen = seenOutboxes.get(name);
      if (seen?.raw !== raw) {
        seen = { raw, beat: takeOver(tab, raw) };
        seenOutboxes.set(name, seen);
      }
      const cursor = cursors[tab];
      if (cursor && time - cursor[1] > CURSOR_KEEP_MS / 2) {
        cursor[1] = time;
        cursorsDirty = true;
      }
      // Everything in it is taken over; not written for long, so its tab is closed.
      if (time - seen.beat > OUTBOX_IDLE_MS) {
        remove(name);
        seenOutboxes.delete(name);
      }
    }
    for (const [tab, [, used]] of Object.entries(cursors)) {
      if (time - used > CURSOR_KEEP_MS) {
        delete cursors[tab];
        cursorsDirty = true;
      }
    }
  };

  const writeLeader = (): void => {
    if (dirty) {
      enforceCaps();
      persistent = write(key, `[${items.map(serialize).join(',')}]`);
      dirty = !persistent;
    }
    if (cursorsDirty) cursorsDirty = !write(cursorsKey, JSON.stringify(cursors));
  };

  // ---- follower ----

  const writeFollower = (): void => {
    const mine = parseCursors(read(cursorsKey))[tabId]?.[0] ?? 0;
    removeWhere((item) => item.out <= mine);
    enforceCaps();
    dirty = false;
    if (items.length === 0) return;
    const listed = items.map((item) => `[${item.out},${serialize(item)}]`).join(',');
    // Written again when the items changed, or when the leader removed the outbox as idle.
    if (listed === writtenOutbox && read(ownOutbox) !== null) return;
    persistent = write(ownOutbox, `{"beat":${now()},"items":[${listed}]}`);
    if (persistent) {
      writtenOutbox = listed;
      // From now on the leader may take these over at any moment.
      for (const item of items) item.sealed = true;
    } else {
      dirty = true;
    }
  };

  const flush = (): void => {
    if (leader) {
      adoptOutboxes();
      writeLeader();
    } else {
      writeFollower();
    }
  };

  return {
    get dropped() {
      return dropped;
    },
    get leader() {
      return leader;
    },
    get persistent() {
      return persistent;
    },
    size: () => items.length,
    pending: () => items.reduce((count, item) => (item.inFlight ? count : count + 1), 0),
    peek: () => items.map((item) => item.event),

    push(event) {
      if (event.merge) {
        const target = mergeTargets.get(event.event_tracking_id);
        if (target && !target.sealed && !target.inFlight && byId.get(target.event.event_id) === target) {
          const list = target.event.event_tracking_ext as EventExt[];
          list.push(...([] as EventExt[]).concat(event.event_tracking_ext));
          changed(target);
          markDirty();
          return;
        }
        event.event_tracking_ext = ([] as EventExt[]).concat(event.event_tracking_ext);
      }
      const item = add(event, false);
      if (event.merge) mergeTargets.set(event.event_tracking_id, item);
      if (items.length > maxEvents) dropOldest(() => items.length > maxEvents);
      markDirty();
    },

    hold(page, event) {
      dropped += held.hold(page, event);
    },

    release(page, patch) {
      const events = held.release(page);
      for (const event of events) {
        patch?.(event);
        this.push(event);
      }
      return events.length;
    },

    take(maxCount, maxSize) {
      if (!leader) return null;
      const { chosen, tooBig } = pickUpload(items, bytesOf, (item) => item.inFlight, maxCount, maxSize);
      if (tooBig.length > 0) {
        console.warn(`tracking: ${tooBig.length} event(s) larger than an upload dropped`);
        const refused = new Set(tooBig);
        dropped += removeWhere((item) => refused.has(item));
        markDirty();
      }
      if (chosen.length === 0) return null;
      for (const item of chosen) {
        item.inFlight = true;
        item.sealed = true;
      }
      return batchOf(chosen);
    },

    ack(ids) {
      const done = new Set(ids);
      if (removeWhere((item) => done.has(item.event.event_id)) > 0) markDirty();
    },

    nack(ids, failed = true) {
      for (const id of ids) {
        const item = byId.get(id);
        if (!item) continue;
        item.inFlight = false;
        if (failed) {
          item.event.retry_count++;
          changed(item);
        }
      }
      markDirty();
    },

    discard(ids) {
      const refused = new Set(ids);
      const count = removeWhere((item) => refused.has(item.event.event_id));
      dropped += count;
      if (count > 0) markDirty();
    },

    beaconBatches(maxCount, maxSize) {
      if (!leader) return [];
      const batches = packBeacons(items, bytesOf, maxCount, maxSize).map(batchOf);
      for (const batch of batches) {
        for (const id of batch.ids) {
          const item = byId.get(id);
          if (item) item.sealed = true;
        }
      }
      return batches;
    },

    setLeader(next) {
      if (next === leader) return;
      if (next) {
        leader = true;
        restore();
        flush();
        return;
      }
      // Handing over: the queue goes to storage for the next leader. If it cannot, this tab keeps it.
      flush();
      leader = false;
      seenOutboxes.clear();
      if (persistent) {
        removeWhere(() => true);
        mergeTargets.clear();
      } else {
        for (const item of items) item.inFlight = false;
      }
      cursors = {};
      cursorsDirty = false;
    },

    flush,

    destroy() {
      flush();
      destroyed = true;
    },
  };
}
