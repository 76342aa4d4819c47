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
