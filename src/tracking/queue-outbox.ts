// A follower tab's side of the shared tracking queue (the key layout is in queue.ts): it writes its events to its
// own outbox for the leader to take over, and drops those the leader's receipt (cursor) says were taken.
import type { ItemList } from './queue-items';
import { parseCursors } from './queue-codec';
import type { SafeStorage } from './queue-storage';

export interface OutboxOptions {
  list: ItemList;
  storage: SafeStorage;
  tabId: string;
  cursorsKey: string;
  /** This tab's outbox key. */
  ownOutbox: string;
  now: () => number;
}

export interface FollowerOutbox {
  /**
   * Drops what the leader took, then writes the rest: true when storage took it, false when it refused, null when
   * nothing needed writing (no items, or the outbox already holds them).
   */
  write(): boolean | null;
  /** Forgets what was written (the outbox is gone: this tab leads now). */
  reset(): void;
}

export function createFollowerOutbox({ list, storage, tabId, cursorsKey, ownOutbox, now }: OutboxOptions): FollowerOutbox {
  // The items of the outbox last written.
  let written: string | null = null;
  return {
    write() {
      const mine = parseCursors(storage.read(cursorsKey))[tabId]?.[0] ?? 0;
      list.removeWhere((item) => item.out <= mine);
      list.enforceCaps();
      if (list.items.length === 0) return null;
      const listed = list.items.map((item) => `[${item.out},${list.serialize(item)}]`).join(',');
      // Written again when the items changed, or when the leader removed the outbox as idle.
      if (listed === written && storage.read(ownOutbox) !== null) return null;
      if (!storage.write(ownOutbox, `{"beat":${now()},"items":[${listed}]}`)) return false;
      written = listed;
      // From now on the leader may take these over at any moment.
      for (const item of list.items) item.sealed = true;
      return true;
    },
    reset() {
      written = null;
    },
  };
}
