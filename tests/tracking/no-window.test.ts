/**
 * @jest-environment <rootDir>/tests/setup/node-environment.cjs
 */
import { createStorageArea } from '../../src/core/storage';
import { readBrowserEnvironment } from '../../src/tracking/environment';
import { ensureFingerprint, fingerprintSignals } from '../../src/tracking/identity';
import { MAX_BATCH_BYTES } from '../../src/tracking/limits';
import { beaconTransport, findNativeBridge } from '../../src/tracking/transports';
import { FakeStorage, makeEvent, makeQueue } from './support';

// Embedded web views lack parts of the browser, and a page may be evaluated where there is no window at all:
// tracking reads what there is and never throws for what is missing.
test('there is no window here', () => {
  expect([typeof navigator, typeof screen, typeof location, typeof document]).toEqual([
    'undefined',
    'undefined',
    'undefined',
    'undefined',
  ]);
});

test('the environment of a page without navigator, screen, location or document is empty, not an error', () => {
  expect(readBrowserEnvironment({ appBridge: false, logEnv: 'pre', firstVisitTime: 1, now: 2 })).toEqual({
    appBridge: false,
    logEnv: 'pre',
    firstVisitTime: 1,
    now: 2,
    userAgent: '',
    maxTouchPoints: 0,
    screenWidth: 0,
    screenHeight: 0,
    networkType: undefined,
    url: '',
    referrer: '',
    standalone: false,
    timezoneOffset: new Date(2).getTimezoneOffset(),
  });
});

test('the fingerprint signals of such a page hold the time zone and zeros', () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  expect(fingerprintSignals()).toBe(`0x0x0|${zone}||0|0|0`);
});

test('the fingerprint is hashed with the engine’s own WebCrypto when none is given', async () => {
  const area = createStorageArea({ backend: () => new FakeStorage() });
  expect(await ensureFingerprint(area, () => 'abc')).toBe(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  );
});

test('without WebCrypto at all the fingerprint is null, not an error', async () => {
  const crypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
  Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
  try {
    const area = createStorageArea({ backend: () => new FakeStorage() });
    expect(await ensureFingerprint(area, () => 'abc')).toBeNull();
  } finally {
    if (crypto) Object.defineProperty(globalThis, 'crypto', crypto);
  }
});

test('no native bridge is found, and a beacon cannot be sent', () => {
  expect(findNativeBridge()).toBeNull();
  const { queue } = makeQueue(new FakeStorage());
  queue.setLeader(true);
  queue.push(makeEvent());
  const batch = queue.take(50, MAX_BATCH_BYTES);
  expect(batch).not.toBeNull();
  expect(beaconTransport({ buildUrl: (path) => path }).send(batch!)).toBe(false);
});
