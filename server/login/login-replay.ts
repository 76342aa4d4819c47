// Refuses a captured login posted again. The sealed body of a login (docs/protocol.md, "Login encryption") carries
// fresh random keys and IV every time the client seals it, so the gateway remembers the digest of every body it has
// opened for a session-making call and refuses a digest it has seen (40011). A body also opens only within minutes of
// the time sealed into it (open-request.ts) and only while the key it was sealed under exists
// (server/signing/server-key.ts). Each digest is kept with that key and deleted with it (ON DELETE CASCADE), when
// nothing sealed under it can be opened any more; see docs/security.md, "Login replay".
import type { GatewayDatabase } from '../db';

/** True the first time `digest` is seen (now remembered with the key that opened it), false for a replay. */
export function claimLoginBody(db: GatewayDatabase, digest: string, serverKeyId: number, now: number): boolean {
  const inserted = db
    .prepare('INSERT OR IGNORE INTO accepted_login_bodies (digest, accepted_at, server_key_id) VALUES (?, ?, ?)')
    .run(digest, now, serverKeyId);
  return inserted.changes === 1;
}
