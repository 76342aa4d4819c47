import type { Workbox } from 'workbox-window';
import { serviceWorkerUrl } from '../core/service-worker-url';
import type { ServiceWorkerPort } from '../../sagas/ports';
import { reloadPage } from './page-reload';

/** Resolves once the page's load event has passed, so the worker's downloads never compete with the page's own. */
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * The service worker through workbox-window (loaded on first use): registered after load, a waiting new version
 * announced, and on the user's word activated with a reload into it.
 */
export function createServiceWorkerPort(): ServiceWorkerPort | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  let workbox: Workbox | undefined;
  return {
    async register(onUpdateReady) {
      await afterLoad();
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
