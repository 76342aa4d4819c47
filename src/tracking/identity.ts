// Who the events belong to, kept across visits (SPEC 3 "Local storage keys"): the visitor id and the fingerprint
// hash in local storage, the session id in session storage. Storage that fails keeps the values for this page
// load (createStorageArea), so tracking never stops for a private window.
import { bytesToHex } from '../core/hex';
import { STORAGE_KEYS } from '../core/storage';
import type { StorageArea } from '../core/storage';

/** The tracking library's own keys, in the `webSdk` storage area. */
export const IDENTITY_KEYS = { firstVisitTime: 'first-visit-time', sessionId: 'session-id' } as const;

export interface IdentityStores {
  /** Global keys in local storage: the visitor id is also read by the request layer (deviceId header). */
  local: StorageArea;
  /** The webSdk area of local storage. */
  sdk: StorageArea;
  /** The webSdk area of session storage. */
  session: StorageArea;
}

export interface Identity {
  deviceId: string;
  sessionId: string;
  /** First time this browser was seen, ms since the epoch. */
  firstVisitTime: number;
}

// Printable ASCII without spaces: the id travels in a request header too.
const isId = (value: unknown): value is string => typeof value === 'string' && /^[\x21-\x7e]{1,64}$/.test(value);
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function kept<T>(area: StorageArea, key: string, isValid: (value: unknown) => value is T, create: () => T): T {
  const found = area.read<T | null>(key, null, (value): value is T | null => isValid(value));
  if (found !== null) return found;
  const made = create();
  area.write(key, made);
  return made;
}

/** Reads the identity, creating what is missing or unreadable. */
export function loadIdentity(stores: IdentityStores, options: { now: number; newId: () => string }): Identity {
  return {
    deviceId: kept(stores.local, STORAGE_KEYS.visitorId, isId, options.newId),
    sessionId: kept(stores.session, IDENTITY_KEYS.sessionId, isId, options.newId),
    firstVisitTime: kept(stores.sdk, IDENTITY_KEYS.firstVisitTime, isTime, () => options.now),
  };
}

interface FingerprintNavigator {
  language?: string;
  languages?: readonly string[];
  hardwareConcurrency?: number;
  deviceMemory?: number;
  maxTouchPoints?: number;
}

/**
 * Coarse, stable facts shared by many devices (screen, time zone, languages, cores, memory, touch): enough to
 * tell a cleared visitor id from a new device in aggregate, never enough to name a person. Nothing that changes
 * by the day, and no canvas, audio or font probing.
 */
export function fingerprintSignals(): string {
  const nav = (globalThis.navigator ?? {}) as FingerprintNavigator;
  const screen = globalThis.screen;
  let zone = '';
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    // An engine without time zone data: the signal is simply absent.
  }
  return [
    `${screen?.width ?? 0}x${screen?.height ?? 0}x${screen?.colorDepth ?? 0}`,
    zone,
    (nav.languages ?? [nav.language ?? '']).join(','),
    nav.hardwareConcurrency ?? 0,
    nav.deviceMemory ?? 0,
    nav.maxTouchPoints ?? 0,
  ].join('|');
}

/** SHA-256 of `text`, as lower-case hex. */
export async function sha256Hex(text: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return bytesToHex(new Uint8Array(digest));
}

/**
 * The stored fingerprint hash, computed and stored when absent. Async because WebCrypto is; null where WebCrypto
 * is missing (insecure contexts in some browsers), which tracking survives.
 */
export async function ensureFingerprint(
  local: StorageArea,
  signals: () => string = fingerprintSignals,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string | null> {
  const found = local.read<string | null>(STORAGE_KEYS.fingerprintHash, null, (v): v is string | null =>
    typeof v === 'string' && /^[0-9a-f]{64}$/.test(v),
  );
  if (found !== null) return found;
  if (!subtle) return null;
  try {
    const hash = await sha256Hex(signals(), subtle);
    local.write(STORAGE_KEYS.fingerprintHash, hash);
    return hash;
  } catch {
    return null;
  }
}
