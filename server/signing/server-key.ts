// The gateway's server keys (RSA-2048): clients wrap login keys under the public half of the current one (RSA-OAEP),
// after checking the issuer's signature over it (`serverPublicKeySign`). The key rotates, which is what bounds the
// age of a captured login without a time in the wire format: a sealed body can be opened only while the key it was
// sealed under exists, and a key is deleted `graceMs` after the next one took its place (docs/security.md, "Login
// replay"). Keys live in the `server_keys` table, so a restart keeps every key still in use; the next pair is
// generated in the background ahead of its turn, since an RSA-2048 generation is far too slow for a request to wait on.
import { createPrivateKey, createPublicKey, generateKeyPair, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { GatewayDatabase } from '../db';
import type { Issuer } from './issuer';

export const SERVER_KEY_BITS = 2048;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ServerKeyPolicy {
  /** How long a key is served before the next one replaces it. */
  readonly rotationMs: number;
  /** How long a replaced key still opens logins (clients with a cached sign config), before it is deleted. */
  readonly graceMs: number;
}

export const DEFAULT_SERVER_KEY_POLICY: ServerKeyPolicy = { rotationMs: 30 * DAY_MS, graceMs: 2 * DAY_MS };

export interface ServerKey {
  /** Its row in `server_keys`; the accepted login bodies opened with it refer to it. */
  readonly id: number;
  /** SPKI PEM: the exact text the issuer signed and the client verifies. */
  readonly publicKeyPem: string;
  readonly privateKey: KeyObject;
  /** RSASSA-PKCS1-v1_5 SHA-256 signature of publicKeyPem (UTF-8) by the issuer key, base64. */
  readonly publicKeySign: string;
  /** When it became the served key (ms since the epoch). */
  readonly activeFrom: number;
}

/** Makes a PKCS#8 PEM private key; node:crypto's generation runs on libuv's thread pool, off the event loop. */
export type KeyGenerator = () => Promise<string>;

export const generatePrivateKeyPem: KeyGenerator = () =>
  new Promise((resolve, reject) => {
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

// The first key of a fresh database is this process's: the tests build a gateway on a new in-memory database each
// time, and would otherwise pay an RSA generation per gateway. Keys that rotate in are always generated afresh.
let processKey: Promise<string> | undefined;

function firstPrivateKeyPem(): Promise<string> {
  processKey ??= generatePrivateKeyPem();
  // A failed generation must not stick: the next gateway built in this process tries again.
  processKey.catch(() => {
    processKey = undefined;
  });
  return processKey;
}

export function signServerKey(publicKeyPem: string, issuer: Issuer): string {
  return sign('sha256', Buffer.from(publicKeyPem, 'utf8'), issuer.privateKey).toString('base64');
}

interface KeyRow {
  id: number;
  private_key_pem: string;
  created_at: number;
  active_from: number | null;
}

export interface ServerKeyRingOptions {
  readonly policy: ServerKeyPolicy;
  /** The gateway's clock. */
  readonly now: () => number;
  /** Makes the keys that rotate in (tests may count or speed them); node:crypto by default. */
  readonly generate?: KeyGenerator;
  /** A background generation failed; it is tried again on the next use. */
  readonly onError?: (error: unknown) => void;
}

/** The served key and those still accepted, rotated and pruned by the clock whenever they are asked for. */
export class ServerKeyRing {
  /** Active keys, oldest first: the last one is served, each earlier one was replaced by the one after it. */
  private active: ServerKey[];
  private pending: KeyRow | undefined;
  private generating: Promise<void> | undefined;

  private constructor(
    private readonly db: GatewayDatabase,
    private readonly issuer: Issuer,
    private readonly options: ServerKeyRingOptions,
    rows: readonly KeyRow[],
  ) {
    this.active = rows.filter((row) => row.active_from !== null).map((row) => this.toKey(row));
    this.pending = rows.find((row) => row.active_from === null);
  }

  /** Loads the keys of `db`; a database without one gets its first key, active from now. */
  static async open(db: GatewayDatabase, issuer: Issuer, options: ServerKeyRingOptions): Promise<ServerKeyRing> {
    const rows = ServerKeyRing.rows(db);
    if (rows.every((row) => row.active_from === null)) {
      const now = options.now();
      const pending = rows[0];
      if (pending !== undefined) {
        db.prepare('UPDATE server_keys SET active_from = ? WHERE id = ?').run(now, pending.id);
      } else {
        const pem = await firstPrivateKeyPem();
        db.prepare('INSERT INTO server_keys (private_key_pem, created_at, active_from) VALUES (?, ?, ?)').run(pem, now, now);
      }
    }
    const ring = new ServerKeyRing(db, issuer, options, ServerKeyRing.rows(db));
    ring.maintain();
    return ring;
  }

  private static rows(db: GatewayDatabase): KeyRow[] {
    return db
      .prepare('SELECT id, private_key_pem, created_at, active_from FROM server_keys ORDER BY active_from IS NULL, active_from, id')
      .all() as KeyRow[];
  }

  /** The key the sign config serves now. */
  current(): ServerKey {
    this.maintain();
    return this.active[this.active.length - 1] as ServerKey;
  }

  /** The keys that may open a login now, the served one first. */
  accepted(): readonly ServerKey[] {
    this.maintain();
    return [...this.active].reverse();
  }

  /** Resolves when the background generation in progress, if any, has ended. */
  settled(): Promise<void> {
    return this.generating ?? Promise.resolve();
  }

  private toKey(row: KeyRow): ServerKey {
    const privateKey = createPrivateKey(row.private_key_pem);
    const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
    return {
      id: row.id,
      publicKeyPem,
      privateKey,
      publicKeySign: signServerKey(publicKeyPem, this.issuer),
      activeFrom: row.active_from as number,
    };
  }

  /** Deletes keys past their grace, rotates when due and the next pair is ready, and starts that pair in time. */
  private maintain(): void {
    const now = this.options.now();
    const { rotationMs, graceMs } = this.options.policy;
    const due = this.currentActiveFrom() + rotationMs;
    if (now >= due && this.pending !== undefined) {
      // The successor takes over from when it could have: its turn, or its making if that came later. A gateway
      // idle at that moment must not stretch the replaced key's life by the idle time.
      const from = Math.min(now, Math.max(due, this.pending.created_at));
      this.db.prepare('UPDATE server_keys SET active_from = ? WHERE id = ?').run(from, this.pending.id);
      this.active.push(this.toKey({ ...this.pending, active_from: from }));
      this.pending = undefined;
    }
    this.deleteExpired(now, graceMs);
    // Generated a day ahead (half a period for short ones), so the pair is ready when its turn comes; should the
    // gateway have been idle until after that, the served key stays a little longer rather than blocking a request.
    const lead = Math.min(DAY_MS, rotationMs / 2);
    if (this.pending === undefined && now >= this.currentActiveFrom() + rotationMs - lead) this.generateNext();
  }

  private currentActiveFrom(): number {
    return (this.active[this.active.length - 1] as ServerKey).activeFrom;
  }

  private deleteExpired(now: number, graceMs: number): void {
    // A key replaced at `next.activeFrom` opens logins until that moment plus the grace, then goes, and the login
    // digests remembered for it go with it (ON DELETE CASCADE): nothing sealed under it can be opened any more.
    let expired = 0;
    while (expired < this.active.length - 1 && (this.active[expired + 1] as ServerKey).activeFrom + graceMs <= now) {
      expired += 1;
    }
    if (expired === 0) return;
    const gone = this.active.slice(0, expired);
    const remove = this.db.prepare('DELETE FROM server_keys WHERE id = ?');
    this.db.transaction(() => gone.forEach((key) => remove.run(key.id)))();
    this.active = this.active.slice(expired);
  }

  private generateNext(): void {
    if (this.generating !== undefined) return;
    const generate = this.options.generate ?? generatePrivateKeyPem;
    this.generating = generate()
      .then((pem) => {
        // The gateway may have closed while the pair was made.
        if (!this.db.open) return;
        const created = this.options.now();
        const inserted = this.db
          .prepare('INSERT INTO server_keys (private_key_pem, created_at, active_from) VALUES (?, ?, NULL)')
          .run(pem, created);
        this.pending = { id: Number(inserted.lastInsertRowid), private_key_pem: pem, created_at: created, active_from: null };
      })
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.generating = undefined;
      });
  }
}
