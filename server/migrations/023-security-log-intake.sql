-- What the report intake needs to keep anonymous senders from filling the security log (server/security-log-intake.ts):
-- the digest of a report's fields, so a repeat is counted on the row it repeats instead of stored again; the address
-- that sent it, so each address's share of new rows can be bounded; and how often, and until when, it was repeated.
-- Rows written before, and the gateway's own entries, have neither digest nor address.
ALTER TABLE security_log ADD COLUMN digest TEXT;
ALTER TABLE security_log ADD COLUMN address TEXT;
ALTER TABLE security_log ADD COLUMN repeats INTEGER NOT NULL DEFAULT 0;
ALTER TABLE security_log ADD COLUMN last_received_at INTEGER;
CREATE INDEX security_log_by_digest ON security_log (digest);
CREATE INDEX security_log_by_received ON security_log (received_at);
CREATE INDEX security_log_by_address ON security_log (address, received_at);
