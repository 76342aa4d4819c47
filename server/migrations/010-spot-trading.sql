-- The simulated spot market's accounts, orders and fills. Amounts are whole atoms (10^-18 of the asset) written as
-- decimal integer text: exact, and beyond SQLite's 64-bit integers. Prices and quantities of orders are whole ticks
-- and lots of their symbol (see server/market/symbol-rules.ts). account_id is the user id for the real account and
-- 'P' + the user id for the paper account (server/paper-mode.ts): two ledgers that never meet.
CREATE TABLE spot_balances (
  account_id TEXT NOT NULL,
  asset TEXT NOT NULL,
  available TEXT NOT NULL CHECK (available NOT GLOB '*[^0-9]*' AND available <> ''),
  frozen TEXT NOT NULL CHECK (frozen NOT GLOB '*[^0-9]*' AND frozen <> ''),
  PRIMARY KEY (account_id, asset)
);

CREATE TABLE spot_orders (
  id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL,
  -- 'real' or 'paper': the market the order trades in.
  market TEXT NOT NULL CHECK (market IN ('real', 'paper')),
  client_order_id TEXT NOT NULL,
  symbol TEXT NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
  type TEXT NOT NULL CHECK (type IN ('limit', 'market')),
  time_in_force TEXT NOT NULL CHECK (time_in_force IN ('GTC', 'IOC', 'FOK', 'postOnly')),
  price_ticks INTEGER,
  qty_lots INTEGER NOT NULL CHECK (qty_lots > 0),
  filled_lots INTEGER NOT NULL DEFAULT 0,
  filled_quote TEXT NOT NULL DEFAULT '0',
  -- Atoms still frozen for this order (quote for a buy, base for a sell); returned when it closes.
  frozen_left TEXT NOT NULL DEFAULT '0',
  status TEXT NOT NULL CHECK (status IN ('new', 'partiallyFilled', 'filled', 'canceled', 'rejected', 'expired')),
  cancel_reason TEXT,
  -- Time priority in the book, kept so a restart rebuilds the book in the same order.
  seq INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (account_id, client_order_id)
);
CREATE INDEX spot_orders_open ON spot_orders (status) WHERE status IN ('new', 'partiallyFilled');
CREATE INDEX spot_orders_account ON spot_orders (account_id, id);

CREATE TABLE spot_fills (
  id INTEGER PRIMARY KEY,
  trade_id INTEGER NOT NULL,
  order_id INTEGER NOT NULL REFERENCES spot_orders (id),
  account_id TEXT NOT NULL,
  symbol TEXT NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
  price_ticks INTEGER NOT NULL,
  qty_lots INTEGER NOT NULL,
  quote TEXT NOT NULL,
  fee TEXT NOT NULL,
  fee_asset TEXT NOT NULL,
  liquidity TEXT NOT NULL CHECK (liquidity IN ('maker', 'taker')),
  time INTEGER NOT NULL
);
CREATE INDEX spot_fills_account ON spot_fills (account_id, id);
