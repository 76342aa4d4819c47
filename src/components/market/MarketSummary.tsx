import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../store/hooks';
import { TICKER_POLL_MS, useTickerQuery } from '../../../store/market.api';
import { selectStreamStatus, selectStreamTicker } from '../../../store/trading.selectors';
import { useMoney, usePercent } from './useMoney';
import './market-summary.css';

/** The live last price of a symbol, converted into the display currency. */
export function MarketSummary({ symbol, market }: { symbol: string; market: 'spot' | 'futures' }) {
  const { t } = useTranslation();
  const money = useMoney();
  const percent = usePercent();
  // Once the market stream is live and carries the ticker, polling over HTTP ends: the stream is the source.
  const streamTicker = useAppSelector(selectStreamTicker);
  const streamLive = useAppSelector(selectStreamStatus) === 'live' && streamTicker?.symbol === symbol;
  const polled = useTickerQuery({ symbol, market }, { pollingInterval: TICKER_POLL_MS, skipPollingIfUnfocused: true, skip: streamLive });
  const data = streamLive && streamTicker
    ? {
        lastPrice: streamTicker.lastPrice,
        change24h: streamTicker.priceChangePercent,
        high24h: streamTicker.highPrice,
        low24h: streamTicker.lowPrice,
        volume24h: streamTicker.volume,
      }
    : polled.data;
  const isError = !streamLive && polled.isError;

  if (!data) {
    return <p className="market-summary__status" role="status">{isError ? t('pages.spot.priceUnavailable') : t('app.loading')}</p>;
  }
  const change = Number(data.change24h);
  return (
    <section className="market-summary card" aria-label={t('pages.spot.marketSummary', { symbol })}>
      <div className="market-summary__last">
        <span className="market-summary__label">{t('pages.spot.lastPrice')}</span>
        <span className={`market-summary__price number ${change >= 0 ? 'up' : 'down'}`} data-testid="last-price">
          {money(data.lastPrice)}
        </span>
        {isError && <span className="market-summary__stale">{t('pages.spot.priceUnavailable')}</span>}
      </div>
      <dl className="market-summary__stats">
        <div>
          <dt>{t('pages.spot.change24h')}</dt>
          <dd className={`number ${change >= 0 ? 'up' : 'down'}`}>{percent(change)}</dd>
        </div>
        <div>
          <dt>{t('pages.spot.high24h')}</dt>
          <dd className="number">{money(data.high24h)}</dd>
        </div>
        <div>
          <dt>{t('pages.spot.low24h')}</dt>
          <dd className="number">{money(data.low24h)}</dd>
        </div>
        <div>
          <dt>{t('pages.spot.volume24h')}</dt>
          <dd className="number">{Number(data.volume24h).toLocaleString()}</dd>
        </div>
      </dl>
    </section>
  );
}
