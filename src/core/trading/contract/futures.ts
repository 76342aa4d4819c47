// USDT-margined perpetual futures (docs/futures.md): exchange info with risk tiers, mark price and funding,
// positions, orders, fills, funding payments, liquidations, the futures wallet and the calls that move them.
// Amounts are decimal strings as on spot; a value that can be negative (PnL, a funding rate or payment) is a
// SignedDecimalString. Depth, trades and klines of a perpetual keep the spot shapes (market-data.ts).
import * as Type from './type';
import type { Static } from '@sinclair/typebox';
import { CancelReason, Fill, Order, OrderStatus, OrderType, PageCursor, PlaceOrderAnswer, PlaceOrderRequest, TimeInForce } from './orders';
import { SymbolRules } from './market-data';
import { AccountKind, AssetName, DecimalString, EpochMs, IdString, SymbolName } from './primitives';

/** A decimal that may carry a leading minus: "-12.5", "0", "0.0001". */
export const SignedDecimalString = Type.String({ pattern: '^-?(0|[1-9][0-9]{0,19})(\\.[0-9]{1,18})?$', maxLength: 41 });
export type SignedDecimalString = Static<typeof SignedDecimalString>;

/** One-way mode: a symbol holds at most one position, long or short. */
export const PositionSide = Type.Union([Type.Literal('LONG'), Type.Literal('SHORT')]);
export type PositionSide = Static<typeof PositionSide>;

/** CROSS shares the whole futures wallet between positions; ISOLATED gives a position its own margin. */
export const MarginMode = Type.Union([Type.Literal('CROSS'), Type.Literal('ISOLATED')]);
export type MarginMode = Static<typeof MarginMode>;

/** Which price a conditional order watches (Binance's workingType). */
export const TriggerBy = Type.Union([Type.Literal('MARK'), Type.Literal('LAST')]);
export type TriggerBy = Static<typeof TriggerBy>;

/** Leverage is a whole number from 1 to the tier's maximum. */
export const MAX_LEVERAGE = 125;
export const Leverage = Type.Integer({ minimum: 1, maximum: MAX_LEVERAGE });

/**
 * One notional bracket of a symbol: positions whose notional (size x mark) lies in (notionalFloor, notionalCap]
 * may use up to maxLeverage and keep notional x maintenanceMarginRate - maintenanceAmount as maintenance margin.
 */
export const RiskTier = Type.Object({
  tier: Type.Integer({ minimum: 1 }),
  notionalFloor: DecimalString,
  notionalCap: DecimalString,
  maxLeverage: Leverage,
  /** A fraction: "0.004" is 0.4 %. */
  maintenanceMarginRate: DecimalString,
  /** Binance's "cum": floor x (rate - previous rate) + previous amount, so the margin is continuous across tiers. */
  maintenanceAmount: DecimalString,
});
export type RiskTier = Static<typeof RiskTier>;

/** The rules of one perpetual, as SymbolRules plus leverage, tiers and funding. */
export const FuturesSymbolRules = Type.Object({
  ...SymbolRules.properties,
  contractType: Type.Literal('PERPETUAL'),
  marginAsset: AssetName,
  maxLeverage: Leverage,
  /** The leverage of a symbol the account has not set. */
  defaultLeverage: Leverage,
  riskTiers: Type.Array(RiskTier, { minItems: 1 }),
  /** Funding settles every this many ms (8 h unless the gateway is configured shorter). */
  fundingIntervalMs: Type.Integer({ minimum: 1 }),
  /** The interest component I of the funding rate, per interval: "0.0001" is 0.01 %. */
  interestRate: DecimalString,
  /** |funding rate| never exceeds this. */
  fundingRateCap: DecimalString,
});
export type FuturesSymbolRules = Static<typeof FuturesSymbolRules>;

export const FuturesExchangeInfo = Type.Object({ serverTime: EpochMs, symbols: Type.Array(FuturesSymbolRules) });
export type FuturesExchangeInfo = Static<typeof FuturesExchangeInfo>;

