// Orders, fills and balances, and the signed calls that place, cancel and list them.
import * as Type from './type';
import type { Static } from '@sinclair/typebox';
import { AccountKind, AssetName, ClientOrderId, DecimalString, EpochMs, IdString, Side, SymbolName } from './primitives';

export const OrderType = Type.Union([Type.Literal('limit'), Type.Literal('market')]);
export type OrderType = Static<typeof OrderType>;

/**
 * GTC rests until filled or cancelled; IOC fills what it can now and cancels the rest; FOK fills in full now or
 * not at all; postOnly rests only, and is rejected when it would take liquidity (Binance's LIMIT_MAKER).
 * Market orders are always IOC.
 */
export const TimeInForce = Type.Union([
  Type.Literal('GTC'),
  Type.Literal('IOC'),
  Type.Literal('FOK'),
  Type.Literal('postOnly'),
]);
export type TimeInForce = Static<typeof TimeInForce>;

export const OrderStatus = Type.Union([
  Type.Literal('new'),
  Type.Literal('partiallyFilled'),
  Type.Literal('filled'),
  Type.Literal('canceled'),
  Type.Literal('rejected'),
  Type.Literal('expired'),
]);
export type OrderStatus = Static<typeof OrderStatus>;

/** Why an order left the book without filling in full. */
export const CancelReason = Type.Union([
  Type.Literal('user'),
  /** Self-trade prevention: the newer of two orders of one account that would have matched. */
  Type.Literal('selfTrade'),
  /** IOC or market remainder with nothing left to take. */
  Type.Literal('unfilled'),
  /**
   * Market remainder the price protection stopped: the book held more, but only beyond the symbol's marketTakeBound
   * from the reference price (futures: the mark), or, for a liquidation, beyond the bankruptcy price.
   */
  Type.Literal('priceProtection'),
  Type.Literal('fok'),
  Type.Literal('postOnly'),
]);
export type CancelReason = Static<typeof CancelReason>;

export const Order = Type.Object({
  orderId: IdString,
  clientOrderId: ClientOrderId,
  account: AccountKind,
  symbol: SymbolName,
  side: Side,
  type: OrderType,
  timeInForce: TimeInForce,
  /** The limit price; null for a market order. */
  price: Type.Union([DecimalString, Type.Null()]),
  qty: DecimalString,
  filledQty: DecimalString,
  /** Sum of price x quantity of the fills, in the quote asset. */
  filledQuote: DecimalString,
  status: OrderStatus,
  cancelReason: Type.Union([CancelReason, Type.Null()]),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});
export type Order = Static<typeof Order>;

export const Liquidity = Type.Union([Type.Literal('maker'), Type.Literal('taker')]);

/** One side of one trade, as the account that owns the order sees it. */
export const Fill = Type.Object({
  fillId: IdString,
  tradeId: IdString,
  orderId: IdString,
  clientOrderId: ClientOrderId,
  account: AccountKind,
  symbol: SymbolName,
  side: Side,
  price: DecimalString,
  qty: DecimalString,
  quoteQty: DecimalString,
  fee: DecimalString,
  /** Fees are taken from what the order receives: base on a buy, quote on a sell. */
  feeAsset: AssetName,
  liquidity: Liquidity,
  time: EpochMs,
});
export type Fill = Static<typeof Fill>;

export const Balance = Type.Object({
  asset: AssetName,
  available: DecimalString,
  /** Held by open orders. */
  frozen: DecimalString,
});
export type Balance = Static<typeof Balance>;

// ---- Calls (POST, signed with mode 2; the `paptrading: 1` header selects the paper account) ----

/** POST /v1/order/place. A limit order needs `price`; a market order must not have one. */
export const PlaceOrderRequest = Type.Object(
  {
    symbol: SymbolName,
    side: Side,
    type: OrderType,
    timeInForce: Type.Optional(TimeInForce),
    price: Type.Optional(DecimalString),
    qty: DecimalString,
    /** Sending the same id again answers the first placement instead of placing twice. */
    clientOrderId: Type.Optional(ClientOrderId),
  }
);
export type PlaceOrderRequest = Static<typeof PlaceOrderRequest>;

export const PlaceOrderAnswer = Type.Object({
  order: Order,
  /** The fills of this placement (empty for an order that rests untouched). */
  fills: Type.Array(Fill),
  /** True when clientOrderId named an order placed before: nothing new happened. */
  duplicate: Type.Boolean(),
});
export type PlaceOrderAnswer = Static<typeof PlaceOrderAnswer>;

/** POST /v1/order/cancel: by orderId or by clientOrderId (exactly one). */
export const CancelOrderRequest = Type.Union([
  Type.Object({ symbol: SymbolName, orderId: IdString }),
  Type.Object({ symbol: SymbolName, clientOrderId: ClientOrderId }),
]);
export type CancelOrderRequest = Static<typeof CancelOrderRequest>;

export const CancelOrderAnswer = Type.Object({ order: Order });
export type CancelOrderAnswer = Static<typeof CancelOrderAnswer>;

/** POST /v1/order/cancelAll: every open order of the account, or of one symbol. */
export const CancelAllRequest = Type.Object({ symbol: Type.Optional(SymbolName) });
export type CancelAllRequest = Static<typeof CancelAllRequest>;

export const CancelAllAnswer = Type.Object({ orders: Type.Array(Order) });
export type CancelAllAnswer = Static<typeof CancelAllAnswer>;

/** POST /v1/order/open: open orders, newest first. */
export const OpenOrdersRequest = Type.Object({ symbol: Type.Optional(SymbolName) });
export type OpenOrdersRequest = Static<typeof OpenOrdersRequest>;

export const OpenOrdersAnswer = Type.Object({ orders: Type.Array(Order) });
export type OpenOrdersAnswer = Static<typeof OpenOrdersAnswer>;

export const MAX_PAGE_SIZE = 100;

/**
 * POST /v1/order/history and /v1/order/fills: newest first, `limit` rows (default 50) older than the `cursor` of
 * the previous page. `next` is the cursor of the following page, or null on the last one.
 */
export const PageRequest = Type.Object(
  {
    symbol: Type.Optional(SymbolName),
    cursor: Type.Optional(IdString),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  }
);
export type PageRequest = Static<typeof PageRequest>;

/** The cursor of the next page, or null on the last one. */
export const PageCursor = Type.Union([IdString, Type.Null()]);

export const OrderHistoryAnswer = Type.Object({ orders: Type.Array(Order), next: PageCursor });
export type OrderHistoryAnswer = Static<typeof OrderHistoryAnswer>;

export const FillsAnswer = Type.Object({ fills: Type.Array(Fill), next: PageCursor });
export type FillsAnswer = Static<typeof FillsAnswer>;

/** POST /v1/asset/balances: every asset of the account (real or paper). */
export const BalancesAnswer = Type.Object({ account: AccountKind, balances: Type.Array(Balance) });
export type BalancesAnswer = Static<typeof BalancesAnswer>;
