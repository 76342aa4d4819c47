import { useTranslation } from '../../i18n/useTranslation';
// Before any futures component renders: the workspace's English comes with its page.
import '../../i18n/futures-english';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';
import { FuturesAccountTabs } from '../../components/futures/FuturesAccountTabs';
import { FuturesHeader } from '../../components/futures/FuturesHeader';
import { FuturesOrderForm } from '../../components/futures/FuturesOrderForm';
import { FuturesSettings } from '../../components/futures/FuturesSettings';
import { MarketRoute } from '../../components/markets/MarketRoute';
import { MarketTitle } from '../../components/markets/MarketTitle';
import { useRememberedMarket } from '../../components/markets/last-market';
import { LazyUnknownMarket as UnknownMarket } from '../../components/markets/LazyUnknownMarket';
import { useChartMarks } from '../../components/futures/useChartMarks';
import '../../components/futures/futures.css';
import { OrderBook } from '../../components/trading/OrderBook';
import { PriceChart } from '../../components/trading/PriceChart';
import { RecentTrades } from '../../components/trading/RecentTrades';
import { useMarketStream } from '../../components/trading/useMarketStream';
import { WorkspaceGrid } from '../../components/trading/WorkspaceGrid';
import { useAppSelector } from '../../../store/hooks';
import '../../../store/futures.reducer';
import '../../../store/trading.reducer';
import { selectSymbolListed } from '../../../store/trading.selectors';

/** The futures page of the perpetual its path names (`MarketRoute`). */
export function FuturesPage() {
  return <MarketRoute market="futures" workspace={FuturesWorkspace} />;
}

/**
 * The USDT-margined perpetual workspace: the spot workspace's chart, book and trades on the perpetual's own
 * market, the mark price and funding strip, the futures order form, and the positions and account tabs. As on spot,
 * another market starts the form and the book's grouping afresh, and a symbol listed on no perpetual shows the ones
 * there are.
 */
function FuturesWorkspace({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  useDocumentTitle('pages.futures.title', { symbol });
  const listed = useAppSelector((state) => selectSymbolListed(state, symbol, 'futures'));
  const unlisted = listed === false;
  useRememberedMarket('futures', symbol, listed);
  const base = symbol.replace(/USDT$/, '');
  const marks = useChartMarks(symbol);

  useMarketStream(symbol, !unlisted, 'futures');
  if (unlisted) return <UnknownMarket market="futures" symbol={symbol} />;

  return (
    <main className="page spot futures" id="main">
      <MarketTitle heading={t('pages.futures.heading', { symbol })} market="futures" symbol={symbol} />
      <FuturesHeader />
      <WorkspaceGrid
        chart={<PriceChart marks={marks} />}
        book={<OrderBook key={symbol} />}
        trades={<RecentTrades />}
        form={
          <>
            <FuturesOrderForm key={symbol} symbol={symbol} />
            <FuturesSettings base={base} />
          </>
        }
        account={<FuturesAccountTabs symbol={symbol} />}
      />
    </main>
  );
}
