import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';
import { DeferredMarketSummary } from '../../components/market/DeferredMarketSummary';
import { AccountTabs } from '../../components/trading/AccountTabs';
import { OrderBook } from '../../components/trading/OrderBook';
import { OrderForm } from '../../components/trading/OrderForm';
import { PriceChart } from '../../components/trading/PriceChart';
import { RecentTrades } from '../../components/trading/RecentTrades';
import '../../components/trading/trading.css';
import { useMarketStream } from '../../components/trading/useMarketStream';
import { WorkspaceGrid } from '../../components/trading/WorkspaceGrid';
import '../../../store/trading.reducer';

/**
 * The spot workspace: chart, order book, recent trades, order form and the account tabs, in the workspace grid
 * futures shares.
 */
export function SpotPage() {
  const { symbol = '' } = useParams();
  useDocumentTitle('pages.spot.title', { symbol });
  useMarketStream(symbol);

  return (
    <main className="page spot" id="main">
      <h1>{symbol}</h1>
      <DeferredMarketSummary symbol={symbol} market="spot" />
      <WorkspaceGrid
        chart={<PriceChart />}
        book={<OrderBook />}
        trades={<RecentTrades />}
        form={<OrderForm symbol={symbol} />}
        account={<AccountTabs symbol={symbol} />}
      />
    </main>
  );
}
