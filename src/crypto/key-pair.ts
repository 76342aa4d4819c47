// The client key pair (SPEC 3 "Client key pair", SPEC 4): RSASSA-PKCS1-v1_5 with SHA-256, 1024 bits by default
// and 2048 when the gateway config asks for it. WebCrypto generates it off the main thread; the backup
// generator (forge, pure JavaScript) is for when WebCrypto is too slow, and runs in small time slices so it never
// blocks the page either. Storing the pair is the key-pair machine's job; this module only makes and converts.
import { CryptoError } from './crypto-error';
import { generateForgeKeyPair } from './forge-rsa';
import { fromPem, toPem } from './pem';
import { assertSecureContext, subtle } from './web-crypto';

export type KeyAlgorithmName = 'rsa1024' | 'rsa2048';
export type KeyBits = 1024 | 2048;

export interface ClientKeyPair {
  /** SPKI PEM, sent as `publicKey` at login and hashed into `device-sign-key`. */
  readonly publicKey: string;
  /** Signs `initSign`, `device-sign` and `userCheckDeviceSign`. */
  readonly privateKey: CryptoKey;
  /** PKCS#8 PEM, present when the pair was made exportable (backup and persistence path). */
  readonly privateKeyPem?: string;
  readonly algorithm: KeyAlgorithmName;
}

/** The persisted form of a pair (SPEC 3: publicKey, privateKeyPem, algorithm). */
export interface StoredKeyPair {
  readonly publicKey: string;
  readonly privateKeyPem: string;
  readonly algorithm: KeyAlgorithmName;
}

const SIGNING = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const PUBLIC_EXPONENT = new Uint8Array([0x01, 0x00, 0x01]);

export function algorithmFor(bits: KeyBits): KeyAlgorithmName {
  return bits === 2048 ? 'rsa2048' : 'rsa1024';
}

export function bitsFor(algorithm: KeyAlgorithmName): KeyBits {
  return algorithm === 'rsa2048' ? 2048 : 1024;
}

function checkBits(bits: unknown): KeyBits {
  if (bits !== 1024 && bits !== 2048) throw new CryptoError('unsupported key size');
  return bits;
}

export interface GenerateOptions {
  /** Whether the private key can be exported as PEM; default true, which the persistence path needs. */
  readonly extractable?: boolean;
}

/** A fresh pair made by WebCrypto. Refuses outside a secure context with CryptoError('insecure context'). */
export async function generateClientKeyPair(bits: KeyBits, options: GenerateOptions = {}): Promise<ClientKeyPair> {
  const size = checkBits(bits);
  assertSecureContext();
  const extractable = options.extractable ?? true;
  let pair: CryptoKeyPair;
  try {
    pair = await subtle().generateKey(
      { ...SIGNING, modulusLength: size, publicExponent: PUBLIC_EXPONENT },
      extractable,
      ['sign', 'verify'],
    );
  } catch (error) {
    if (error instanceof CryptoError) throw error;
    throw new CryptoError('key generation failed', { cause: error });
  }
  const publicKey = toPem(await subtle().exportKey('spki', pair.publicKey), 'PUBLIC KEY');
  const privateKeyPem = extractable ? await exportPrivateKeyPem(pair.privateKey) : undefined;
  return { publicKey, privateKey: pair.privateKey, privateKeyPem, algorithm: algorithmFor(size) };
}

/** The private key as PKCS#8 PEM, for the backup and persistence path; the key must be extractable. */
export async function exportPrivateKeyPem(key: CryptoKey): Promise<string> {
  try {
    return toPem(await subtle().exportKey('pkcs8', key), 'PRIVATE KEY');
  } catch (error) {
    throw new CryptoError('invalid key pair', { cause: error });
  }
}

/**
 * A pair from its stored form. The algorithm must match the key's real size: a record claiming rsa2048 over a
 * 1024-bit key would make the gateway reject every signature without saying why.
 */
export async function importClientKeyPair(stored: StoredKeyPair): Promise<ClientKeyPair> {
  const publicDer = fromPem(stored?.publicKey ?? '', 'PUBLIC KEY');
  const privateDer = fromPem(stored?.privateKeyPem ?? '', 'PRIVATE KEY');
  if (publicDer === undefined || privateDer === undefined) throw new CryptoError('invalid key pair');
  if (stored.algorithm !== 'rsa1024' && stored.algorithm !== 'rsa2048') throw new CryptoError('invalid key pair');
  let privateKey: CryptoKey;
  let publicKey: CryptoKey;
  try {
    privateKey = await subtle().importKey('pkcs8', privateDer, SIGNING, true, ['sign']);
    publicKey = await subtle().importKey('spki', publicDer, SIGNING, true, ['verify']);
  } catch (error) {
    throw new CryptoError('invalid key pair', { cause: error });
  }
  const bits = (privateKey.algorithm as RsaHashedKeyAlgorithm).modulusLength;
  if (bits !== bitsFor(stored.algorithm) || (publicKey.algorithm as RsaHashedKeyAlgorithm).modulusLength !== bits) {
    throw new CryptoError('invalid key pair');
  }
  return { publicKey: stored.publicKey, privateKey, privateKeyPem: stored.privateKeyPem, algorithm: stored.algorithm };
}

export interface BackupOptions {
  /** Longest slice of work between two yields to the event loop, ms. */
  readonly sliceMs?: number;
  readonly signal?: AbortSignal;
}

/**
 * The backup pair of SPEC 4, made by forge in pure JavaScript for when WebCrypto does not answer in time. It
 * runs in time slices separated by macrotasks (never forge's synchronous generation, which would freeze the page
 * for seconds), then hands the key to WebCrypto so the rest of the code signs one way.
 */
export async function generateBackupKeyPair(bits: KeyBits, options: BackupOptions = {}): Promise<ClientKeyPair> {
  const size = checkBits(bits);
  assertSecureContext();
  let pems: { publicKey: string; privateKeyPem: string };
  try {
    pems = await generateForgeKeyPair(size, options);
  } catch (error) {
    if (error instanceof CryptoError || options.signal?.aborted === true) throw error;
    throw new CryptoError('key generation failed', { cause: error });
  }
  return importClientKeyPair({ ...pems, algorithm: algorithmFor(size) });
}
