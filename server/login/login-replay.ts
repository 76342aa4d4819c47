// Refuses a captured login posted again. The sealed body of a login (docs/protocol.md, "Login encryption") carries
// fresh random keys and IV every time the client seals it, so the gateway remembers the digest of every body it has
// opened for a session-making call and refuses a digest it has seen (40011). The wire format has no request time
// bound to the sealed body (nothing the sender cannot change alongside it), so the digests are kept for
// REPLAY_MEMORY_MS rather than a short clock window; see docs/security.md, "Login replay".
import type { GatewayDatabase } from '../db';

/**
 * How long a digest is kept: longer than a session can live (SESSION_ABSOLUTE_MS), so a replay after pruning
 * could at best start a session that a captured one would have outlived anyway. Some 100 bytes per login.
 */
export const REPLAY_MEMORY_MS = 90 * 24 * 60 * 60 * 1000;

/** True the first time `digest` is seen (now remembered), false for a replay. */
export function claimLoginBody(db: GatewayDatabase, digest: string, now: number): boolean {
  return db.transaction(() => {
    db.prepare('DELETE FROM accepted_login_bodies WHERE accepted_at <= ?').run(now - REPLAY_MEMORY_MS);
    const inserted = db
      .prepare('INSERT OR IGNORE INTO accepted_login_bodies (digest, accepted_at) VALUES (?, ?)')
      .run(digest, now);
    return inserted.changes === 1;
  })();
}
