// The kline interval preference (SPEC 3 "kline interval", default 1) is saved as minutes, the way the spec writes
// its default; the gateway names intervals "1m".."1w". This maps one onto the other.
import { KLINE_INTERVALS, type KlineInterval } from './contract/market-data';

const MINUTES: Record<KlineInterval, number> = { '1m': 1, '5m': 5, '15m': 15, '30m': 30, '1h': 60, '4h': 240, '1d': 1440, '1w': 10080 };

/** The interval a saved value stands for; anything unknown is the spec's default, one minute. */
export function intervalFromSaved(saved: unknown): KlineInterval {
  const minutes = typeof saved === 'string' ? Number(saved) : saved;
  return KLINE_INTERVALS.find((interval) => MINUTES[interval] === minutes) ?? '1m';
}

export function savedFromInterval(interval: KlineInterval): number {
  return MINUTES[interval];
}

export function intervalMs(interval: KlineInterval): number {
  return MINUTES[interval] * 60_000;
}
