// A reader for the few DER structures the client needs (the issuer certificate, RFC 5280). ASN.1 libraries that
// read certificates weigh 17 KB (asn1js) to 89 KB (pkijs) of gzip JavaScript; walking definite-length DER is a
// few lines, and anything outside that (indefinite lengths, lengths past the end, high tag numbers) is refused.

export interface Tlv {
  readonly tag: number;
  /** Offset of the tag byte. */
  readonly offset: number;
  /** Offset of the first content byte. */
  readonly start: number;
  /** Offset just past the content. */
  readonly end: number;
}

export class DerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DerError';
  }
}

export const TAG = {
  boolean: 0x01,
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  oid: 0x06,
  utcTime: 0x17,
  generalizedTime: 0x18,
  sequence: 0x30,
} as const;

/** Tag of an explicit context-specific field `[n]` (constructed). */
export const contextTag = (n: number) => 0xa0 + n;

/** The element starting at `offset`, within `limit` (the end of its parent). */
export function readTlv(bytes: Uint8Array, offset: number, limit: number = bytes.length): Tlv {
  const tag = bytes[offset];
  const first = bytes[offset + 1];
  if (tag === undefined || first === undefined || offset + 2 > limit) throw new DerError('truncated element');
  if ((tag & 0x1f) === 0x1f) throw new DerError('high tag numbers are not used here');
  let length = first;
  let start = offset + 2;
  if (first >= 0x80) {
    const count = first & 0x7f;
    // 0x80 is BER's indefinite length; more than 4 length bytes would exceed anything a certificate holds.
    if (count === 0 || count > 4) throw new DerError('unsupported length');
    length = 0;
    for (let index = 0; index < count; index += 1) {
      const byte = bytes[start + index];
      if (byte === undefined) throw new DerError('truncated length');
      length = length * 256 + byte;
    }
    start += count;
  }
  const end = start + length;
  if (end > limit) throw new DerError('element runs past its parent');
  return { tag, offset, start, end };
}

/** The elements inside a constructed element, in order. */
export function childrenOf(bytes: Uint8Array, parent: Tlv): Tlv[] {
  const children: Tlv[] = [];
  for (let offset = parent.start; offset < parent.end; ) {
    const child = readTlv(bytes, offset, parent.end);
    children.push(child);
    offset = child.end;
  }
  return children;
}

export function expectTag(element: Tlv | undefined, tag: number): Tlv {
  if (element === undefined || element.tag !== tag) throw new DerError(`expected tag 0x${tag.toString(16)}`);
  return element;
}

export function contentOf(bytes: Uint8Array, element: Tlv): Uint8Array {
  return bytes.subarray(element.start, element.end);
}

/** The whole element, tag and length included (what WebCrypto's 'spki' import takes). */
export function encodedOf(bytes: Uint8Array, element: Tlv): Uint8Array {
  return bytes.subarray(element.offset, element.end);
}

/** An object identifier in dotted form. */
export function oidOf(bytes: Uint8Array, element: Tlv): string {
  const content = contentOf(bytes, expectTag(element, TAG.oid));
  const parts: number[] = [];
  let value = 0;
  for (const byte of content) {
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) {
      if (parts.length === 0) parts.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
      else parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

const UTC_TIME = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/;
const GENERALIZED_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/;

/** A UTCTime or GeneralizedTime (RFC 5280 4.1.2.5: UTC, with seconds), as ms since the epoch. */
export function timeOf(bytes: Uint8Array, element: Tlv): number {
  const text = String.fromCharCode(...contentOf(bytes, element));
  const pattern = element.tag === TAG.utcTime ? UTC_TIME : element.tag === TAG.generalizedTime ? GENERALIZED_TIME : null;
  const match = pattern?.exec(text) ?? null;
  if (match === null) throw new DerError('unreadable time');
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  // RFC 5280: a two-digit year from 50 is 19YY, below 50 is 20YY.
  const fullYear = element.tag === TAG.utcTime ? (year >= 50 ? 1900 + year : 2000 + year) : year;
  return Date.UTC(fullYear, month - 1, day, hour, minute, second);
}
