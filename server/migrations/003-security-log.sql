-- CSP and other security reports the client posts to /v1/buried/log/cspSecurity. Reports are anonymous-capable,
-- so user_id is NULL without a session; it is kept when the account goes, as the report is about the page.
CREATE TABLE security_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  biz_type TEXT NOT NULL,
  event TEXT NOT NULL,
  reason TEXT NOT NULL,
  page TEXT NOT NULL,
  -- The client's own clock, as sent; received_at is the gateway's.
  client_timestamp INTEGER NOT NULL,
  received_at INTEGER NOT NULL,
  user_id TEXT REFERENCES users (id) ON DELETE SET NULL
);
