// The gateway's server key pair (RSA-2048): clients wrap login keys under its public half (RSA-OAEP), after
// checking the issuer's signature over it (`serverPublicKeySign`). The pair is kept in the database's meta table,
// so a restart does not invalidate the key clients cached with the sign config; a fresh database takes the key
// this process generated, which spares the tests (one in-memory database each) an RSA generation per gateway.
import { createPrivateKey, createPublicKey, generateKeyPair, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { GatewayDatabase } from '../db';
import type { Issuer } from './issuer';

export const SERVER_KEY_BITS = 2048;
const META_KEY = 'server_private_key';

export interface ServerKey {
  /** SPKI PEM: the exact text the issuer signed and the client verifies. */
  readonly publicKeyPem: string;
  readonly privateKey: KeyObject;
  /** RSASSA-PKCS1-v1_5 SHA-256 signature of publicKeyPem (UTF-8) by the issuer key, base64. */
  readonly publicKeySign: string;
}

let processKey: Promise<string> | undefined;

function generatePrivateKeyPem(): Promise<string> {
  processKey ??= new Promise((resolve, reject) => {
    generateKeyPair(
      'rsa',
      {
        modulusLength: SERVER_KEY_BITS,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (error, _publicKey, privateKey) => (error ? reject(error) : resolve(privateKey)),
    );
  });
  // A failed generation must not stick: the next gateway built in this process tries again.
  processKey.catch(() => {
    processKey = undefined;
  });
  return processKey;
}

async function storedPrivateKeyPem(db: GatewayDatabase): Promise<string> {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(META_KEY) as { value: string } | undefined;
  if (row !== undefined) return row.value;
  const pem = await generatePrivateKeyPem();
  // Another process on the same file may have stored one meanwhile: theirs wins, so both serve one key.
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(META_KEY, pem);
  return (db.prepare('SELECT value FROM meta WHERE key = ?').get(META_KEY) as { value: string }).value;
}

export function signServerKey(publicKeyPem: string, issuer: Issuer): string {
  return sign('sha256', Buffer.from(publicKeyPem, 'utf8'), issuer.privateKey).toString('base64');
}

const keys = new WeakMap<GatewayDatabase, Promise<ServerKey>>();

async function loadServerKey(db: GatewayDatabase, issuer: Issuer): Promise<ServerKey> {
  const privateKey = createPrivateKey(await storedPrivateKeyPem(db));
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { publicKeyPem, privateKey, publicKeySign: signServerKey(publicKeyPem, issuer) };
}

/** The server key of this database, signed by `issuer`; loaded once per database. */
export function serverKeyFor(db: GatewayDatabase, issuer: Issuer): Promise<ServerKey> {
  let key = keys.get(db);
  if (key === undefined) {
    key = loadServerKey(db, issuer);
    keys.set(db, key);
  }
  return key;
}
