import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';
import { DeferredMarketSummary } from '../../components/market/DeferredMarketSummary';
import { MarketRoute } from '../../components/markets/MarketRoute';
import { MarketTitle } from '../../components/markets/MarketTitle';
import { useRememberedMarket } from '../../components/markets/last-market';
import { LazyUnknownMarket as UnknownMarket } from '../../components/markets/LazyUnknownMarket';
import { AccountTabs } from '../../components/trading/AccountTabs';
import { OrderBook } from '../../components/trading/OrderBook';
import { OrderForm } from '../../components/trading/OrderForm';
import { PriceChart } from '../../components/trading/PriceChart';
import { RecentTrades } from '../../components/trading/RecentTrades';
import '../../components/trading/trading.css';
import { useMarketStream } from '../../components/trading/useMarketStream';
import { WorkspaceGrid } from '../../components/trading/WorkspaceGrid';
import { useAppSelector } from '../../../store/hooks';
import '../../../store/trading.reducer';
import { selectSymbolListed } from '../../../store/trading.selectors';

/** The spot page of the market its path names (`MarketRoute`). */
export function SpotPage() {
  return <MarketRoute market="spot" workspace={SpotWorkspace} />;
}

/**
 * The spot workspace: chart, order book, recent trades, order form and the account tabs, in the workspace grid
 * futures shares. Another market chosen from the heading's list starts the form and the book's grouping afresh: a
 * price or an amount typed for one market is never offered for another. A symbol the exchange info does not list
 * ends its stream and shows the markets there are.
 */
function SpotWorkspace({ symbol }: { symbol: string }) {
  useDocumentTitle('pages.spot.title', { symbol });
  const listed = useAppSelector((state) => selectSymbolListed(state, symbol, 'spot'));
  useMarketStream(symbol, listed !== false);
  useRememberedMarket('spot', symbol, listed);
  if (listed === false) return <UnknownMarket market="spot" symbol={symbol} />;

  return (
    <main className="page spot" id="main">
      <MarketTitle heading={symbol} market="spot" symbol={symbol} />
      <DeferredMarketSummary symbol={symbol} market="spot" />
      <WorkspaceGrid
        chart={<PriceChart />}
        book={<OrderBook key={symbol} />}
        trades={<RecentTrades />}
        form={<OrderForm key={symbol} symbol={symbol} />}
        account={<AccountTabs symbol={symbol} />}
      />
    </main>
  );
}
