// The service worker's port on the browser's own API: registered only after load and an idle moment, a new version
// announced once it waits behind the one in control (never the first install), and activated on the user's word
// with a reload once it controls the page.
import { createServiceWorkerPort } from '../../src/app/service-worker';
import { reloadPage } from '../../src/app/page-reload';

jest.mock('../../src/app/page-reload', () => ({ reloadPage: jest.fn() }));

/** A worker the fake container hands out: its state changes are what the port listens to. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = jest.fn();
  becomes(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new version found by the browser: it installs, then waits. */
  found(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
  installed(worker: FakeWorker): void {
    this.installing = null;
    this.waiting = worker;
    worker.becomes('installed');
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  readonly register = jest.fn(async () => this.registration);
}

let container: FakeContainer;

beforeEach(() => {
  jest.useFakeTimers();
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  jest.mocked(reloadPage).mockClear();
});

afterEach(() => {
  jest.useRealTimers();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

/** Registers through the port and lets the load and the idle moment pass. */
async function registered(onUpdateReady = jest.fn()) {
  const port = createServiceWorkerPort();
  if (!port) throw new Error('no port');
  const done = port.register(onUpdateReady);
  await jest.advanceTimersByTimeAsync(0);
  await done;
  return { port, onUpdateReady };
}

test('no port where the browser has no service workers', () => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  expect(createServiceWorkerPort()).toBeUndefined();
});

test('registers the worker at /sw.js for the whole origin, only after an idle moment', async () => {
  const port = createServiceWorkerPort();
  const done = port?.register(jest.fn());
  await Promise.resolve();
  expect(container.register).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(0);
  await done;
  expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
});

test('waits for the page\'s load event when it is still loading, then for an idle moment of at most 10 s', async () => {
  const idle = jest.fn();
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  Object.defineProperty(window, 'requestIdleCallback', { configurable: true, writable: true, value: idle });
  try {
    const done = createServiceWorkerPort()?.register(jest.fn());
    await jest.advanceTimersByTimeAsync(1_000);
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(0);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 10_000 });
    expect(container.register).not.toHaveBeenCalled();
    const [[whenIdle]] = idle.mock.calls as [[() => void]];
    whenIdle();
    await done;
    expect(container.register).toHaveBeenCalledTimes(1);
  } finally {
    delete (document as { readyState?: unknown }).readyState;
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  }
});

test('announces a new version once it is installed and waits behind the one in control', async () => {
  container.controller = new FakeWorker();
  const { onUpdateReady } = await registered();
  const worker = container.registration.found();
  expect(onUpdateReady).not.toHaveBeenCalled();
  container.registration.installed(worker);
  expect(onUpdateReady).toHaveBeenCalledTimes(1);
});

test('announces a version already waiting from an earlier visit as soon as it registers', async () => {
  container.controller = new FakeWorker();
  container.registration.waiting = new FakeWorker();
  const { onUpdateReady } = await registered();
  expect(onUpdateReady).toHaveBeenCalledTimes(1);
});

test('announces nothing for the first worker a browser installs: it controls nothing and replaces nothing', async () => {
  const { onUpdateReady } = await registered();
  const worker = container.registration.found();
  worker.becomes('installed');
  worker.becomes('activated');
  expect(onUpdateReady).not.toHaveBeenCalled();
});

test('announces nothing for a version that failed to install, nor again for the one already waiting', async () => {
  container.controller = new FakeWorker();
  container.registration.waiting = new FakeWorker();
  const { onUpdateReady } = await registered();
  expect(onUpdateReady).toHaveBeenCalledTimes(1);
  container.registration.found().becomes('redundant');
  expect(onUpdateReady).toHaveBeenCalledTimes(1);
});

test('activating tells the waiting version to skip waiting and reloads once it controls the page, once', async () => {
  container.controller = new FakeWorker();
  const { port } = await registered();
  const worker = container.registration.found();
  container.registration.installed(worker);
  port.activateUpdate();
  expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  expect(reloadPage).not.toHaveBeenCalled();
  container.dispatchEvent(new Event('controllerchange'));
  container.dispatchEvent(new Event('controllerchange'));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

test('activating does nothing before the worker is registered or when no version waits', async () => {
  const port = createServiceWorkerPort();
  port?.activateUpdate();
  const { port: registeredPort } = await registered();
  registeredPort.activateUpdate();
  container.dispatchEvent(new Event('controllerchange'));
  expect(reloadPage).not.toHaveBeenCalled();
});

test('a registration the browser refuses rejects, for the caller to report', async () => {
  container.register.mockRejectedValueOnce(new Error('SecurityError'));
  const port = createServiceWorkerPort();
  const done = port?.register(jest.fn());
  const settled = expect(done).rejects.toThrow('SecurityError');
  await jest.advanceTimersByTimeAsync(0);
  await settled;
});
