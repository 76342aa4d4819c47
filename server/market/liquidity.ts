import type { Coin } from './coins';
import { hashString } from './hash';
import { spotTicks } from './simulator';
import { SIM_MAKER, SIM_TAKER } from './spot-market';
import type { AccountKind } from '../../src/core/trading/contract';
import type { BookSide } from './engine/book-side';
import type { MatchingEngine } from './engine/matching-engine';
import type { EngineOrderInput, PlaceResult } from './engine/types';
import type { MarketSymbol } from './symbol-rules';
import { marketTakeLimit } from './price-protection';

/** What the simulated traders need of a market: a spot market, or a perpetual's (server/futures/). */
export interface SimulatedMarket {
  readonly kind: AccountKind;
  readonly symbol: string;
  readonly spec: MarketSymbol;
  readonly engine: MatchingEngine;
  placeSim(input: EngineOrderInput): PlaceResult;
}

/** The price (ticks) the traders quote around, per coin and second: the spot walk unless told otherwise. */
export type ReferencePrice = (coin: Coin, second: number) => number;

export interface LiquidityOptions {
  /** Levels the makers keep on each side at least. */
  readonly levels: number;
  /** Book changes a second the makers aim at (each step re-quotes one order). */
  readonly bookChangesPerSecond: number;
  /** Trades a second the takers aim at. */
  readonly tradesPerSecond: number;
  /** Seeds the makers' and takers' draws (with the symbol): the same seed, the same market. */
  readonly seed: number;
}

export const DEFAULT_LIQUIDITY: LiquidityOptions = { levels: 60, bookChangesPerSecond: 20, tradesPerSecond: 5, seed: 1 };

