/**
 * @jest-environment <rootDir>/tests/setup/node-environment.cjs
 */
import { createBrowserTracker } from '../../src/tracking/browser';
import { LEASE_HEARTBEAT_MS } from '../../src/tracking/limits';
import { leadingTracker, withAcceptingFetch } from './leading-tracker';

// A page evaluated without location, document, navigator or local storage (a prerendering or embedded context):
// the tracker is still built, and what it cannot read is empty rather than an error.
const buildUrl = (path: string) => `${path}?languageType=0`;

afterEach(() => {
  jest.useRealTimers();
});

test('there is no location, document, navigator or local storage here', () => {
  expect([typeof location, typeof document, typeof navigator, typeof localStorage]).toEqual([
    'undefined',
    'undefined',
    'undefined',
    'undefined',
  ]);
});

test('without a page, the first view is an untitled page at localhost with no referer', () => {
  const tracker = createBrowserTracker({ buildUrl, locale: () => 'en', logEnv: 'test2' });
  expect(tracker.track({ event_tracking_id: 'b1' })).toMatchObject({
    url: 'http://localhost/',
    title: '',
    referer: '',
    curr_page: '/',
  });
  tracker.destroy();
});

test('without local storage or Web Locks, a tab leads by its own lease and uploads without a pfb header', async () => {
  jest.useFakeTimers();
  await withAcceptingFetch(async (fetch) => {
    const { tracker, election, changes } = leadingTracker();
    expect(changes).toEqual([true]);
    tracker.track({ event_tracking_id: 'b1' });
    expect(await tracker.upload()).toMatchObject({ ok: true, sent: 1 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/v1/buried/log/info?languageType=0');
    expect(fetch.mock.calls[0]?.[1]?.headers).toStrictEqual({ 'content-type': 'application/json' });
    election.resign();
    tracker.destroy();
  });
});

test('a hidden tab without a navigator has no beacon to send: the queue stays', () => {
  jest.useFakeTimers();
  const tracker = createBrowserTracker({ buildUrl, locale: () => 'en', logEnv: 'test2' });
  const election = tracker.lead(() => {});
  election.claim();
  jest.advanceTimersByTime(LEASE_HEARTBEAT_MS);
  tracker.track({ event_tracking_id: 'b1' });
  expect(tracker.flush()).toBe(0);
  expect(tracker.hasPending()).toBe(true);
  election.resign();
  tracker.destroy();
});
