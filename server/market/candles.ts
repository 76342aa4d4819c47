import { KLINE_INTERVALS } from '../../src/core/trading/contract';
import type { Kline, KlineInterval } from '../../src/core/trading/contract';
import { formatShortest, formatUnits } from './amounts';
import type { Coin } from './coins';
import { unitNoise, hashString } from './hash';
import { spotTicks } from './simulator';

const MINUTE = 60_000;
export const INTERVAL_MS: Readonly<Record<KlineInterval, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': 1440 * MINUTE,
  '1w': 10_080 * MINUTE,
};
// Drawn candles of the past never change, and are the same in every market of a symbol and every gateway of the
// process: kept so a 24 h ticker does not redraw 1,440 of them, nor each test's gateway.
const drawnCache = new Map<string, Candle>();
const DRAWN_KEPT = 50_000;

/** Candles kept per interval; older ones are rebuilt from the reference price when asked for. */
const KEPT = 1000;
// Weeks start on Monday 00:00 UTC, as the large exchanges count them; the epoch was a Thursday.
const WEEK_OFFSET = 4 * 1440 * MINUTE;

export function candleStart(time: number, interval: KlineInterval): number {
  const size = INTERVAL_MS[interval];
  const offset = interval === '1w' ? WEEK_OFFSET : 0;
  return Math.floor((time - offset) / size) * size + offset;
}

export interface DayStats {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
  readonly quote: bigint;
}

interface Candle {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Lots, and ticks x lots (bigint: it can pass 2^53). */
  volume: number;
  quote: bigint;
  trades: number;
}

/**
 * The candles of one market at every interval, built from its trades as they happen. Candles the market has no
 * trades for (before the gateway started, or quiet minutes) are drawn from the reference price the simulated
 * makers follow, so a chart always has a history.
 */
export class CandleSeries {
  private readonly byInterval = new Map<KlineInterval, Map<number, Candle>>();
  private dayCache: (DayStats & { minute: number }) | undefined;
  /** The price of the latest trade, in ticks: the last price, even in a minute that has not traded yet. */
  private lastTraded: number | undefined;

  constructor(
    private readonly symbol: string,
    private readonly coin: Coin,
    private readonly qtyDecimals: number,
  ) {
    for (const interval of KLINE_INTERVALS) this.byInterval.set(interval, new Map());
  }

  /** Adds one trade to the candle of each interval; answers the changed candles. */
  add(time: number, price: number, lots: number): Kline[] {
    this.record(time, price, lots);
    return this.klinesAt(time);
  }

  /** Adds one trade to the candle of each interval, without formatting anything (the market's hot path). */
  record(time: number, price: number, lots: number): void {
    this.lastTraded = price;
    // One product for all eight candles: three BigInts a candle made 24 short-lived BigInts a trade.
    const quote = BigInt(price) * BigInt(lots);
    for (const interval of KLINE_INTERVALS) {
      const candles = this.byInterval.get(interval) as Map<number, Candle>;
      const openTime = candleStart(time, interval);
      let candle = candles.get(openTime);
      if (candle === undefined) {
        candle = { openTime, open: price, high: price, low: price, close: price, volume: 0, quote: 0n, trades: 0 };
        candles.set(openTime, candle);
        if (candles.size > KEPT) candles.delete(candles.keys().next().value as number);
      }
      if (price > candle.high) candle.high = price;
      if (price < candle.low) candle.low = price;
      candle.close = price;
      candle.volume += lots;
      candle.quote += quote;
      candle.trades += 1;
    }
  }

  /** The traded candle holding `time` of each interval, as klines (one per interval that has traded then). */
  klinesAt(time: number): Kline[] {
    const out: Kline[] = [];
    for (const interval of KLINE_INTERVALS) {
      const candle = (this.byInterval.get(interval) as Map<number, Candle>).get(candleStart(time, interval));
      if (candle !== undefined) out.push(this.kline(interval, candle, time));
    }
    return out;
  }

  /** Up to `limit` candles ending with the one holding `endTime`, oldest first. */
  range(interval: KlineInterval, endTime: number, limit: number, now: number): Kline[] {
    const size = INTERVAL_MS[interval];
    const last = candleStart(Math.min(endTime, now), interval);
    const candles = this.byInterval.get(interval) as Map<number, Candle>;
    const out: Kline[] = [];
    // Candles begin at the epoch (the contract's times are not negative): a chart paged back that far gets fewer, then
    // none, rather than candles of 1969.
    const first = Math.max(last - (limit - 1) * size, last - Math.floor(last / size) * size);
    for (let openTime = first; openTime <= last; openTime += size) {
      const kept = candles.get(openTime);
      out.push(this.kline(interval, kept ?? this.cachedDrawn(interval, openTime, now), now));
    }
    return out;
  }

