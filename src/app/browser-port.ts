import Cookies from 'js-cookie';
import { writePrefs, type PrefsFlavour } from '../core/prefs-cookie';
import type { BrowserPort } from '../../sagas/ports';

const STORAGE_PROBE = 'storage-probe';

/** Resolves with the load time of an image in ms; rejects when it fails to load. */
function probeImage(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const started = performance.now();
    image.onload = () => resolve(performance.now() - started);
    image.onerror = () => reject(new Error(`image probe failed: ${url}`));
    image.src = `${url}${url.includes('?') ? '&' : '?'}_t=${Date.now()}`;
  });
}

/** The page effects sagas ask for, as the real browser performs them. */
export function createBrowserPort(flavour: PrefsFlavour, navigate: (path: string) => void): BrowserPort {
  return {
    reload: () => window.location.reload(),
    open: (path) => window.location.assign(path),
    navigate,
    location: () => window.location,
    probeImage,
    removeCookie: (name) => Cookies.remove(name, { path: '/' }),
    // Loaded on use: a page that never logs out does not carry the key store.
    forgetClientKeys: () => import('../crypto/key-store').then(({ clearKeyPairs }) => clearKeyPairs()).then(() => undefined),
    writePreferenceCookie: (record) => writePrefs(record, flavour),
    keepsLocalData() {
      try {
        // Reading localStorage throws when site data is blocked, and setItem when the quota is full.
        const storage = window.localStorage;
        storage.setItem(STORAGE_PROBE, '1');
        storage.removeItem(STORAGE_PROBE);
        return true;
      } catch {
        return false;
      }
    },
    subscribeStorage(listener) {
      const handler = (event: StorageEvent) => listener(event);
      window.addEventListener('storage', handler);
      return () => window.removeEventListener('storage', handler);
    },
    subscribeResume(listener) {
      const online = () => listener('online');
      const visible = () => {
        if (document.visibilityState === 'visible') listener('visible');
      };
      window.addEventListener('online', online);
      document.addEventListener('visibilitychange', visible);
      return () => {
        window.removeEventListener('online', online);
        document.removeEventListener('visibilitychange', visible);
      };
    },
  };
}
