// Turns an encrypted login-type request into checked values: the envelope opened, initSign verified against the
// client key the body names, the sensitive fields checked. Handlers never see ciphertext.
import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../envelope';
import { SIGN_WINDOW_MS } from '../signing/sign-config';
import { LoginCodes } from './login-codes';
import { parseClientKey, verifyClientSignature } from '../signing/client-keys';
import type { ClientKey } from '../signing/client-keys';
import { sha256Base64 } from '../signing/digests';
import type { ServerKey } from '../signing/server-key';
import type { EncryptedRoute } from './encrypted-paths';
import { checkSensitiveFields, invalidParameter } from './field-rules';
import type { SensitiveValues } from './field-rules';
import { NoServerKeyOpens, openSealedBody, rejected } from './sealed-body';
import type { OpenedBody } from './sealed-body';

export const INIT_SIGN_LABEL = 'login-init-sign/1';
export const SEAL_BINDING_LABEL = 'login-seal/2';
/** How far a sealed body's time may be from the gateway's: the signed calls' window. */
export const SEALED_BODY_WINDOW_MS = SIGN_WINDOW_MS;

export const ENCRYPTED_BODY_SCHEMA = {
  type: 'object',
  required: ['bodyCiphertext', 'algorithm', 'publicKey', 'initSign'],
  properties: {
    bodyCiphertext: { type: 'string', minLength: 1, maxLength: 65536 },
    algorithm: { type: 'string', enum: ['rsa1024', 'rsa2048'] },
    publicKey: { type: 'string', minLength: 1, maxLength: 1024 },
    initSign: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

export interface EncryptedBody {
  bodyCiphertext: string;
  algorithm: string;
  publicKey: string;
  initSign: string;
  [field: string]: unknown;
}

export interface OpenedRequest {
  readonly values: SensitiveValues;
  readonly clientKey: ClientKey;
  /** Identifies this sealed body (login-replay.ts). */
  readonly bodyDigest: string;
  /** The server key it was sealed under (its `server_keys` id). */
  readonly serverKeyId: number;
}

export function initSignBase(path: string, algorithm: string, bodyCiphertext: string): string {
  return [INIT_SIGN_LABEL, path, algorithm, sha256Base64(bodyCiphertext)].join('\n');
}

/** What the sealed fields must be bound to: the path, the algorithm and the public key the request names. */
export function sealBinding(path: string, algorithm: string, publicKey: string): string {
  return [SEAL_BINDING_LABEL, path, algorithm, publicKey].join('\n');
}

/**
 * Opens the body with whichever of `serverKeys` (the ones still accepted, server/signing/server-key.ts) it was
 * sealed under, for this path and the public key the request names, sealed within SEALED_BODY_WINDOW_MS of `now`.
 * A body that none of them opens but whose initSign verifies came from a key holder with an expired server key:
 * 40012, so a client can fetch the current key and seal again; anything else that fails is 40010.
 */
export function openEncryptedRequest(
  request: FastifyRequest<{ Body: EncryptedBody }>,
  route: Pick<EncryptedRoute, 'path' | 'fields'>,
  serverKeys: readonly ServerKey[],
  now: number,
): OpenedRequest {
  const body = request.body;
  // A sensitive field in clear text means a client that skipped encryption; refusing keeps it out of any log.
  for (const field of route.fields) {
    if (Object.hasOwn(body, field)) throw invalidParameter(`${field} must be sent encrypted`);
  }
  const clientKey = parseClientKey(body.publicKey, body.algorithm);
  if (clientKey === undefined) throw invalidParameter('publicKey is not an RSA public key of the named algorithm');

  const base = initSignBase(route.path, body.algorithm, body.bodyCiphertext);
  let opened: OpenedBody;
  try {
    opened = openSealedBody(
      body.bodyCiphertext,
      serverKeys.map((key) => key.privateKey),
      sealBinding(route.path, body.algorithm, body.publicKey),
    );
  } catch (error) {
    if (error instanceof NoServerKeyOpens && verifyClientSignature(clientKey, base, body.initSign)) {
      throw new GatewayError(LoginCodes.STALE_SERVER_KEY);
    }
    if (error instanceof GatewayError) throw error;
    throw rejected();
  }
  if (!verifyClientSignature(clientKey, base, body.initSign)) throw rejected();
  // A capture posted later than the window, or a body sealed by a clock far off: either way not this moment's.
  if (!(Math.abs(opened.sealedAt - now) <= SEALED_BODY_WINDOW_MS)) throw rejected();

  let decrypted: unknown;
  try {
    decrypted = JSON.parse(opened.plaintext);
  } catch {
    throw invalidParameter('the encrypted fields must be a JSON object');
  }
  const serverKey = serverKeys[opened.keyIndex] as ServerKey;
  return {
    values: checkSensitiveFields(decrypted, route.fields),
    clientKey,
    bodyDigest: opened.digest,
    serverKeyId: serverKey.id,
  };
}
