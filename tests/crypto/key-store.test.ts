import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { createStore, keys as storedKeys, set } from 'idb-keyval';
import { generateClientKeyPair, type ClientKeyPair } from '../../src/crypto/key-pair';
import {
  KEY_DATABASE,
  KEY_STORE,
  clearKeyPairs,
  forgetPemKeyPairs,
  loadKeyPair,
  saveKeyPair,
} from '../../src/crypto/key-store';
import { signText } from '../../src/crypto/signature';
import { MemoryStorage } from '../support/saga-fakes';
import { verifyWithPublicKey } from './support';

// A second handle on the same database, to see what is really stored.
const raw = createStore(KEY_DATABASE, KEY_STORE);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let pair: ClientKeyPair;

beforeAll(async () => {
  pair = await generateClientKeyPair(1024);
});

afterEach(async () => {
  await clearKeyPairs();
});

test('a stored pair comes back for its user, non-extractable and still signing', async () => {
  expect(await saveKeyPair(pair, { userId: '10000001', token: '' })).toBe(true);
  const restored = await loadKeyPair('10000001');
  expect(restored?.publicKey).toBe(pair.publicKey);
  expect(restored?.algorithm).toBe('rsa1024');
  expect(restored?.privateKey.extractable).toBe(false);
  const signature = await signText(restored!.privateKey, 'after a reload');
  expect(verifyWithPublicKey(pair.publicKey, 'after a reload', signature)).toBe(true);
  expect(await loadKeyPair('10000002')).toBeNull();
  expect(await loadKeyPair('')).toBeNull();
});

test('a pair is never stored for an empty user id', async () => {
  expect(await saveKeyPair(pair, { userId: '', token: 'tok' })).toBe(false);
  expect(await storedKeys(raw)).toEqual([]);
});

test('pairs stay in the database and store earlier versions wrote, under user: and token: names', async () => {
  // A fresh copy of the module, so its names are read as it loads: renaming them would orphan every stored pair.
  await jest.isolateModulesAsync(async () => {
    const store = await import('../../src/crypto/key-store');
    expect(store.KEY_DATABASE).toBe('exchange-client-keys');
    expect(store.KEY_STORE).toBe('key-pairs');
    expect(store.userKey('7')).toBe('user:7');
    expect(await store.tokenKey('tok')).toBe(`token:${sha256('tok')}`);
    expect(await store.saveKeyPair(pair, { userId: '10000001', token: 'tok' })).toBe(true);
  });
  const named = createStore('exchange-client-keys', 'key-pairs');
  expect((await storedKeys(named)).map(String).sort()).toEqual([`token:${sha256('tok')}`, 'user:10000001']);
});

test('an empty user id reads no pair, even one stored under the bare prefix', async () => {
  await set('user:', pair, raw);
  expect(await loadKeyPair('')).toBeNull();
});

test('after a login the pair is stored under the user id and under the token, the token only as its SHA-256', async () => {
  await saveKeyPair(pair, { userId: '10000001', token: 'secret-access-token' });
  const names = (await storedKeys(raw)).map(String).sort();
  expect(names).toEqual([`token:${sha256('secret-access-token')}`, 'user:10000001']);
  expect(names.join(' ')).not.toContain('secret-access-token');
});

test('a later login or a sub-account switch replaces what was stored: only the current session keeps a pair', async () => {
  await saveKeyPair(pair, { userId: '10000001', token: 'first' });
  await saveKeyPair(pair, { userId: '10000002', token: '' });
  expect((await storedKeys(raw)).map(String)).toEqual(['user:10000002']);
  expect(await loadKeyPair('10000001')).toBeNull();
});

test('logging out deletes every stored pair', async () => {
  await saveKeyPair(pair, { userId: '10000001', token: 'tok' });
  expect(await clearKeyPairs()).toBe(true);
  expect(await storedKeys(raw)).toEqual([]);
  expect(await loadKeyPair('10000001')).toBeNull();
});

test('an extractable private key is never written down', async () => {
  const extractable = await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  );
  const leaky = { ...pair, privateKey: extractable.privateKey };
  expect(await saveKeyPair(leaky, { userId: '10000001', token: '' })).toBe(false);
  expect(await storedKeys(raw)).toEqual([]);
});

test.each([
  ['an extractable key', async () => ({ ...pair, privateKey: (await extractableKey()).privateKey })],
  ['an algorithm that is not the key size', async () => ({ ...pair, algorithm: 'rsa2048' })],
  ['an unknown algorithm', async () => ({ ...pair, algorithm: 'rsa512' })],
  ['a public key in place of the private one', async () => ({ ...pair, privateKey: (await extractableKey()).publicKey })],
  ['PEM text (what older versions kept)', async () => ({ ...pair, privateKey: '-----BEGIN PRIVATE KEY-----' })],
  ['no record shape at all', async () => 'garbage'],
  ['a public key that is not text', async () => ({ ...pair, publicKey: 42 })],
  ['a private key of another algorithm (RSA-PSS), though it signs and stays inside', async () => ({
    ...pair,
    privateKey: (
      await crypto.subtle.generateKey(
        { name: 'RSA-PSS', hash: 'SHA-256', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]) },
        false,
        ['sign', 'verify'],
      )
    ).privateKey,
  })],
  ['an object that only says it is a public signing key', async () => ({
    ...pair,
    privateKey: {
      type: 'public',
      extractable: false,
      usages: ['sign'],
      algorithm: { name: 'RSASSA-PKCS1-v1_5', modulusLength: 1024 },
    },
  })],
])('a stored record with %s is not used', async (_name, record) => {
  await set('user:10000001', await record(), raw);
  expect(await loadKeyPair('10000001')).toBeNull();
});

function extractableKey() {
  return crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  );
}

test('without IndexedDB (storage disabled) nothing is stored and nothing throws: the pair stays in memory', async () => {
  const saved = globalThis.indexedDB;
  Reflect.deleteProperty(globalThis, 'indexedDB');
  try {
    await jest.isolateModulesAsync(async () => {
      const store = await import('../../src/crypto/key-store');
      expect(await store.saveKeyPair(pair, { userId: '10000001', token: '' })).toBe(false);
      expect(await store.loadKeyPair('10000001')).toBeNull();
      expect(await store.clearKeyPairs()).toBe(false);
    });
  } finally {
    Object.defineProperty(globalThis, 'indexedDB', { value: saved, configurable: true, writable: true });
  }
});

test('a database that refuses to open (a private window) is the same: false, null, no throw', async () => {
  await jest.isolateModulesAsync(async () => {
    jest.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = await import('../../src/crypto/key-store');
    expect(await store.saveKeyPair(pair, { userId: '10000001', token: 'x' })).toBe(false);
    expect(await store.loadKeyPair('10000001')).toBeNull();
  });
});

test('the PEM pairs older versions left in localStorage are deleted, and nothing else', () => {
  const storage = new MemoryStorage();
  storage.setItem('separation:key-pair:10000001', '{"privateKeyPem":"-----BEGIN PRIVATE KEY-----"}');
  storage.setItem('separation:key-pair:token:abc', '{}');
  storage.setItem('separation:other', '1');
  storage.setItem('locale', '"en"');
  forgetPemKeyPairs(() => storage);
  expect([...Array(storage.length).keys()].map((index) => storage.key(index)).sort()).toEqual(['locale', 'separation:other']);
  expect(() => forgetPemKeyPairs(() => null)).not.toThrow();
});

test('storage the browser refuses to hand over (site data blocked: reading localStorage throws) is no failure', () => {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  expect(() => forgetPemKeyPairs(blocked)).not.toThrow();
});
