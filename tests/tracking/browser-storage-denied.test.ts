import { leadingTracker, withAcceptingFetch } from './leading-tracker';

// A sandboxed frame, or a browser with site data blocked, throws on the very read of window.localStorage.

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
  await withAcceptingFetch(async (fetch) => {
    const { tracker, election, changes } = leadingTracker();
    expect(changes).toEqual([true]);
    const event = tracker.track({ event_tracking_id: 'b1' });
    expect(tracker.flush({ beacon: false })).toBe(0);
    expect(await tracker.upload()).toMatchObject({ ok: true, sent: 1 });
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string).map((sent: { event_id: string }) => sent.event_id)).toContain(
      event?.event_id,
    );
    election.resign();
    tracker.destroy();
  });
});