/**
 * Mark, index and funding of one perpetual (REST `mark` and the `futures.mark:<SYMBOL>` channel, about once a
 * second). PnL, margin ratio and liquidation use markPrice, never the last trade.
 */
export const MarkPrice = Type.Object({
  symbol: SymbolName,
  markPrice: DecimalString,
  /** The spot reference price of the pair. */
  indexPrice: DecimalString,
  /** The last futures trade, or null before the first. */
  lastPrice: Type.Union([DecimalString, Type.Null()]),
  /** The rate settled at the last funding time ("0" before the first). */
  fundingRate: SignedDecimalString,
  /** The rate the next settlement would apply if it happened now. */
  predictedFundingRate: SignedDecimalString,
  nextFundingTime: EpochMs,
  fundingIntervalMs: Type.Integer({ minimum: 1 }),
  time: EpochMs,
});
export type MarkPrice = Static<typeof MarkPrice>;

/** A take-profit or stop-loss: close the position at market once the watched price crosses stopPrice. */
export const TriggerSpec = Type.Object(
  { stopPrice: DecimalString, triggerBy: Type.Optional(TriggerBy) },
  { additionalProperties: false },
);
export type TriggerSpec = Static<typeof TriggerSpec>;

/** A TP/SL attached to a position, as the position shows it (the id is its conditional order's). */
export const AttachedTrigger = Type.Object({ orderId: IdString, stopPrice: DecimalString, triggerBy: TriggerBy });
export type AttachedTrigger = Static<typeof AttachedTrigger>;

/**
 * An open position. The `futures.positions` channel sends a position whenever it changes; size "0" means it has
 * just closed (the client drops it).
 */
export const Position = Type.Object({
  symbol: SymbolName,
  account: AccountKind,
  side: PositionSide,
  size: DecimalString,
  entryPrice: DecimalString,
  markPrice: DecimalString,
  /** size x markPrice. */
  notional: DecimalString,
  leverage: Leverage,
  marginMode: MarginMode,
  /** The position's own margin in ISOLATED mode (with added margin, less funding paid); "0" in CROSS. */
  isolatedMargin: DecimalString,
  /** notional at entry / leverage. */
  initialMargin: DecimalString,
  maintenanceMargin: DecimalString,
  /** The mark price at which the position is liquidated; null when no price can (margin covers any fall). */
  liquidationPrice: Type.Union([DecimalString, Type.Null()]),
  unrealizedPnl: SignedDecimalString,
  /** unrealizedPnl / initialMargin, in percent with two decimals. */
  roe: SignedDecimalString,
  /** maintenance margin / margin balance as a fraction; liquidation at "1" or more. */
  marginRatio: DecimalString,
  takeProfit: Type.Union([AttachedTrigger, Type.Null()]),
  stopLoss: Type.Union([AttachedTrigger, Type.Null()]),
  updatedAt: EpochMs,
});
export type Position = Static<typeof Position>;

/** Leverage and margin mode of one symbol for one account, set even without a position. */
export const SymbolSettings = Type.Object({ symbol: SymbolName, leverage: Leverage, marginMode: MarginMode });
export type SymbolSettings = Static<typeof SymbolSettings>;

/**
 * limit and market trade now; stopMarket and takeProfitMarket wait for triggerBy's price to cross stopPrice and
 * then trade at market (Binance STOP_MARKET and TAKE_PROFIT_MARKET): a stop buy fires when the price rises to
 * stopPrice, a stop sell when it falls to it; take-profit the other way round.
 */
export const FuturesOrderType = Type.Union([...OrderType.anyOf, Type.Literal('stopMarket'), Type.Literal('takeProfitMarket')]);
export type FuturesOrderType = Static<typeof FuturesOrderType>;

/** GTC, IOC, FOK and postOnly as on spot; market and triggered orders are IOC. */
export const FuturesTimeInForce = TimeInForce;
export type FuturesTimeInForce = TimeInForce;

export const FuturesOrderStatus = OrderStatus;
export type FuturesOrderStatus = OrderStatus;

