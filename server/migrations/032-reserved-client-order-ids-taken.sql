-- What 031 left: a client order id of the gateway's forms (`g<order id>`, `liq<order id>`) whose underscored form the
-- same account already held (a client's `_g902` beside its `g902`) kept its name, and still made the account's order
-- or liquidation of that id fail its insert. It gets the fewest underscores in front that no order of the account
-- holds, so each account's ids stay unique; the gateway's own (the id is the row's) stay.
UPDATE spot_orders AS o
SET client_order_id = (
  WITH RECURSIVE candidate(name) AS (
    SELECT '_' || o.client_order_id
    UNION ALL
    SELECT '_' || candidate.name FROM candidate
    WHERE EXISTS (SELECT 1 FROM spot_orders AS t WHERE t.account_id = o.account_id AND t.client_order_id = candidate.name)
  )
  SELECT name FROM candidate ORDER BY length(name) DESC LIMIT 1
)
WHERE (client_order_id GLOB 'g[0-9]*' AND substr(client_order_id, 2) NOT GLOB '*[^0-9]*' AND client_order_id <> 'g' || id)
   OR (client_order_id GLOB 'liq[0-9]*' AND substr(client_order_id, 4) NOT GLOB '*[^0-9]*' AND client_order_id <> 'liq' || id);

UPDATE futures_orders AS o
SET client_order_id = (
  WITH RECURSIVE candidate(name) AS (
    SELECT '_' || o.client_order_id
    UNION ALL
    SELECT '_' || candidate.name FROM candidate
    WHERE EXISTS (SELECT 1 FROM futures_orders AS t WHERE t.account_id = o.account_id AND t.client_order_id = candidate.name)
  )
  SELECT name FROM candidate ORDER BY length(name) DESC LIMIT 1
)
WHERE (client_order_id GLOB 'g[0-9]*' AND substr(client_order_id, 2) NOT GLOB '*[^0-9]*' AND client_order_id <> 'g' || id)
   OR (client_order_id GLOB 'liq[0-9]*' AND substr(client_order_id, 4) NOT GLOB '*[^0-9]*' AND client_order_id <> 'liq' || id);
