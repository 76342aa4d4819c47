import { createPublicKey } from 'node:crypto';
import { CryptoError } from '../../src/crypto/crypto-error';
import { generateBackupKeyPair, generateClientKeyPair } from '../../src/crypto/key-pair';
import type { KeyBits } from '../../src/crypto/key-algorithm';
import { signText } from '../../src/crypto/signature';
import { rejectionOf, verifyWithPublicKey } from './support';

function modulusBits(publicKeyPem: string): number | undefined {
  return createPublicKey(publicKeyPem).asymmetricKeyDetails?.modulusLength;
}

describe('generateClientKeyPair', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'isSecureContext');
  });

  it('makes an rsa1024 pair whose SPKI PEM public key verifies what the private key signs', async () => {
    const pair = await generateClientKeyPair(1024);
    expect(pair.algorithm).toBe('rsa1024');
    const pem = /^-----BEGIN PUBLIC KEY-----\n(?:[A-Za-z0-9+/=]{1,64}\n)+-----END PUBLIC KEY-----\n$/;
    expect(pair.publicKey).toMatch(pem);
    expect(modulusBits(pair.publicKey)).toBe(1024);
    expect(pair.privateKey.type).toBe('private');
    const signature = await signText(pair.privateKey, 'hello');
    expect(verifyWithPublicKey(pair.publicKey, 'hello', signature)).toBe(true);
    expect(verifyWithPublicKey(pair.publicKey, 'hello!', signature)).toBe(false);
  });

  it('makes an rsa2048 pair when asked', async () => {
    const pair = await generateClientKeyPair(2048);
    expect(pair.algorithm).toBe('rsa2048');
    expect(modulusBits(pair.publicKey)).toBe(2048);
  });

  it('reports a WebCrypto failure as a key generation failure', async () => {
    jest.spyOn(crypto.subtle, 'generateKey').mockRejectedValueOnce(new Error('OperationError'));
    expect(await rejectionOf(generateClientKeyPair(1024))).toMatchObject({ reason: 'key generation failed' });
  });

  it('keeps the private key non-extractable: it signs, but nothing can read it out', async () => {
    const pair = await generateClientKeyPair(1024);
    expect(pair.privateKey.extractable).toBe(false);
    expect(pair).not.toHaveProperty('privateKeyPem');
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('jwk', pair.privateKey)).rejects.toThrow();
  });

  it.each([512, 4096, 0, '1024'])('refuses the key size %p', async (bits) => {
    const error = await rejectionOf(generateClientKeyPair(bits as KeyBits));
    expect(error).toBeInstanceOf(CryptoError);
    expect((error as CryptoError).reason).toBe('unsupported key size');
  });

  it('refuses outside a secure context, with either generator', async () => {
    Object.defineProperty(globalThis, 'isSecureContext', { value: false, configurable: true });
    for (const attempt of [generateClientKeyPair(1024), generateBackupKeyPair(1024)]) {
      const error = await rejectionOf(attempt);
      expect(error).toBeInstanceOf(CryptoError);
      expect((error as Error).message).toBe('insecure context');
    }
  });

  it('generates in a secure context', async () => {
    Object.defineProperty(globalThis, 'isSecureContext', { value: true, configurable: true });
    await expect(generateClientKeyPair(1024)).resolves.toMatchObject({ algorithm: 'rsa1024' });
  });
});

describe('generateBackupKeyPair', () => {
  it('makes a working pair in slices, yielding to the event loop between them', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 0);
    try {
      const pair = await generateBackupKeyPair(1024, { sliceMs: 5 });
      expect(pair.algorithm).toBe('rsa1024');
      expect(modulusBits(pair.publicKey)).toBe(1024);
      // Handed to WebCrypto: the backup's private key cannot be read out either.
      expect(pair.privateKey.extractable).toBe(false);
      await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
      expect(verifyWithPublicKey(pair.publicKey, 'b', await signText(pair.privateKey, 'b'))).toBe(true);
      // Timers ran while the key was being made: the work never held the thread from start to finish.
      expect(ticks).toBeGreaterThan(0);
    } finally {
      clearInterval(timer);
    }
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejectionOf(generateBackupKeyPair(1024, { signal: controller.signal }));
    expect((error as Error).name).toBe('AbortError');
  });
});
