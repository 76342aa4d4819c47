// The matching engine works in whole ticks (price) and lots (quantity), as JS integers kept below 2^53: exact,
// and much faster than bigint. Products of the two (quote amounts) can pass 2^53, so they are computed in bigint
// outside the hot path (settlement, cost estimates).

export type EngineSide = 'buy' | 'sell';
export type EngineTimeInForce = 'GTC' | 'IOC' | 'FOK' | 'postOnly';

export interface EngineOrderInput {
  readonly id: number;
  /** Orders of one account never trade with each other (self-trade prevention). */
  readonly account: string;
  readonly side: EngineSide;
  /** Limit price in ticks; undefined for a market order. */
  readonly price: number | undefined;
  /** Quantity in lots, positive. */
  readonly qty: number;
  /** Market orders are IOC whatever this says. */
  readonly timeInForce: EngineTimeInForce;
  /**
   * A market order's price protection, in ticks: the worst price it may trade at (a buy at or below it, a sell at or
   * above). The book beyond it is left alone and the rest of the order expires ('outOfBand'). Undefined: no bound, as
   * for the simulated traders.
   */
  readonly bound?: number;
}

/** An order resting in the book; a node of its level's FIFO list. */
export interface RestingOrder {
  readonly id: number;
  readonly account: string;
  readonly side: EngineSide;
  readonly price: number;
  readonly qty: number;
  remaining: number;
  /** Time priority across restarts: the order of arrival (rebuilds keep it). */
  readonly seq: number;
  prev: RestingOrder | undefined;
  next: RestingOrder | undefined;
}

export interface EngineTrade {
  readonly tradeId: number;
  readonly price: number;
  readonly qty: number;
  readonly takerSide: EngineSide;
  readonly takerId: number;
  readonly takerAccount: string;
  readonly makerId: number;
  readonly makerAccount: string;
  /** What the maker order has left after this trade (0: filled). */
  readonly makerRemaining: number;
}

export type EngineOutcome =
  /** Rests in the book, possibly after trading part of it. */
  | 'resting'
  | 'filled'
  /** IOC or market remainder dropped: nothing (more) to trade at the price. */
  | 'expired'
  /** Market remainder dropped at its bound: the book holds more, but only at prices beyond it. */
  | 'outOfBand'
  | 'selfTrade'
  | 'rejectedPostOnly'
  | 'rejectedFok';

export interface PlaceResult {
  readonly outcome: EngineOutcome;
  /** Lots traded by this placement. */
  readonly filled: number;
  readonly trades: readonly EngineTrade[];
}
