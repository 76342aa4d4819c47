// Public market data: symbol rules, depth, trades, klines and 24 h tickers, as REST answers and stream payloads.
import * as Type from './type';
import type { Static } from '@sinclair/typebox';
import { AssetName, DecimalString, EpochMs, IdString, Level, Side, SymbolName, UpdateId } from './primitives';

/**
 * The rules an order on one symbol must follow (Binance's PRICE_FILTER, LOT_SIZE, NOTIONAL and PERCENT_PRICE
 * filters, and its futures' marketTakeBound).
 */
export const SymbolRules = Type.Object({
  symbol: SymbolName,
  base: AssetName,
  quote: AssetName,
  /** Prices are whole multiples of this. */
  tickSize: DecimalString,
  /** Quantities are whole multiples of this. */
  stepSize: DecimalString,
  minQty: DecimalString,
  maxQty: DecimalString,
  /** price x quantity must reach this, in the quote asset. */
  minNotional: DecimalString,
  /** Decimals of a price and of a quantity (the digits of tickSize and stepSize). */
  priceDecimals: Type.Integer({ minimum: 0, maximum: 18 }),
  qtyDecimals: Type.Integer({ minimum: 0, maximum: 18 }),
  /** Fee rates as fractions, e.g. "0.001" for 0.1 %. */
  makerFee: DecimalString,
  takerFee: DecimalString,
  /**
   * The price band: a limit price lies within reference x multiplierDown and reference x multiplierUp, the reference
   * being the last trade (spot) or the mark price (futures); with no reference yet, any price is in the band.
   */
  multiplierUp: DecimalString,
  multiplierDown: DecimalString,
  /**
   * A market order's price protection, as a fraction ("0.05" is 5 %): it trades only at prices within this of the
   * reference price (spot: the simulated reference price; futures: the mark), a buy at most reference x (1 + bound)
   * rounded down to a tick, a sell at least reference x (1 - bound) rounded up. What lies beyond expires
   * (cancelReason "priceProtection"); Binance's marketTakeBound.
   */
  marketTakeBound: DecimalString,
});
export type SymbolRules = Static<typeof SymbolRules>;

export const ExchangeInfo = Type.Object({
  serverTime: EpochMs,
  symbols: Type.Array(SymbolRules),
});
export type ExchangeInfo = Static<typeof ExchangeInfo>;

/** GET /v1/market/depth: the book at one update id. Bids best (highest) first, asks best (lowest) first. */
export const DepthSnapshot = Type.Object({
  symbol: SymbolName,
  lastUpdateId: UpdateId,
  bids: Type.Array(Level),
  asks: Type.Array(Level),
});
export type DepthSnapshot = Static<typeof DepthSnapshot>;

/**
 * One depth change on the stream: the levels changed by updates U..u, with absolute quantities ("0" removes the
 * level). Diffs follow each other without a hole: the next diff's U is this u + 1.
 */
export const DepthDiff = Type.Object({
  symbol: SymbolName,
  /** First update id in this diff. */
  U: UpdateId,
  /** Last update id in this diff. */
  u: UpdateId,
  bids: Type.Array(Level),
  asks: Type.Array(Level),
  time: EpochMs,
});
export type DepthDiff = Static<typeof DepthDiff>;

export const Trade = Type.Object({
  symbol: SymbolName,
  tradeId: IdString,
  price: DecimalString,
  qty: DecimalString,
  /** The taker's side: "buy" means the buyer took an ask (price went up to it). */
  takerSide: Side,
  time: EpochMs,
});
export type Trade = Static<typeof Trade>;

export const KLINE_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'] as const;
export const KlineInterval = Type.Union(KLINE_INTERVALS.map((interval) => Type.Literal(interval)));
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

/** One candle. `closed` is false while its interval is still running (the stream repeats it as it changes). */
export const Kline = Type.Object({
  symbol: SymbolName,
  interval: KlineInterval,
  openTime: EpochMs,
  closeTime: EpochMs,
  open: DecimalString,
  high: DecimalString,
  low: DecimalString,
  close: DecimalString,
  /** Traded base quantity, and quote value, within the candle. */
  volume: DecimalString,
  quoteVolume: DecimalString,
  trades: Type.Integer({ minimum: 0 }),
  closed: Type.Boolean(),
});
export type Kline = Static<typeof Kline>;

/** A rolling 24 h summary of one symbol. */
export const Ticker24h = Type.Object({
  symbol: SymbolName,
  lastPrice: DecimalString,
  /** Signed decimal: the change against the price 24 h ago, and in percent (2 decimals). */
  priceChange: Type.String({ pattern: '^-?(0|[1-9][0-9]{0,19})(\\.[0-9]{1,18})?$' }),
  priceChangePercent: Type.String({ pattern: '^-?(0|[1-9][0-9]{0,5})\\.[0-9]{2}$' }),
  openPrice: DecimalString,
  highPrice: DecimalString,
  lowPrice: DecimalString,
  volume: DecimalString,
  quoteVolume: DecimalString,
  bestBid: Type.Union([DecimalString, Type.Null()]),
  bestAsk: Type.Union([DecimalString, Type.Null()]),
  time: EpochMs,
});
export type Ticker24h = Static<typeof Ticker24h>;

// ---- Query strings of the public calls ----
// Query values are text and are checked, not converted (docs/protocol.md "Market, wiki and events calls"): a
// number is written in decimal digits and its range is checked by the gateway after the pattern.
const QueryInteger = Type.String({ pattern: '^(0|[1-9][0-9]{0,15})$' });

/** Largest `limit` of each call; 1 is the smallest. */
export const MAX_DEPTH_LIMIT = 500;
export const MAX_TRADES_LIMIT = 500;
export const MAX_KLINES_LIMIT = 1000;

/** GET /v1/market/depth?symbol=BTCUSDT&limit=100: `limit` levels a side (default 100). */
export const DepthQuery = Type.Object(
  { symbol: SymbolName, limit: Type.Optional(QueryInteger) }
);
export type DepthQuery = Static<typeof DepthQuery>;

/** GET /v1/market/trades?symbol=BTCUSDT&limit=100: the newest trades, newest last (default 100). */
export const TradesQuery = Type.Object(
  { symbol: SymbolName, limit: Type.Optional(QueryInteger) }
);
export type TradesQuery = Static<typeof TradesQuery>;

/**
 * GET /v1/market/klines?symbol=BTCUSDT&interval=1m&endTime=...&limit=500: up to `limit` candles (default 500)
 * ending with the one that holds `endTime` (default now), oldest first. History reaches back before the gateway
 * started: candles from before the first trade follow the simulated reference price.
 */
export const KlinesQuery = Type.Object(
  {
    symbol: SymbolName,
    interval: KlineInterval,
    endTime: Type.Optional(QueryInteger),
    limit: Type.Optional(QueryInteger),
  }
);
export type KlinesQuery = Static<typeof KlinesQuery>;

/** GET /v1/market/ticker24h (every symbol) or ?symbol=BTCUSDT (one, still in a list). */
export const Ticker24hQuery = Type.Object({ symbol: Type.Optional(SymbolName) });
export type Ticker24hQuery = Static<typeof Ticker24hQuery>;
