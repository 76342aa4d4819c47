// Web storage for the tracking queue that never throws: a disabled, full or vanished storage reads as empty and
// refuses writes, and the queue keeps its events in memory (DECISIONS: Tracking).

/** The part of Web Storage the queue uses. */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Asked on every access, so storage that appears or fails later is noticed; null when there is none. */
export type StorageSource = () => QueueStorage | null | undefined;

function backend(source: StorageSource): QueueStorage | null {
  try {
    return source() ?? null;
  } catch {
    return null;
  }
}

export interface SafeStorage {
  read(name: string): string | null;
  /** Whether the text reached storage. */
  write(name: string, text: string): boolean;
  remove(name: string): void;
}

export function safeStorage(source: StorageSource): SafeStorage {
  return {
    read(name) {
      try {
        return backend(source)?.getItem(name) ?? null;
      } catch {
        return null;
      }
    },
    write(name, text) {
      try {
        const storage = backend(source);
        if (!storage) return false;
        storage.setItem(name, text);
        return true;
      } catch {
        return false;
      }
    },
    remove(name) {
      try {
        backend(source)?.removeItem(name);
      } catch {
        // Nothing to clean where nothing was stored.
      }
    },
  };
}

/** The stored keys that start with `prefix`; none when storage cannot be read. */
export function keysStartingWith(source: StorageSource, prefix: string): string[] {
  const found: string[] = [];
  try {
    const storage = backend(source);
    if (!storage) return found;
    for (let i = 0; i < storage.length; i++) {
      const name = storage.key(i);
      if (name !== null && name.startsWith(prefix)) found.push(name);
    }
  } catch {
    // Unreadable storage holds no keys we could use.
  }
  return found;
}
