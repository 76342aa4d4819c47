// Builds the tracker from the real page: storage, identity, environment, leader election and transports. The
// host (machines/system.ts and its saga) gives only what the tracking code cannot know by itself.
import { STORAGE_KEYS, localArea, localStore, sessionArea } from '../core/storage';
import { randomUuid } from '../core/uuid';
import { environmentFields, readBrowserEnvironment } from './environment';
import { ensureFingerprint, loadIdentity } from './identity';
import { createLeaderElection } from './leader';
import type { LockManagerLike } from './leader';
import { createTracker } from './page-tracker';
import type { HistorySource, Tracker } from './page-tracker';
import { createQueue } from './queue';
import { beaconTransport, findNativeBridge, httpTransport, nativeBridgeTransport, pfbFromSearch } from './transports';

export interface BrowserTrackerOptions {
  /** The URL of an API path with the app's prefix rules and common query (see transports.ts). */
  buildUrl(path: string): string;
  locale: () => string;
  /** env.logEnv. */
  logEnv: string;
  uid?: () => string;
  version?: string;
  history?: HistorySource;
}

// Touching window.localStorage itself throws in sandboxed frames and with storage disabled.
function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function createBrowserTracker(options: BrowserTrackerOptions): Tracker {
  const now = Date.now();
  const identity = loadIdentity(
    { local: localStore, sdk: localArea('webSdk'), session: sessionArea('webSdk') },
    { now, newId: randomUuid },
  );
  // In a task of its own: on a first visit its time zone read is often the page's first Intl call, which loads ICU's
  // data (50-75 ms of CPU once), and joined to the tracker's start it made one task of about 100 ms.
  setTimeout(() => void ensureFingerprint(localStore), 0);
  const bridge = findNativeBridge(globalThis);
  const environment = environmentFields(
    readBrowserEnvironment({ appBridge: bridge !== null, logEnv: options.logEnv, firstVisitTime: identity.firstVisitTime, now }),
  );
  // Per page load, not per session: a duplicated tab copies session storage and must still be another tab.
  const tabId = randomUuid();
  const key = STORAGE_KEYS.trackingQueue;
  const pfb = () => pfbFromSearch(globalThis.location?.search ?? '');
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks ?? null;
  return createTracker({
    queue: createQueue({ storage: localStorageOrNull, tabId, key }),
    transport: bridge ? nativeBridgeTransport(bridge) : httpTransport({ buildUrl: options.buildUrl, pfb }),
    beacon: bridge ? null : beaconTransport({ buildUrl: options.buildUrl, pfb }),
    environment,
    identity,
    version: options.version,
    locale: options.locale,
    uid: options.uid,
    history: options.history,
    page: {
      url: globalThis.location?.href ?? '',
      title: globalThis.document?.title ?? '',
      referrer: globalThis.document?.referrer ?? '',
    },
    elect: (onChange) => createLeaderElection({ name: key, tabId, storage: localStorageOrNull, locks, onChange }),
  });
}
