import { makeStore } from '../../src/app/make-store';
import { appErrorsSaga } from '../../sagas/app-errors.saga';
import { appErrorCaught } from '../../store/app-errors.actions';
import { fakeApi, fakeContext } from '../support/saga-fakes';

test('an error a boundary caught is reported to the gateway, named by where it happened', async () => {
  const api = fakeApi();
  const store = makeStore({ context: fakeContext({ api: api.api }).context, saga: appErrorsSaga });
  store.dispatch(appErrorCaught({ place: 'route', message: 'TypeError: x is undefined', page: '/wiki', chunkLoad: false }));
  store.dispatch(appErrorCaught({ place: 'app', message: 'TypeError: Failed to fetch dynamically imported module', page: '/spot/BTCUSDT', chunkLoad: true }));
  await Promise.resolve();
  expect(api.crashes).toEqual([
    { event: 'route-crash', reason: 'TypeError: x is undefined', page: '/wiki' },
    { event: 'app-chunk-load', reason: 'TypeError: Failed to fetch dynamically imported module', page: '/spot/BTCUSDT' },
  ]);
  store.sagaTask.cancel();
});

test('a report that cannot be sent is dropped and the saga keeps reporting', async () => {
  let fail = true;
  const api = fakeApi({ reportCrash: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(null)) });
  const store = makeStore({ context: fakeContext({ api: api.api }).context, saga: appErrorsSaga });
  store.dispatch(appErrorCaught({ place: 'route', message: 'first', page: '/', chunkLoad: false }));
  await Promise.resolve();
  fail = false;
  store.dispatch(appErrorCaught({ place: 'route', message: 'second', page: '/', chunkLoad: false }));
  await Promise.resolve();
  expect(api.crashes.map(({ reason }) => reason)).toEqual(['first', 'second']);
  expect(store.sagaTask.isRunning()).toBe(true);
  store.sagaTask.cancel();
});
