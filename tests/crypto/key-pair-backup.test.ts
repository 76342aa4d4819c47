// The backup pair's hand-over to WebCrypto and the failures of both generators, with the forge generator replaced:
// what it returns is what is under test here, not how long forge takes to make it (tests/crypto/key-pair.test.ts).
import { webcrypto } from 'node:crypto';
import type { BackupOptions, ClientKeyPair } from '../../src/crypto/key-pair';
import { rejectionOf, rsaPemPair, verifyWithPublicKey } from './support';

type Pems = { publicKey: string; privateKeyPem: string };

const pair = rsaPemPair(1024);
const PEMS: Pems = { publicKey: pair.publicKey, privateKeyPem: pair.privateKey };

async function backupWith(
  generate: (bits: number, options: BackupOptions) => Promise<Pems>,
  options: BackupOptions = {},
): Promise<ClientKeyPair> {
  let made: Promise<ClientKeyPair> | undefined;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('../../src/crypto/forge-rsa', () => ({ generateForgeKeyPair: generate }));
    const { generateBackupKeyPair } = await import('../../src/crypto/key-pair');
    made = generateBackupKeyPair(1024, options);
    await made.catch(() => undefined);
  });
  return made as Promise<ClientKeyPair>;
}

afterEach(() => {
  jest.dontMock('../../src/crypto/forge-rsa');
  jest.restoreAllMocks();
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true, writable: true });
});

describe('generateBackupKeyPair', () => {
  it('imports the PEM private key into WebCrypto, non-extractable, and keeps the public PEM as it came', async () => {
    const made = await backupWith(() => Promise.resolve(PEMS));
    expect(made.publicKey).toBe(PEMS.publicKey);
    expect(made.algorithm).toBe('rsa1024');
    expect(made.privateKey.extractable).toBe(false);
    const signature = Buffer.from(
      await crypto.subtle.sign({ name: 'RSASSA-PKCS1-v1_5' }, made.privateKey, Buffer.from('backup')),
    ).toString('base64');
    expect(verifyWithPublicKey(PEMS.publicKey, 'backup', signature)).toBe(true);
  });

  it('wipes the private key bytes once WebCrypto holds the key', async () => {
    const handed: Uint8Array[] = [];
    const importKey = crypto.subtle.importKey.bind(crypto.subtle) as (...args: unknown[]) => Promise<CryptoKey>;
    jest.spyOn(crypto.subtle, 'importKey').mockImplementation(((...args: unknown[]) => {
      if (args[0] === 'pkcs8') handed.push(args[1] as Uint8Array);
      return importKey(...args);
    }) as typeof crypto.subtle.importKey);
    await backupWith(() => Promise.resolve(PEMS));
    expect(handed).toHaveLength(1);
    expect(handed[0]?.length).toBeGreaterThan(600);
    expect(handed[0]?.every((byte) => byte === 0)).toBe(true);
  });

  it.each([
    ['a private key that is not PEM', { ...PEMS, privateKeyPem: 'not a key' }],
    ['a public key that is not PEM', { ...PEMS, publicKey: 'not a key' }],
    ['a public key in place of the private one', { ...PEMS, privateKeyPem: PEMS.publicKey }],
  ])('refuses %s as an invalid key pair', async (_name, pems) => {
    const error = await rejectionOf(backupWith(() => Promise.resolve(pems)));
    expect(error).toMatchObject({ name: 'CryptoError', reason: 'invalid key pair' });
  });

  it('keeps what WebCrypto said when it refuses the private key', async () => {
    const garbage = '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n';
    const error = (await rejectionOf(backupWith(() => Promise.resolve({ ...PEMS, privateKeyPem: garbage })))) as Error;
    expect(error).toMatchObject({ name: 'CryptoError', reason: 'invalid key pair' });
    // WebCrypto's DataError (a DOMException), kept for the log.
    expect(error.cause).toMatchObject({ name: expect.any(String) });
  });

  it('reports a forge failure as a key generation failure, keeping it as the cause', async () => {
    const failure = new Error('out of memory');
    const error = (await rejectionOf(backupWith(() => Promise.reject(failure)))) as Error;
    expect(error).toMatchObject({ name: 'CryptoError', reason: 'key generation failed' });
    expect(error.cause).toBe(failure);
  });

  it('passes an abort through as it is, not as a generation failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('stopped', 'AbortError');
    const error = await rejectionOf(backupWith(() => Promise.reject(abort), { signal: controller.signal }));
    expect(error).toBe(abort);
  });

  it('calls a failure while its signal is still live a generation failure', async () => {
    const controller = new AbortController();
    const error = await rejectionOf(backupWith(() => Promise.reject(new Error('x')), { signal: controller.signal }));
    expect(error).toMatchObject({ reason: 'key generation failed' });
  });

  it('passes the slice length and the signal on to forge', async () => {
    const generate = jest.fn((_bits: number, _options: BackupOptions) => Promise.resolve(PEMS));
    const controller = new AbortController();
    await backupWith(generate, { sliceMs: 7, signal: controller.signal });
    expect(generate).toHaveBeenCalledWith(1024, { sliceMs: 7, signal: controller.signal });
  });
});

describe('generateClientKeyPair', () => {
  it('makes keys with the public exponent 65537, as the gateway expects', async () => {
    const { createPublicKey } = await import('node:crypto');
    const { generateClientKeyPair } = await import('../../src/crypto/key-pair');
    const made = await generateClientKeyPair(1024);
    expect(createPublicKey(made.publicKey).asymmetricKeyDetails?.publicExponent).toBe(65537n);
  });

  it('says WebCrypto is unavailable, rather than that generation failed, where there is none', async () => {
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true, writable: true });
    const { generateClientKeyPair } = await import('../../src/crypto/key-pair');
    expect(await rejectionOf(generateClientKeyPair(1024))).toMatchObject({ reason: 'webcrypto unavailable' });
  });

  it('keeps the WebCrypto failure as the cause of a generation failure', async () => {
    const failure = new Error('OperationError');
    jest.spyOn(crypto.subtle, 'generateKey').mockRejectedValueOnce(failure);
    const { generateClientKeyPair } = await import('../../src/crypto/key-pair');
    const error = (await rejectionOf(generateClientKeyPair(1024))) as Error;
    expect(error).toMatchObject({ reason: 'key generation failed' });
    expect(error.cause).toBe(failure);
  });
});
