// Web storage that cannot break the page: private modes, sandboxed frames and full quotas make the browser's
// storage throw, and a preference that fails to persist should still hold for the running session.

/** The storage keys of SPEC section 3 that the app uses. Values are stored names: changing one orphans saved data. */
export const STORAGE_KEYS = {
  locale: 'locale',
  theme: 'theme',
  layout: 'layout',
  unit: 'unit',
  showAsset: 'show-asset',
  valuationUnit: 'valuation-unit',
  login: 'login',
  direction: 'direction',
  terminalCode: 'terminal-code',
  fastestImageDomain: 'fastest-image-domain',
  // The spot chart's interval (SPEC 3, default 1 minute).
  klineInterval: 'kline-interval',
  // The market a workspace last showed, which the header's Spot and Futures links open (a symbol, e.g. ETHUSDT).
  lastSpotMarket: 'last-spot-market',
  lastFuturesMarket: 'last-futures-market',
  // The trading preferences' keys (tip flags, position filter, kline marks, trade unit) live with their reader in
  // src/core/trading/trading-prefs.ts. SPEC 3's keys no screen reads yet (skip guide, download banner, fiat name)
  // are added with the screen that uses them (docs/spec-coverage.md).
  userId: 'user-id',
  // Named by the spec and watched by other tabs, so it must stay literally this.
  simulation: 'simulation-trade',
  visitorId: 'visitor-id',
  fingerprintHash: 'fingerprint-hash',
  trackingQueue: 'tracking-queue',
  // Why the last logout happened, when the login page has something to say about it (a password change); read once
  // by the page that loads after the logout.
  signedOutNotice: 'signed-out-notice',
  // sessionStorage: this tab reloaded once for a chunk a deploy removed (chunk-reload.ts).
  chunkReload: 'chunk-reload',
} as const;

/** Named partitions (SPEC 3); a key in one is stored as `${area}:${key}`. */
export const STORAGE_AREAS = [
  'separation',
  'common',
  'mix',
  'copy',
  'community',
  'activity',
  'earn',
  'webSdk',
  'web3',
  'requestCache',
  'digestCache',
] as const;

export type AreaName = (typeof STORAGE_AREAS)[number];

const AREA_NAMES: ReadonlySet<string> = new Set(STORAGE_AREAS);

export interface StorageArea {
  /**
   * The decoded value, or `fallback` when it is absent, unreadable, corrupt or rejected by `isValid`.
   * Without `isValid`, a value of another kind than `fallback` (number vs string, array vs object) is rejected.
   */
  read<T>(key: string, fallback: T, isValid?: (value: unknown) => value is T): T;
  /** The stored JSON text as it is, or null. */
  readRaw(key: string): string | null;
  /** True when the value reached the storage; false when it is kept for this session only or cannot be encoded. */
  write(key: string, value: unknown): boolean;
  remove(key: string): void;
  /** The key as it appears in the browser's storage. */
  rawKey(key: string): string;
}

export interface StorageAreaOptions {
  /** Called on every access, so storage that becomes available (or disappears) later is noticed. */
  readonly backend: () => Storage | null | undefined;
  /** Omitted for the global keys, which other tabs and other code read unprefixed. */
  readonly area?: AreaName;
}

function decode(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function encode(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

function sameKind(value: unknown, fallback: unknown): boolean {
  if (fallback === null || fallback === undefined) return true;
  if (Array.isArray(fallback)) return Array.isArray(value);
  if (typeof fallback === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === typeof fallback;
}

export function createStorageArea({ backend, area }: StorageAreaOptions): StorageArea {
  // Values whose write failed, by raw key; they shadow the storage so the session reads back what it wrote.
  const memory = new Map<string, string>();

  const rawKey = (key: string): string => (area === undefined ? key : `${area}:${key}`);

  const readRaw = (key: string): string | null => {
    const raw = rawKey(key);
    const remembered = memory.get(raw);
    if (remembered !== undefined) return remembered;
    try {
      return backend()?.getItem(raw) ?? null;
    } catch {
      return null;
    }
  };

  return {
    rawKey,
    readRaw,
    read<T>(key: string, fallback: T, isValid?: (value: unknown) => value is T): T {
      const text = readRaw(key);
      if (text === null) return fallback;
      const value = decode(text);
      if (value === undefined) return fallback;
      if (isValid) return isValid(value) ? value : fallback;
      return sameKind(value, fallback) ? (value as T) : fallback;
    },
    write(key: string, value: unknown): boolean {
      const text = encode(value);
      if (text === undefined) return false;
      const raw = rawKey(key);
      try {
        const storage = backend();
        if (!storage) throw new Error('storage unavailable');
        storage.setItem(raw, text);
        memory.delete(raw);
        return true;
      } catch {
        memory.set(raw, text);
        return false;
      }
    },
    remove(key: string): void {
      const raw = rawKey(key);
      memory.delete(raw);
      try {
        backend()?.removeItem(raw);
      } catch {
        // Nothing was persisted that could be removed.
      }
    },
  };
}

// Touching window.localStorage itself throws in sandboxed frames and with storage disabled.
function browserLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function browserSessionStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The global keys in localStorage. */
export const localStore: StorageArea = createStorageArea({ backend: browserLocalStorage });

/** The global keys in sessionStorage. */
export const sessionStore: StorageArea = createStorageArea({ backend: browserSessionStorage });

// One instance per area, so a value kept in memory after a failed write is seen by every reader.
const localAreas = new Map<AreaName, StorageArea>();
const sessionAreas = new Map<AreaName, StorageArea>();

function cachedArea(cache: Map<AreaName, StorageArea>, area: AreaName, backend: () => Storage | null): StorageArea {
  let found = cache.get(area);
  if (!found) {
    found = createStorageArea({ backend, area });
    cache.set(area, found);
  }
  return found;
}

export function localArea(area: AreaName): StorageArea {
  return cachedArea(localAreas, area, browserLocalStorage);
}

export function sessionArea(area: AreaName): StorageArea {
  return cachedArea(sessionAreas, area, browserSessionStorage);
}

/** The key of a storage change that cleared the whole storage. */
export const STORAGE_CLEARED_KEY = '*';

export interface StorageChange {
  /** The area the key belongs to; null for the global keys. */
  readonly area: AreaName | null;
  /** The key without its area prefix, or STORAGE_CLEARED_KEY. */
  readonly key: string;
  /** The new decoded value; null when the key was removed, undefined when the clear or the new text is unreadable. */
  readonly value: unknown;
}

/**
 * Reads a `storage` event from another tab. Events of a storage other than localStorage give null: only
 * localStorage is shared between tabs.
 */
export function parseStorageEvent(event: {
  key: string | null;
  newValue: string | null;
  storageArea?: unknown;
}): StorageChange | null {
  if (event.storageArea !== undefined && event.storageArea !== null && event.storageArea !== browserLocalStorage()) {
    return null;
  }
  if (event.key === null) return { area: null, key: STORAGE_CLEARED_KEY, value: undefined };

  const value = event.newValue === null ? null : decode(event.newValue);
  const separator = event.key.indexOf(':');
  const prefix = separator > 0 ? event.key.slice(0, separator) : '';
  if (AREA_NAMES.has(prefix)) {
    return { area: prefix as AreaName, key: event.key.slice(separator + 1), value };
  }
  return { area: null, key: event.key, value };
}
