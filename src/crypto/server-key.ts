// SPEC 5: the server public key is trusted only when the built-in issuer has signed it. The issuer signs the
// exact PEM text of the key (RSASSA-PKCS1-v1_5, SHA-256, base64 signature; docs/protocol.md). The certificate is
// read by a small DER reader and every signature check runs in WebCrypto, so no JavaScript crypto library loads
// for it; the verified key is imported for RSA-OAEP, the one use it has.
import { base64ToBytes, utf8 } from './bytes';
import { CryptoError } from './crypto-error';
import { fromPem } from './pem';
import { subtle } from './web-crypto';
import { readCertificate } from './x509';

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

const SIGNATURE = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/**
 * The issuer's public key, when its certificate may vouch at `now`: a CA certificate (basicConstraints cA) allowed
 * to sign (keyUsage keyCertSign), inside its validity period. Anything else is undefined.
 */
async function issuerKey(issuerPem: string, now: number): Promise<CryptoKey | undefined> {
  const der = fromPem(issuerPem, 'CERTIFICATE');
  if (der === undefined) return undefined;
  const certificate = readCertificate(der);
  if (!certificate.ca || !certificate.keyCertSign) return undefined;
  if (now < certificate.notBefore || now > certificate.notAfter) return undefined;
  return subtle().importKey('spki', certificate.spki, SIGNATURE, false, ['verify']);
}

/**
 * Checks that `serverPublicKeySign` is the issuer's signature over `serverPublicKey` and returns the key ready
 * for login encryption. Any failure (bad signature, another issuer, an issuer certificate that is expired, not yet
 * valid or not a signing CA, garbage in any input, a key under 2048 bits) throws
 * CryptoError('server key verification failed'). `now` is the client's own clock: the server's cannot vouch for
 * the server.
 */
export async function verifyServerKey(
  claim: ServerKeyClaim,
  issuerPem: string,
  now: number = Date.now(),
): Promise<VerifiedServerKey> {
  const fail = (cause?: unknown) => new CryptoError('server key verification failed', { cause });
  const { serverPublicKey, serverPublicKeySign } = claim ?? {};
  if (typeof serverPublicKey !== 'string' || typeof serverPublicKeySign !== 'string') throw fail();
  if (typeof issuerPem !== 'string') throw fail();
  const signature = base64ToBytes(serverPublicKeySign);
  const der = fromPem(serverPublicKey, 'PUBLIC KEY');
  if (signature === undefined || der === undefined) throw fail();

  let result: VerifiedServerKey;
  try {
    const issuer = await issuerKey(issuerPem, now);
    if (issuer === undefined) throw fail();
    const valid = await subtle().verify(SIGNATURE, issuer, signature as Uint8Array<ArrayBuffer>, utf8(serverPublicKey));
    if (!valid) throw fail();
    const key = await subtle().importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    const bits = (key.algorithm as RsaHashedKeyAlgorithm).modulusLength;
    if (!(bits >= MIN_SERVER_KEY_BITS)) throw fail();
    result = Object.freeze({ pem: serverPublicKey, key, bits });
  } catch (error) {
    throw error instanceof CryptoError ? error : fail(error);
  }
  verified.add(result);
  return result;
}
