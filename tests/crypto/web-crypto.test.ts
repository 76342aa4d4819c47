import { webcrypto } from 'node:crypto';
import { CryptoError } from '../../src/crypto/crypto-error';
import { assertSecureContext, clientKeysAvailable, randomBytes, subtle } from '../../src/crypto/web-crypto';

function setGlobal(name: 'isSecureContext' | 'crypto', value: unknown): void {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

const original = { isSecureContext: globalThis.isSecureContext };

afterEach(() => {
  setGlobal('isSecureContext', original.isSecureContext);
  setGlobal('crypto', webcrypto);
});

describe('whether client keys can be made here', () => {
  test('a secure context with WebCrypto can make them', () => {
    setGlobal('isSecureContext', true);
    expect(clientKeysAvailable()).toBe(true);
    expect(() => assertSecureContext()).not.toThrow();
    expect(subtle()).toBe(webcrypto.subtle);
  });

  test('a browser that does not say (isSecureContext undefined) is trusted when WebCrypto is there', () => {
    setGlobal('isSecureContext', undefined);
    expect(clientKeysAvailable()).toBe(true);
    expect(() => assertSecureContext()).not.toThrow();
  });

  test('a page over plain http cannot, even where WebCrypto exists', () => {
    setGlobal('isSecureContext', false);
    expect(clientKeysAvailable()).toBe(false);
    expect(() => assertSecureContext()).toThrow(new CryptoError('insecure context'));
  });

  test.each([
    ['without crypto.subtle', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) }],
    ['without crypto at all', undefined],
  ])('a secure context %s cannot, and asking for WebCrypto is a typed error', (_label, crypto) => {
    setGlobal('isSecureContext', true);
    setGlobal('crypto', crypto);
    expect(clientKeysAvailable()).toBe(false);
    expect(() => subtle()).toThrow(new CryptoError('webcrypto unavailable'));
  });
});

test('randomBytes gives as many bytes as asked, fresh from the platform generator each time', () => {
  const first = randomBytes(32);
  const second = randomBytes(32);
  expect(first).toBeInstanceOf(Uint8Array);
  expect(first).toHaveLength(32);
  expect(randomBytes(0)).toHaveLength(0);
  // 256 bits twice the same, or all zero, would mean the generator was never asked.
  expect(Buffer.from(first).equals(Buffer.from(second))).toBe(false);
  expect(first.some((byte) => byte !== 0)).toBe(true);
});
