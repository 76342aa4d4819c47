-- Failed logins per account name, for the growing lockout (server/limits/login-lockout.ts). In the database, not in
-- memory, so restarting the gateway does not hand an attacker a fresh set of guesses. Keyed by the name as the
-- client sent it (normalised), not by account id, so an unknown name is counted and locked exactly like a known
-- one and the answers never tell them apart.
CREATE TABLE login_failures (
  -- "email:<lower-cased address>", "mobile:<area code> <number>" or "name:<lower-cased login name>".
  account_key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL CHECK (failures >= 0),
  last_failure_at INTEGER NOT NULL,
  -- 0 while not locked; otherwise the time (ms) from which logins are taken again.
  locked_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX login_failures_age ON login_failures (last_failure_at);
