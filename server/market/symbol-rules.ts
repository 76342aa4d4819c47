import type { SymbolRules } from '../../src/core/trading/contract';
import { formatShortest } from './amounts';
import { COINS, QUOTE, symbolOf } from './coins';
import type { Coin } from './coins';

// Quantity decimals per coin: about a dollar's worth or less per step, as the large exchanges set their lot sizes.
const QTY_DECIMALS: Readonly<Record<string, number>> = {
  BTC: 5,
  ETH: 4,
  SOL: 2,
  XRP: 1,
  DOGE: 0,
  BNB: 3,
  ADA: 1,
  TON: 2,
  TRX: 0,
  LINK: 2,
};

/** Smallest order value in USDT, as Binance's spot NOTIONAL filter. */
export const MIN_NOTIONAL_USDT = '5';
/** 0.1 % maker and taker, Binance's base spot rate, in parts per million. */
export const MAKER_FEE_PPM = 1000n;
export const TAKER_FEE_PPM = 1000n;
const FEE_RATE = '0.001';
/**
 * The price band of every symbol, spot and futures, as Binance's spot PERCENT_PRICE filter: a limit price from a
 * fifth to five times the reference. A price typed with a wrong mark ("100.000" read as 100) is refused rather than
 * filled at the market.
 */
export const PRICE_BAND_UP = '5';
export const PRICE_BAND_DOWN = '0.2';
/**
 * A market order's price protection per coin (exchange info's marketTakeBound): it trades only within this fraction
 * of the reference price, spot and futures alike. 5 % for the two majors, whose real books are the deepest and whose
 * price rarely moves that far in a minute; 10 % for the other coins, which do move that far and would otherwise
 * see ordinary market orders cut in a fast market. Either is far outside the simulated market's own range (its
 * makers quote within about 1 % of the reference, which stays within 3 % of the coin's base price), so only an order
 * sweeping a thin book into prices nobody quotes meets it.
 */
const MARKET_TAKE_BOUNDS: Readonly<Record<string, string>> = { BTC: '0.05', ETH: '0.05' };
const MARKET_TAKE_BOUND_OTHERS = '0.1';
/** Open orders one account may hold on one symbol. */
export const MAX_OPEN_ORDERS = 200;

/** A symbol's rules with the integers the engine and the ledger work in. */
export interface MarketSymbol {
  readonly coin: Coin;
  readonly rules: SymbolRules;
  readonly priceDecimals: number;
  readonly qtyDecimals: number;
  /** Lots of minQty and maxQty. */
  readonly minLots: number;
  readonly maxLots: number;
}

/** `count` units of `10^-decimals` as the rules write it: exact, from the integer, the fraction's zeros dropped. */
function unitsText(count: number, decimals: number): string {
  return formatShortest(BigInt(count), decimals);
}

function marketSymbol(listed: Coin): MarketSymbol {
  const qtyDecimals = QTY_DECIMALS[listed.base] ?? 2;
  // At most about a hundred million dollars in one order, and never past 2^53 lots.
  const maxLots = Math.min(Math.floor((1e8 / listed.basePrice) * 10 ** qtyDecimals), 2 ** 52);
  const minLots = 1;
  return {
    coin: listed,
    priceDecimals: listed.priceDecimals,
    qtyDecimals,
    minLots,
    maxLots,
    rules: {
      symbol: symbolOf(listed),
      base: listed.base,
      quote: QUOTE,
      tickSize: unitsText(1, listed.priceDecimals),
      stepSize: unitsText(1, qtyDecimals),
      minQty: unitsText(minLots, qtyDecimals),
      maxQty: unitsText(maxLots, qtyDecimals),
      minNotional: MIN_NOTIONAL_USDT,
      priceDecimals: listed.priceDecimals,
      qtyDecimals,
      makerFee: FEE_RATE,
      takerFee: FEE_RATE,
      multiplierUp: PRICE_BAND_UP,
      multiplierDown: PRICE_BAND_DOWN,
      marketTakeBound: MARKET_TAKE_BOUNDS[listed.base] ?? MARKET_TAKE_BOUND_OTHERS,
    },
  };
}

export const MARKET_SYMBOLS: readonly MarketSymbol[] = COINS.map(marketSymbol);
const BY_NAME = new Map(MARKET_SYMBOLS.map((entry) => [entry.rules.symbol, entry]));

export function marketSymbolOf(symbol: string): MarketSymbol | undefined {
  return BY_NAME.get(symbol);
}
