import { Link } from 'react-router';
import { marketPath, type MarketKind } from './market-path';

/**
 * A record's pair in an account tab (an order, a fill, a position): a link to that pair's workspace on the tab's
 * market, or plain text on the workspace of that very pair, where the trader already is.
 */
export function PairLink({ symbol, current, market }: { symbol: string; current: string; market: MarketKind }) {
  return symbol === current ? <>{symbol}</> : <Link to={marketPath(market, symbol)}>{symbol}</Link>;
}
