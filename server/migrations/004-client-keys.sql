-- The client public key an encrypted login registers (docs/protocol.md, "Login encryption"), kept with the session
-- it was registered for: signed calls of that session are verified against it, and it goes when the session goes.
-- Both NULL for sessions made without an encrypted login (the /__dev/session route); signed calls of such a
-- session are refused as 00023.
ALTER TABLE sessions ADD COLUMN client_public_key TEXT;
ALTER TABLE sessions ADD COLUMN client_key_algorithm TEXT CHECK (client_key_algorithm IN ('rsa1024', 'rsa2048'));

-- Every client key that has logged in to an account, for the device check (POST /v1/user/checkDevice), which
-- finds a device by the SHA-256 of the user id and the MD5 of the key without a session.
CREATE TABLE known_devices (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Lower-case hex SHA-256 of user_id, as the client sends it (userCheckDeviceUserIdHash).
  user_id_hash TEXT NOT NULL,
  -- Lower-case hex MD5 of public_key, as the device-sign-key header carries it.
  key_md5 TEXT NOT NULL,
  public_key TEXT NOT NULL,
  algorithm TEXT NOT NULL CHECK (algorithm IN ('rsa1024', 'rsa2048')),
  first_seen_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, key_md5)
);
CREATE INDEX known_devices_lookup ON known_devices (user_id_hash, key_md5);
