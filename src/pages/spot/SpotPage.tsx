import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';
import { DeferredMarketSummary } from '../../components/market/DeferredMarketSummary';
import { AccountTabs } from '../../components/trading/AccountTabs';
import { OrderBook } from '../../components/trading/OrderBook';
import { OrderForm } from '../../components/trading/OrderForm';
import { PriceChart } from '../../components/trading/PriceChart';
import { RecentTrades } from '../../components/trading/RecentTrades';
import '../../components/trading/trading.css';
import { localStore, STORAGE_KEYS } from '../../core/storage';
import { intervalFromSaved } from '../../core/trading/kline-interval';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectLayout } from '../../../store/preferences.slice';
import { selectSimulationActive } from '../../../store/simulation.slice';
import { streamStarted, streamStopped } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { selectIsLoggedIn } from '../../../store/user.slice';

const PHONE_TABS = ['chart', 'book', 'trades', 'form'] as const;
type PhoneTab = (typeof PHONE_TABS)[number];

/**
 * The spot workspace: chart, order book, recent trades, order form and the account tabs. A grid from 1200 px with
 * the form on the side the layout preference names, a stacked tablet arrangement, and tabs on a phone (CSS decides
 * which applies; every panel stays in the page for screen readers on wide screens).
 */
export function SpotPage() {
  const { t } = useTranslation();
  const { symbol = '' } = useParams();
  useDocumentTitle('pages.spot.title', { symbol });
  const dispatch = useAppDispatch();
  const layout = useAppSelector(selectLayout);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const paper = useAppSelector(selectSimulationActive);
  const [phoneTab, setPhoneTab] = useState<PhoneTab>('chart');

  // A session that appears (or ends) restarts the stream so the private channels follow it; so does entering or
  // leaving paper trading without a reload, or the socket would go on carrying the other world's book (diffs of one
  // world applied to the other's snapshot after the next resync).
  useEffect(() => {
    dispatch(streamStarted({ symbol, interval: intervalFromSaved(localStore.read(STORAGE_KEYS.klineInterval, 1)) }));
    return () => void dispatch(streamStopped());
  }, [dispatch, symbol, loggedIn, paper]);

  return (
    <main className="page spot" id="main">
      <h1>{symbol}</h1>
      <DeferredMarketSummary symbol={symbol} market="spot" />
      <div role="tablist" className="spot__phone-tabs" aria-label={t('trading.tabs.panels')}>
        {PHONE_TABS.map((tab) => (
          <button key={tab} type="button" role="tab" aria-selected={phoneTab === tab} onClick={() => setPhoneTab(tab)}>
            {t(`trading.panels.${tab}`)}
          </button>
        ))}
      </div>
      <div className={`spot__grid spot__grid--form-${layout}`} data-phone-tab={phoneTab}>
        <div className="spot__area spot__area--chart" data-panel="chart">
          <PriceChart />
        </div>
        <div className="spot__area spot__area--book" data-panel="book">
          <OrderBook />
        </div>
        <div className="spot__area spot__area--trades" data-panel="trades">
          <RecentTrades />
        </div>
        <div className="spot__area spot__area--form" data-panel="form">
          <OrderForm symbol={symbol} />
        </div>
        <div className="spot__area spot__area--account">
          <AccountTabs symbol={symbol} />
        </div>
      </div>
    </main>
  );
}
