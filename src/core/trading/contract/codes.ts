// Codes of the trading calls and the stream, shared so the client can name each refusal in the user's language.
// Order refusals travel on HTTP 200 with status "error" (like the SPEC 8 business codes), so the client reads
// the code rather than a generic HTTP toast. Malformed input (a field of the wrong shape) is 40002 on HTTP 400.
export const TradingCodes = {
  UNKNOWN_SYMBOL: '31001',
  PRICE_OFF_TICK: '31002',
  QTY_OFF_STEP: '31003',
  QTY_OUT_OF_RANGE: '31004',
  BELOW_MIN_NOTIONAL: '31005',
  INSUFFICIENT_BALANCE: '31006',
  /** A post-only order would have taken liquidity. */
  POST_ONLY_WOULD_TAKE: '31007',
  /** A FOK order could not be filled in full at once. */
  FOK_UNFILLED: '31008',
  ORDER_NOT_FOUND: '31009',
  /** Cancelling an order that is already filled, cancelled or expired. */
  ORDER_CLOSED: '31010',
  /** A market order found nothing to trade against. */
  NO_LIQUIDITY: '31011',
  /** A limit order without a price, a market order with one, a market order with post-only. */
  BAD_ORDER_PARAMETERS: '31012',
  TOO_MANY_OPEN_ORDERS: '31013',
} as const;

export const StreamCodes = {
  /** Not JSON, not an object, or not one of the frames. */
  BAD_FRAME: '32001',
  /** A well-formed channel of a symbol that is not listed. */
  UNKNOWN_SYMBOL: '32002',
  /** More channels than a socket may hold. */
  TOO_MANY_SUBSCRIPTIONS: '32003',
  /** A private channel without `auth`, or without a logged-in session. */
  NOT_AUTHORISED: '32004',
  /** The signature in `auth` failed; msg names the check (missing, mode, expired, invalid, replayed). */
  SIGNATURE_REJECTED: '32005',
  /** Too many frames a second from the client. */
  RATE_LIMITED: '32006',
  /** Sent before closing a socket that did not read fast enough (close code 4008). */
  SLOW_CONSUMER: '32007',
  /** Sent before closing a socket that was silent too long (close code 4000). */
  IDLE: '32008',
} as const;

/** WebSocket close codes the gateway uses (4000-4999 are the application's). */
export const StreamCloseCodes = {
  IDLE: 4000,
  SLOW_CONSUMER: 4008,
  /** The frame was too large to read (RFC 6455 "message too big"). */
  TOO_BIG: 1009,
} as const;
