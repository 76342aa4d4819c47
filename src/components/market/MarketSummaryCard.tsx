import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAppSelector } from '../../../store/hooks';
import { selectSymbolRules } from '../../../store/trading.selectors';
import type { Ticker } from '../../core/market-data';
import type { Ticker24h } from '../../core/trading/contract/market-data';
import { useDecimal } from '../trading/useDecimal';
import { useMoney, usePercent } from './useMoney';
import './market-summary.css';

export type SummaryFigures = Pick<Ticker, 'lastPrice' | 'change24h' | 'high24h' | 'low24h' | 'volume24h'>;

const NONE = '—';

/** The figures of a ticker the market stream carries. */
export function figuresOfStream(ticker: Ticker24h): SummaryFigures {
  return {
    lastPrice: ticker.lastPrice,
    change24h: ticker.priceChangePercent,
    high24h: ticker.highPrice,
    low24h: ticker.lowPrice,
    volume24h: ticker.volume,
  };
}

/**
 * The summary card of one symbol. Until its figures arrive it is drawn with the same labels and rows and a dash for
 * each figure, so the price filling in later moves nothing below it (CLS, DESIGN "Budgets").
 */
export function MarketSummaryCard({ symbol, figures, unavailable = false }: { symbol: string; figures: SummaryFigures | null; unavailable?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const percent = usePercent();
  // Prices and the volume as the decimals they are, in the user's locale (a float and the browser's locale would do
  // neither); only the last price's worth is converted into the display currency.
  const decimal = useDecimal();
  // The volume is in the base asset: named once the symbol's rules say which it is.
  const rules = useAppSelector(selectSymbolRules);
  const base = rules?.symbol === symbol ? rules.base : null;
  // Prices with the symbol's own decimals once its rules are known, as the book writes them.
  const priceDecimals = rules?.symbol === symbol ? rules.priceDecimals : undefined;
  const price = (value: string) => decimal(value, priceDecimals);
  // Looked up once per language and symbol: the figures change with every ticker frame, the words do not.
  const labels = useMemo(
    () => ({
      region: t('pages.spot.marketSummary', { symbol }),
      lastPrice: t('pages.spot.lastPrice'),
      unavailable: t('pages.spot.priceUnavailable'),
      stale: t('pages.spot.priceStale'),
      loading: t('app.loading'),
      change24h: t('pages.spot.change24h'),
      high24h: t('pages.spot.high24h'),
      low24h: t('pages.spot.low24h'),
      volume24h: t('pages.spot.volume24h'),
    }),
    [t, symbol],
  );
  const change = figures ? Number(figures.change24h) : 0;
  const trend = figures ? (change >= 0 ? 'up' : 'down') : '';
  return (
    <section className="market-summary card" aria-label={labels.region} aria-busy={!figures && !unavailable}>
      <div className="market-summary__last">
        <span className="market-summary__label">{labels.lastPrice}</span>
        {/* The pair's own price, as the book, the trades and the form write it; its worth in the display currency under it. */}
        {figures ? (
          <span className={`market-summary__price number ${trend}`} data-testid="last-price">
            {price(figures.lastPrice)}
          </span>
        ) : (
          <span className="market-summary__price number" aria-hidden="true">
            {NONE}
          </span>
        )}
        <span className="market-summary__worth number" data-testid="last-price-worth">
          {figures ? `≈ ${money(figures.lastPrice)}` : NONE}
        </span>
        {/* Announced while loading, and when the price cannot be had (with or without a last known one). */}
        <span className={unavailable ? 'market-summary__stale' : 'visually-hidden'} role="status">
          {/* With a last known price on screen, the price is not missing but possibly old. */}
          {unavailable ? (figures ? labels.stale : labels.unavailable) : figures ? '' : labels.loading}
        </span>
      </div>
      <dl className="market-summary__stats">
        <div>
          <dt>{labels.change24h}</dt>
          <dd className={`number ${trend}`}>{figures ? percent(change) : NONE}</dd>
        </div>
        <div>
          <dt>{labels.high24h}</dt>
          <dd className="number">{figures ? price(figures.high24h) : NONE}</dd>
        </div>
        <div>
          <dt>{labels.low24h}</dt>
          <dd className="number">{figures ? price(figures.low24h) : NONE}</dd>
        </div>
        <div>
          <dt>{labels.volume24h}</dt>
          <dd className="number">{figures ? (base === null ? decimal(figures.volume24h) : `${decimal(figures.volume24h)} ${base}`) : NONE}</dd>
        </div>
      </dl>
    </section>
  );
}