/** Spot's reasons, and those only a futures order has. */
export const FuturesCancelReason = Type.Union([
  ...CancelReason.anyOf,
  /** A reduce-only or close-position order with no position left to reduce. */
  Type.Literal('reduceOnly'),
  /** Cancelled by the liquidation of the position. */
  Type.Literal('liquidation'),
  /** A triggered order that found no margin or no liquidity. */
  Type.Literal('triggerFailed'),
  /** A take-profit or stop-loss whose entry order was cancelled (or expired) before any of it filled. */
  Type.Literal('entryCanceled'),
]);
export type FuturesCancelReason = Static<typeof FuturesCancelReason>;

/**
 * A spot order's fields with the futures kinds of type and cancel reason. Its price is null for market and
 * conditional orders; its qty is "0" for a close-position order, which closes whatever the position holds when it
 * fires.
 */
export const FuturesOrder = Type.Object({
  ...Order.properties,
  type: FuturesOrderType,
  cancelReason: Type.Union([FuturesCancelReason, Type.Null()]),
  /** filledQuote / filledQty, or null before a fill. */
  avgPrice: Type.Union([DecimalString, Type.Null()]),
  reduceOnly: Type.Boolean(),
  closePosition: Type.Boolean(),
  stopPrice: Type.Union([DecimalString, Type.Null()]),
  triggerBy: Type.Union([TriggerBy, Type.Null()]),
  /** When a conditional order fired; null while it waits (and for limit and market orders). */
  triggeredAt: Type.Union([EpochMs, Type.Null()]),
  /**
   * The entry order a take-profit or stop-loss was placed with (pre-TP/SL), or null. Its qty is "0" while the
   * entry has filled nothing (it waits on the entry and cannot fire); then the quantity the entry has filled.
   */
  entryOrderId: Type.Union([IdString, Type.Null()]),
});
export type FuturesOrder = Static<typeof FuturesOrder>;

/** One side of one futures trade. Fees and realized PnL are in the margin asset (USDT). */
export const FuturesFill = Type.Object({
  ...Fill.properties,
  /** PnL of the part of the fill that reduced a position (before the fee); "0" for an opening fill. */
  realizedPnl: SignedDecimalString,
});
export type FuturesFill = Static<typeof FuturesFill>;

/** One funding settlement of one position: amount < 0 paid, > 0 received (size x mark x rate, sign by side). */
export const FundingPayment = Type.Object({
  id: IdString,
  account: AccountKind,
  symbol: SymbolName,
  side: PositionSide,
  size: DecimalString,
  markPrice: DecimalString,
  fundingRate: SignedDecimalString,
  amount: SignedDecimalString,
  asset: AssetName,
  time: EpochMs,
});
export type FundingPayment = Static<typeof FundingPayment>;

/**
 * A position the engine closed because its margin ratio reached 100 %. marginLost is the margin the position
 * held; insuranceFundCover is the loss beyond it, which the insurance fund took (the user never owes more).
 */
export const LiquidationRecord = Type.Object({
  id: IdString,
  account: AccountKind,
  symbol: SymbolName,
  side: PositionSide,
  size: DecimalString,
  entryPrice: DecimalString,
  /** The mark price that triggered it, and the average price the engine closed at. */
  markPrice: DecimalString,
  price: DecimalString,
  marginMode: MarginMode,
  marginLost: DecimalString,
  insuranceFundCover: DecimalString,
  time: EpochMs,
});
export type LiquidationRecord = Static<typeof LiquidationRecord>;

/** The futures wallet (one asset, USDT). */
export const FuturesBalance = Type.Object({
  asset: AssetName,
  /** Deposits and transfers plus realized PnL, less fees and funding. */
  walletBalance: DecimalString,
  /** What a new order or a transfer out may use. */
  availableBalance: DecimalString,
  /** Initial margin of the positions (isolated margins included). */
  positionMargin: DecimalString,
  /** Initial margin held by open orders. */
  orderMargin: DecimalString,
  unrealizedPnl: SignedDecimalString,
  /** walletBalance + unrealizedPnl. */
  marginBalance: SignedDecimalString,
  maintenanceMargin: DecimalString,
  /** Cross maintenance margin / cross margin balance, as a fraction. */
  marginRatio: DecimalString,
});
export type FuturesBalance = Static<typeof FuturesBalance>;

