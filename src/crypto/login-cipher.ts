// Encrypted login-type calls (SPEC 7; DECISIONS "Login encryption and signing"). The sensitive fields of the path
// leave the JSON body and travel sealed in `bodyCiphertext`; `algorithm`, `publicKey` and `initSign` are added so
// the gateway can register the client key and check that whoever holds it made this request.
import { sealText } from './body-envelope';
import { CryptoError } from './crypto-error';
import { sha256Base64 } from './digest';
import type { KeyAlgorithmName } from './key-algorithm';
import type { ClientKeyPair } from './key-pair';
import { pathOnly, sensitiveFieldsOf } from '../core/login-paths';
import { isVerifiedServerKey } from './server-key';
import type { VerifiedServerKey } from './server-key';
import { signText } from './signature';

export { ENCRYPTED_PATHS } from '../core/login-paths';
export type { SensitiveField } from '../core/login-paths';

/** First line of the text initSign signs; names the format so a signature cannot be reused for another one. */
export const INIT_SIGN_LABEL = 'login-init-sign/1';
/** First line of what the sealed body is bound to (sealBinding). */
export const SEAL_BINDING_LABEL = 'login-seal/2';

export interface LoginCipherKeys {
  /** Must come from verifyServerKey: anything else is refused (SPEC 5). */
  readonly serverKey: VerifiedServerKey;
  readonly clientKeyPair: ClientKeyPair;
}

/**
 * What the sealed fields are bound to: the path, the algorithm and the client public key. initSign alone would not
 * do it: whoever holds a captured body can replace publicKey and sign the same ciphertext with a key of their own.
 */
export function sealBinding(path: string, algorithm: KeyAlgorithmName, publicKey: string): string {
  return [SEAL_BINDING_LABEL, pathOnly(path), algorithm, publicKey].join('\n');
}

export interface EncryptedLoginBody {
  readonly [field: string]: unknown;
  readonly bodyCiphertext: string;
  readonly algorithm: KeyAlgorithmName;
  readonly publicKey: string;
  readonly initSign: string;
}

/** What initSign signs: the label, the path, the algorithm and the SHA-256 (base64) of bodyCiphertext. */
export async function initSignBase(path: string, algorithm: KeyAlgorithmName, bodyCiphertext: string) {
  return [INIT_SIGN_LABEL, pathOnly(path), algorithm, await sha256Base64(bodyCiphertext)].join('\n');
}

/**
 * The body to send for `path`: non-sensitive fields as they were, the sensitive ones sealed in bodyCiphertext
 * (a JSON object of those present, bound to the path and the client key, stamped `sealedAt` by the server-corrected
 * clock), plus algorithm, publicKey and initSign.
 */
export async function encryptLoginBody(
  path: string,
  body: Readonly<Record<string, unknown>>,
  keys: LoginCipherKeys,
  sealedAt: number,
): Promise<EncryptedLoginBody> {
  const fields = sensitiveFieldsOf(path);
  if (fields === undefined) throw new CryptoError('not an encrypted path');
  if (!isVerifiedServerKey(keys?.serverKey)) throw new CryptoError('server key verification failed');
  const { clientKeyPair } = keys;

  const plain: Record<string, unknown> = {};
  const secret: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body ?? {})) {
    if ((fields as readonly string[]).includes(name)) {
      if (value !== undefined) secret[name] = value;
    } else {
      plain[name] = value;
    }
  }
  const bodyCiphertext = await sealText(JSON.stringify(secret), keys.serverKey.key, {
    boundTo: sealBinding(path, clientKeyPair.algorithm, clientKeyPair.publicKey),
    sealedAt,
  });
  const initSign = await signText(
    clientKeyPair.privateKey,
    await initSignBase(path, clientKeyPair.algorithm, bodyCiphertext),
  );
  return { ...plain, bodyCiphertext, algorithm: clientKeyPair.algorithm, publicKey: clientKeyPair.publicKey, initSign };
}
