import type { Ticker24h } from '../../src/core/trading/contract';
import type { Ticker } from '../../src/core/market-data';

/** A decimal string cut (not rounded) or padded to two decimals: the ticker card's volume. */
function twoDecimals(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** What the card names a market by: its pair (a spot market's, or the pair a perpetual follows). */
interface NamedMarket {
  readonly spec: { readonly rules: { readonly base: string; readonly quote: string } };
}

/**
 * The ticker card's shape (docs/protocol.md "GET /v1/market/ticker") read from the live market's 24 h summary, so
 * the card, the stream's ticker channel and the book agree on the last price.
 */
export function cardTicker(market: NamedMarket, ticker: Ticker24h): Ticker {
  return {
    symbol: ticker.symbol,
    base: market.spec.rules.base,
    quote: market.spec.rules.quote,
    lastPrice: ticker.lastPrice,
    change24h: ticker.priceChangePercent,
    high24h: ticker.highPrice,
    low24h: ticker.lowPrice,
    volume24h: twoDecimals(ticker.volume),
    ts: Math.floor(ticker.time / 1000) * 1000,
  };
}