// ---- Calls (their paths are in paths.ts): public GET with a query under /v1/futures/market/; signed POST (mode 2)
// under /v1/futures/order/ and /v1/futures/account/, where the `paptrading: 1` header selects the paper account as on
// spot. ----

/** Signed prefixes (mode 2) of the futures account calls. */
export const FUTURES_SIGNED_PREFIXES = ['/v1/futures/order/', '/v1/futures/account/'] as const;

/** GET mark?symbol=BTCUSDT answers one MarkPrice in a list; without a symbol, every perpetual's. */
export const MarkQuery = Type.Object({ symbol: Type.Optional(SymbolName) });
export type MarkQuery = Static<typeof MarkQuery>;

/**
 * POST place. limit needs price; market must not have one; stopMarket and takeProfitMarket need stopPrice
 * (triggerBy defaults to LAST) and either qty or closePosition. reduceOnly orders may only shrink the position.
 * takeProfit and stopLoss (pre-TP/SL) go with an order that may open a position (not reduceOnly nor closePosition):
 * each becomes a reduce-only conditional order on the other side that waits on the entry, live for the quantity
 * the entry has filled, and cancelled with an entry cancelled unfilled. The fields
 * keep their order, clientOrderId after the futures ones, so a body with several faults is refused for the same one.
 */
const { clientOrderId, ...placeFields } = PlaceOrderRequest.properties;
export const FuturesPlaceOrderRequest = Type.Object({
  ...placeFields,
  type: FuturesOrderType,
  qty: Type.Optional(DecimalString),
  reduceOnly: Type.Optional(Type.Boolean()),
  closePosition: Type.Optional(Type.Boolean()),
  stopPrice: Type.Optional(DecimalString),
  triggerBy: Type.Optional(TriggerBy),
  clientOrderId,
  takeProfit: Type.Optional(TriggerSpec),
  stopLoss: Type.Optional(TriggerSpec),
});
export type FuturesPlaceOrderRequest = Static<typeof FuturesPlaceOrderRequest>;

export const FuturesPlaceOrderAnswer = Type.Object({
  ...PlaceOrderAnswer.properties,
  order: FuturesOrder,
  fills: Type.Array(FuturesFill),
  /** The pre-TP/SL orders placed with it, waiting on the order (or live for what it filled at once). */
  attached: Type.Array(FuturesOrder),
});
export type FuturesPlaceOrderAnswer = Static<typeof FuturesPlaceOrderAnswer>;

// cancel, cancelAll, open, history and fills take the spot request shapes (CancelOrderRequest, CancelAllRequest,
// OpenOrdersRequest, PageRequest) and answer { order }, { orders }, { orders, next }, { fills, next } of futures rows.
export const FuturesCancelOrderAnswer = Type.Object({ order: FuturesOrder });
export const FuturesOrdersAnswer = Type.Object({ orders: Type.Array(FuturesOrder) });
export const FuturesOrderHistoryAnswer = Type.Object({
  orders: Type.Array(FuturesOrder),
  next: PageCursor,
});
export const FuturesFillsAnswer = Type.Object({ fills: Type.Array(FuturesFill), next: PageCursor });

/** POST positions (body {} or { symbol }): the open positions and the settings of every symbol. */
export const PositionsRequest = Type.Object({ symbol: Type.Optional(SymbolName) });
export type PositionsRequest = Static<typeof PositionsRequest>;
export const PositionsAnswer = Type.Object({
  account: AccountKind,
  positions: Type.Array(Position),
  settings: Type.Array(SymbolSettings),
});
export type PositionsAnswer = Static<typeof PositionsAnswer>;

/** POST balance. */
export const FuturesBalanceAnswer = Type.Object({ account: AccountKind, balance: FuturesBalance });
export type FuturesBalanceAnswer = Static<typeof FuturesBalanceAnswer>;

/**
 * POST leverage. Refused when the leverage is above the symbol's maximum or when the open position and orders
 * would exceed the tier's notional cap at that leverage; raising or lowering with a position re-prices its margin.
 */
