-- Every placement inserts an order that is open, then (a market order, or a limit order that fills) updates it to
-- closed, and each index over spot_orders is written both times. spot_orders_open (status) served only the restart's
-- read of every open order, which spot_orders_open_by_account (same condition) answers as well: a scan of the open
-- orders alone, then a sort by seq, as before (EXPLAIN QUERY PLAN). The other indexes each serve a query:
-- the unique (account_id, client_order_id) the idempotency check, spot_orders_account the history pages, and
-- spot_orders_open_by_account the open-order count of each placement and the open-orders call.
DROP INDEX spot_orders_open;
