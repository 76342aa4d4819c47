// Client public keys: the one registered with each session by an encrypted login, and the devices (keys) each
// account has logged in with, for the device check.
import { createPublicKey, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { GatewayDatabase } from '../db';
import { md5Hex, sha256Hex } from './digests';
import type { KeyAlgorithm } from './sign-config';

export interface ClientKey {
  /** SPKI PEM exactly as the client sent it: device-sign-key is the MD5 of this text. */
  readonly publicKeyPem: string;
  readonly algorithm: KeyAlgorithm;
  readonly md5: string;
  readonly key: KeyObject;
}

const BITS: Record<KeyAlgorithm, number> = { rsa1024: 1024, rsa2048: 2048 };
const SPKI_PEM = /^-----BEGIN PUBLIC KEY-----\r?\n[A-Za-z0-9+/=\r\n]+-----END PUBLIC KEY-----\r?\n?$/;
export const MAX_PUBLIC_KEY_PEM_LENGTH = 1024;

/** Parsed keys of recent sessions, newest last: a signed call reads its session's key on every request. */
const parsedKeys = new Map<string, ClientKey>();
const MAX_PARSED_KEYS = 1000;

/**
 * The client key of a PEM and algorithm name, or undefined unless it is an RSA SPKI key of exactly that size.
 * Valid keys are remembered (parsing a PEM was the largest single cost of a signed call); a key is immutable, and
 * the cache is keyed by the exact text and algorithm, so it answers exactly what parsing would.
 */
export function parseClientKey(publicKeyPem: unknown, algorithm: unknown): ClientKey | undefined {
  if (typeof publicKeyPem !== 'string' || publicKeyPem.length > MAX_PUBLIC_KEY_PEM_LENGTH) return undefined;
  if (algorithm !== 'rsa1024' && algorithm !== 'rsa2048') return undefined;
  const cacheKey = `${algorithm}\n${publicKeyPem}`;
  const known = parsedKeys.get(cacheKey);
  if (known !== undefined) {
    parsedKeys.delete(cacheKey);
    parsedKeys.set(cacheKey, known);
    return known;
  }
  const parsed = parseKey(publicKeyPem, algorithm);
  if (parsed === undefined) return undefined;
  if (parsedKeys.size >= MAX_PARSED_KEYS) parsedKeys.delete(parsedKeys.keys().next().value as string);
  parsedKeys.set(cacheKey, parsed);
  return parsed;
}

function parseKey(publicKeyPem: string, algorithm: KeyAlgorithm): ClientKey | undefined {
  if (!SPKI_PEM.test(publicKeyPem)) return undefined;
  let key: KeyObject;
  try {
    key = createPublicKey(publicKeyPem);
  } catch {
    return undefined;
  }
  if (key.asymmetricKeyType !== 'rsa' || key.asymmetricKeyDetails?.modulusLength !== BITS[algorithm]) return undefined;
  return { publicKeyPem, algorithm, md5: md5Hex(publicKeyPem), key };
}

/** RSASSA-PKCS1-v1_5 SHA-256 over UTF-8 text; false for anything malformed. */
export function verifyClientSignature(key: ClientKey, text: string, signatureBase64: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signatureBase64)) return false;
  try {
    return verify('sha256', Buffer.from(text, 'utf8'), key.key, Buffer.from(signatureBase64, 'base64'));
  } catch {
    return false;
  }
}

/** Registers the login's client key with the session of `sessionId` (Session.id). */
export function registerSessionKey(db: GatewayDatabase, sessionId: string, key: ClientKey): void {
  db.prepare('UPDATE sessions SET client_public_key = ?, client_key_algorithm = ? WHERE token_hash = ?').run(
    key.publicKeyPem,
    key.algorithm,
    sessionId,
  );
}

export function sessionClientKey(db: GatewayDatabase, sessionId: string): ClientKey | undefined {
  const row = db
    .prepare('SELECT client_public_key AS pem, client_key_algorithm AS algorithm FROM sessions WHERE token_hash = ?')
    .get(sessionId) as { pem: string | null; algorithm: string | null } | undefined;
  if (row === undefined || row.pem === null) return undefined;
  return parseClientKey(row.pem, row.algorithm);
}

export function rememberDevice(db: GatewayDatabase, userId: string, key: ClientKey, now: number = Date.now()): void {
  db.prepare(
    `INSERT INTO known_devices (user_id, user_id_hash, key_md5, public_key, algorithm, first_seen_at, last_seen_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, key_md5) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
  ).run(userId, sha256Hex(userId), key.md5, key.publicKeyPem, key.algorithm, now, now);
}

export interface KnownDevice {
  readonly userId: string;
  readonly key: ClientKey;
}

export function findKnownDevice(db: GatewayDatabase, userIdHash: string, keyMd5: string): KnownDevice | undefined {
  const row = db
    .prepare('SELECT user_id, public_key, algorithm FROM known_devices WHERE user_id_hash = ? AND key_md5 = ?')
    .get(userIdHash, keyMd5) as { user_id: string; public_key: string; algorithm: string } | undefined;
  if (row === undefined) return undefined;
  const key = parseClientKey(row.public_key, row.algorithm);
  return key === undefined ? undefined : { userId: row.user_id, key };
}

export function touchDevice(db: GatewayDatabase, userId: string, keyMd5: string, now: number = Date.now()): void {
  db.prepare('UPDATE known_devices SET last_seen_at = ? WHERE user_id = ? AND key_md5 = ?').run(now, userId, keyMd5);
}
