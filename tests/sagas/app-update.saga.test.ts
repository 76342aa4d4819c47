import { makeStore } from '../../src/app/make-store';
import { appUpdateSaga } from '../../sagas/app-update.saga';
import type { ServiceWorkerPort } from '../../sagas/ports';
import { updateAccepted } from '../../store/app-update.slice';
import { fakeContext } from '../support/saga-fakes';

function fakeWorker(register: ServiceWorkerPort['register'] = async () => undefined) {
  let announce: () => void = () => undefined;
  const port = {
    registered: 0,
    activated: 0,
    register: (onUpdateReady: () => void) => {
      port.registered += 1;
      announce = onUpdateReady;
      return register(onUpdateReady);
    },
    activateUpdate: () => void (port.activated += 1),
    newVersionWaits: () => announce(),
  };
  return port;
}

function storeWith(serviceWorker: ServiceWorkerPort | undefined) {
  return makeStore({ context: { ...fakeContext().context, serviceWorker }, saga: appUpdateSaga });
}

test('the worker is registered once, and a waiting new version shows the prompt', () => {
  const worker = fakeWorker();
  const store = storeWith(worker);
  expect(worker.registered).toBe(1);
  expect(store.getState().appUpdate.ready).toBe(false);
  worker.newVersionWaits();
  expect(store.getState().appUpdate.ready).toBe(true);
  store.sagaTask.cancel();
});

test('the user accepting the new version activates it (the worker then reloads the page)', () => {
  const worker = fakeWorker();
  const store = storeWith(worker);
  worker.newVersionWaits();
  store.dispatch(updateAccepted());
  expect(worker.activated).toBe(1);
  store.sagaTask.cancel();
});

test('a registration the browser refuses is logged, and the app runs on without a prompt', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const worker = fakeWorker(() => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')));
  const store = storeWith(worker);
  await Promise.resolve();
  await Promise.resolve();
  expect(warn).toHaveBeenCalledWith('[app-update] the service worker could not be registered', expect.any(DOMException));
  expect(store.getState().appUpdate.ready).toBe(false);
  expect(store.sagaTask.isRunning()).toBe(true);
  store.sagaTask.cancel();
});

test('without a worker (the events site, development, old browsers) nothing is registered and nothing fails', () => {
  const store = storeWith(undefined);
  store.dispatch(updateAccepted());
  expect(store.getState().appUpdate.ready).toBe(false);
  expect(store.sagaTask.error()).toBeUndefined();
});
