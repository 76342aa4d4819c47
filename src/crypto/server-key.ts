// SPEC 5: the server public key is trusted only when the built-in issuer has signed it. The issuer signs the
// exact PEM text of the key (RSASSA-PKCS1-v1_5, SHA-256, base64 signature; docs/protocol.md). X.509 parsing is
// forge's job, as WebCrypto cannot read certificates; the verified key is then imported into WebCrypto for
// RSA-OAEP, the one use it has.
import type { pki } from 'node-forge';
import { CryptoError } from './crypto-error';
import { loadForge } from './forge';
import type { Forge } from './forge';
import { fromPem } from './pem';
import { subtle } from './web-crypto';

/** DECISIONS: the server key is RSA 2048; a smaller one would weaken every login wrapped under it. */
export const MIN_SERVER_KEY_BITS = 2048;

export interface ServerKeyClaim {
  readonly serverPublicKey: string;
  readonly serverPublicKeySign: string;
}

export interface VerifiedServerKey {
  /** The server public key as the gateway sent it (SPKI PEM). */
  readonly pem: string;
  /** The same key for RSA-OAEP with SHA-256. */
  readonly key: CryptoKey;
  readonly bits: number;
}

// Keys that passed verifyServerKey. A PEM string or a hand-made object cannot prove it was verified; membership
// here can, so login encryption refuses anything else.
const verified = new WeakSet<VerifiedServerKey>();

export function isVerifiedServerKey(value: unknown): value is VerifiedServerKey {
  return typeof value === 'object' && value !== null && verified.has(value as VerifiedServerKey);
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function checkSignature(forge: Forge, claim: ServerKeyClaim, issuerPem: string): boolean {
  const issuer = forge.pki.certificateFromPem(issuerPem);
  // Forge types every certificate key as RSA; an issuer with another key type has no verify to call.
  const issuerKey = issuer.publicKey as Partial<pki.rsa.PublicKey>;
  if (typeof issuerKey.verify !== 'function') return false;
  const digest = forge.md.sha256.create().update(claim.serverPublicKey, 'utf8');
  const signature = forge.util.decode64(claim.serverPublicKeySign);
  return issuerKey.verify(digest.digest().bytes(), signature);
}

/**
 * Checks that `serverPublicKeySign` is the issuer's signature over `serverPublicKey` and returns the key ready
 * for login encryption. Any failure (bad signature, another issuer, garbage in either input, a key under 2048
 * bits) throws CryptoError('server key verification failed').
 */
export async function verifyServerKey(claim: ServerKeyClaim, issuerPem: string): Promise<VerifiedServerKey> {
  const fail = (cause?: unknown) => new CryptoError('server key verification failed', { cause });
  const { serverPublicKey, serverPublicKeySign } = claim ?? {};
  if (typeof serverPublicKey !== 'string' || typeof serverPublicKeySign !== 'string') throw fail();
  if (typeof issuerPem !== 'string' || !BASE64.test(serverPublicKeySign)) throw fail();
  const der = fromPem(serverPublicKey, 'PUBLIC KEY');
  if (der === undefined) throw fail();

  const forge = await loadForge();
  let valid: boolean;
  try {
    valid = checkSignature(forge, { serverPublicKey, serverPublicKeySign }, issuerPem);
  } catch (error) {
    throw fail(error);
  }
  if (!valid) throw fail();

  let key: CryptoKey;
  try {
    key = await subtle().importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  } catch (error) {
    throw fail(error);
  }
  const bits = (key.algorithm as RsaHashedKeyAlgorithm).modulusLength;
  if (!(bits >= MIN_SERVER_KEY_BITS)) throw fail();
  const result: VerifiedServerKey = Object.freeze({ pem: serverPublicKey, key, bits });
  verified.add(result);
  return result;
}
