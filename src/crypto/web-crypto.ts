// WebCrypto access. `crypto.subtle` exists only in secure contexts (https, localhost); a page served over plain
// http gets undefined, which is reported as a typed error rather than a TypeError deep inside a call.
import { CryptoError } from './crypto-error';

export function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (api === undefined) throw new CryptoError('webcrypto unavailable');
  return api;
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/** SPEC 5: key pairs are made only over https; browsers report that as isSecureContext. */
export function assertSecureContext(): void {
  if (globalThis.isSecureContext === false) throw new CryptoError('insecure context');
}

/**
 * Whether this page may make and use a client key pair: a secure context (SPEC 5: "only over https"; browsers count
 * localhost too) whose WebCrypto is there. Without one there is no key pair, so no login, no signed call, and the
 * sign config is never needed.
 */
export function clientKeysAvailable(): boolean {
  return globalThis.isSecureContext !== false && globalThis.crypto?.subtle !== undefined;
}
