import { QUOTE, symbolOf } from './coins';
import type { Coin } from './coins';
import { formatFixed, formatTicks } from './decimal';
import { hashString } from './hash';
import { secondOf, spotTicks } from './simulator';
import type { Ticker } from '../../src/core/market-data';

const DAY = 86_400;
// High and low are taken from one price a minute, at whole minutes, so they stay put between requests instead
// of depending on which seconds a request happened to sample.
const SAMPLE_STEP = 60;

type Series = (listed: Coin, second: number) => number;

interface DayStats {
  last: number;
  open: number;
  high: number;
  low: number;
}

interface MinuteRange {
  minute: number;
  high: number;
  low: number;
}

// The sampled range depends only on the current minute, so it is computed once a minute per coin and series:
// 1,440 samples for each of ten coins would otherwise be redone on every request.
const ranges = new WeakMap<Series, Map<Coin, MinuteRange>>();

function sampledRange(series: Series, listed: Coin, second: number): MinuteRange {
  const minute = second - (((second % SAMPLE_STEP) + SAMPLE_STEP) % SAMPLE_STEP);
  let byCoin = ranges.get(series);
  if (byCoin === undefined) ranges.set(series, (byCoin = new Map()));
  const cached = byCoin.get(listed);
  if (cached !== undefined && cached.minute === minute) return cached;
  let high = -Infinity;
  let low = Infinity;
  // Whole minutes within the 24 hours that end at `second`: the same 1,440 for every second of a minute.
  for (let sample = minute; sample > minute - DAY; sample -= SAMPLE_STEP) {
    const price = series(listed, sample);
    if (price > high) high = price;
    if (price < low) low = price;
  }
  const range = { minute, high, low };
  byCoin.set(listed, range);
  return range;
}

function dayStats(series: Series, listed: Coin, second: number): DayStats {
  const last = series(listed, second);
  const { high, low } = sampledRange(series, listed, second);
  return { last, open: series(listed, second - DAY), high: Math.max(high, last), low: Math.min(low, last) };
}

/** A volume that breathes ±25% over two days around the coin's typical daily volume. */
function volume(listed: Coin, second: number, factor: number): string {
  const phase = (hashString(listed.base) / 2 ** 32) * 2 * Math.PI;
  const swing = 1 + 0.25 * Math.sin((2 * Math.PI * second) / (2 * DAY) + phase);
  return formatFixed(listed.dailyVolume * factor * swing, 2);
}

function ticker(series: Series, listed: Coin, epochMs: number, volumeFactor: number): Ticker {
  const second = secondOf(epochMs);
  const { last, open, high, low } = dayStats(series, listed, second);
  const price = (ticks: number) => formatTicks(ticks, listed.priceDecimals);
  return {
    symbol: symbolOf(listed),
    base: listed.base,
    quote: QUOTE,
    lastPrice: price(last),
    change24h: formatFixed(((last - open) / open) * 100, 2),
    high24h: price(high),
    low24h: price(low),
    volume24h: volume(listed, second, volumeFactor),
    ts: second * 1000,
  };
}

export function spotTicker(listed: Coin, epochMs: number): Ticker {
  return ticker(spotTicks, listed, epochMs, 1);
}
