-- A take-profit or stop-loss placed with an entry order waits for that entry: it is live (reduce-only, for what the
-- entry has filled) once the entry fills, and is cancelled with an entry cancelled unfilled.
ALTER TABLE futures_orders ADD COLUMN entry_order_id INTEGER;
CREATE INDEX futures_orders_entry ON futures_orders (entry_order_id) WHERE entry_order_id IS NOT NULL;
