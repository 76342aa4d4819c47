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

export interface LoginCipherKeys {
  /** Must come from verifyServerKey: anything else is refused (SPEC 5). */
  readonly serverKey: VerifiedServerKey;
  readonly clientKeyPair: ClientKeyPair;
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
 * (a JSON object of those present), plus algorithm, publicKey and initSign.
 */
export async function encryptLoginBody(
  path: string,
  body: Readonly<Record<string, unknown>>,
  keys: LoginCipherKeys,
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
  const bodyCiphertext = await sealText(JSON.stringify(secret), keys.serverKey.key);
  const initSign = await signText(
    clientKeyPair.privateKey,
    await initSignBase(path, clientKeyPair.algorithm, bodyCiphertext),
  );
  return { ...plain, bodyCiphertext, algorithm: clientKeyPair.algorithm, publicKey: clientKeyPair.publicKey, initSign };
}
