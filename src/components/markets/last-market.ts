import { useEffect } from 'react';
import { localStore, STORAGE_KEYS } from '../../core/storage';
import { canonicalSymbol, marketPath, type MarketKind } from './market-path';

const KEYS = { spot: STORAGE_KEYS.lastSpotMarket, futures: STORAGE_KEYS.lastFuturesMarket } as const;

/** A stored symbol is used only as the gateway spells one: nothing else read from storage becomes a path. */
const isSymbol = (value: unknown): value is string => typeof value === 'string' && canonicalSymbol(value) === value;

/** The workspace a section's link opens from elsewhere: the market this browser last showed in it, else `fallback`. */
export function lastMarketPath(market: MarketKind, fallback: string): string {
  const symbol = localStore.read(KEYS[market], '', isSymbol);
  return symbol === '' ? fallback : marketPath(market, symbol);
}

/** Remembers the market a workspace shows, for the section's link, once the exchange info has listed it. */
export function useRememberedMarket(market: MarketKind, symbol: string, listed: boolean | null): void {
  useEffect(() => {
    if (listed === true) localStore.write(KEYS[market], symbol);
  }, [market, symbol, listed]);
}
