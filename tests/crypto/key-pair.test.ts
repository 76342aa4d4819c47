import { createPublicKey } from 'node:crypto';
import { CryptoError } from '../../src/crypto/crypto-error';
import {
  exportPrivateKeyPem,
  generateBackupKeyPair,
  generateClientKeyPair,
  importClientKeyPair,
} from '../../src/crypto/key-pair';
import type { KeyBits } from '../../src/crypto/key-pair';
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

  it('exports the private key as PKCS#8 PEM, which imports back into a working pair', async () => {
    const pair = await generateClientKeyPair(1024);
    expect(pair.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(await exportPrivateKeyPem(pair.privateKey)).toBe(pair.privateKeyPem);
    const restored = await importClientKeyPair({
      publicKey: pair.publicKey,
      privateKeyPem: pair.privateKeyPem ?? '',
      algorithm: 'rsa1024',
    });
    expect(verifyWithPublicKey(pair.publicKey, 'x', await signText(restored.privateKey, 'x'))).toBe(true);
  });

  it('leaves privateKeyPem out of a non-extractable pair, whose key cannot be exported', async () => {
    const pair = await generateClientKeyPair(1024, { extractable: false });
    expect(pair.privateKeyPem).toBeUndefined();
    expect(await rejectionOf(exportPrivateKeyPem(pair.privateKey))).toMatchObject({ reason: 'invalid key pair' });
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

describe('importClientKeyPair', () => {
  it('refuses a record whose algorithm does not match the key size', async () => {
    const pair = await generateClientKeyPair(1024);
    const error = await rejectionOf(
      importClientKeyPair({ publicKey: pair.publicKey, privateKeyPem: pair.privateKeyPem ?? '', algorithm: 'rsa2048' }),
    );
    expect(error).toMatchObject({ reason: 'invalid key pair' });
  });

  it('refuses PEM that is not a key', async () => {
    const error = await rejectionOf(
      importClientKeyPair({ publicKey: 'nope', privateKeyPem: 'nope', algorithm: 'rsa1024' }),
    );
    expect(error).toMatchObject({ reason: 'invalid key pair' });
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
      expect(pair.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
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
