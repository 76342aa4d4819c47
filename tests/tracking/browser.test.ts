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
    // The first visit's time and the tab's session are kept in the tracking SDK's own area.
    const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    expect(keys(localStorage).some((key) => key.startsWith('webSdk:'))).toBe(true);
    expect(keys(sessionStorage).some((key) => key.startsWith('webSdk:'))).toBe(true);
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

  it('takes the first page view from the document: address, title and referrer', () => {
    window.history.pushState({}, '', '/spot/BTCUSDT?tab=chart');
    document.title = 'BTC/USDT spot';
    Object.defineProperty(document, 'referrer', { value: 'https://news.example/article', configurable: true });
    try {
      const tracker = createBrowserTracker({ buildUrl, locale: () => 'en', logEnv: 'test2' });
      expect(tracker.track({ event_tracking_id: 'b1' })).toMatchObject({
        url: 'http://localhost/spot/BTCUSDT?tab=chart',
        title: 'BTC/USDT spot',
        referer: 'https://news.example/article',
        curr_page: '/spot/BTCUSDT',
      });
      tracker.destroy();
    } finally {
      delete (document as unknown as Record<string, unknown>)['referrer'];
      document.title = '';
      window.history.pushState({}, '', '/');
    }
  });

  it('once it leads, keeps its queue in local storage and uploads to the built URL with the page\'s pfb', async () => {
    jest.useFakeTimers();
    window.history.pushState({}, '', '/spot/BTCUSDT?pfb=partner-7');
    const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ status: 'success' }) }));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    try {
      const tracker = createBrowserTracker({ buildUrl, locale: () => 'en', logEnv: 'test2' });
      const election = tracker.lead(() => {});
      election.claim();
      jest.advanceTimersByTime(LEASE_HEARTBEAT_MS);
      const event = tracker.track({ event_tracking_id: 'b1' });
      tracker.flush({ beacon: false });
      expect(localStorage.getItem(STORAGE_KEYS.trackingQueue)).toContain(event?.event_id);
      expect(await tracker.upload()).toMatchObject({ ok: true, sent: 1 });
      expect(fetch).toHaveBeenCalledWith(
        '/v1/buried/log/info?languageType=0',
        expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ pfb: 'partner-7' }) }),
      );
      election.resign();
      tracker.destroy();
    } finally {
      globalThis.fetch = realFetch;
      window.history.pushState({}, '', '/');
    }
  });

  it('a hidden leading tab sends its queue by beacon to the built URL, pfb in the query', () => {
    jest.useFakeTimers();
    window.history.pushState({}, '', '/spot/BTCUSDT?pfb=partner-7');
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    try {
      const tracker = createBrowserTracker({ buildUrl, locale: () => 'en', logEnv: 'test2' });
      const election = tracker.lead(() => {});
      election.claim();
      jest.advanceTimersByTime(LEASE_HEARTBEAT_MS);
      tracker.track({ event_tracking_id: 'b1' });
      expect(tracker.flush()).toBe(1);
      expect(sendBeacon.mock.calls[0]?.[0]).toBe('/v1/buried/log/info?languageType=0&pfb=partner-7');
      election.resign();
      tracker.destroy();
    } finally {
      delete (window.navigator as unknown as Record<string, unknown>)['sendBeacon'];
      window.history.pushState({}, '', '/');
    }
  });

  it('asks the Web Locks API for leadership where the browser has it', () => {
    const request = jest.fn((_name: string, _options: unknown, _callback: () => Promise<void>) => new Promise<void>(() => {}));
    Object.defineProperty(window.navigator, 'locks', { value: { request }, configurable: true });
    try {
      const tracker = createBrowserTracker({ buildUrl, locale: () => 'en', logEnv: 'test2' });
      const election = tracker.lead(() => {});
      election.claim();
      expect(request).toHaveBeenCalledWith(STORAGE_KEYS.trackingQueue, expect.anything(), expect.any(Function));
      election.resign();
      tracker.destroy();
    } finally {
      delete (window.navigator as unknown as Record<string, unknown>)['locks'];
    }
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
