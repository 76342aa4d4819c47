/**
 * The coins the gateway lists, each traded against USDT on spot and on USDT-margined futures. The figures are
 * plausible round numbers, not live data: they only anchor the price simulator and the wiki's market caps.
 */
export interface Coin {
  /** The coin's wiki id, as in /wiki/bitcoin. */
  readonly id: string;
  /** Ticker of the coin, e.g. BTC. */
  readonly base: string;
  /** English name. */
  readonly name: string;
  /** The price the simulation moves around, in USDT. */
  readonly basePrice: number;
  /** Decimals of the price tick: 2 means the price moves in steps of 0.01 USDT. */
  readonly priceDecimals: number;
  /** Coins in circulation, for the market cap. */
  readonly circulatingSupply: number;
  /** Typical spot volume of a day, in coins. */
  readonly dailyVolume: number;
}

export const QUOTE = 'USDT';

/** What a symbol must look like before it is even looked up: a base of 2 to 12 capitals or digits, then USDT. */
export const SYMBOL_PATTERN = '^[A-Z0-9]{2,12}USDT$';

export const COINS: readonly Coin[] = [
  coin('bitcoin', 'BTC', 'Bitcoin', 97_000, 2, 19_790_000, 28_000),
  coin('ethereum', 'ETH', 'Ethereum', 3_400, 2, 120_450_000, 420_000),
  coin('solana', 'SOL', 'Solana', 190, 3, 480_000_000, 9_500_000),
  coin('xrp', 'XRP', 'XRP', 2.3, 4, 57_600_000_000, 2_100_000_000),
  coin('dogecoin', 'DOGE', 'Dogecoin', 0.38, 5, 147_500_000_000, 5_200_000_000),
  coin('bnb', 'BNB', 'BNB', 690, 2, 144_000_000, 850_000),
  coin('cardano', 'ADA', 'Cardano', 1.05, 4, 35_300_000_000, 650_000_000),
  coin('toncoin', 'TON', 'Toncoin', 5.6, 3, 2_550_000_000, 60_000_000),
  coin('tron', 'TRX', 'TRON', 0.25, 5, 86_200_000_000, 3_400_000_000),
  coin('chainlink', 'LINK', 'Chainlink', 24, 3, 627_000_000, 18_000_000),
];

function coin(
  id: string,
  base: string,
  name: string,
  basePrice: number,
  priceDecimals: number,
  circulatingSupply: number,
  dailyVolume: number,
): Coin {
  return { id, base, name, basePrice, priceDecimals, circulatingSupply, dailyVolume };
}

export function symbolOf(listed: Coin): string {
  return `${listed.base}${QUOTE}`;
}

const BY_SYMBOL = new Map(COINS.map((listed) => [symbolOf(listed), listed]));

/** The listed coin traded as `symbol` (e.g. BTCUSDT), or undefined. */
export function coinBySymbol(symbol: string): Coin | undefined {
  return BY_SYMBOL.get(symbol);
}
