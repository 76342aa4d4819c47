-- The gateway's RSA server keys (server/signing/server-keys.ts), which wrap every login's keys. The key rotates:
-- the newest active key is the one the sign config serves; each older one is still accepted for the grace period
-- after the next one became active, then deleted, so a login sealed under it can no longer be opened at all.
CREATE TABLE server_keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- PKCS#8 PEM.
  private_key_pem TEXT NOT NULL,
  -- When the pair was generated (ms since the epoch).
  created_at INTEGER NOT NULL,
  -- When it became the served key; NULL for a pair generated ahead of its turn.
  active_from INTEGER
);
CREATE INDEX server_keys_active ON server_keys (active_from);

-- The key the gateway used before rotation existed becomes the first active one, from now: its clients' cached
-- sign configs stay valid for a full rotation period.
INSERT INTO server_keys (private_key_pem, created_at, active_from)
SELECT value, CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM meta WHERE key = 'server_private_key';
DELETE FROM meta WHERE key = 'server_private_key';

-- A remembered login body belongs to the key it was sealed under: once that key is deleted the body cannot be
-- opened any more, so its digest is no longer needed and goes with the key.
ALTER TABLE accepted_login_bodies ADD COLUMN server_key_id INTEGER REFERENCES server_keys (id) ON DELETE CASCADE;
UPDATE accepted_login_bodies SET server_key_id = (SELECT MIN(id) FROM server_keys);
CREATE INDEX accepted_login_bodies_key ON accepted_login_bodies (server_key_id);
