// The client key pair at rest (SPEC 3 "Client key pair", SPEC 4): the public key PEM, the algorithm and the private
// key as a non-extractable CryptoKey, in IndexedDB, which keeps CryptoKey objects as they are (localStorage would
// need the key as text, and a key as text can be read by any script on the page). After a login the pair is stored
// under the user id and, when the login answer carries one, under its token; logging out deletes it, and a login
// or a sub-account switch replaces what was stored, so one browser keeps the pair of its current session only.
// Where IndexedDB is missing or refuses (private windows, storage disabled), the pair lives in memory only.
import { createStore, get, promisifyRequest, type UseStore } from 'idb-keyval';
import { sha256Hex } from './digest';
import { bitsFor, isKeyAlgorithm } from './key-algorithm';
import type { ClientKeyPair } from './key-pair';

export const KEY_DATABASE = 'exchange-client-keys';
export const KEY_STORE = 'key-pairs';

/** Whom a stored pair belongs to: the logged-in user and, when the login answer has one, the session's token. */
export interface KeyOwners {
  readonly userId: string;
  readonly token: string;
}

export const userKey = (userId: string) => `user:${userId}`;
/** The token is a credential: it is stored as its SHA-256, never as itself. */
export const tokenKey = async (token: string) => `token:${await sha256Hex(token)}`;

let database: UseStore | undefined;
const store = () => (database ??= createStore(KEY_DATABASE, KEY_STORE));

function isUsablePair(value: unknown): value is ClientKeyPair {
  const pair = value as Partial<ClientKeyPair> | undefined;
  const key = pair?.privateKey;
  if (typeof pair?.publicKey !== 'string' || !isKeyAlgorithm(pair.algorithm) || typeof key !== 'object' || key === null) {
    return false;
  }
  const algorithm = key.algorithm as Partial<RsaHashedKeyAlgorithm>;
  return (
    key.type === 'private' &&
    // A key that could be read out is not one this module wrote: refuse it rather than sign with it.
    key.extractable === false &&
    key.usages.includes('sign') &&
    algorithm.name === 'RSASSA-PKCS1-v1_5' &&
    algorithm.modulusLength === bitsFor(pair.algorithm)
  );
}

/** The pair stored for this user, or null (none, unusable, or no IndexedDB). */
export async function loadKeyPair(userId: string): Promise<ClientKeyPair | null> {
  if (userId === '') return null;
  try {
    const value: unknown = await get(userKey(userId), store());
    return isUsablePair(value) ? { publicKey: value.publicKey, privateKey: value.privateKey, algorithm: value.algorithm } : null;
  } catch {
    return null;
  }
}

/**
 * Replaces whatever was stored with `pair`, under the user id and the token, in one transaction. Resolves false
 * when the pair could not be stored (it then lives in memory only) or may not be: an extractable key is never
 * written down.
 */
export async function saveKeyPair(pair: ClientKeyPair, owners: KeyOwners): Promise<boolean> {
  if (pair.privateKey.extractable || owners.userId === '') return false;
  const record = { publicKey: pair.publicKey, privateKey: pair.privateKey, algorithm: pair.algorithm };
  try {
    const keys = [userKey(owners.userId), ...(owners.token === '' ? [] : [await tokenKey(owners.token)])];
    await store()('readwrite', (objects) => {
      objects.clear();
      for (const key of keys) objects.put(record, key);
      return promisifyRequest(objects.transaction);
    });
    return true;
  } catch {
    return false;
  }
}

/** Deletes every stored pair (logout). Resolves false when IndexedDB could not be reached. */
export async function clearKeyPairs(): Promise<boolean> {
  try {
    await store()('readwrite', (objects) => {
      objects.clear();
      return promisifyRequest(objects.transaction);
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Earlier versions kept the pair as PEM text in localStorage (`separation:key-pair:<owner>`): an extractable
 * private key any script could read. Those entries are deleted, not migrated: a new pair is made on next need.
 */
export function forgetPemKeyPairs(storageOf: () => Pick<Storage, 'length' | 'key' | 'removeItem'> | null | undefined): void {
  try {
    // Reading window.localStorage itself throws with site data blocked and in sandboxed frames.
    const storage = storageOf();
    if (!storage) return;
    const stale: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith('separation:key-pair:')) stale.push(key);
    }
    for (const key of stale) storage.removeItem(key);
  } catch {
    // Storage that throws holds nothing this code could have written.
  }
}
