// The sealed form of the sensitive fields (DECISIONS "Login encryption and signing"; docs/protocol.md): AES-256-CBC
// under a random key and IV, an HMAC-SHA256 over IV || ciphertext || SHA-256 of the binding under a second random
// key, both keys (64 bytes) wrapped together with RSA-OAEP SHA-256 under the verified server key. The MAC lets the
// gateway reject a tampered body before it decrypts anything, which closes the padding-oracle route that bare CBC
// would open; and, since only the sealer knows the MAC key, it ties the body to what it was sealed for and when:
// whoever holds a captured body cannot move it to another client key or path, nor make an old one look new.
import { bytesToBase64, concatBytes, utf8 } from './bytes';
import { randomBytes, subtle } from './web-crypto';

export const ENVELOPE_VERSION = 2;

/** What an envelope is sealed for: travels beside it (the time inside it), covered by its MAC. */
export interface SealBinding {
  /** The text the body belongs to, e.g. the call's path and the client key that signs it. */
  readonly boundTo: string;
  /** When it was sealed, ms since the epoch by the server-corrected clock. */
  readonly sealedAt: number;
}

/** The binding text the MAC covers (its SHA-256): the time, a line feed, then `boundTo`. */
export function bindingText(binding: SealBinding): string {
  return `${binding.sealedAt}\n${binding.boundTo}`;
}

export interface SealedEnvelope {
  readonly v: typeof ENVELOPE_VERSION;
  /** When it was sealed (SealBinding.sealedAt). */
  readonly t: number;
  /** RSA-OAEP(SHA-256) of aesKey (32 bytes) || macKey (32 bytes), base64. */
  readonly k: string;
  /** 16 bytes, base64. */
  readonly iv: string;
  /** AES-256-CBC with PKCS#7 padding, base64. */
  readonly ct: string;
  /** HMAC-SHA256(macKey, iv || ct || SHA-256(bindingText)), base64. */
  readonly mac: string;
}

/** `plaintext` sealed for the server key and `binding`: base64 of the UTF-8 JSON of a SealedEnvelope. */
export async function sealText(plaintext: string, serverKey: CryptoKey, binding: SealBinding): Promise<string> {
  if (!Number.isSafeInteger(binding.sealedAt) || binding.sealedAt <= 0) throw new RangeError('sealedAt must be a time in ms');
  const api = subtle();
  const aesBytes = randomBytes(32);
  const macBytes = randomBytes(32);
  const iv = randomBytes(16);
  try {
    const aesKey = await api.importKey('raw', aesBytes, { name: 'AES-CBC' }, false, ['encrypt']);
    const macKey = await api.importKey('raw', macBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const ct = new Uint8Array(await api.encrypt({ name: 'AES-CBC', iv }, aesKey, utf8(plaintext)));
    const bound = new Uint8Array(await api.digest('SHA-256', utf8(bindingText(binding))));
    const mac = new Uint8Array(await api.sign('HMAC', macKey, concatBytes(iv, ct, bound)));
    const wrapped = new Uint8Array(await api.encrypt({ name: 'RSA-OAEP' }, serverKey, concatBytes(aesBytes, macBytes)));
    const envelope: SealedEnvelope = {
      v: ENVELOPE_VERSION,
      t: binding.sealedAt,
      k: bytesToBase64(wrapped),
      iv: bytesToBase64(iv),
      ct: bytesToBase64(ct),
      mac: bytesToBase64(mac),
    };
    return bytesToBase64(utf8(JSON.stringify(envelope)));
  } finally {
    // The raw keys are not needed once imported and wrapped; do not leave them in memory longer than that.
    aesBytes.fill(0);
    macBytes.fill(0);
  }
}
