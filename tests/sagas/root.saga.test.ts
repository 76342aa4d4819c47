import { rootSaga } from '../../sagas/root.saga';
import type { ServiceWorkerPort } from '../../sagas/ports';
import { makeStore } from '../../src/app/make-store';
import { appStarted } from '../../store/session.actions';
import { fakeActors, fakeApi, fakeBrowser, fakeContext, fakeTracking } from '../support/saga-fakes';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the exchange app registers its service worker only once the first render is reported', async () => {
  let registered = 0;
  const serviceWorker: ServiceWorkerPort = { register: async () => void (registered += 1), activateUpdate: () => undefined };
  const tracking = fakeTracking();
  const { context } = fakeContext({ api: fakeApi().api, browser: fakeBrowser().browser, actors: fakeActors().actors, tracking: tracking.port });
  const store = makeStore({ context: { ...context, serviceWorker }, saga: rootSaga });
  await jest.advanceTimersByTimeAsync(0);
  expect(registered).toBe(0);
  store.dispatch(appStarted());
  await jest.advanceTimersByTimeAsync(0);
  expect(registered).toBe(1);
  store.sagaTask.cancel();
  tracking.actor.stop();
});
