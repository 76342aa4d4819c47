// The candle and volume chart, in its own chunk with lightweight-charts (about 60 KB gzip), loaded after the first
// paint. Its attribution logo is off: it writes an SVG through innerHTML, which Trusted Types refuse (TRADING.md);
// the page shows the TradingView attribution link instead, as the licence asks.
import { CandlestickSeries, ColorType, HistogramSeries, createChart, type UTCTimestamp } from 'lightweight-charts';
import type { Kline } from '../../core/trading/contract/market-data';

export interface ChartView {
  setHistory(klines: readonly Kline[]): void;
  update(kline: Kline): void;
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
  const volume = chart.addSeries(HistogramSeries, { priceScaleId: '', priceFormat: { type: 'volume' } });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  let lastTime = 0;

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

  return {
    setHistory(klines) {
      candles.setData(klines.map(bar));
      volume.setData(klines.map(volumeBar));
      lastTime = klines.at(-1)?.openTime ?? 0;
    },
    update(kline) {
      // An older bar would throw "Cannot update oldest data" (lightweight-charts #592): it is dropped.
      if (kline.openTime < lastTime) return;
      lastTime = kline.openTime;
      candles.update(bar(kline));
      volume.update(volumeBar(kline));
    },
    destroy: () => chart.remove(),
  };
}
