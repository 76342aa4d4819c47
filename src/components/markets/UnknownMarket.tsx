import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../document-title/useDocumentTitle';
import { useTranslation } from '../../i18n/useTranslation';
import type { MarketKind } from './market-path';
import './markets.css';

const MarketList = lazy(() => import('./MarketList').then((module) => ({ default: module.MarketList })));

/**
 * What a market's path that is no listed market shows (a typo, a pair the exchange does not list, a pair listed on
 * spot but not as a perpetual): which one was asked for, and the markets there are, each a link to its workspace.
 */
export function UnknownMarket({ market, symbol }: { market: MarketKind; symbol: string }) {
  const { t } = useTranslation();
  useDocumentTitle('trading.markets.unknownTitle');
  return (
    <main className="page unknown-market" id="main">
      <h1>{t('trading.markets.unknownTitle')}</h1>
      <p className="unknown-market__text">{t(market === 'futures' ? 'trading.markets.unknownFutures' : 'trading.markets.unknownSpot', { symbol })}</p>
      <div className="unknown-market__list card">
        <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
          <MarketList market={market} symbol={symbol} autoFocus={false} />
        </Suspense>
      </div>
    </main>
  );
}
