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

describe('fingerprint signals', () => {
  const stubs: Array<[object, string]> = [];
  const stub = (target: object, key: string, value: unknown) => {
    Object.defineProperty(target, key, { value, configurable: true });
    stubs.push([target, key]);
  };

  afterEach(() => {
    for (const [target, key] of stubs.splice(0)) Reflect.deleteProperty(target, key);
    jest.restoreAllMocks();
  });

  function zone(timeZone: string | undefined) {
    jest.spyOn(Intl, 'DateTimeFormat').mockReturnValue({
      resolvedOptions: () => ({ timeZone }),
    } as unknown as Intl.DateTimeFormat);
  }

  it('are the screen, time zone, languages, cores, memory and touch points, in that order', () => {
    stub(window.screen, 'width', 1280);
    stub(window.screen, 'height', 720);
    stub(window.screen, 'colorDepth', 30);
    stub(navigator, 'languages', ['ja', 'en-US']);
    stub(navigator, 'hardwareConcurrency', 8);
    stub(navigator, 'deviceMemory', 4);
    stub(navigator, 'maxTouchPoints', 5);
    zone('Asia/Tokyo');
    expect(fingerprintSignals()).toBe('1280x720x30|Asia/Tokyo|ja,en-US|8|4|5');
  });

  it('fall back to the one language a browser without a language list names', () => {
    stub(navigator, 'languages', undefined);
    stub(navigator, 'language', 'de');
    expect(fingerprintSignals().split('|')[2]).toBe('de');
  });

  it('leave the language empty where the browser names none', () => {
    stub(navigator, 'languages', undefined);
    stub(navigator, 'language', undefined);
    expect(fingerprintSignals().split('|')[2]).toBe('');
  });

  it('leave the time zone empty where the engine has none', () => {
    zone(undefined);
    expect(fingerprintSignals().split('|')[1]).toBe('');
  });

  it('leave the time zone empty where the engine cannot tell it', () => {
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no time zone data');
    });
    expect(fingerprintSignals().split('|')[1]).toBe('');
  });
});

describe('fingerprint faults', () => {
  it('is null, and nothing is stored, when WebCrypto fails to hash', async () => {
    const local = new FakeStorage();
    const area = createStorageArea({ backend: () => local });
    const failing = { digest: () => Promise.reject(new DOMException('not supported', 'NotSupportedError')) };
    expect(await ensureFingerprint(area, () => 'a', failing as unknown as SubtleCrypto)).toBeNull();
    expect(local.getItem(STORAGE_KEYS.fingerprintHash)).toBeNull();
  });

  it('replaces a stored value that is not a SHA-256 hex hash', async () => {
    const local = new FakeStorage();
    local.setItem(STORAGE_KEYS.fingerprintHash, JSON.stringify('A'.repeat(64)));
    const area = createStorageArea({ backend: () => local });
    const hash = await ensureFingerprint(area, () => 'abc');
    expect(hash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(local.getItem(STORAGE_KEYS.fingerprintHash)).toBe(JSON.stringify(hash));
  });

  it('still hashes with storage disabled, without keeping it', async () => {
    const local = new FakeStorage();
    local.mode = 'disabled';
    const area = createStorageArea({ backend: () => local });
    expect(await ensureFingerprint(area, () => 'abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('which stored ids and times are kept', () => {
  function loadWith(visitorId: unknown, firstVisit: unknown) {
    const local = new FakeStorage();
    local.setItem(STORAGE_KEYS.visitorId, JSON.stringify(visitorId));
    local.setItem(`webSdk:${IDENTITY_KEYS.firstVisitTime}`, JSON.stringify(firstVisit));
    return loadIdentity(stores(local, new FakeStorage()), { now: 5_000, newId: () => 'new-id' });
  }

  it.each([
    ['an id of 64 visible characters', 'x'.repeat(64), 'x'.repeat(64)],
    ['a one-character id', 'x', 'x'],
    ['an id of 65 characters', 'x'.repeat(65), 'new-id'],
    ['an empty id', '', 'new-id'],
    ['an id with a space', 'a b', 'new-id'],
    ['an id with a non-ASCII letter', 'café', 'new-id'],
    ['a number', 12345, 'new-id'],
  ])('%s', (_name, stored, expected) => {
    expect(loadWith(stored, 1_000).deviceId).toBe(expected);
  });

  it.each([
    ['a time in the past', 1_000, 1_000],
    ['zero', 0, 5_000],
    ['a negative time', -1, 5_000],
    ['a fraction', 1_000.5, 5_000],
    ['a number past the safe integers', 2 ** 53, 5_000],
    ['a time as text', '1000', 5_000],
  ])('%s as the first visit', (_name, stored, expected) => {
    expect(loadWith('visitor', stored).firstVisitTime).toBe(expected);
  });
});

describe('which stored fingerprint hashes are kept', () => {
  const HASH = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

  it.each([
    ['a hash with a character before it', `x${HASH}`],
    ['a hash with a character after it', `${HASH}x`],
    ['a list holding a hash', [HASH]],
  ])('%s is replaced by the hash of the signals', async (_name, stored) => {
    const local = new FakeStorage();
    local.setItem(STORAGE_KEYS.fingerprintHash, JSON.stringify(stored));
    const area = createStorageArea({ backend: () => local });
    const fresh = createHash('sha256').update('signals').digest('hex');
    expect(await ensureFingerprint(area, () => 'signals')).toBe(fresh);
  });

  it('a stored hash of the right form is kept as it is', async () => {
    const local = new FakeStorage();
    local.setItem(STORAGE_KEYS.fingerprintHash, JSON.stringify(HASH));
    const area = createStorageArea({ backend: () => local });
    expect(await ensureFingerprint(area, () => 'signals')).toBe(HASH);
  });
});
