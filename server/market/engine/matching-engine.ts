import { BookSide } from './book-side';
import type { Level } from './book-side';
import type {
  EngineOrderInput,
  EngineSide,
  EngineTrade,
  PlaceResult,
  RestingOrder,
} from './types';

const NO_TRADES: readonly EngineTrade[] = Object.freeze([]);

export interface EngineOptions {
  /** Hands out the trade ids (server/market/id-sequence.ts keeps them going up across restarts); 1, 2, .. without. */
  readonly tradeIds?: () => number;
  readonly updateId?: number;
}

function counter(): () => number {
  let next = 1;
  return () => next++;
}

/** The levels changed by updates `U` to `u`, each with its total after `u` (0: removed). */
export interface BookDiff {
  readonly U: number;
  readonly u: number;
  readonly bids: Array<[number, number]>;
  readonly asks: Array<[number, number]>;
}

export interface BookSnapshot {
  readonly lastUpdateId: number;
  readonly bids: Array<[number, number]>;
  readonly asks: Array<[number, number]>;
}

/** A stored open order put back into the book at start, without matching. */
export interface RestoredOrder {
  readonly id: number;
  readonly account: string;
  readonly side: EngineSide;
  readonly price: number;
  readonly qty: number;
  readonly remaining: number;
  readonly seq: number;
}

/**
 * One symbol's order book and matcher: price-time priority; limit, market (with or without a price bound), IOC,
 * FOK and post-only; self-trade prevention that cancels the newer order (the taker). Every call that changes the book
 * takes the next update id, and the changed levels gather until `drainChanges` hands them out as one diff.
 */
export class MatchingEngine {
  readonly bids = new BookSide('buy');
  readonly asks = new BookSide('sell');
  private readonly resting = new Map<number, RestingOrder>();
  private seq = 0;
  private readonly nextTradeId: () => number;
  private lastUpdateId: number;
  private firstPending = 0;
  // Replaced when drained, never cleared: a cleared Map keeps its old table pointing at the new one, and while that
  // old table waits for a mark-compact every newer table stays reachable to the scavenger (server/market/ledger.ts).
  private pendingBids = new Map<number, number>();
  private pendingAsks = new Map<number, number>();

  constructor(options: EngineOptions = {}) {
    this.nextTradeId = options.tradeIds ?? counter();
    this.lastUpdateId = options.updateId ?? 0;
  }

  /** Orders resting in the book, both sides. */
  get openOrderCount(): number {
    return this.resting.size;
  }

  order(id: number): RestingOrder | undefined {
    return this.resting.get(id);
  }

