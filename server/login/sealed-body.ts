// Opens `bodyCiphertext` (docs/protocol.md, "Login encryption"). The MAC is checked, in constant time, before a
// single block is decrypted: a tampered body is refused without ever running CBC decryption and its padding
// check, so no answer can tell an attacker anything about the plaintext. The MAC also covers what the body was
// sealed for (the path and client key the request names) and its time, so a captured body opens for nothing else.
import { constants, createDecipheriv, createHash, createHmac, privateDecrypt, timingSafeEqual } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { GatewayError } from '../envelope';
import { LoginCodes } from './login-codes';

export const ENVELOPE_VERSION = 2;
/** Far above any login body; a cap before base64 and JSON decoding keeps a huge value from costing anything. */
export const MAX_BODY_CIPHERTEXT_LENGTH = 64 * 1024;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function rejected(): GatewayError {
  return new GatewayError(LoginCodes.ENCRYPTED_BODY_REJECTED);
}

function base64(value: unknown): Buffer {
  if (typeof value !== 'string' || value === '' || !BASE64.test(value)) throw rejected();
  return Buffer.from(value, 'base64');
}

interface Envelope {
  sealedAt: number;
  wrapped: Buffer;
  iv: Buffer;
  ct: Buffer;
  mac: Buffer;
}

function parseEnvelope(bodyCiphertext: string): Envelope {
  if (bodyCiphertext.length > MAX_BODY_CIPHERTEXT_LENGTH) throw rejected();
  let parsed: unknown;
  try {
    parsed = JSON.parse(base64(bodyCiphertext).toString('utf8'));
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    throw rejected();
  }
  if (typeof parsed !== 'object' || parsed === null) throw rejected();
  const { v, t, k, iv, ct, mac } = parsed as Record<string, unknown>;
  if (v !== ENVELOPE_VERSION) throw rejected();
  if (typeof t !== 'number' || !Number.isSafeInteger(t) || t <= 0) throw rejected();
  const envelope = { sealedAt: t, wrapped: base64(k), iv: base64(iv), ct: base64(ct), mac: base64(mac) };
  if (envelope.iv.length !== 16 || envelope.mac.length !== 32) throw rejected();
  if (envelope.ct.length === 0 || envelope.ct.length % 16 !== 0) throw rejected();
  return envelope;
}

/** The AES and MAC keys, or undefined when `serverKey` is not the key they were wrapped under. */
function unwrapKeys(wrapped: Buffer, serverKey: KeyObject): { aesKey: Buffer; macKey: Buffer } | undefined {
  let keys: Buffer;
  try {
    keys = privateDecrypt(
      { key: serverKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      wrapped,
    );
  } catch {
    return undefined;
  }
  if (keys.length !== 64) throw rejected();
  return { aesKey: keys.subarray(0, 32), macKey: keys.subarray(32) };
}

/** No key the gateway holds unwraps the body: sealed under a key that has expired (or was never this gateway's). */
export class NoServerKeyOpens extends Error {
  constructor() {
    super('no server key the gateway holds opens this body');
    this.name = 'NoServerKeyOpens';
  }
}

export interface OpenedBody {
  readonly plaintext: string;
  /**
   * SHA-256 (hex) of the envelope's decoded parts: the same for every spelling of the same sealed body (JSON
   * spacing, key order, base64 padding bits), different for every sealing, since each has fresh keys and IV.
   */
  readonly digest: string;
  /** Which of the keys given opened it (its index). */
  readonly keyIndex: number;
  /** When the client sealed it (ms since the epoch, by its corrected clock); the MAC vouches for it. */
  readonly sealedAt: number;
}

/** The binding text the MAC covers (its SHA-256): the time, a line feed, then what the body is bound to. */
export function bindingText(sealedAt: number, boundTo: string): string {
  return `${sealedAt}\n${boundTo}`;
}

function lengthPrefix(length: number): Buffer {
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32BE(length);
  return prefix;
}

/**
 * The plaintext of `bodyCiphertext`, opened with whichever of `serverKeys` it was sealed under. Throws 40010 for
 * anything that is not an intact envelope sealed for `boundTo`, and NoServerKeyOpens for a well-formed one none of
 * the keys unwraps (OAEP's check makes a wrong key fail, not yield other bytes). Its time is the caller's to judge.
 */
export function openSealedBody(bodyCiphertext: string, serverKeys: readonly KeyObject[], boundTo: string): OpenedBody {
  const { sealedAt, wrapped, iv, ct, mac } = parseEnvelope(bodyCiphertext);
  let keyIndex = -1;
  let unwrapped: { aesKey: Buffer; macKey: Buffer } | undefined;
  while (unwrapped === undefined && ++keyIndex < serverKeys.length) {
    unwrapped = unwrapKeys(wrapped, serverKeys[keyIndex] as KeyObject);
  }
  if (unwrapped === undefined) throw new NoServerKeyOpens();
  const { aesKey, macKey } = unwrapped;
  const bound = createHash('sha256').update(bindingText(sealedAt, boundTo), 'utf8').digest();
  const expected = createHmac('sha256', macKey).update(iv).update(ct).update(bound).digest();
  if (!timingSafeEqual(expected, mac)) throw rejected();
  try {
    const decipher = createDecipheriv('aes-256-cbc', aesKey, iv);
    const plain = Buffer.concat([decipher.update(ct), decipher.final()]);
    const plaintext = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    const digest = createHash('sha256');
    // Length-prefixed, so no two different envelopes hash the same bytes.
    for (const part of [wrapped, iv, ct, mac]) digest.update(lengthPrefix(part.length)).update(part);
    return { plaintext, digest: digest.digest('hex'), keyIndex, sealedAt };
  } catch {
    throw rejected();
  }
}
