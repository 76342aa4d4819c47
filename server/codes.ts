// Every code the gateway answers, with the HTTP status it travels on and the English message of its envelope.
// Two families: the gateway's own protocol errors (five digits that start with the HTTP status, so a code read
// in a log says what kind of failure it was), and the wire codes of SPEC sections 7 and 8, which the client
// reacts to by value and which therefore must never change.

import { FuturesCodes, TradingCodes } from '../src/core/trading/contract/codes';

export interface CodeDefinition {
  readonly code: string;
  readonly httpStatus: number;
  readonly msg: string;
}

export const SUCCESS_CODE = '00000';
export const SUCCESS_MSG = 'success';

export const GatewayCodes = {
  BAD_REQUEST: { code: '40000', httpStatus: 400, msg: 'Bad request' },
  MALFORMED_JSON: { code: '40001', httpStatus: 400, msg: 'Malformed JSON body' },
  INVALID_PARAMETER: { code: '40002', httpStatus: 400, msg: 'Invalid parameter' },
  EMPTY_JSON_BODY: { code: '40003', httpStatus: 400, msg: 'Empty body with a JSON content type' },
  NON_CANONICAL_PATH: { code: '40004', httpStatus: 400, msg: 'Request path not in canonical form' },
  JSON_TOO_DEEP: { code: '40005', httpStatus: 400, msg: 'JSON body nested too deeply' },
  /**
   * A JSON body with a property named `__proto__`, or `constructor` holding `prototype` (prototype poisoning):
   * well-formed, but refused. The answer's detail names where (`Invalid parameter: body/a/__proto__ ...`); the message
   * before it is the translated "Invalid parameter", so every language has it.
   */
  FORBIDDEN_PROPERTY_NAME: { code: '40006', httpStatus: 400, msg: 'Invalid parameter' },
  /** A sealed login body the gateway has already accepted: a captured login sent again. */
  LOGIN_BODY_REPLAYED: { code: '40011', httpStatus: 400, msg: 'Encrypted body already used' },
  FORBIDDEN: { code: '40300', httpStatus: 403, msg: 'Forbidden' },
  CROSS_SITE_REQUEST: { code: '40301', httpStatus: 403, msg: 'Cross-site request refused' },
  NOT_FOUND: { code: '40400', httpStatus: 404, msg: 'Unknown API path' },
  METHOD_NOT_ALLOWED: { code: '40500', httpStatus: 405, msg: 'Method not allowed' },
  REQUEST_TIMEOUT: { code: '40800', httpStatus: 408, msg: 'Request timed out' },
  BODY_TOO_LARGE: { code: '41300', httpStatus: 413, msg: 'Request body too large' },
  UNSUPPORTED_MEDIA_TYPE: { code: '41500', httpStatus: 415, msg: 'Unsupported media type' },
  RATE_LIMITED: { code: '42900', httpStatus: 429, msg: 'Too many requests' },
  /** The account name had too many failed logins in a row; the same for names no account uses. */
  LOGIN_LOCKED: { code: '42901', httpStatus: 429, msg: 'Too many failed attempts, try again later' },
  HEADERS_TOO_LARGE: { code: '43100', httpStatus: 431, msg: 'Request header fields too large' },
  INTERNAL: { code: '50000', httpStatus: 500, msg: 'Internal error' },
} as const satisfies Record<string, CodeDefinition>;

// SPEC gives only the client's reaction to these codes, not their meaning. They travel on HTTP 200 with
// status 'error' (SPEC 8: "Status 'error' with non-empty msg on HTTP 200"), because the client reads the
// envelope before the HTTP status; an HTTP error status would turn them into the generic HTTP toasts instead.
export const WireCodes = {
  /**
   * 00004: the request needs a logged-in user and there is none. Shared client: msg toast (the userinfo call
   * resolves normally). Events shell: logs the user out, which is why the gateway uses it for sessions only.
   */
  NOT_LOGGED_IN: { code: '00004', httpStatus: 200, msg: 'Not logged in' },
  /** 00005: a business rule refused the request; msg says which. Shared client: msg toast. */
  BUSINESS_REJECTED: { code: '00005', httpStatus: 200, msg: 'The request was refused' },
  /** 00006: the account may not perform this operation. Shared client: msg toast. */
  OPERATION_NOT_ALLOWED: { code: '00006', httpStatus: 200, msg: 'This operation is not allowed' },
  /** 20205: the login has expired. Client: 'Login expired, please log in again'; events shell logs out. */
  LOGIN_EXPIRED: { code: '20205', httpStatus: 200, msg: 'Login expired, please log in again' },
  /** 20906: the session token is unknown or revoked. Client reaction identical to 20205. */
  TOKEN_INVALID: { code: '20906', httpStatus: 200, msg: 'Login expired, please log in again' },
  /** 00020: a signed path arrived without the device-sign headers. Client: toast, refetch sign config. */
  SIGNATURE_MISSING: { code: '00020', httpStatus: 200, msg: 'Signature missing' },
  /** 00021: device-sign-mode differs from the mode the config assigns to the path. Client: as 00020. */
  SIGN_MODE_MISMATCH: { code: '00021', httpStatus: 200, msg: 'Sign mode not matched' },
  /** 00022: the tm header is outside the accepted window. Client: as 00020, no retry. */
  SIGNATURE_EXPIRED: { code: '00022', httpStatus: 200, msg: 'Signature expired' },
  /**
   * 00022 too: the trace id (`uhti`) was already used inside the time window, so the call is a replay. The same
   * code as expiry, since both mean "this signature is no longer good" and the client reacts alike (no logout).
   */
  SIGNATURE_REPLAYED: { code: '00022', httpStatus: 200, msg: 'Signature already used' },
  /** 00023: the signature does not verify. Client: toast, then logout (debounced 2 s). */
  SIGNATURE_INVALID: { code: '00023', httpStatus: 200, msg: 'Signature invalid' },
} as const satisfies Record<string, CodeDefinition>;