  bestBid(): number | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.price;
  }

  place(input: EngineOrderInput): PlaceResult {
    const { side, price, qty, account } = input;
    const isMarket = price === undefined;
    // How far the order may walk the book: its limit price, or a market order's protection bound when it has one.
    const limit = isMarket ? input.bound : price;
    const opposite = side === 'buy' ? this.asks : this.bids;
    if (input.timeInForce === 'postOnly' && !isMarket && this.crosses(side, price, opposite.best())) {
      return { outcome: 'rejectedPostOnly', filled: 0, trades: NO_TRADES };
    }
    if (input.timeInForce === 'FOK' && this.fillable(input) < qty) {
      return { outcome: 'rejectedFok', filled: 0, trades: NO_TRADES };
    }
    let remaining = qty;
    let trades: EngineTrade[] | undefined;
    let selfTrade = false;
    let outOfBand = false;
    let changed = false;
    const pending = side === 'buy' ? this.pendingAsks : this.pendingBids;
    while (remaining > 0) {
      const level = opposite.best();
      if (level === undefined) break;
      if (limit !== undefined && !this.crosses(side, limit, level)) {
        outOfBand = isMarket;
        break;
      }
      let maker = level.head;
      while (maker !== undefined && remaining > 0) {
        if (maker.account === account) {
          selfTrade = true;
          break;
        }
        const traded = maker.remaining < remaining ? maker.remaining : remaining;
        maker.remaining -= traded;
        remaining -= traded;
        level.total -= traded;
        const trade: EngineTrade = {
          tradeId: this.nextTradeId(),
          price: level.price,
          qty: traded,
          takerSide: side,
          takerId: input.id,
          takerAccount: account,
          makerId: maker.id,
          makerAccount: maker.account,
          makerRemaining: maker.remaining,
        };
        (trades ??= []).push(trade);
        const next = maker.next;
        if (maker.remaining === 0) {
          this.resting.delete(maker.id);
          opposite.unlink(maker, level);
        }
        maker = next;
      }
      pending.set(level.price, level.total);
      changed = true;
      if (selfTrade) break;
    }
    const filled = qty - remaining;
    let outcome: PlaceResult['outcome'];
    if (remaining === 0) outcome = 'filled';
    else if (selfTrade) outcome = 'selfTrade';
    else if (outOfBand) outcome = 'outOfBand';
    else if (isMarket || input.timeInForce === 'IOC' || input.timeInForce === 'FOK') outcome = 'expired';
    else {
      this.rest({ id: input.id, account, side, price, qty, remaining, seq: ++this.seq });
      changed = true;
      outcome = 'resting';
    }
    if (changed) this.nextUpdate();
    return { outcome, filled, trades: trades ?? NO_TRADES };
  }

  /** Takes a resting order out of the book; undefined when it is not resting (filled, cancelled, unknown). */
  cancel(id: number): RestingOrder | undefined {
    const order = this.resting.get(id);
    if (order === undefined) return undefined;
    this.resting.delete(id);
    const side = order.side === 'buy' ? this.bids : this.asks;
    const level = side.level(order.price) as Level;
    level.total -= order.remaining;
    side.unlink(order, level);
    (order.side === 'buy' ? this.pendingBids : this.pendingAsks).set(order.price, level.total);
    this.nextUpdate();
    return order;
  }

  /**
   * Lowers what a resting order has left to `remaining` in place, keeping its time priority; 0 takes it out. Futures
   * cut a reduce-only order to the position it may still reduce (server/futures/futures-market.ts).
   */
  cut(id: number, remaining: number): void {
    const order = this.resting.get(id);
    if (order === undefined || remaining >= order.remaining) return;
    if (remaining <= 0) {
      this.cancel(id);
      return;
    }
    const level = (order.side === 'buy' ? this.bids : this.asks).level(order.price) as Level;
    level.total -= order.remaining - remaining;
    order.remaining = remaining;
    (order.side === 'buy' ? this.pendingBids : this.pendingAsks).set(order.price, level.total);
    this.nextUpdate();
  }

  /** Puts stored open orders back, oldest first, as they rested before; no matching and no update id. */
  restore(orders: readonly RestoredOrder[]): void {
    const sorted = [...orders].sort((a, b) => a.seq - b.seq);
    for (const order of sorted) {
      this.rest(order);
      if (order.seq > this.seq) this.seq = order.seq;
    }
    // The book was already like this before the restart: rebuilding it is no change a stream should carry.
    this.forgetPending();
  }

  /** The sequence number the next resting order will take (stored with it, for restarts). */
  get nextSeq(): number {
    return this.seq + 1;
  }

  /** Lots an order could take now at its price, stopping where self-trade prevention would stop it. */
  fillable(input: Pick<EngineOrderInput, 'side' | 'price' | 'account' | 'qty'>): number {
    const opposite = input.side === 'buy' ? this.asks : this.bids;
    let total = 0;
    for (const level of opposite.walk()) {
      if (input.price !== undefined && !this.crosses(input.side, input.price, level)) break;
      for (let maker = level.head; maker !== undefined; maker = maker.next) {
        if (maker.account === input.account) return total;
        total += maker.remaining;
        if (total >= input.qty) return total;
      }
    }
    return total;
  }

  /**
   * What taking `qty` lots would trade against now: the lots and the sum of ticks x lots (bigint, as it can pass
   * 2^53). Settlement uses it to freeze a market buy's cost before it runs.
   */
  cost(input: Pick<EngineOrderInput, 'side' | 'price' | 'account' | 'qty'>): { lots: number; tickLots: bigint } {
    const opposite = input.side === 'buy' ? this.asks : this.bids;
    let lots = 0;
    let tickLots = 0n;
    for (const level of opposite.walk()) {
      if (input.price !== undefined && !this.crosses(input.side, input.price, level)) break;
      for (let maker = level.head; maker !== undefined; maker = maker.next) {
        if (maker.account === input.account) return { lots, tickLots };
        const take = Math.min(maker.remaining, input.qty - lots);
        lots += take;
        tickLots += BigInt(take) * BigInt(level.price);
        if (lots >= input.qty) return { lots, tickLots };
      }
    }
    return { lots, tickLots };
  }

  snapshot(limit = Infinity): BookSnapshot {
    const levels = (side: BookSide) => [...side.walk(limit)].map((level): [number, number] => [level.price, level.total]);
    return { lastUpdateId: this.lastUpdateId, bids: levels(this.bids), asks: levels(this.asks) };
  }

  /** The changes since the last drain as one diff, or undefined when nothing changed. */
  drainChanges(): BookDiff | undefined {
    if (this.firstPending === 0) return undefined;
    const diff: BookDiff = {
      U: this.firstPending,
      u: this.lastUpdateId,
      bids: [...this.pendingBids],
      asks: [...this.pendingAsks],
    };
    this.forgetPending();
    this.firstPending = 0;
    return diff;
  }

  private rest(order: RestoredOrder): void {
    // Written out field by field: every resting order gets the same hidden class, which keeps the matcher fast.
    const resting: RestingOrder = {
      id: order.id,
      account: order.account,
      side: order.side,
      price: order.price,
      qty: order.qty,
      remaining: order.remaining,
      seq: order.seq,
      prev: undefined,
      next: undefined,
    };
    this.resting.set(order.id, resting);
    const side = order.side === 'buy' ? this.bids : this.asks;
    const level = side.append(resting);
    (order.side === 'buy' ? this.pendingBids : this.pendingAsks).set(order.price, level.total);
  }

  private forgetPending(): void {
    if (this.pendingBids.size > 0) this.pendingBids = new Map();
    if (this.pendingAsks.size > 0) this.pendingAsks = new Map();
  }

  private nextUpdate(): void {
    this.lastUpdateId += 1;
    if (this.firstPending === 0) this.firstPending = this.lastUpdateId;
  }

  /** Whether an order at `price` on `side` would trade with `level`. */
  private crosses(side: EngineSide, price: number, level: Level | undefined): boolean {
    if (level === undefined) return false;
    return side === 'buy' ? level.price <= price : level.price >= price;
  }
}
