// What the client reads of the issuer certificate (RFC 5280): its public key, its validity period, and whether it
// is a CA allowed to sign (basicConstraints cA, keyUsage keyCertSign). The certificate is the trust anchor built
// into the client, so its own signature is not what makes it trusted; these fields say whether it may vouch now.
import { DerError, TAG, childrenOf, contentOf, contextTag, encodedOf, expectTag, oidOf, readTlv, timeOf } from './der';

export interface CertificateFacts {
  /** The SubjectPublicKeyInfo DER, ready for WebCrypto's 'spki' import. */
  readonly spki: Uint8Array<ArrayBuffer>;
  readonly notBefore: number;
  readonly notAfter: number;
  /** basicConstraints cA; false when the extension is absent. */
  readonly ca: boolean;
  /** keyUsage keyCertSign; false when the extension is absent. */
  readonly keyCertSign: boolean;
}

const BASIC_CONSTRAINTS = '2.5.29.19';
const KEY_USAGE = '2.5.29.15';
// keyUsage is a named BIT STRING; keyCertSign is bit 5, counted from the most significant bit of the first byte.
const KEY_CERT_SIGN_MASK = 0x80 >> 5;

function basicConstraintsCa(bytes: Uint8Array): boolean {
  const sequence = expectTag(readTlv(bytes, 0), TAG.sequence);
  const first = childrenOf(bytes, sequence)[0];
  // cA is DEFAULT FALSE, so DER leaves it out unless it is true.
  return first?.tag === TAG.boolean && contentOf(bytes, first)[0] === 0xff;
}

function keyCertSign(bytes: Uint8Array): boolean {
  const bits = contentOf(bytes, expectTag(readTlv(bytes, 0), TAG.bitString));
  // The first content byte counts the unused bits of the last byte; the usage bits follow.
  return ((bits[1] ?? 0) & KEY_CERT_SIGN_MASK) !== 0;
}

/** Reads a DER certificate; throws DerError on anything that is not one. */
export function readCertificate(der: Uint8Array): CertificateFacts {
  const certificate = expectTag(readTlv(der, 0), TAG.sequence);
  const tbs = expectTag(childrenOf(der, certificate)[0], TAG.sequence);
  const fields = childrenOf(der, tbs);
  // version [0] is optional (v1 certificates have no extensions and cannot be a CA here anyway).
  const base = fields[0]?.tag === contextTag(0) ? 1 : 0;
  const validity = childrenOf(der, expectTag(fields[base + 3], TAG.sequence));
  const spki = expectTag(fields[base + 5], TAG.sequence);
  const [notBefore, notAfter] = validity;
  if (notBefore === undefined || notAfter === undefined) throw new DerError('validity without both times');

  let ca = false;
  let certSign = false;
  const extensions = fields.slice(base + 6).find((field) => field.tag === contextTag(3));
  if (extensions !== undefined) {
    const list = expectTag(childrenOf(der, extensions)[0], TAG.sequence);
    for (const extension of childrenOf(der, list)) {
      const parts = childrenOf(der, expectTag(extension, TAG.sequence));
      const oid = oidOf(der, expectTag(parts[0], TAG.oid));
      const value = contentOf(der, expectTag(parts[parts.length - 1], TAG.octetString));
      if (oid === BASIC_CONSTRAINTS) ca = basicConstraintsCa(value);
      if (oid === KEY_USAGE) certSign = keyCertSign(value);
    }
  }
  return {
    spki: encodedOf(der, spki).slice(),
    notBefore: timeOf(der, notBefore),
    notAfter: timeOf(der, notAfter),
    ca,
    keyCertSign: certSign,
  };
}
