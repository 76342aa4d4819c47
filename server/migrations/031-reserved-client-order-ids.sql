-- Client order ids of the forms the gateway names orders with (`g<order id>`, `liq<order id>`) are refused since
-- (server/market/order-check.ts), but a database from before may hold some a client chose. One that equals the id
-- the gateway would give a later order of the same account makes that insert fail: the account's next unnamed
-- order, or its liquidation. Such ids get an underscore in front, a form no gateway name takes; the gateway's own
-- (the id is the row's) stay. The order keeps its order id, by which it can still be found and cancelled.
UPDATE spot_orders AS o
SET client_order_id = '_' || client_order_id
WHERE ((client_order_id GLOB 'g[0-9]*' AND substr(client_order_id, 2) NOT GLOB '*[^0-9]*' AND client_order_id <> 'g' || id)
    OR (client_order_id GLOB 'liq[0-9]*' AND substr(client_order_id, 4) NOT GLOB '*[^0-9]*' AND client_order_id <> 'liq' || id))
  AND NOT EXISTS (SELECT 1 FROM spot_orders AS t WHERE t.account_id = o.account_id AND t.client_order_id = '_' || o.client_order_id);

UPDATE futures_orders AS o
SET client_order_id = '_' || client_order_id
WHERE ((client_order_id GLOB 'g[0-9]*' AND substr(client_order_id, 2) NOT GLOB '*[^0-9]*' AND client_order_id <> 'g' || id)
    OR (client_order_id GLOB 'liq[0-9]*' AND substr(client_order_id, 4) NOT GLOB '*[^0-9]*' AND client_order_id <> 'liq' || id))
  AND NOT EXISTS (SELECT 1 FROM futures_orders AS t WHERE t.account_id = o.account_id AND t.client_order_id = '_' || o.client_order_id);
