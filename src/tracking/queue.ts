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
// The pieces: queue-items.ts holds the events in memory (order, caps, cached JSON), queue-leader.ts is the leading
// tab's restore, take-over and receipts, queue-outbox.ts a follower's outbox; this file is the queue's API over them.
import type { EventExt, TrackingEvent } from './event';
import { arrayBytes, packBeacons, pickUpload } from './batch-packing';
import { createHeldExposures } from './held-exposures';
import { MAX_HELD_EXPOSURES, MAX_QUEUE_BYTES, MAX_QUEUE_EVENTS, PERSIST_DELAY_MS } from './limits';
import { createItemList, type Item } from './queue-items';
import { createLeaderSync } from './queue-leader';
import { createFollowerOutbox } from './queue-outbox';
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

export function createQueue(options: QueueOptions): TrackingQueue {
  const { tabId, key } = options;
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? ((task: () => void) => void setTimeout(task, PERSIST_DELAY_MS));
  const cursorsKey = `${key}:cursors`;
  const outboxPrefix = `${key}:tab:`;
  const ownOutbox = `${outboxPrefix}${tabId}`;

  const list = createItemList(options.maxEvents ?? MAX_QUEUE_EVENTS, options.maxBytes ?? MAX_QUEUE_BYTES);
  const held = createHeldExposures(MAX_HELD_EXPOSURES);
  const storage = safeStorage(options.storage);
  const sync = createLeaderSync({
    list,
    storage,
    tabId,
    key,
    cursorsKey,
    outboxPrefix,
    ownOutbox,
    outboxKeys: () => keysStartingWith(options.storage, outboxPrefix).filter((name) => name !== ownOutbox),
    now,
  });
  const outbox = createFollowerOutbox({ list, storage, tabId, cursorsKey, ownOutbox, now });
  let leader = false;
  let persistent = true;
  let dirty = false;
  let scheduled = false;
  let destroyed = false;

  const markDirty = (): void => {
    dirty = true;
    if (scheduled || destroyed) return;
    scheduled = true;
    schedule(() => {
      scheduled = false;
      if (!destroyed) flush();
    });
  };

  const batchOf = (chosen: Item[]): Batch => {
    const parts = chosen.map(list.serialize);
    const body = `[${parts.join(',')}]`;
    return {
      ids: chosen.map((item) => item.event.event_id),
      events: chosen.map((item) => item.event),
      parts,
      body,
      bytes: arrayBytes(chosen.map((item) => item.bytes)),
    };
  };

  const flush = (): void => {
    if (leader) {
      if (sync.adoptOutboxes()) dirty = true;
      if (dirty) {
        list.enforceCaps();
        persistent = storage.write(key, list.json());
        dirty = !persistent;
      }
      sync.writeCursors();
    } else {
      const written = outbox.write();
      dirty = written === false;
      if (written !== null) persistent = written;
    }
  };

  return {
    get dropped() {
      return list.dropped;
    },
    get leader() {
      return leader;
    },
    get persistent() {
      return persistent;
    },
    size: () => list.items.length,
    pending: () => list.items.reduce((count, item) => (item.inFlight ? count : count + 1), 0),
    peek: () => list.items.map((item) => item.event),

    push(event) {
      if (event.merge) {
        const target = list.mergeTarget(event.event_tracking_id);
        if (target && !target.sealed && !target.inFlight && list.get(target.event.event_id) === target) {
          const merged = target.event.event_tracking_ext as EventExt[];
          merged.push(...([] as EventExt[]).concat(event.event_tracking_ext));
          list.changed(target);
          markDirty();
          return;
        }
        event.event_tracking_ext = ([] as EventExt[]).concat(event.event_tracking_ext);
      }
      const item = list.add(event, false);
      if (event.merge) list.setMergeTarget(event.event_tracking_id, item);
      list.enforceCount();
      markDirty();
    },

    hold(page, event) {
      list.dropped += held.hold(page, event);
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
      const { chosen, tooBig } = pickUpload(list.items, list.bytesOf, (item) => item.inFlight, maxCount, maxSize);
      if (tooBig.length > 0) {
        console.warn(`tracking: ${tooBig.length} event(s) larger than an upload dropped`);
        const refused = new Set(tooBig);
        list.dropped += list.removeWhere((item) => refused.has(item));
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
      if (list.removeWhere((item) => done.has(item.event.event_id)) > 0) markDirty();
    },

    nack(ids, failed = true) {
      for (const id of ids) {
        const item = list.get(id);
        if (!item) continue;
        item.inFlight = false;
        if (failed) {
          item.event.retry_count++;
          list.changed(item);
        }
      }
      markDirty();
    },

    discard(ids) {
      const refused = new Set(ids);
      const count = list.removeWhere((item) => refused.has(item.event.event_id));
      list.dropped += count;
      if (count > 0) markDirty();
    },

    beaconBatches(maxCount, maxSize) {
      if (!leader) return [];
      const batches = packBeacons(list.items, list.bytesOf, maxCount, maxSize).map(batchOf);
      for (const batch of batches) {
        for (const id of batch.ids) {
          const item = list.get(id);
          if (item) item.sealed = true;
        }
      }
      return batches;
    },

    setLeader(next) {
      if (next === leader) return;
      if (next) {
        leader = true;
        sync.restore();
        outbox.reset();
        dirty = true;
        flush();
        return;
      }
      // Handing over: the queue goes to storage for the next leader. If it cannot, this tab keeps it.
      flush();
      leader = false;
      if (persistent) {
        list.removeWhere(() => true);
        list.clearMergeTargets();
      } else {
        for (const item of list.items) item.inFlight = false;
      }
      sync.reset();
    },

    flush,

    destroy() {
      flush();
      destroyed = true;
    },
  };
}
