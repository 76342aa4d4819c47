import type { EngineSide, RestingOrder } from './types';

/** One price level: its orders in arrival order, as a linked list, so a cancel anywhere is O(1). */
export interface Level {
  readonly price: number;
  total: number;
  head: RestingOrder | undefined;
  tail: RestingOrder | undefined;
}

/**
 * The levels of one side. Prices are kept in an array sorted so the best level is last (highest bid, lowest ask):
 * taking the best level and removing an emptied one are O(1), and a new level is found by binary search.
 */
export class BookSide {
  private readonly keys: number[] = [];
  private readonly levels = new Map<number, Level>();
  // Bids sort by price, asks by minus price: either way ascending, with the best at the end.
  private readonly sign: 1 | -1;

  constructor(readonly side: EngineSide) {
    this.sign = side === 'buy' ? 1 : -1;
  }

  get depth(): number {
    return this.keys.length;
  }

  best(): Level | undefined {
    const key = this.keys[this.keys.length - 1];
    return key === undefined ? undefined : this.levels.get(key * this.sign);
  }

  /** How many levels are at `price` or better (bids at or above it, asks at or below it): O(log n). */
  depthWithin(price: number): number {
    return this.keys.length - this.search(price * this.sign);
  }

  /**
   * The level farthest from the best that is still at `price` or better, by binary search. The simulated makers
   * quote just outside it each time they top the book up; walking the side (60 levels) for it on every quote was a
   * fifth of the market tick's CPU profile while market orders kept eating levels.
   */
  worstWithin(price: number): Level | undefined {
    const key = this.keys[this.search(price * this.sign)];
    return key === undefined ? undefined : this.levels.get(key * this.sign);
  }

  level(price: number): Level | undefined {
    return this.levels.get(price);
  }

  /** Appends `order` at the back of its level's queue, creating the level when needed. */
  append(order: RestingOrder): Level {
    let level = this.levels.get(order.price);
    if (level === undefined) {
      level = { price: order.price, total: 0, head: undefined, tail: undefined };
      this.levels.set(order.price, level);
      this.insertKey(order.price * this.sign);
    }
    order.prev = level.tail;
    order.next = undefined;
    if (level.tail === undefined) level.head = order;
    else level.tail.next = order;
    level.tail = order;
    level.total += order.remaining;
    return level;
  }

  /** Unlinks `order` from its level (whose total the caller has already reduced); drops an emptied level. */
  unlink(order: RestingOrder, level: Level): void {
    if (order.prev === undefined) level.head = order.next;
    else order.prev.next = order.next;
    if (order.next === undefined) level.tail = order.prev;
    else order.next.prev = order.prev;
    order.prev = undefined;
    order.next = undefined;
    if (level.head === undefined) this.dropLevel(level.price);
  }

  /** Levels from the best outwards, at most `limit`. */
  *walk(limit = Infinity): IterableIterator<Level> {
    let count = 0;
    for (let index = this.keys.length - 1; index >= 0 && count < limit; index -= 1, count += 1) {
      const level = this.levels.get((this.keys[index] as number) * this.sign);
      if (level !== undefined) yield level;
    }
  }

  private dropLevel(price: number): void {
    this.levels.delete(price);
    const key = price * this.sign;
    const last = this.keys.length - 1;
    // The emptied level is nearly always the best one, being traded away.
    if (this.keys[last] === key) this.keys.pop();
    else this.keys.splice(this.search(key), 1);
  }

  private insertKey(key: number): void {
    const at = this.search(key);
    if (at === this.keys.length) this.keys.push(key);
    else this.keys.splice(at, 0, key);
  }

  /** The index of the first key >= `key`. */
  private search(key: number): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.keys[mid] as number) < key) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