// A seeded xorshift32: deterministic across runs and machines.
function generator(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/**
 * The simulated traders of one market. Makers keep `levels` price levels a side around the reference price (the
 * coin's simulated price, which walks every second), one level apart per 0.01 % of the price; each step they move
 * one order to follow the reference. Takers send small market orders that lean towards the reference, so trades
 * flow and the book follows the price. `step(now)` is driven by the caller's clock: tests step it by hand.
 */
export class Liquidity {
  private readonly random: () => number;
  private readonly spacing: number;
  private readonly makerOrders: number[] = [];
  private nextStep: number | undefined;

  constructor(
    private readonly market: SimulatedMarket,
    private readonly nextOrderId: () => number,
    private readonly options: LiquidityOptions = DEFAULT_LIQUIDITY,
    private readonly referencePrice: ReferencePrice = spotTicks,
    /** Tells this market's draws apart from another's of the same symbol (the perpetual's from the spot pair's). */
    salt = '',
  ) {
    this.random = generator(hashString(`${salt}${market.kind}:${market.symbol}`) ^ options.seed);
    // 0.01 % of the price between levels, at least one tick.
    this.spacing = Math.max(1, Math.round((market.spec.coin.basePrice * 10 ** market.spec.priceDecimals) / 10_000));
  }

  private get coin(): Coin {
    return this.market.spec.coin;
  }

  /** The reference price in ticks at `now`. */
  reference(now: number): number {
    return this.referencePrice(this.coin, Math.floor(now / 1000));
  }

  /** Brings the market up to `now`: one maker re-quote per 1/bookChangesPerSecond, takers at their rate. */
  advance(now: number): void {
    const interval = 1000 / this.options.bookChangesPerSecond;
    if (this.nextStep === undefined) {
      this.fill(now);
      this.nextStep = now + interval;
      return;
    }
    // A long pause (a sleeping laptop) does not replay hours of steps: at most a second's worth.
    if (now - this.nextStep > 1000) this.nextStep = now - 1000;
    while (this.nextStep <= now) {
      this.step(this.nextStep);
      this.nextStep += interval;
    }
  }

  /** One step: re-quote an order, top the book up to `levels`, and maybe a taker. */
  step(now: number): void {
    const reference = this.reference(now);
    this.requote(reference);
    this.fill(now);
    if (this.random() < this.options.tradesPerSecond / this.options.bookChangesPerSecond) this.take(reference);
  }

  /**
   * Places maker orders until each side holds `levels` levels near the reference. Levels farther out (a user's bid
   * at half the price, rebuilt into the book at a restart before the makers came back) neither count nor set where
   * the makers quote: counted, the makers stacked their whole ladder beyond such an order, which then stood as the
   * best bid or ask, and the takers traded at its price.
   */
  fill(now: number): void {
    const reference = this.reference(now);
    const { engine } = this.market;
    const reach = this.options.levels * this.spacing * 2;
    for (const side of ['buy', 'sell'] as const) {
      const book = side === 'buy' ? engine.bids : engine.asks;
      const edge = side === 'buy' ? Math.max(1, reference - reach) : reference + reach;
      let guard = 0;
      while (book.depthWithin(edge) < this.options.levels && guard < this.options.levels * 2) {
        guard += 1;
        const price = this.priceAt(side, reference, book.depthWithin(edge) + 1, edge);
        // Out of reach: the other side's quotes stand where this side would go (the reference jumped past them);
        // the takers and the re-quotes move them first.
        if (side === 'buy' ? price < edge : price > edge) break;
        this.quote(side, price);
      }
    }
  }

  /** Just outside the side's worst level short of `edge`, or `distance` levels from the reference without one. */
  private priceAt(side: 'buy' | 'sell', reference: number, distance: number, edge: number): number {
    const { engine } = this.market;
    const book = side === 'buy' ? engine.bids : engine.asks;
    const worst = book.worstWithin(edge)?.price;
    if (side === 'buy') {
      // Never at or above the best ask: a maker that crossed would trade with another maker.
      const top = Math.min(reference, (engine.bestAsk() ?? Infinity) - 1);
      const beyond = worst === undefined ? top - distance * this.spacing : worst - this.spacing;
      return Math.max(1, beyond >= edge ? beyond : this.freeLevel(book, top, -this.spacing));
    }
    const bottom = Math.max(reference, (engine.bestBid() ?? 0) + 1);
    const beyond = worst === undefined ? bottom + distance * this.spacing : worst + this.spacing;
    return beyond <= edge ? beyond : this.freeLevel(book, bottom, this.spacing);
  }

  /**
   * The first price from `from`, a spacing at a time, that holds no level: where to quote when just outside the
   * worst level would leave the reach (the reference moved a long way). Fewer than `levels` levels lie within a
   * reach of twice that many spacings, so one is found inside it, unless the other side's quotes hold this side back
   * from the reference (the caller then stops).
   */
  private freeLevel(book: BookSide, from: number, step: number): number {
    let price = from + step;
    while (book.level(price) !== undefined) price += step;
    return price;
  }

  private quote(side: 'buy' | 'sell', price: number): void {
    const id = this.nextOrderId();
    const lots = this.makerLots();
    this.market.placeSim({ id, account: SIM_MAKER, side, price, qty: lots, timeInForce: 'postOnly' });
    if (this.market.engine.order(id) !== undefined) this.makerOrders.push(id);
  }

  /** Moves one maker order: the oldest leaves, and a new one joins near the reference. */
  private requote(reference: number): void {
    while (this.makerOrders.length > 0) {
      const oldest = this.makerOrders.shift() as number;
      if (this.market.engine.cancel(oldest) !== undefined) break;
    }
    const side = this.random() < 0.5 ? 'buy' : 'sell';
    const distance = 1 + Math.floor(this.random() * 10);
    const { engine } = this.market;
    const price =
      side === 'buy'
        ? Math.min(reference, (engine.bestAsk() ?? Infinity) - 1) - distance * this.spacing
        : Math.max(reference, (engine.bestBid() ?? 0) + 1) + distance * this.spacing;
    if (price > 0) this.quote(side, price);
  }

  /**
   * A market order of one to three maker sizes, buying when the book sits below the reference. It
   * trades within the symbol's price protection band around the reference, as a user's market order does: the
   * makers' ladder keeps it near the reference, but a user's orders can stand in for that ladder (they count towards
   * its levels) and a user can take the makers' side away, so unbounded it could reach a user's order far out (an ask
   * at several times the price, within the limit band) and pay it a price nobody quotes, money that no user lost.
   */
  private take(reference: number): void {
    const { engine } = this.market;
    const bid = engine.bestBid();
    const ask = engine.bestAsk();
    if (bid === undefined || ask === undefined) return;
    const mid = (bid + ask) / 2;
    const lean = mid < reference ? 0.7 : mid > reference ? 0.3 : 0.5;
    const side = this.random() < lean ? 'buy' : 'sell';
    const qty = Math.max(1, Math.round(this.makerLots() * 0.6));
    const bound = marketTakeLimit(side, reference, this.market.spec.rules);
    this.market.placeSim({ id: this.nextOrderId(), account: SIM_TAKER, side, price: undefined, qty, timeInForce: 'IOC', bound });
  }

  /** About a thousand dollars' worth, give or take half. */
  private makerLots(): number {
    const { coin } = this;
    const lots = ((1000 / coin.basePrice) * 10 ** this.market.spec.qtyDecimals) * (0.5 + this.random());
    return Math.max(1, Math.round(lots));
  }
}
