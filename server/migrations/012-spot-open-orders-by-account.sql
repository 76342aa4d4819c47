-- An account's open orders, found without reading its whole history: every placement counts them (at most 200 a
-- symbol), and the open-orders call and cancel-all list them. Through spot_orders_account the count read every
-- order the account ever placed, so placing got slower with each order.
CREATE INDEX spot_orders_open_by_account ON spot_orders (account_id, symbol, id) WHERE status IN ('new', 'partiallyFilled');
