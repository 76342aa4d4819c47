import { serviceWorkerUrl } from '../core/service-worker-url';
import type { ServiceWorkerPort } from '../../sagas/ports';
import { reloadPage } from './page-reload';

/** Longest wait for an idle moment after load: a page that is never idle still gets its worker. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Resolves once the page has loaded and then had an idle moment. The worker's precache downloads every chunk the
 * visit did not (about 220 KB brotli on top of a first visit to /spot/BTCUSDT): after load alone, it competed with
 * the chart and the stream, which load after the first paint.
 */
function afterLoadAndIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
        else setTimeout(resolve, 0);
      }),
  );
}

/** What the worker built by vite-plugin-pwa (`registerType: 'prompt'`) takes as "activate now". */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/**
 * Calls `onWaiting` once the registration has a new version installed and waiting behind the one that controls
 * the page: found by this visit, or already waiting from an earlier one. The first worker a browser installs
 * controls nothing yet and never waits: there is no old version to replace.
 */
function watchWaiting(registration: ServiceWorkerRegistration, onWaiting: () => void): void {
  const announce = () => {
    if (registration.waiting && navigator.serviceWorker.controller) onWaiting();
  };
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announce();
    });
  });
  announce();
}

/**
 * The service worker on the browser's own API: registered after load and an idle moment, a waiting new version
 * announced, and on the user's word activated, the page reloading once the new version controls it.
 */
export function createServiceWorkerPort(): ServiceWorkerPort | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  let registration: ServiceWorkerRegistration | undefined;
  return {
    async register(onUpdateReady) {
      await afterLoadAndIdle();
      // The script URL passes Trusted Types: register() is a TrustedScriptURL sink.
      registration = await navigator.serviceWorker.register(serviceWorkerUrl() as string, { scope: '/' });
      watchWaiting(registration, onUpdateReady);
    },
    activateUpdate() {
      const waiting = registration?.waiting;
      if (!waiting) return;
      navigator.serviceWorker.addEventListener('controllerchange', () => reloadPage(), { once: true });
      waiting.postMessage(SKIP_WAITING);
    },
  };
}
