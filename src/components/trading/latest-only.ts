// Applies the latest of a stream of values at most once per interval: the first at once, then what is newest when
// the interval ends. Values in between are replaced, never queued, so a burst costs one application.

export interface LatestOnly<T> {
  push(value: T): void;
  /** Forgets a value still waiting (it belongs to what is being replaced). */
  cancel(): void;
}

export function latestOnly<T>(apply: (value: T) => void, intervalMs: number, now: () => number = Date.now): LatestOnly<T> {
  let waiting: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = Number.NEGATIVE_INFINITY;

  const run = (value: T) => {
    last = now();
    apply(value);
  };
  const due = () => {
    timer = null;
    if (waiting === null) return;
    const { value } = waiting;
    waiting = null;
    run(value);
  };

  return {
    push(value) {
      const wait = last + intervalMs - now();
      if (wait <= 0 && timer === null) {
        run(value);
        return;
      }
      waiting = { value };
      timer ??= setTimeout(due, Math.max(0, wait));
    },
    cancel() {
      waiting = null;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
