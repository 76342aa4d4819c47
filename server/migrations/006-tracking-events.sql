-- Tracking events posted to /v1/buried/log/info. Delivery is at least once, so the same event may arrive again
-- (a beacon on page hide, then the upload of the next page load): the UNIQUE event_id makes the second a no-op.
-- The columns are what tests and the /__dev listing filter on; body keeps the event as it was received.
CREATE TABLE tracking_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  event_tracking_id TEXT NOT NULL,
  curr_page TEXT,
  page_status TEXT,
  -- The client's own clock, as sent; received_at is the gateway's.
  client_timestamp INTEGER NOT NULL,
  device_id TEXT,
  user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  body TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
