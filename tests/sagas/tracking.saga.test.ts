import { makeStore } from '../../src/app/make-store';
import { trackingSaga, stateName } from '../../sagas/tracking.saga';
import { commonConfigFailed, commonConfigLoaded } from '../../store/app-config.slice';
import { themeChanged } from '../../store/preferences.slice';
import { logoutRequested } from '../../store/session.actions';
import { pageViewed, trackRequested } from '../../store/tracking.slice';
import { fakeContext, fakeTracking } from '../support/saga-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const config = { ip: null, supportUrl: null };

let stopActor: (() => void) | undefined;
afterEach(() => stopActor?.());

function setup(options: { manual?: boolean; broken?: boolean; uploadEnabled?: boolean | null; quiet?: boolean } = {}) {
  const tracking = fakeTracking(options);
  stopActor = () => tracking.actor.stop();
  const { context } = fakeContext({ tracking: tracking.port });
  const store = makeStore({
    context,
    saga: trackingSaga,
    preloadedState: {
      appConfig: { imageDomain: null, uploadEnabled: options.uploadEnabled ?? null, ip: null, supportUrl: null },
    },
  });
  // The shell's first page view, after which the tracker loads.
  if (!options.quiet) store.dispatch(pageViewed({ url: 'http://localhost/spot/BTCUSDT', title: 'Spot' }));
  return { store, tracking };
}

test('page views and events made before the tracker loads reach it afterwards, in the order they were made', async () => {
  const { store, tracking } = setup({ manual: true });
  store.dispatch(trackRequested({ event_tracking_id: 'b101' }));
  store.dispatch(pageViewed({ url: 'http://localhost/wiki', title: 'Wiki' }));
  store.dispatch(trackRequested({ type: 'expose', event_tracking_id: 'b102' }));
  await settle();
  expect(tracking.calls).toEqual([]);

  tracking.loaded();
  await settle();
  expect(tracking.calls).toEqual(['page /spot/BTCUSDT', 'track click b101', 'page /wiki', 'track expose b102']);

  store.dispatch(trackRequested({ event_tracking_id: 'b103' }));
  expect(tracking.calls.at(-1)).toBe('track click b103');
});

test('the tracker loads only once the first page has rendered and been reported', async () => {
  const { store, tracking } = setup({ quiet: true });
  await settle();
  expect(store.getState().tracking.status).toBe('loading');
  store.dispatch(pageViewed({ url: 'http://localhost/wiki', title: 'Wiki' }));
  await settle();
  expect(store.getState().tracking.status).toBe('visible.disabled');
  expect(tracking.calls).toEqual(['page /wiki']);
});

test('an upload switch known before the tracker loads is handed over, and the store mirrors the machine', async () => {
  const { store, tracking } = setup({ uploadEnabled: true });
  await settle();
  expect(tracking.actor.getSnapshot().context.uploadEnabled).toBe(true);
  expect(store.getState().tracking.status).toBe('visible.idle');
});

test('the common config answering later turns uploads on; a config failure turns them off', async () => {
  const { store } = setup();
  await settle();
  expect(store.getState().tracking).toEqual({ status: 'visible.disabled', tags: ['disabled'] });

  store.dispatch(commonConfigLoaded({ uploadEnabled: true, ...config }));
  expect(store.getState().tracking.status).toBe('visible.idle');

  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  store.dispatch(commonConfigFailed());
  expect(store.getState().tracking.status).toBe('visible.disabled');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('tracking uploads are off'));
  warn.mockRestore();
});

test('hiding the tab makes the tracker leave the page, record performance and flush; showing it returns', async () => {
  const { tracking } = setup({ uploadEnabled: true });
  await settle();
  tracking.setVitals({ LCP: 800 });
  tracking.page('hidden');
  await settle();
  expect(tracking.calls).toEqual(['page /spot/BTCUSDT', 'hide', 'performance {"LCP":800}', 'flush']);
  tracking.page('shown');
  expect(tracking.calls.at(-1)).toBe('show');
});

test('a page going away does the whole hide at once, within the pagehide event, and only once', async () => {
  const { tracking } = setup({ uploadEnabled: true });
  await settle();
  tracking.setVitals({ CLS: 0.02 });
  tracking.page('unloading');
  // No await: a page that is going away runs no later task.
  expect(tracking.calls).toEqual(['page /spot/BTCUSDT', 'hide', 'performance {"CLS":0.02}', 'flush']);
  tracking.page('unloading');
  expect(tracking.calls.filter((call) => call === 'hide')).toHaveLength(1);
});

