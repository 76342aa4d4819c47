// The leading tab's side of the shared tracking queue (the key layout is in queue.ts): it restores the queue the
// previous leader stored, takes over the items follower tabs put in their outboxes, keeps a receipt (cursor) per
// tab so a follower can drop what was taken, and removes the outboxes and receipts of tabs that are gone.
import type { Item, ItemList } from './queue-items';
import { OUTBOX_IDLE_MS } from './limits';
import { CURSOR_KEEP_MS, isStoredEvent, parseCursors, parseStored, type Cursors } from './queue-codec';
import type { SafeStorage } from './queue-storage';

export interface LeaderOptions {
  list: ItemList;
  storage: SafeStorage;
  tabId: string;
  /** STORAGE_KEYS.trackingQueue: the leader's queue. */
  key: string;
  cursorsKey: string;
  outboxPrefix: string;
  /** This tab's own outbox, written while it followed. */
  ownOutbox: string;
  /** Outbox keys of the other tabs. */
  outboxKeys: () => string[];
  now: () => number;
}

export interface LeaderSync {
  /** On becoming leader: the stored queue in front of this tab's own items, minus what the last leader took. */
  restore(): void;
  /** Takes over the outboxes' new items; answers whether any were added. */
  adoptOutboxes(): boolean;
  /** Writes the receipts when they changed (again on the next write when storage refused them). */
  writeCursors(): void;
  /** On handing over: forgets the receipts and the outboxes seen. */
  reset(): void;
}

export function createLeaderSync(options: LeaderOptions): LeaderSync {
  const { list, storage, tabId, key, cursorsKey, outboxPrefix, ownOutbox, now } = options;
  let cursors: Cursors = {};
  let cursorsDirty = false;
  // The outbox texts already taken over, with when each was last written.
  const seenOutboxes = new Map<string, { raw: string; beat: number }>();
  let added = false;

  /** Takes over the outbox items past the tab's cursor; answers when the outbox was last written. */
  const takeOver = (tab: string, raw: string): number => {
    const outbox = parseStored(raw) as { beat?: unknown; items?: unknown } | undefined;
    const from = cursors[tab]?.[0] ?? 0;
    let last = from;
    for (const entry of Array.isArray(outbox?.items) ? outbox.items : []) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'number') continue;
      const [number, event] = entry as [number, unknown];
      last = Math.max(last, number);
      if (number > from && isStoredEvent(event) && !list.has(event.event_id)) {
        list.add(event, false);
        added = true;
      }
    }
    if (last > from) {
      cursors[tab] = [last, now()];
      cursorsDirty = true;
    }
    return typeof outbox?.beat === 'number' ? outbox.beat : 0;
  };

  return {
    restore() {
      const stored = parseStored(storage.read(key));
      cursors = parseCursors(storage.read(cursorsKey));
      // Own outbox items the previous leader took over are in its queue (or already uploaded).
      const mine = cursors[tabId]?.[0] ?? 0;
      list.removeWhere((item: Item) => item.out <= mine);
      // Sealed: the tab that wrote them may have sent them by beacon already.
      if (Array.isArray(stored)) list.addInFront(stored.filter(isStoredEvent));
      delete cursors[tabId];
      cursorsDirty = true;
      storage.remove(ownOutbox);
    },

    adoptOutboxes() {
      added = false;
      const time = now();
      for (const name of options.outboxKeys()) {
        const raw = storage.read(name);
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
          storage.remove(name);
          seenOutboxes.delete(name);
        }
      }
      for (const [tab, [, used]] of Object.entries(cursors)) {
        if (time - used > CURSOR_KEEP_MS) {
          delete cursors[tab];
          cursorsDirty = true;
        }
      }
      return added;
    },

    writeCursors() {
      if (cursorsDirty) cursorsDirty = !storage.write(cursorsKey, JSON.stringify(cursors));
    },

    reset() {
      seenOutboxes.clear();
      cursors = {};
      cursorsDirty = false;
    },
  };
}