  /** The open, high, low, close (ticks) and volume (lots, ticks x lots) of the last 24 h, from 1-minute candles. */
  day(now: number): DayStats {
    const last = candleStart(now, '1m');
    // The 1,439 finished minutes change once a minute: summed then, and only the running minute each call.
    if (this.dayCache?.minute !== last) this.dayCache = { minute: last, ...this.sumMinutes(last - 1439 * MINUTE, last - MINUTE, now) };
    const current = this.minute(last, now);
    const base = this.dayCache;
    // A running minute without trades is drawn from the reference price; the last price stays the last trade's.
    const close = current.traded ? current.candle.close : (this.lastTraded ?? current.candle.close);
    return {
      open: base.open,
      close,
      high: Math.max(base.high, current.candle.high, close),
      low: Math.min(base.low, current.candle.low, close),
      volume: base.volume + (current.traded ? current.candle.volume : 0),
      quote: base.quote + (current.traded ? current.candle.quote : 0n),
    };
  }

  private minute(openTime: number, now: number): { candle: Candle; traded: boolean } {
    const traded = (this.byInterval.get('1m') as Map<number, Candle>).get(openTime);
    return traded === undefined ? { candle: this.cachedDrawn('1m', openTime, now), traded: false } : { candle: traded, traded: true };
  }

  private sumMinutes(first: number, last: number, now: number): DayStats {
    let open = 0;
    let close = 0;
    let high = -Infinity;
    let low = Infinity;
    let volume = 0;
    let quote = 0n;
    for (let openTime = first; openTime <= last; openTime += MINUTE) {
      const { candle, traded } = this.minute(openTime, now);
      if (openTime === first) open = candle.open;
      close = candle.close;
      if (candle.high > high) high = candle.high;
      if (candle.low < low) low = candle.low;
      // Volume counts what this market traded, not the drawn history.
      if (traded) {
        volume += candle.volume;
        quote += candle.quote;
      }
    }
    return { open, high, low, close, volume, quote };
  }

  private cachedDrawn(interval: KlineInterval, openTime: number, now: number): Candle {
    if (openTime + INTERVAL_MS[interval] > now) return this.drawn(interval, openTime, now);
    const key = `${this.symbol}:${interval}:${openTime}`;
    let candle = drawnCache.get(key);
    if (candle === undefined) {
      candle = this.drawn(interval, openTime, now);
      drawnCache.set(key, candle);
      if (drawnCache.size > DRAWN_KEPT) drawnCache.delete(drawnCache.keys().next().value as string);
    }
    // A copy: the cached candle stays as drawn.
    return { ...candle };
  }

  private drawn(interval: KlineInterval, openTime: number, now: number): Candle {
    const size = INTERVAL_MS[interval];
    const endSecond = Math.floor(Math.min(openTime + size - 1, now) / 1000);
    const startSecond = Math.floor(openTime / 1000);
    const open = spotTicks(this.coin, startSecond);
    const close = spotTicks(this.coin, endSecond);
    let high = Math.max(open, close);
    let low = Math.min(open, close);
    // A few samples inside the candle give it wicks without reading every second of a week.
    for (let sample = 1; sample < 8; sample += 1) {
      const price = spotTicks(this.coin, startSecond + Math.floor(((endSecond - startSecond) * sample) / 8));
      if (price > high) high = price;
      if (price < low) low = price;
    }
    const seed = hashString(this.symbol);
    const perMs = this.coin.dailyVolume / 86_400_000;
    const lots = Math.round(perMs * size * (0.5 + unitNoise(seed, openTime / size)) * 10 ** this.qtyDecimals);
    const trades = Math.max(1, Math.round((size / 1000) * 0.5 * (0.5 + unitNoise(seed + 1, openTime / size))));
    return { openTime, open, high, low, close, volume: lots, quote: BigInt(lots) * BigInt(Math.round((open + close) / 2)), trades };
  }

  private kline(interval: KlineInterval, candle: Candle, now: number): Kline {
    const pd = this.coin.priceDecimals;
    const price = (ticks: number) => formatUnits(BigInt(ticks), pd);
    const closeTime = candle.openTime + INTERVAL_MS[interval] - 1;
    return {
      symbol: this.symbol,
      interval,
      openTime: candle.openTime,
      closeTime,
      open: price(candle.open),
      high: price(candle.high),
      low: price(candle.low),
      close: price(candle.close),
      volume: formatShortest(BigInt(candle.volume), this.qtyDecimals),
      quoteVolume: formatShortest(candle.quote, pd + this.qtyDecimals),
      trades: candle.trades,
      closed: closeTime < now,
    };
  }
}