test('a tab hidden and then unloaded before the hide finished sends its performance event once, at once', async () => {
  const { tracking } = setup({ uploadEnabled: true });
  await settle();
  tracking.page('hidden');
  tracking.page('unloading');
  expect(tracking.calls).toEqual(['page /spot/BTCUSDT', 'hide', 'performance {}', 'flush']);
  await settle();
  expect(tracking.calls.filter((call) => call.startsWith('performance'))).toHaveLength(1);
});

test('a second hide signal leaves the page only once', async () => {
  const { tracking } = setup({ uploadEnabled: true });
  await settle();
  tracking.page('hidden');
  tracking.page('hidden');
  await settle();
  expect(tracking.calls.filter((call) => call === 'hide')).toHaveLength(1);
  expect(tracking.calls.filter((call) => call.startsWith('performance'))).toHaveLength(1);
});

test('a tracker that cannot load is logged, marked unavailable, and later requests are ignored without errors', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { store, tracking } = setup({ broken: true });
  await settle();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not load'), expect.stringContaining('chunk failed'));
  expect(store.getState().tracking).toEqual({ status: 'unavailable', tags: [] });
  expect(() => store.dispatch(trackRequested({ event_tracking_id: 'b1' }))).not.toThrow();
  expect(tracking.calls).toEqual([]);
  warn.mockRestore();
});

test.each([
  ['idle', 'idle'],
  [{ visible: 'idle' }, 'visible.idle'],
  [{ hidden: { flushing: 'waiting' } }, 'hidden.flushing.waiting'],
  // Parallel regions, each with its own path; values that are no state names read as text.
  [{ upload: 'idle', page: { visible: 'shown' } }, 'upload.idle,page.visible.shown'],
  [null, 'null'],
  [undefined, 'undefined'],
  [3, '3'],
])('the mirrored state name of %j is %j', (value, name) => {
  expect(stateName(value)).toBe(name);
});

test('a user action the store already knows (a theme change) is recorded as its click event, in order', async () => {
  const { store, tracking } = setup();
  await settle();
  store.dispatch(pageViewed({ url: 'http://localhost/wiki', title: 'Wiki' }));
  store.dispatch(themeChanged('light'));
  store.dispatch(logoutRequested({ reason: 'session-expired' }));
  store.dispatch(logoutRequested({ reason: 'user' }));
  expect(tracking.calls).toEqual(['page /spot/BTCUSDT', 'page /wiki', 'track click b1001', 'track click b1006']);
});

test('a first request that records nothing (an expired session) still loads the tracker, which takes the next ones', async () => {
  const { store, tracking } = setup({ quiet: true });
  store.dispatch(logoutRequested({ reason: 'session-expired' }));
  await settle();
  expect(store.getState().tracking.status).toBe('visible.disabled');
  store.dispatch(trackRequested({ event_tracking_id: 'b7' }));
  expect(tracking.calls).toEqual(['track click b7']);
});

test('an event that leaves the tracker in the same state and tags changes nothing in the store', async () => {
  const { store } = setup();
  await settle();
  const before = store.getState().tracking;
  expect(before).toEqual({ status: 'visible.disabled', tags: ['disabled'] });
  store.dispatch(trackRequested({ event_tracking_id: 'b8' }));
  await settle();
  expect(store.getState().tracking).toBe(before);
});

test('an upload switch the common config has not given yet is not handed to the tracker as a value', async () => {
  const { tracking } = setup({ uploadEnabled: null });
  await settle();
  expect(tracking.actor.getSnapshot().context.uploadEnabled).toBe(false);
});

test('stopping the saga unsubscribes its mirror from the tracker', async () => {
  const { store, tracking } = setup();
  const subscribe = tracking.actor.subscribe.bind(tracking.actor);
  const unsubscribed: string[] = [];
  jest.spyOn(tracking.actor, 'subscribe').mockImplementation(((observer: never) => {
    const subscription = subscribe(observer);
    return { unsubscribe: () => (unsubscribed.push('mirror'), subscription.unsubscribe()) };
  }) as never);
  await settle();
  expect(unsubscribed).toEqual([]);
  store.sagaTask.cancel();
  expect(unsubscribed).toEqual(['mirror']);
});
