-- Digests of the sealed login bodies the gateway has accepted (server/login/login-replay.ts), so a captured login
-- posted again is refused instead of opening a new session. Every sealed body is unique (fresh random keys and
-- IV), so a digest seen twice is a replay. Pruned by age.
CREATE TABLE accepted_login_bodies (
  -- SHA-256 of the envelope's decoded parts (wrapped keys, IV, ciphertext, MAC), hex.
  digest TEXT PRIMARY KEY,
  accepted_at INTEGER NOT NULL
);
CREATE INDEX accepted_login_bodies_age ON accepted_login_bodies (accepted_at);
