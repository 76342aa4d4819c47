/** The two workspaces a market opens in. */
export type MarketKind = 'spot' | 'futures';

/** A market's workspace: `/spot/ETHUSDT`, or `/futures/usdt/ETHUSDT` for the perpetual. */
export function marketPath(market: MarketKind, symbol: string): string {
  return market === 'futures' ? `/futures/usdt/${symbol}` : `/spot/${symbol}`;
}