// Refusals of the spot order calls (src/core/trading/contract/codes.ts, docs/protocol.md "Symbol rules"). On HTTP
// 200 like the SPEC 8 business codes: the order form reads the code and names the reason in the user's language.
export const TradingCodeDefinitions = {
  UNKNOWN_SYMBOL: { code: TradingCodes.UNKNOWN_SYMBOL, httpStatus: 200, msg: 'Unknown symbol' },
  PRICE_OFF_TICK: { code: TradingCodes.PRICE_OFF_TICK, httpStatus: 200, msg: 'Price is not a multiple of the tick size' },
  QTY_OFF_STEP: { code: TradingCodes.QTY_OFF_STEP, httpStatus: 200, msg: 'Quantity is not a multiple of the step size' },
  QTY_OUT_OF_RANGE: { code: TradingCodes.QTY_OUT_OF_RANGE, httpStatus: 200, msg: 'Quantity is outside the allowed range' },
  BELOW_MIN_NOTIONAL: { code: TradingCodes.BELOW_MIN_NOTIONAL, httpStatus: 200, msg: 'Order value is below the minimum' },
  INSUFFICIENT_BALANCE: { code: TradingCodes.INSUFFICIENT_BALANCE, httpStatus: 200, msg: 'Insufficient balance' },
  POST_ONLY_WOULD_TAKE: { code: TradingCodes.POST_ONLY_WOULD_TAKE, httpStatus: 200, msg: 'Post-only order would take liquidity' },
  FOK_UNFILLED: { code: TradingCodes.FOK_UNFILLED, httpStatus: 200, msg: 'Fill-or-kill order cannot be filled in full' },
  ORDER_NOT_FOUND: { code: TradingCodes.ORDER_NOT_FOUND, httpStatus: 200, msg: 'Order not found' },
  ORDER_CLOSED: { code: TradingCodes.ORDER_CLOSED, httpStatus: 200, msg: 'Order is already closed' },
  NO_LIQUIDITY: { code: TradingCodes.NO_LIQUIDITY, httpStatus: 200, msg: 'No liquidity for a market order' },
  BAD_ORDER_PARAMETERS: { code: TradingCodes.BAD_ORDER_PARAMETERS, httpStatus: 200, msg: 'Order parameters do not fit the order type' },
  TOO_MANY_OPEN_ORDERS: { code: TradingCodes.TOO_MANY_OPEN_ORDERS, httpStatus: 200, msg: 'Too many open orders' },
  PRICE_OUT_OF_BAND: { code: TradingCodes.PRICE_OUT_OF_BAND, httpStatus: 200, msg: 'Price is too far from the market price' },
} as const satisfies Record<string, CodeDefinition>;

// Refusals of the futures calls (docs/futures.md "Calls"), on HTTP 200 as the spot order refusals.
export const FuturesCodeDefinitions = {
  LEVERAGE_NOT_ALLOWED: { code: FuturesCodes.LEVERAGE_NOT_ALLOWED, httpStatus: 200, msg: 'Leverage not allowed' },
  POSITION_LIMIT_EXCEEDED: { code: FuturesCodes.POSITION_LIMIT_EXCEEDED, httpStatus: 200, msg: 'Position would exceed the limit of its leverage' },
  MARGIN_MODE_LOCKED: { code: FuturesCodes.MARGIN_MODE_LOCKED, httpStatus: 200, msg: 'Margin mode cannot change with a position or open orders' },
  REDUCE_ONLY_REJECTED: { code: FuturesCodes.REDUCE_ONLY_REJECTED, httpStatus: 200, msg: 'Reduce-only order would not reduce the position' },
  NOT_ISOLATED_POSITION: { code: FuturesCodes.NOT_ISOLATED_POSITION, httpStatus: 200, msg: 'Not an isolated position' },
  MARGIN_REMOVE_TOO_MUCH: { code: FuturesCodes.MARGIN_REMOVE_TOO_MUCH, httpStatus: 200, msg: 'Cannot remove that much margin' },
  INSUFFICIENT_MARGIN: { code: FuturesCodes.INSUFFICIENT_MARGIN, httpStatus: 200, msg: 'Insufficient margin' },
  BAD_STOP_PRICE: { code: FuturesCodes.BAD_STOP_PRICE, httpStatus: 200, msg: 'Stop price missing or would trigger immediately' },
  NO_POSITION: { code: FuturesCodes.NO_POSITION, httpStatus: 200, msg: 'No position' },
  TRANSFER_INSUFFICIENT: { code: FuturesCodes.TRANSFER_INSUFFICIENT, httpStatus: 200, msg: 'Transfer exceeds the available balance' },
} as const satisfies Record<string, CodeDefinition>;

