/**
 * @jest-environment node
 */
// Embedded web views lack parts of the browser: without location, document, navigator or storage the tracker still
// makes its events (for the start page) and uploads them.
import { createBrowserTracker } from '../../src/tracking/browser';

test('without location, document, navigator or storage the tracker makes events for the start page and uploads them', async () => {
  const fetch = jest.fn(async (_url: string, _init: RequestInit) => ({ ok: true, status: 200, json: async () => ({ status: 'success' }) }));
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  try {
    const tracker = createBrowserTracker({ buildUrl: (path) => path, locale: () => 'en', logEnv: 'pre' });
    expect(tracker.track({ event_tracking_id: 'b1' })).toMatchObject({ url: 'http://localhost/', title: '', referer: '', curr_page: '/' });
    const changes: boolean[] = [];
    const election = tracker.lead((isLeader) => changes.push(isLeader));
    election.claim();
    expect(changes).toEqual([true]);
    expect(await tracker.upload()).toMatchObject({ ok: true, sent: 1 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/v1/buried/log/info');
    expect(fetch.mock.calls[0]?.[1].headers).toEqual({ 'content-type': 'application/json' });
    election.resign();
    tracker.destroy();
  } finally {
    globalThis.fetch = realFetch;
  }
});
