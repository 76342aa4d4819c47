import { createHash } from 'node:crypto';
import { STORAGE_KEYS, createStorageArea } from '../../src/core/storage';
import { IDENTITY_KEYS, ensureFingerprint, fingerprintSignals, loadIdentity, sha256Hex } from '../../src/tracking/identity';
import { FakeStorage } from './support';

function stores(local: FakeStorage, session: FakeStorage) {
  return {
    local: createStorageArea({ backend: () => local }),
    sdk: createStorageArea({ backend: () => local, area: 'webSdk' }),
    session: createStorageArea({ backend: () => session, area: 'webSdk' }),
  };
}

function ids() {
  let n = 0;
  return () => `id-${++n}`;
}

describe('loadIdentity', () => {
  it('creates the visitor id, session id and first visit time, and stores them', () => {
    const local = new FakeStorage();
    const session = new FakeStorage();
    const identity = loadIdentity(stores(local, session), { now: 1_700_000_000_000, newId: ids() });
    expect(identity).toEqual({ deviceId: 'id-1', sessionId: 'id-2', firstVisitTime: 1_700_000_000_000 });
    // The visitor id is a global key as JSON text, which the request layer reads for its deviceId header.
    expect(local.getItem(STORAGE_KEYS.visitorId)).toBe('"id-1"');
    expect(local.getItem(`webSdk:${IDENTITY_KEYS.firstVisitTime}`)).toBe('1700000000000');
    expect(session.getItem(`webSdk:${IDENTITY_KEYS.sessionId}`)).toBe('"id-2"');
  });

  it('keeps them across page loads: a later visit reads the same visitor and first visit', () => {
    const local = new FakeStorage();
    const session = new FakeStorage();
    loadIdentity(stores(local, session), { now: 1_000, newId: ids() });
    const later = loadIdentity(stores(local, session), { now: 9_000, newId: () => 'new' });
    expect(later).toEqual({ deviceId: 'id-1', sessionId: 'id-2', firstVisitTime: 1_000 });
  });

  it('starts a new session in a new tab session but keeps the visitor', () => {
    const local = new FakeStorage();
    loadIdentity(stores(local, new FakeStorage()), { now: 1_000, newId: ids() });
    const next = loadIdentity(stores(local, new FakeStorage()), { now: 2_000, newId: () => 'fresh' });
    expect(next).toEqual({ deviceId: 'id-1', sessionId: 'fresh', firstVisitTime: 1_000 });
  });

  it('replaces unreadable values', () => {
    const local = new FakeStorage();
    local.setItem(STORAGE_KEYS.visitorId, '{broken');
    local.setItem(`webSdk:${IDENTITY_KEYS.firstVisitTime}`, '"yesterday"');
    const identity = loadIdentity(stores(local, new FakeStorage()), { now: 5_000, newId: ids() });
    expect(identity.deviceId).toBe('id-1');
    expect(identity.firstVisitTime).toBe(5_000);
  });

  it('still gives ids with storage disabled, stable for the page load', () => {
    const local = new FakeStorage();
    local.mode = 'disabled';
    const areas = stores(local, local);
    const identity = loadIdentity(areas, { now: 1_000, newId: ids() });
    expect(identity).toEqual({ deviceId: 'id-1', sessionId: 'id-2', firstVisitTime: 1_000 });
    expect(loadIdentity(areas, { now: 2_000, newId: () => 'other' })).toEqual(identity);
  });
});

describe('fingerprint', () => {
  it('is the SHA-256 hex of the signals, stored under the fingerprint key', async () => {
    const local = new FakeStorage();
    const area = createStorageArea({ backend: () => local });
    const hash = await ensureFingerprint(area, () => '1920x1080x24|Europe/Berlin|de,en|8|8|0');
    const expected = createHash('sha256').update('1920x1080x24|Europe/Berlin|de,en|8|8|0').digest('hex');
    expect(hash).toBe(expected);
    expect(local.getItem(STORAGE_KEYS.fingerprintHash)).toBe(JSON.stringify(expected));
  });

  it('is computed once: a stored hash is kept', async () => {
    const local = new FakeStorage();
    const area = createStorageArea({ backend: () => local });
    const first = await ensureFingerprint(area, () => 'a');
    const signals = jest.fn(() => 'b');
    expect(await ensureFingerprint(area, signals)).toBe(first);
    expect(signals).not.toHaveBeenCalled();
  });

  it('is null without WebCrypto, and nothing is stored', async () => {
    const local = new FakeStorage();
    const area = createStorageArea({ backend: () => local });
    expect(await ensureFingerprint(area, () => 'a', null)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.fingerprintHash)).toBeNull();
  });

  it('reads only coarse signals: no user agent, no canvas', () => {
    const signals = fingerprintSignals();
    expect(signals.split('|')).toHaveLength(6);
    expect(signals).not.toContain(navigator.userAgent);
  });

  it('hashes with WebCrypto', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
