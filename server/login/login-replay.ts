// Refuses a captured login posted again. The sealed body of a login (docs/protocol.md, "Login encryption") carries
// fresh random keys and IV every time the client seals it, so the gateway remembers the digest of every body it has
// opened for a session-making call and refuses a digest it has seen (40011). The wire format has no request time
// bound to the sealed body, so the age of a capture is bounded through the server key instead: a body opens only
// while the key it was sealed under exists (server/signing/server-key.ts). Each digest is kept with that key and
// deleted with it (ON DELETE CASCADE), when nothing sealed under the key can be opened any more; see
// docs/security.md, "Login replay".
import type { GatewayDatabase } from '../db';

/** True the first time `digest` is seen (now remembered with the key that opened it), false for a replay. */
export function claimLoginBody(db: GatewayDatabase, digest: string, serverKeyId: number, now: number): boolean {
  const inserted = db
    .prepare('INSERT OR IGNORE INTO accepted_login_bodies (digest, accepted_at, server_key_id) VALUES (?, ?, ?)')
    .run(digest, now, serverKeyId);
  return inserted.changes === 1;
}
