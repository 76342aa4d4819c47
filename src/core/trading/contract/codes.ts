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
  /** A limit price outside the symbol's price band around the last trade or the mark price (SymbolRules). */
  PRICE_OUT_OF_BAND: '31014',
} as const;

/** Refusals of the futures calls (HTTP 200, status "error"), besides the TradingCodes their orders share. */
export const FuturesCodes = {
  /** Leverage above the symbol's maximum, or too high for the notional the position and orders already hold. */
  LEVERAGE_NOT_ALLOWED: '33001',
  /** The order would take the position past the notional cap of the tier its leverage allows. */
  POSITION_LIMIT_EXCEEDED: '33002',
  /** The margin mode cannot change while the symbol has a position or open orders. */
  MARGIN_MODE_LOCKED: '33003',
  /** A reduce-only or close-position order that would open or grow a position, or with nothing to reduce. */
  REDUCE_ONLY_REJECTED: '33004',
  /** Margin can only be added to or removed from an isolated position. */
  NOT_ISOLATED_POSITION: '33005',
  /** Removing more isolated margin than the position can spare above its initial margin. */
  MARGIN_REMOVE_TOO_MUCH: '33006',
  /** The futures wallet cannot cover the initial margin and fees of the order. */
  INSUFFICIENT_MARGIN: '33007',
  /** A conditional order without a stop price, or one that would trigger at once. */
  BAD_STOP_PRICE: '33008',
  /** A position call on a symbol without a position. */
  NO_POSITION: '33009',
  /** A transfer larger than the available balance of the wallet it leaves. */
  TRANSFER_INSUFFICIENT: '33010',
} as const;

export const StreamCodes = {
  /** Not JSON, not an object, or not one of the frames. */
  BAD_FRAME: '32001',
  /** A well-formed channel of a symbol that is not listed. */
  UNKNOWN_SYMBOL: '32002',
  /** More channels than a socket may hold. */
  TOO_MANY_SUBSCRIPTIONS: '32003',
  /**
   * A private channel without `auth`, or without a logged-in session. Unasked (no `id`, msg `session ended`): the
   * socket's session ended and every private channel it held was dropped; its public channels run on.
   */
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
