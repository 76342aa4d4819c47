// The kline interval preference (SPEC 3 "kline interval", default 1) is saved as minutes, the way the spec writes
// its default; the gateway names intervals "1m".."1w". This maps one onto the other.
import type { KlineInterval } from './contract/market-data';

/** The contract's intervals (contract/market-data.ts), written out so the page need not load the schema builder. */
export const CHART_INTERVALS: readonly KlineInterval[] = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'];

const MINUTES: Record<KlineInterval, number> = { '1m': 1, '5m': 5, '15m': 15, '30m': 30, '1h': 60, '4h': 240, '1d': 1440, '1w': 10080 };

/** The interval a saved value stands for; anything unknown is the spec's default, one minute. */
export function intervalFromSaved(saved: unknown): KlineInterval {
  const minutes = typeof saved === 'string' ? Number(saved) : saved;
  return CHART_INTERVALS.find((interval) => MINUTES[interval] === minutes) ?? '1m';
}

export function savedFromInterval(interval: KlineInterval): number {
  return MINUTES[interval];
}
