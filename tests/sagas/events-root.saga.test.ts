import { makeStore } from '../../src/app/make-store';
import { LOGOUT_DEBOUNCE_MS } from '../../src/config/constants';
import { eventsRootSaga } from '../../sagas/events-root.saga';
import type { ApiErrorLike } from '../../sagas/ports';
import { rootSaga } from '../../sagas/root.saga';
import { localeChanged } from '../../store/preferences.slice';
import { appStarted } from '../../store/session.actions';
import { simulationEnterRequested } from '../../store/simulation.slice';
import { pageViewed, trackRequested } from '../../store/tracking.slice';
import { fakeActors, fakeApi, fakeBrowser, fakeContext, fakeTracking } from '../support/saga-fakes';

let stop: (() => void) | undefined;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stop?.();
  jest.useRealTimers();
});

function setup(saga: () => Generator = eventsRootSaga) {
  const api = fakeApi();
  const browser = fakeBrowser();
  const tracking = fakeTracking();
  const { actors, effects } = fakeActors();
  const { context } = fakeContext({ api: api.api, browser: browser.browser, flavour: 'events', actors, tracking: tracking.port });
  const store = makeStore({ context, saga });
  stop = () => {
    store.sagaTask.cancel();
    tracking.actor.stop();
  };
  return { store, api, browser, tracking, effects };
}

// What the events envelope makes of 00004, 20906 and 20205 on HTTP 200 (src/api/envelope.ts).
const expired = (code: string): ApiErrorLike => ({
  kind: 'session-expired',
  code,
  messageKey: 'errors.loginExpired',
  toast: true,
  action: 'logout',
});

test.each(['00004', '20906', '20205'])(
  'three %s answers in a burst run the logout sequence once: cookie removed, clear-cookie, logout, one reload',
  async (code) => {
    const { api, browser } = setup();
    api.reportError(expired(code));
    await jest.advanceTimersByTimeAsync(300);
    api.reportError(expired(code));
    api.reportError(expired(code));

    await jest.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS - 1);
    expect(browser.record.reloads).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(browser.record.removedCookies).toEqual(['refresh_token']);
    expect(api.calls.clearCookie).toBe(1);
    expect(api.calls.logout).toBe(1);
    expect(browser.record.reloads).toBe(1);

    await jest.advanceTimersByTimeAsync(10 * LOGOUT_DEBOUNCE_MS);
    expect(browser.record.reloads).toBe(1);
  },
);

test('an error without the logout action logs nobody out', async () => {
  const { api, browser } = setup();
  api.reportError({ kind: 'http', messageKey: 'errors.statusSystemBusy', values: { status: 429 }, toast: true });
  await jest.advanceTimersByTimeAsync(LOGOUT_DEBOUNCE_MS * 2);
  expect(api.calls.logout).toBeUndefined();
  expect(browser.record.reloads).toBe(0);
});

test('the first requests wait for the first render, then load rates, the user and the common config once', async () => {
  const { store, api } = setup();
  await jest.advanceTimersByTimeAsync(0);
  expect(api.calls.fetchUsdtRates).toBeUndefined();
  expect(api.calls.fetchUserInfo).toBeUndefined();

  store.dispatch(appStarted());
  await jest.advanceTimersByTimeAsync(0);
  expect(api.calls.fetchUsdtRates).toBe(1);
  expect(api.calls.fetchUserInfo).toBe(1);
  expect(api.calls.fetchClientCommonConfig).toBe(1);
  expect(store.getState().user.info?.userId).toBe('10000001');
  expect(store.getState().rates.table['JPY']?.rate).toBe(151.2);
});

test('has no paper-trading workflow: a request to enter the mode changes nothing, where the exchange app enters it', async () => {
  const events = setup();
  events.store.dispatch(simulationEnterRequested({ target: 'spot' }));
  await jest.advanceTimersByTimeAsync(0);
  expect(events.effects).toEqual([]);
  expect(events.store.getState().simulation.active).toBe(false);
  stop?.();

  const exchange = setup(rootSaga);
  exchange.store.dispatch(simulationEnterRequested({ target: 'spot' }));
  await jest.advanceTimersByTimeAsync(0);
  expect(exchange.effects).toEqual(['setFlag', 'load /spot/BTCUSDT']);
});

test('page views and exposures reach the tracker', async () => {
  const { store, tracking } = setup();
  store.dispatch(pageViewed({ url: 'http://localhost/events/', title: 'Events' }));
  store.dispatch(trackRequested({ type: 'expose', event_tracking_id: 'b31001' }));
  await jest.advanceTimersByTimeAsync(0);
  expect(tracking.calls).toEqual(expect.arrayContaining(['page /events/', 'track expose b31001']));
});

test('a language change is saved with the events cookie default unit, CNY, until a currency is chosen', async () => {
  const { store, browser } = setup();
  store.dispatch(localeChanged('ja'));
  await jest.advanceTimersByTimeAsync(0);
  expect(browser.record.cookies.at(-1)).toMatchObject({ language: 'ja', unit: 'CNY' });
});
