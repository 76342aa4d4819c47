-- USDT-margined perpetual futures (docs/futures.md). Amounts are whole atoms (10^-18 USDT) as decimal integer
-- text, signed where a value can be negative (PnL, funding, the insurance fund); prices and sizes are whole ticks
-- and lots of the symbol. account_id follows spot: the user id for real, 'P' + the user id for paper.
CREATE TABLE futures_wallets (
  account_id TEXT PRIMARY KEY,
  balance TEXT NOT NULL CHECK (balance NOT GLOB '*[^0-9]*' AND balance <> '')
);

-- Leverage and margin mode per account and symbol, kept without a position.
CREATE TABLE futures_settings (
  account_id TEXT NOT NULL,
  symbol TEXT NOT NULL,
  leverage INTEGER NOT NULL CHECK (leverage BETWEEN 1 AND 125),
  margin_mode TEXT NOT NULL CHECK (margin_mode IN ('CROSS', 'ISOLATED')),
  PRIMARY KEY (account_id, symbol)
);

-- One-way mode: at most one position per account and symbol. entry_quote is the entry cost (size x average
-- entry price) in atoms, so the average entry stays exact however many fills built it.
CREATE TABLE futures_positions (
  account_id TEXT NOT NULL,
  market TEXT NOT NULL CHECK (market IN ('real', 'paper')),
  symbol TEXT NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('LONG', 'SHORT')),
  size_lots INTEGER NOT NULL CHECK (size_lots > 0),
  entry_quote TEXT NOT NULL,
  isolated_margin TEXT NOT NULL DEFAULT '0',
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, symbol)
);

CREATE TABLE futures_orders (
  id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL,
  market TEXT NOT NULL CHECK (market IN ('real', 'paper')),
  client_order_id TEXT NOT NULL,
  symbol TEXT NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
  type TEXT NOT NULL CHECK (type IN ('limit', 'market', 'stopMarket', 'takeProfitMarket')),
  time_in_force TEXT NOT NULL CHECK (time_in_force IN ('GTC', 'IOC', 'FOK', 'postOnly')),
  price_ticks INTEGER,
  -- 0 for a close-position order.
  qty_lots INTEGER NOT NULL CHECK (qty_lots >= 0),
  filled_lots INTEGER NOT NULL DEFAULT 0,
  filled_quote TEXT NOT NULL DEFAULT '0',
  reduce_only INTEGER NOT NULL DEFAULT 0,
  close_position INTEGER NOT NULL DEFAULT 0,
  stop_ticks INTEGER,
  trigger_by TEXT CHECK (trigger_by IN ('MARK', 'LAST')),
  triggered_at INTEGER,
  -- The leverage the order's margin was reserved at.
  leverage INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('new', 'partiallyFilled', 'filled', 'canceled', 'rejected', 'expired')),
  cancel_reason TEXT,
  seq INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (account_id, client_order_id)
);
CREATE INDEX futures_orders_open ON futures_orders (status) WHERE status IN ('new', 'partiallyFilled');
CREATE INDEX futures_orders_account ON futures_orders (account_id, id);

CREATE TABLE futures_fills (
  id INTEGER PRIMARY KEY,
  trade_id INTEGER NOT NULL,
  order_id INTEGER NOT NULL REFERENCES futures_orders (id),
  account_id TEXT NOT NULL,
  symbol TEXT NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
  price_ticks INTEGER NOT NULL,
  qty_lots INTEGER NOT NULL,
  quote TEXT NOT NULL,
  fee TEXT NOT NULL,
  realized_pnl TEXT NOT NULL,
  liquidity TEXT NOT NULL CHECK (liquidity IN ('maker', 'taker')),
  time INTEGER NOT NULL
);
CREATE INDEX futures_fills_account ON futures_fills (account_id, id);

CREATE TABLE futures_funding (
  id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL,
  market TEXT NOT NULL,
  symbol TEXT NOT NULL,
  side TEXT NOT NULL,
  size_lots INTEGER NOT NULL,
  mark_ticks INTEGER NOT NULL,
  rate TEXT NOT NULL,
  amount TEXT NOT NULL,
  time INTEGER NOT NULL
);
CREATE INDEX futures_funding_account ON futures_funding (account_id, id);

-- The rate each settlement applied, per world and symbol: the last one is published after a restart.
CREATE TABLE futures_funding_rates (
  market TEXT NOT NULL,
  symbol TEXT NOT NULL,
  time INTEGER NOT NULL,
  rate TEXT NOT NULL,
  PRIMARY KEY (market, symbol, time)
);

CREATE TABLE futures_liquidations (
  id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL,
  market TEXT NOT NULL,
  symbol TEXT NOT NULL,
  side TEXT NOT NULL,
  size_lots INTEGER NOT NULL,
  entry_quote TEXT NOT NULL,
  mark_ticks INTEGER NOT NULL,
  price_quote TEXT NOT NULL,
  margin_mode TEXT NOT NULL,
  margin_lost TEXT NOT NULL,
  insurance_cover TEXT NOT NULL,
  time INTEGER NOT NULL
);
CREATE INDEX futures_liquidations_account ON futures_liquidations (account_id, id);

-- The exchange's own pots per world: 'insurance' (takes what liquidations leave, pays what they lack) and 'fees'.
CREATE TABLE futures_pools (
  market TEXT NOT NULL,
  name TEXT NOT NULL CHECK (name IN ('insurance', 'fees')),
  amount TEXT NOT NULL,
  PRIMARY KEY (market, name)
);

-- Every change of a futures wallet, with its cause: the conservation check sums this journal.
CREATE TABLE futures_journal (
  id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('transfer', 'seed', 'pnl', 'fee', 'funding', 'liquidation', 'insurance')),
  amount TEXT NOT NULL,
  time INTEGER NOT NULL
);
CREATE INDEX futures_journal_account ON futures_journal (account_id);
