import type { EventContext, TrackInput, TrackingEvent } from '../../src/tracking/event';
import { createEvent } from '../../src/tracking/event';
import type { EnvironmentFields } from '../../src/tracking/environment';
import type { LockManagerLike, Timers } from '../../src/tracking/leader';
import type { QueueOptions, TrackingQueue } from '../../src/tracking/queue';
import { createQueue } from '../../src/tracking/queue';

/**
 * Web Storage over a Map, shared by the "tabs" of a test. `mode` makes it fail like a browser: a full quota
 * throws on writes, a disabled storage throws on every access.
 */
export class FakeStorage implements Storage {
  readonly map = new Map<string, string>();
  mode: 'ok' | 'quota' | 'disabled' = 'ok';
  writes = 0;

  get length(): number {
    this.check();
    return this.map.size;
  }

  key(index: number): string | null {
    this.check();
    return [...this.map.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    this.check();
    return this.map.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.check();
    if (this.mode === 'quota') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.writes++;
    this.map.set(key, String(value));
  }

  removeItem(key: string): void {
    this.check();
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }

  private check(): void {
    if (this.mode === 'disabled') throw new DOMException('Access is denied.', 'SecurityError');
  }
}

export const QUEUE_KEY = 'tracking-queue';

/** A scheduler the test runs by hand, standing in for the queue's write delay. */
export class ManualScheduler {
  tasks: Array<() => void> = [];
  readonly schedule = (task: () => void): void => {
    this.tasks.push(task);
  };

  run(): void {
    const tasks = this.tasks;
    this.tasks = [];
    for (const task of tasks) task();
  }
}

export function makeQueue(
  storage: FakeStorage | null,
  overrides: Partial<QueueOptions> = {},
): { queue: TrackingQueue; scheduler: ManualScheduler } {
  const scheduler = new ManualScheduler();
  const queue = createQueue({
    storage: () => storage,
    tabId: 'tab-a',
    key: QUEUE_KEY,
    schedule: scheduler.schedule,
    ...overrides,
  });
  return { queue, scheduler };
}

export const ENVIRONMENT: EnvironmentFields = {
  browser: 'Chrome',
  browser_version: '126.0',
  manufacturer: '',
  model: '',
  screen_width: 1920,
  screen_height: 1080,
  network_type: '4g',
  sys: 3,
  os_version: 'Windows 10.0',
  url_host: 'exchange.test',
  source_referer: '',
  source_target: '/spot/BTCUSDT',
  qr_val: '',
  timezone_offset: -480,
  log_env: 'test1',
  first_visit_time: 1_700_000_000_000,
  first_day: true,
  lib_version: '1.1.45',
};

let counter = 0;

/** A ready-made event; ids count up so tests can name them. */
export function makeEvent(input: Partial<TrackInput> = {}, extra: Partial<TrackingEvent> = {}): TrackingEvent {
  counter++;
  const context: EventContext = {
    base: {
      ...ENVIRONMENT,
      device_id: 'device-1',
      session_id: 'session-1',
      uid: '',
      app_id: 'exchange-web',
      app_name: 'web',
      ver: '0.1.0',
    },
    page: {
      url: 'https://exchange.test/spot/BTCUSDT',
      title: 'Spot',
      referer: '',
      user_language: 0,
      page_unique_id: 'view-1',
      ctime: 1_700_000_000_000,
      curr_page: '/spot/BTCUSDT',
      curr_page_ext: {},
    },
    now: 1_700_000_000_000 + counter,
    seq: counter,
    logSeq: counter,
    newId: () => `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
  };
  const event = createEvent({ event_tracking_id: 'b1', ...input }, context);
  if (!event) throw new Error('invalid test event');
  return Object.assign(event, extra);
}

export const ids = (events: readonly TrackingEvent[]): string[] => events.map((event) => event.event_id);

/** setInterval by hand. */
export function manualTimers() {
  const tasks = new Map<number, () => void>();
  let next = 0;
  const timers: Timers = {
    setInterval: (task) => {
      tasks.set(++next, task);
      return next;
    },
    clearInterval: (handle) => void tasks.delete(handle as number),
  };
  return { timers, tick: () => [...tasks.values()].forEach((task) => task()), count: () => tasks.size };
}

/** The Web Locks API for one lock name: the first request holds it, the others wait in order. */
export class FakeLocks implements LockManagerLike {
  private holder: (() => void) | null = null;
  private waiting: Array<{ grant: () => void; signal?: AbortSignal }> = [];

  /** Requests waiting for the lock. */
  get queued(): number {
    return this.waiting.length;
  }

  request(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.holder = grant;
        void callback().then(() => {
          this.holder = null;
          resolve(undefined);
          this.grantNext();
        });
      };
      options.signal?.addEventListener('abort', () => {
        const index = this.waiting.findIndex((entry) => entry.grant === grant);
        if (index >= 0) {
          this.waiting.splice(index, 1);
          reject(new DOMException('aborted', 'AbortError'));
        }
      });
      if (this.holder === null) grant();
      else this.waiting.push({ grant, signal: options.signal });
    });
  }

  private grantNext(): void {
    this.waiting.shift()?.grant();
  }
}

export const flushPromises = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
