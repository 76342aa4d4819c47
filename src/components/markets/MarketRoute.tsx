import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { canonicalSymbol, marketPath, type MarketKind } from './market-path';
import { LazyUnknownMarket as UnknownMarket } from './LazyUnknownMarket';

/**
 * A market's page from its path: another spelling of a symbol ("ethusdt", "ETH-USDT", "ETH") goes to the gateway's
 * own, keeping the query; a text no symbol could be shows the markets there are; any other opens the workspace,
 * which says so itself once the exchange info does not list it.
 */
export function MarketRoute({ market, workspace: Workspace }: { market: MarketKind; workspace: ComponentType<{ symbol: string }> }) {
  const { symbol = '' } = useParams();
  const { search } = useLocation();
  const canonical = canonicalSymbol(symbol);
  if (canonical === null) return <UnknownMarket market={market} symbol={symbol} />;
  if (canonical !== symbol) return <Navigate replace to={{ pathname: marketPath(market, canonical), search }} />;
  return <Workspace symbol={symbol} />;
}
