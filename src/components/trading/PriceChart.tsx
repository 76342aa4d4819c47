import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { resolveLocale } from '../../core/locales';
import { CHART_INTERVALS } from '../../core/trading/kline-interval';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { chartShown, klineIntervalChosen } from '../../../store/trading.actions';
import { selectLocale } from '../../../store/preferences.slice';
import { selectKlines, selectSymbolRules } from '../../../store/trading.selectors';
import { RadioStrip } from '../tabs/RadioStrip';
import type { ChartMarks, ChartView } from './chart-view';

function cssColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * Feeds the candles to the chart. On its own, so a candle that changes costs the chart's update and nothing of the
 * panel around it (its interval buttons and link render again only when the interval changes).
 */
function ChartFeed({ view }: { view: ChartView }) {
  const klines = useAppSelector(selectKlines);
  useEffect(() => {
    if (klines) view.setHistory(klines.history);
  }, [view, klines?.history]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (klines?.latest) view.update(klines.latest);
  }, [view, klines?.latest]);
  return null;
}

/** Candles and volume of the chosen interval (kept across visits), live from the kline channel. */
export function PriceChart({ marks = null }: { marks?: ChartMarks | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => selectKlines(state)?.interval);
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  const priceDecimals = useAppSelector(selectSymbolRules)?.priceDecimals ?? 2;
  const container = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ChartView | null>(null);
  const [failed, setFailed] = useState(false);

  // The stream reads and follows candles only while a chart is on the page.
  useEffect(() => {
    dispatch(chartShown(true));
    return () => void dispatch(chartShown(false));
  }, [dispatch]);

  // The chart library loads after the first paint, in its own chunk.
  useEffect(() => {
    let active = true;
    let created: ChartView | null = null;
    import('./chart-view').then(
      ({ createChartView }) => {
        if (!active || !container.current) return;
        created = createChartView(container.current, {
          text: cssColor('--color-text-muted', '#a3acb9'),
          up: cssColor('--color-up', '#2ebd85'),
          down: cssColor('--color-down', '#f6465d'),
          grid: cssColor('--color-border', '#2b313a'),
        });
        setView(created);
      },
      (error: unknown) => {
        console.warn('the chart could not be loaded', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
      created?.destroy();
    };
  }, []);

  useEffect(() => {
    view?.setMarks(marks ?? { orders: [], fills: [] });
  }, [view, marks]);

  useEffect(() => {
    view?.setFormat({ locale, priceDecimals });
  }, [view, locale, priceDecimals]);

  return (
    <section className="trading-panel chart" aria-label={t('trading.chart.title')}>
      <RadioStrip
        choices={CHART_INTERVALS}
        chosen={chosen}
        onChoose={(interval) => dispatch(klineIntervalChosen(interval))}
        label={t('trading.chart.interval')}
        className="chart__intervals"
      />
      <div ref={container} className="chart__canvas" />
      {view && <ChartFeed view={view} />}
      {failed && <p role="status">{t('trading.chart.unavailable')}</p>}
      <a className="chart__attribution" href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
        {t('trading.chart.attribution')}
      </a>
    </section>
  );
}
