-- Accounts, their sub-accounts and login sessions. Times are milliseconds since the epoch (UTC), the unit the
-- client's dates use. Flags are 0/1 integers, checked, because SQLite has no boolean type.
CREATE TABLE users (
  -- A numeric string: the client treats user ids as opaque strings, but they must stay digits only.
  id TEXT PRIMARY KEY CHECK (id GLOB '[1-9]*' AND id NOT GLOB '*[^0-9]*' AND length(id) <= 20),
  login_name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT UNIQUE COLLATE NOCASE,
  phone TEXT,
  area_code TEXT,
  -- Hex scrypt output and salt (server/passwords.ts); both NULL for accounts that cannot log in by password,
  -- such as sub-accounts, which are entered by switching from the parent.
  password_hash TEXT,
  password_salt TEXT,
  nick_name TEXT,
  family_name TEXT,
  given_name TEXT,
  real_name TEXT,
  identity_level INTEGER NOT NULL DEFAULT 0 CHECK (identity_level >= 0),
  vip_level INTEGER NOT NULL DEFAULT 0 CHECK (vip_level >= 0),
  show_user_vip INTEGER NOT NULL DEFAULT 0 CHECK (show_user_vip IN (0, 1)),
  bind_google INTEGER NOT NULL DEFAULT 0 CHECK (bind_google IN (0, 1)),
  fund_password_set INTEGER NOT NULL DEFAULT 0 CHECK (fund_password_set IN (0, 1)),
  fund_disabled INTEGER NOT NULL DEFAULT 0 CHECK (fund_disabled IN (0, 1)),
  open_otc INTEGER NOT NULL DEFAULT 0 CHECK (open_otc IN (0, 1)),
  open_contract INTEGER NOT NULL DEFAULT 0 CHECK (open_contract IN (0, 1)),
  open_gt_fees INTEGER NOT NULL DEFAULT 0 CHECK (open_gt_fees IN (0, 1)),
  anti_phishing_code TEXT,
  user_type INTEGER NOT NULL DEFAULT 0,
  frozen INTEGER NOT NULL DEFAULT 0 CHECK (frozen IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK ((password_hash IS NULL) = (password_salt IS NULL)),
  CHECK ((phone IS NULL) = (area_code IS NULL)),
  UNIQUE (area_code, phone)
);

-- A sub-account has exactly one parent, hence user_id as the key.
CREATE TABLE sub_accounts (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  parent_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  CHECK (user_id <> parent_id)
);
CREATE INDEX sub_accounts_parent ON sub_accounts (parent_id);

-- token is the random value of the refresh_token cookie (or Bearer header).
CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- 1 while the session trades on the simulation (paper) account.
  paper INTEGER NOT NULL DEFAULT 0 CHECK (paper IN (0, 1))
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);
