// The wire shapes of the market and price-wiki calls (docs/protocol.md), shared by
// the gateway that answers them and the pages that show them.

/** One market's price and its last 24 hours. Prices are decimal strings in USDT. */
export interface Ticker {
  symbol: string;
  base: string;
  quote: string;
  lastPrice: string;
  /** Change since the price 24 hours earlier, in percent, two decimals. */
  change24h: string;
  high24h: string;
  low24h: string;
  /** Traded in the last 24 hours, in coins (the base asset), two decimals. */
  volume24h: string;
  /** The second the price belongs to, in ms since the epoch. */
  ts: number;
}

// A pair's name becomes a path of the app (/spot/ETHUSDT): capitals and digits only, as the gateway lists them.
const PAIR_PART = /^[A-Z0-9]{2,12}$/;
const DECIMAL = /^\d{1,20}(\.\d{1,18})?$/;
const SIGNED_DECIMAL = /^-?\d{1,20}(\.\d{1,18})?$/;

/**
 * Whether an answer is a list of tickers a page can show: each with its pair (base and quote of capitals and digits,
 * the symbol their join), a decimal last price and a signed decimal change.
 */
export function isTickerList(value: unknown): value is Ticker[] {
  return (
    Array.isArray(value) &&
    value.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const { symbol, base, quote, lastPrice, change24h } = item as Record<string, unknown>;
      return (
        typeof base === 'string' &&
        PAIR_PART.test(base) &&
        typeof quote === 'string' &&
        PAIR_PART.test(quote) &&
        symbol === `${base}${quote}` &&
        typeof lastPrice === 'string' &&
        DECIMAL.test(lastPrice) &&
        typeof change24h === 'string' &&
        SIGNED_DECIMAL.test(change24h)
      );
    })
  );
}

/** A coin as the price wiki lists it. Amounts are decimal strings in USDT. */
export interface CoinSummary {
  id: string;
  symbol: string;
  name: string;
  priceUsdt: string;
  /** Percent change over 24 hours, two decimals. */
  change24h: string;
  /** Price times circulating supply, whole USDT. */
  marketCapUsdt: string;
  /** 1 for the largest market cap. */
  rank: number;
}

/** A wiki article: HTML that the client sanitises before showing. */
export interface WikiArticle {
  /** The path after /wiki/ on the client, e.g. bitcoin/history. */
  readonly id: string;
  readonly title: string;
  /** One or two plain-text sentences, for lists and the meta description. */
  readonly summary: string;
  readonly html: string;
  /** Last edit, ms since the epoch. */
  readonly updatedAt: number;
}
