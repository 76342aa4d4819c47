import type { MarketKind } from '../../../store/trading.actions';

export type { MarketKind };

/** A market's workspace: `/spot/ETHUSDT`, or `/futures/usdt/ETHUSDT` for the perpetual. */
export function marketPath(market: MarketKind, symbol: string): string {
  return market === 'futures' ? `/futures/usdt/${symbol}` : `/spot/${symbol}`;
}

/** A market's symbol as the gateway lists them: a base of 2 to 12 capitals or digits, then USDT. */
const SYMBOL = /^[A-Z0-9]{2,12}USDT$/;

/**
 * The symbol a market's path means, in the gateway's own spelling: "ethusdt", "ETH-USDT", "eth_usdt" and "ETH" are
 * all ETHUSDT. Null for a text no spelling of a symbol could be.
 */
export function canonicalSymbol(text: string): string | null {
  const joined = text.toUpperCase().replace(/[-_/]/g, '');
  const symbol = joined.endsWith('USDT') ? joined : `${joined}USDT`;
  return SYMBOL.test(symbol) ? symbol : null;
}
