// The client key pair (SPEC 3 "Client key pair", SPEC 4): RSASSA-PKCS1-v1_5 with SHA-256, 1024 bits by default
// and 2048 when the gateway config asks for it (`defaultAlgorithm`). WebCrypto generates it off the main thread;
// the backup generator (forge, pure JavaScript) is for when WebCrypto does not answer in time, and runs in small
// time slices so it never blocks the page either. Either way the private key ends as a non-extractable CryptoKey:
// script can sign with it but never read it, and neither can anything that later runs on the page.
// Storing the pair is key-store.ts's job; this module only makes it.
import { CryptoError } from './crypto-error';
import { generateForgeKeyPair } from './forge-rsa';
import { algorithmFor, type KeyAlgorithmName, type KeyBits } from './key-algorithm';
import { fromPem, toPem } from './pem';
import { assertSecureContext, subtle } from './web-crypto';

export interface ClientKeyPair {
  /** SPKI PEM, sent as `publicKey` at login and hashed into `device-sign-key`. */
  readonly publicKey: string;
  /** Non-extractable; signs `initSign`, `device-sign` and `userCheckDeviceSign`. */
  readonly privateKey: CryptoKey;
  readonly algorithm: KeyAlgorithmName;
}

const SIGNING = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const PUBLIC_EXPONENT = new Uint8Array([0x01, 0x00, 0x01]);

function checkBits(bits: unknown): KeyBits {
  if (bits !== 1024 && bits !== 2048) throw new CryptoError('unsupported key size');
  return bits;
}

/** A fresh pair made by WebCrypto. Refuses outside a secure context with CryptoError('insecure context'). */
export async function generateClientKeyPair(bits: KeyBits): Promise<ClientKeyPair> {
  const size = checkBits(bits);
  assertSecureContext();
  try {
    const pair = await subtle().generateKey(
      { ...SIGNING, modulusLength: size, publicExponent: PUBLIC_EXPONENT },
      false,
      ['sign', 'verify'],
    );
    const publicKey = toPem(await subtle().exportKey('spki', pair.publicKey), 'PUBLIC KEY');
    return { publicKey, privateKey: pair.privateKey, algorithm: algorithmFor(size) };
  } catch (error) {
    if (error instanceof CryptoError) throw error;
    throw new CryptoError('key generation failed', { cause: error });
  }
}

/** forge's PEM pair as a ClientKeyPair; the private key is imported non-extractable and the PEM text dropped. */
async function fromForgePems(pems: { publicKey: string; privateKeyPem: string }, size: KeyBits): Promise<ClientKeyPair> {
  const privateDer = fromPem(pems.privateKeyPem, 'PRIVATE KEY');
  if (privateDer === undefined || fromPem(pems.publicKey, 'PUBLIC KEY') === undefined) {
    throw new CryptoError('invalid key pair');
  }
  try {
    const privateKey = await subtle().importKey('pkcs8', privateDer, SIGNING, false, ['sign']);
    return { publicKey: pems.publicKey, privateKey, algorithm: algorithmFor(size) };
  } catch (error) {
    throw new CryptoError('invalid key pair', { cause: error });
  } finally {
    privateDer.fill(0);
  }
}

export interface BackupOptions {
  /** Longest slice of work between two yields to the event loop, ms. */
  readonly sliceMs?: number;
  readonly signal?: AbortSignal;
}

/**
 * The backup pair of SPEC 4, made by forge in pure JavaScript for when WebCrypto does not answer in time. It
 * runs in time slices separated by macrotasks (never forge's synchronous generation, which would freeze the page
 * for seconds), then hands the key to WebCrypto, non-extractable, so the rest of the code signs one way.
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
  return fromForgePems(pems, size);
}
