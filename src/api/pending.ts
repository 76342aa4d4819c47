// Requests in flight, keyed by `METHOD path` (SPEC 7). Cancelling an older request when the same one is sent again
// exists but is off by default, as the spec says: two identical calls from two components must both answer.

export interface PendingRegistry {
  /** Tracks `controller` under `key`; with cancelDuplicates, aborts the requests already under that key. */
  add(key: string, controller: AbortController): void;
  /** Stops tracking `controller` (or every request under `key` when no controller is given); aborts nothing. */
  remove(key: string, controller?: AbortController): void;
  has(key: string): boolean;
  /** Requests in flight. */
  readonly size: number;
  /** Aborts every tracked request (logout, page leave) and forgets them. */
  cancelAll(reason?: unknown): void;
}

export interface PendingRegistryOptions {
  readonly cancelDuplicates?: boolean;
}

export function pendingKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

export function createPendingRegistry({ cancelDuplicates = false }: PendingRegistryOptions = {}): PendingRegistry {
  const byKey = new Map<string, Set<AbortController>>();
  let size = 0;

  const remove = (key: string, controller?: AbortController): void => {
    const controllers = byKey.get(key);
    if (!controllers) return;
    if (controller === undefined) {
      size -= controllers.size;
      byKey.delete(key);
      return;
    }
    if (controllers.delete(controller)) size -= 1;
    if (controllers.size === 0) byKey.delete(key);
  };

  return {
    add(key, controller) {
      const existing = byKey.get(key);
      if (cancelDuplicates && existing) {
        const older = [...existing];
        remove(key);
        for (const previous of older) previous.abort(new DOMException(`superseded by a newer ${key}`, 'AbortError'));
      }
      const controllers = byKey.get(key) ?? new Set<AbortController>();
      if (!controllers.has(controller)) {
        controllers.add(controller);
        size += 1;
      }
      byKey.set(key, controllers);
    },
    remove,
    has: (key) => byKey.has(key),
    get size() {
      return size;
    },
    cancelAll(reason) {
      const all = [...byKey.values()].flatMap((controllers) => [...controllers]);
      byKey.clear();
      size = 0;
      for (const controller of all) controller.abort(reason);
    },
  };
}
