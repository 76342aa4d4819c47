import { COINS } from './coins';
import type { Coin } from './coins';
import { secondOf, spotTicks } from './simulator';
import { spotTicker } from './ticker';
import type { CoinSummary } from '../../src/core/market-data';


// BigInt: ticks times supply can pass 2^53 for the cheap coins with large supplies.
function marketCap(listed: Coin, second: number): bigint {
  const ticks = BigInt(spotTicks(listed, second));
  return (ticks * BigInt(listed.circulatingSupply)) / 10n ** BigInt(listed.priceDecimals);
}

/** Every listed coin at `epochMs`, largest market cap first. */
export function coinSummaries(epochMs: number): CoinSummary[] {
  const second = secondOf(epochMs);
  const rows = COINS.map((listed) => {
    const ticker = spotTicker(listed, epochMs);
    return { listed, ticker, cap: marketCap(listed, second) };
  });
  rows.sort((a, b) => (a.cap === b.cap ? 0 : a.cap > b.cap ? -1 : 1));
  return rows.map(({ listed, ticker, cap }, index) => ({
    id: listed.id,
    symbol: listed.base,
    name: listed.name,
    priceUsdt: ticker.lastPrice,
    change24h: ticker.change24h,
    marketCapUsdt: cap.toString(),
    rank: index + 1,
  }));
}
