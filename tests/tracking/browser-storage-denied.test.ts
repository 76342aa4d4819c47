import { createBrowserTracker } from '../../src/tracking/browser';
import { LEASE_HEARTBEAT_MS } from '../../src/tracking/limits';

// A sandboxed frame, or a browser with site data blocked, throws on the very read of window.localStorage.
const buildUrl = (path: string) => `${path}?languageType=0`;

beforeEach(() => {
  Object.defineProperty(window, 'localStorage', {
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
    configurable: true,
  });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'localStorage');
  jest.useRealTimers();
});

test('with local storage denied, the tracker still leads, queues in memory and uploads', async () => {
  expect(() => window.localStorage).toThrow('Access is denied');
  jest.useFakeTimers();
  const fetch = jest.fn(async (_url: string, _init: RequestInit) => ({
    ok: true,
    status: 200,
    json: async () => ({ status: 'success' }),
  }));
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  try {
    const tracker = createBrowserTracker({ buildUrl, locale: () => 'en', logEnv: 'test2' });
    const changes: boolean[] = [];
    const election = tracker.lead((isLeader) => changes.push(isLeader));
    election.claim();
    jest.advanceTimersByTime(LEASE_HEARTBEAT_MS);
    expect(changes).toEqual([true]);
    const event = tracker.track({ event_tracking_id: 'b1' });
    expect(tracker.flush({ beacon: false })).toBe(0);
    expect(await tracker.upload()).toMatchObject({ ok: true, sent: 1 });
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string).map((sent: { event_id: string }) => sent.event_id)).toContain(
      event?.event_id,
    );
    election.resign();
    tracker.destroy();
  } finally {
    globalThis.fetch = realFetch;
  }
});
