import type { Trade } from '../../src/core/trading/contract';
import { formatUnits } from './amounts';
import type { EngineSide } from './engine/types';

/** What a trade of one market is made of before it is formatted: ticks, lots and the epoch ms. */
export interface TapeEntry {
  readonly tradeId: number;
  readonly price: number;
  readonly qty: number;
  readonly takerSide: EngineSide;
  readonly time: number;
}

/** How one market writes its trades: its symbol and the decimals of its ticks and lots. */
export interface TapeFormat {
  readonly symbol: string;
  readonly priceDecimals: number;
  readonly qtyDecimals: number;
}

/** A trade of the market as the contract writes it (decimal strings, the id as text). */
export function tradeOf(format: TapeFormat, entry: TapeEntry): Trade {
  return {
    symbol: format.symbol,
    tradeId: String(entry.tradeId),
    price: formatUnits(BigInt(entry.price), format.priceDecimals),
    qty: formatUnits(BigInt(entry.qty), format.qtyDecimals),
    takerSide: entry.takerSide,
    time: entry.time,
  };
}

/**
 * The last `capacity` trades of a market, for the recent-trades call, kept as numbers in fixed arrays and formatted
 * only when asked. At 1,000 trades a second a tape of 500 formatted trades (an object and three strings each) lived
 * about half a second, long enough to survive a scavenge or two and be copied each time; numbers in typed arrays
 * allocate nothing per trade.
 */
export class TradeTape {
  private readonly ids: Float64Array;
  private readonly prices: Float64Array;
  private readonly qtys: Float64Array;
  private readonly times: Float64Array;
  /** 1 when the taker bought, 0 when it sold. */
  private readonly buys: Uint8Array;
  /** Where the next trade goes; the oldest kept trade once the tape is full. */
  private next = 0;
  private count = 0;

  constructor(
    readonly format: TapeFormat,
    readonly capacity: number,
  ) {
    this.ids = new Float64Array(capacity);
    this.prices = new Float64Array(capacity);
    this.qtys = new Float64Array(capacity);
    this.times = new Float64Array(capacity);
    this.buys = new Uint8Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  /** Adds a trade, forgetting the oldest when the tape is full. */
  add(entry: TapeEntry): void {
    const at = this.next;
    this.ids[at] = entry.tradeId;
    this.prices[at] = entry.price;
    this.qtys[at] = entry.qty;
    this.times[at] = entry.time;
    this.buys[at] = entry.takerSide === 'buy' ? 1 : 0;
    this.next = at + 1 === this.capacity ? 0 : at + 1;
    if (this.count < this.capacity) this.count += 1;
  }

  /** The price (ticks) of the latest trade kept; undefined before the first. */
  lastPrice(): number | undefined {
    if (this.count === 0) return undefined;
    return this.prices[(this.next - 1 + this.capacity) % this.capacity];
  }

  /** The last `limit` trades (all of them when fewer are kept), oldest first, formatted. */
  last(limit: number): Trade[] {
    const take = Math.min(Math.max(0, limit), this.count);
    const out: Trade[] = [];
    for (let i = take; i > 0; i -= 1) {
      const at = (this.next - i + this.capacity) % this.capacity;
      out.push(
        tradeOf(this.format, {
          tradeId: this.ids[at] as number,
          price: this.prices[at] as number,
          qty: this.qtys[at] as number,
          takerSide: this.buys[at] === 1 ? 'buy' : 'sell',
          time: this.times[at] as number,
        }),
      );
    }
    return out;
  }
}
