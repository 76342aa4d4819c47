import { webcrypto } from 'node:crypto';
import { bytesToHex, fromUtf8, utf8 } from '../../src/crypto/bytes';
import { CryptoError } from '../../src/crypto/crypto-error';
import { assertSecureContext, clientKeysAvailable, subtle } from '../../src/crypto/web-crypto';

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
  });

  test('a browser that does not say (isSecureContext undefined) is trusted when WebCrypto is there', () => {
    setGlobal('isSecureContext', undefined);
    expect(clientKeysAvailable()).toBe(true);
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

describe('bytes', () => {
  test('UTF-8 text round-trips, and invalid UTF-8 is refused instead of replaced', () => {
    expect(fromUtf8(utf8('Grüße ₿'))).toBe('Grüße ₿');
    expect(() => fromUtf8(Uint8Array.from([0xc3, 0x28]))).toThrow(expect.objectContaining({ name: 'TypeError' }));
  });

  test('hex is two lower-case digits a byte', () => {
    expect(bytesToHex(Uint8Array.from([0, 9, 10, 255]))).toBe('00090aff');
  });
});
