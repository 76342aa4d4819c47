-- Sessions are stored by the SHA-256 of their token, not the token (server/sessions.ts): a copy of the database
-- no longer hands out live sessions. Tokens stored in clear until now cannot be turned into hashes here (SQLite
-- has no SHA-256), and may have been copied with the file, so every existing session ends: users log in again.
-- Each session also gets an idle timeout: it ends when unused for idle_timeout_ms, as well as at expires_at.
DELETE FROM sessions;
ALTER TABLE sessions RENAME COLUMN token TO token_hash;
ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN idle_timeout_ms INTEGER NOT NULL DEFAULT 0 CHECK (idle_timeout_ms >= 0);
