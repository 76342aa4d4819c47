import { SYS } from '../../src/config/constants';
import { STORAGE_KEYS } from '../../src/core/storage';
import { createBrowserTracker } from '../../src/tracking/browser';
import { LEASE_HEARTBEAT_MS } from '../../src/tracking/limits';

const buildUrl = (path: string) => `${path}?languageType=0`;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete (window as { ExchangeBridge?: unknown }).ExchangeBridge;
  jest.useRealTimers();
});

describe('createBrowserTracker', () => {
  it('builds the tracker from the page: identity in storage, environment from the browser', () => {
    const tracker = createBrowserTracker({ buildUrl, locale: () => 'en', logEnv: 'test2', version: '0.1.0' });
    const event = tracker.track({ event_tracking_id: 'b1' });
    const deviceId = JSON.parse(localStorage.getItem(STORAGE_KEYS.visitorId) ?? 'null') as string;
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event).toMatchObject({
      device_id: deviceId,
      sys: SYS.web,
      log_env: 'test2',
      lib_version: '1.1.45',
      first_day: true,
      url_host: window.location.host,
      ver: '0.1.0',
    });
    tracker.destroy();
  });

  it('inside the app, leads through the storage lease and hands events to the bridge', () => {
    jest.useFakeTimers();
    const track = jest.fn();
    (window as { ExchangeBridge?: unknown }).ExchangeBridge = { track };
    const tracker = createBrowserTracker({ buildUrl, locale: () => 'en', logEnv: 'pre' });
    expect(tracker.track({ event_tracking_id: 'b1' })?.sys).toBe(SYS.appWebView);
    const changes: boolean[] = [];
    const election = tracker.lead((isLeader) => changes.push(isLeader));
    election.claim();
    jest.advanceTimersByTime(LEASE_HEARTBEAT_MS);
    expect(changes).toEqual([true]);
    expect(tracker.flush()).toBe(1);
    expect(JSON.parse(track.mock.calls[0]?.[0] as string)).toMatchObject({ event_tracking_id: 'b1' });
    election.resign();
    expect(localStorage.getItem(`${STORAGE_KEYS.trackingQueue}:lock`)).toBeNull();
    tracker.destroy();
  });
});