export const SetLeverageRequest = Type.Object({ symbol: SymbolName, leverage: Leverage });
export type SetLeverageRequest = Static<typeof SetLeverageRequest>;
export const SetLeverageAnswer = Type.Object({
  symbol: SymbolName,
  leverage: Leverage,
  /** The largest notional a position may reach at this leverage (the highest tier that allows it). */
  maxNotional: DecimalString,
  /** The symbol's open position, re-priced at the new leverage; absent without one. */
  position: Type.Optional(Position),
});
export type SetLeverageAnswer = Static<typeof SetLeverageAnswer>;

/**
 * POST marginMode: refused while the symbol has a position or open orders; answered with the symbol's
 * `SymbolSettings`.
 */
export const SetMarginModeRequest = Type.Object({ symbol: SymbolName, marginMode: MarginMode });
export type SetMarginModeRequest = Static<typeof SetMarginModeRequest>;

/** POST positionMargin: add margin to an isolated position, or remove what keeps it above its initial margin. */
export const PositionMarginRequest = Type.Object({
  symbol: SymbolName,
  amount: DecimalString,
  direction: Type.Union([Type.Literal('add'), Type.Literal('remove')]),
});
export type PositionMarginRequest = Static<typeof PositionMarginRequest>;
export const PositionAnswer = Type.Object({ position: Position });
export type PositionAnswer = Static<typeof PositionAnswer>;

/**
 * POST positionTpSl: set (a TriggerSpec), keep (absent) or remove (null) the position's take-profit and
 * stop-loss; each is a close-position conditional order.
 */
export const PositionTpSlRequest = Type.Object({
  symbol: SymbolName,
  takeProfit: Type.Optional(Type.Union([TriggerSpec, Type.Null()])),
  stopLoss: Type.Optional(Type.Union([TriggerSpec, Type.Null()])),
});
export type PositionTpSlRequest = Static<typeof PositionTpSlRequest>;

/** POST funding and liquidations take the spot PageRequest. */
export const FundingHistoryAnswer = Type.Object({
  payments: Type.Array(FundingPayment),
  next: PageCursor,
});
export type FundingHistoryAnswer = Static<typeof FundingHistoryAnswer>;
export const LiquidationsAnswer = Type.Object({
  liquidations: Type.Array(LiquidationRecord),
  next: PageCursor,
});
export type LiquidationsAnswer = Static<typeof LiquidationsAnswer>;

/** POST transfer: USDT between the spot wallet and the futures wallet of the same account (real or paper). */
export const TransferRequest = Type.Object({
  asset: Type.Literal('USDT'),
  amount: DecimalString,
  direction: Type.Union([Type.Literal('spotToFutures'), Type.Literal('futuresToSpot')]),
});
export type TransferRequest = Static<typeof TransferRequest>;
export const TransferAnswer = Type.Object({ balance: FuturesBalance, spotAvailable: DecimalString });
export type TransferAnswer = Static<typeof TransferAnswer>;

/**
 * POST /__dev/futures/mark (dev and test gateways only): pins the mark price of a perpetual in one account world
 * (real unless `account` says paper), or releases it with markPrice null. Liquidations and mark-triggered orders
 * are checked at once.
 */
export const DevMarkRequest = Type.Object(
  {
    symbol: SymbolName,
    markPrice: Type.Union([DecimalString, Type.Null()]),
    account: Type.Optional(AccountKind),
  },
  { additionalProperties: false },
);
export type DevMarkRequest = Static<typeof DevMarkRequest>;
export const DEV_FUTURES_MARK_PATH = '/__dev/futures/mark';

/** POST /__dev/futures/funding (dev and test gateways only): settles funding of a perpetual now. */
export const DevFundingRequest = Type.Object(
  { symbol: SymbolName, account: Type.Optional(AccountKind) },
  { additionalProperties: false },
);
export type DevFundingRequest = Static<typeof DevFundingRequest>;
export const DEV_FUTURES_FUNDING_PATH = '/__dev/futures/funding';
