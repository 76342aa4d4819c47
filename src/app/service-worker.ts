import type { Workbox } from 'workbox-window';
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

/**
 * The service worker through workbox-window (loaded on first use): registered after load and an idle moment, a
 * waiting new version announced, and on the user's word activated with a reload into it.
 */
export function createServiceWorkerPort(): ServiceWorkerPort | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  let workbox: Workbox | undefined;
  return {
    async register(onUpdateReady) {
      await afterLoadAndIdle();
      const { Workbox } = await import('workbox-window');
      // The script URL passes Trusted Types; workbox-window hands it to navigator.serviceWorker.register as it is.
      workbox = new Workbox(serviceWorkerUrl() as string, { scope: '/' });
      workbox.addEventListener('waiting', () => onUpdateReady());
      await workbox.register();
    },
    activateUpdate() {
      if (!workbox) return;
      workbox.addEventListener('controlling', () => reloadPage());
      workbox.messageSkipWaiting();
    },
  };
}
