import { COINS } from './coins';
import type { Coin } from './coins';
import type { Exchange } from './exchange';
import { spotTicker } from './ticker';
import type { CoinSummary } from '../../src/core/market-data';

/** A coin's last price in USDT (at its own price decimals) and its 24 h change in percent. */
export interface CoinPrice {
  readonly lastPrice: string;
  readonly change24h: string;
}

/** Where the wiki reads each coin's price. */
export type CoinPrices = (listed: Coin) => CoinPrice;

/**
 * The live spot market of each coin (the real account's, which every visitor's ticker card and book show), so the
 * wiki's price is the one a trader meets on the coin's market a click away.
 */
export function livePrices(exchange: Exchange): CoinPrices {
  return (listed) => {
    const market = exchange.market('real', `${listed.base}USDT`);
    if (market === undefined) throw new RangeError(`No spot market for the listed coin ${listed.base}`);
    const ticker = exchange.ticker(market);
    return { lastPrice: ticker.lastPrice, change24h: ticker.priceChangePercent };
  };
}

/** The simulator's reference series at `epochMs`, for a wiki served without a market (its route tests). */
export function simulatedPrices(epochMs: number): CoinPrices {
  return (listed) => {
    const { lastPrice, change24h } = spotTicker(listed, epochMs);
    return { lastPrice, change24h };
  };
}

/** A price string at the coin's decimals in ticks (0.01 USDT for two decimals), exactly. */
function ticksOf(price: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = price.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}

// BigInt: ticks times supply can pass 2^53 for the cheap coins with large supplies.
function marketCap(listed: Coin, price: string): bigint {
  return (ticksOf(price, listed.priceDecimals) * BigInt(listed.circulatingSupply)) / 10n ** BigInt(listed.priceDecimals);
}

/** Every listed coin at the prices given, largest market cap first. */
export function coinSummaries(prices: CoinPrices): CoinSummary[] {
  const rows = COINS.map((listed) => {
    const price = prices(listed);
    return { listed, price, cap: marketCap(listed, price.lastPrice) };
  });
  rows.sort((a, b) => (a.cap === b.cap ? 0 : a.cap > b.cap ? -1 : 1));
  return rows.map(({ listed, price, cap }, index) => ({
    id: listed.id,
    symbol: listed.base,
    name: listed.name,
    priceUsdt: price.lastPrice,
    change24h: price.change24h,
    marketCapUsdt: cap.toString(),
    rank: index + 1,
  }));
}
