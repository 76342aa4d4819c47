// The candle and volume chart, in its own chunk with lightweight-charts (about 60 KB gzip), loaded after the first
// paint. Its attribution logo is off: it writes an SVG through innerHTML, which Trusted Types refuse (TRADING.md);
// the page shows the TradingView attribution link instead, as the licence asks.
import { CandlestickSeries, ColorType, HistogramSeries, LineStyle, createChart, createSeriesMarkers, type IPriceLine, type UTCTimestamp } from 'lightweight-charts';
import type { Kline } from '../../core/trading/contract/market-data';
import { animationFrames } from '../../core/animation-frames';
import { numberFormat } from '../../core/number-format';
import { latestOnly } from './latest-only';

/**
 * The forming candle is redrawn at most once a second, as exchanges stream it (Binance's kline channel updates every
 * one to two seconds): each redraw repaints the whole canvas, which on a phone cost more than every other part of
 * the workspace together when it followed each trade. The book and the trades stay live to the frame.
 */
const CANDLE_REDRAW_MS = 1_000;

/**
 * Frames a change to the chart is drawn in, kept free of the market's render: lightweight-charts draws the change in
 * the first, and sets its size again while doing so, which asks for a second.
 */
const CHART_DRAW_FRAMES = 2;

/** The user's own marks: open orders as price lines, fills as arrows on the candle they happened in. */
export interface ChartMarks {
  orders: readonly { id: string; side: 'buy' | 'sell'; price: string }[];
  fills: readonly { id: string; side: 'buy' | 'sell'; barTime: number }[];
}

/** How the price axis and the crosshair write prices: the user's locale, with the symbol's price decimals. */
export interface ChartFormat {
  locale: string;
  priceDecimals: number;
}

export interface ChartView {
  setFormat(format: ChartFormat): void;
  setHistory(klines: readonly Kline[]): void;
  update(kline: Kline): void;
  setMarks(marks: ChartMarks): void;
  destroy(): void;
}

const seconds = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

export function createChartView(container: HTMLElement, colors: { text: string; up: string; down: string; grid: string }): ChartView {
  const chart = createChart(container, {
    autoSize: true,
    layout: { attributionLogo: false, background: { type: ColorType.Solid, color: 'transparent' }, textColor: colors.text },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    timeScale: { timeVisible: true },
  });
  const candles = chart.addSeries(CandlestickSeries, { upColor: colors.up, downColor: colors.down, wickUpColor: colors.up, wickDownColor: colors.down, borderVisible: false });
  // No last-value label or line: on the shared price axis they would cover the price scale's lowest label.
  const volume = chart.addSeries(HistogramSeries, { priceScaleId: '', priceFormat: { type: 'volume' }, lastValueVisible: false, priceLineVisible: false });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  let lastTime = 0;
  let priceLines: IPriceLine[] = [];
  const fillMarkers = createSeriesMarkers(candles, []);

  const bar = (kline: Kline) => ({
    time: seconds(kline.openTime),
    open: Number(kline.open),
    high: Number(kline.high),
    low: Number(kline.low),
    close: Number(kline.close),
  });
  const volumeBar = (kline: Kline) => ({
    time: seconds(kline.openTime),
    value: Number(kline.volume),
    color: Number(kline.close) >= Number(kline.open) ? colors.up : colors.down,
  });

  const forming = latestOnly((kline: Kline) => {
    // An older bar would throw "Cannot update oldest data" (lightweight-charts #592): it is dropped.
    if (kline.openTime < lastTime) return;
    lastTime = kline.openTime;
    animationFrames.claim(CHART_DRAW_FRAMES);
    candles.update(bar(kline));
    volume.update(volumeBar(kline));
  }, CANDLE_REDRAW_MS);

  return {
    setFormat({ locale, priceDecimals }) {
      // The library writes prices with a "." whatever the page's language: the axis and the crosshair take the
      // locale's own marks ("98.000,00" in German), the candles the symbol's decimals and tick.
      const decimals = { minimumFractionDigits: priceDecimals, maximumFractionDigits: priceDecimals };
      const prices = numberFormat(locale, decimals, `fixed ${priceDecimals}`);
      chart.applyOptions({ localization: { locale, priceFormatter: (price: number) => prices.format(price) } });
      candles.applyOptions({ priceFormat: { type: 'price', precision: priceDecimals, minMove: 10 ** -priceDecimals } });
    },
    setHistory(klines) {
      // A candle still waiting belongs to the history being replaced (another interval, or before a resync).
      forming.cancel();
      animationFrames.claim(CHART_DRAW_FRAMES);
      candles.setData(klines.map(bar));
      volume.setData(klines.map(volumeBar));
      lastTime = klines.at(-1)?.openTime ?? 0;
    },
    update: (kline) => forming.push(kline),
    setMarks(marks) {
      animationFrames.claim(CHART_DRAW_FRAMES);
      for (const line of priceLines) candles.removePriceLine(line);
      priceLines = marks.orders.map((order) =>
        candles.createPriceLine({ price: Number(order.price), color: order.side === 'buy' ? colors.up : colors.down, lineStyle: LineStyle.Dashed, lineWidth: 1, axisLabelVisible: true, title: '' }),
      );
      fillMarkers.setMarkers(
        [...marks.fills]
          .sort((a, b) => a.barTime - b.barTime)
          .map((fill) => ({
            time: seconds(fill.barTime),
            position: fill.side === 'buy' ? ('belowBar' as const) : ('aboveBar' as const),
            shape: fill.side === 'buy' ? ('arrowUp' as const) : ('arrowDown' as const),
            color: fill.side === 'buy' ? colors.up : colors.down,
          })),
      );
    },
    destroy() {
      forming.cancel();
      chart.remove();
    },
  };
}
