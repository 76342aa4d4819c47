-- One-time codes sent by POST /v1/user/public/sendCode and checked by registration and the verify-login calls.
-- One live code per address: asking again replaces it. Kept in clear text because the gateway has no mail or SMS
-- to send them with; outside production GET /__dev/codes shows them.
CREATE TABLE verification_codes (
  channel TEXT NOT NULL CHECK (channel IN ('email', 'mobile')),
  -- email: lower-cased address; mobile: "<area code> <number>", digits only on both sides.
  address TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- Wrong guesses so far; the code is void once it reaches the limit.
  attempts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (channel, address)
);
