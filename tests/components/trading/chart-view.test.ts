import { createChartView } from '../../../src/components/trading/chart-view';
import type { Kline } from '../../../src/core/trading/contract/market-data';

interface FakeSeries {
  kind: string;
  options: Record<string, unknown>;
  data: unknown[];
  updates: unknown[];
}

const mockMade: FakeSeries[] = [];
// The options the chart itself was given after it was made.
const mockChartOptions: Record<string, unknown>[] = [];
// What reached the chart, in order: frame claims and series changes.
const mockLog: string[] = [];

jest.mock('../../../src/core/animation-frames', () => ({ animationFrames: { claim: (frames: number) => void mockLog.push(`claim ${frames}`) } }));

// lightweight-charts ships as ES modules only, which Jest's resolver does not read: the mock stands in by name.
jest.mock('lightweight-charts', () => ({
  CandlestickSeries: 'candles',
  HistogramSeries: 'histogram',
  ColorType: { Solid: 'solid' },
  LineStyle: { Dashed: 2 },
  createSeriesMarkers: () => ({ setMarkers: () => {} }),
  createChart: () => ({
    addSeries: (kind: string, options: Record<string, unknown>) => {
      const series: FakeSeries = { kind, options, data: [], updates: [] };
      mockMade.push(series);
      return {
        setData: (data: unknown[]) => {
          series.data = data;
          mockLog.push(`${kind} data`);
        },
        update: (bar: unknown) => {
          series.updates.push(bar);
          mockLog.push(`${kind} update`);
        },
        priceScale: () => ({ applyOptions: () => {} }),
        applyOptions: (options: Record<string, unknown>) => void Object.assign(series.options, options),
        createPriceLine: () => ({}),
        removePriceLine: () => {},
      };
    },
    applyOptions: (options: Record<string, unknown>) => void mockChartOptions.push(options),
    remove: () => {},
  }),
}), { virtual: true });

const COLORS = { text: '#fff', up: 'green', down: 'red', grid: '#333' };
const kline = (minute: number, open: string, close: string, volume = '2.5'): Kline => ({
  symbol: 'BTCUSDT', interval: '1m', openTime: minute * 60_000, closeTime: minute * 60_000 + 59_999, open, high: open, low: close, close,
  volume, quoteVolume: '0', trades: 1, closed: false,
});

function view() {
  mockMade.length = 0;
  mockLog.length = 0;
  const chart = createChartView(document.createElement('div'), COLORS);
  const [candles, volume] = mockMade as [FakeSeries, FakeSeries];
  return { chart, candles, volume };
}

describe('the chart view', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('draws volume without a last-value label or line on the price axis, where they would cover its lowest price', () => {
    const { volume } = view();
    expect(volume.kind).toBe('histogram');
    expect(volume.options).toMatchObject({ lastValueVisible: false, priceLineVisible: false, priceScaleId: '' });
  });

  it("writes prices on the axis and the crosshair in the user's locale, with the symbol's decimals", () => {
    const { chart, candles } = view();
    mockChartOptions.length = 0;
    chart.setFormat({ locale: 'de', priceDecimals: 2 });
    const { localization } = mockChartOptions.at(-1) as { localization: { locale: string; priceFormatter: (price: number) => string } };
    expect(localization.locale).toBe('de');
    expect(localization.priceFormatter(98000)).toBe('98.000,00');
    expect(candles.options['priceFormat']).toEqual({ type: 'price', precision: 2, minMove: 0.01 });

    chart.setFormat({ locale: 'en', priceDecimals: 1 });
    const english = (mockChartOptions.at(-1) as { localization: { priceFormatter: (price: number) => string } }).localization;
    expect(english.priceFormatter(97052.46)).toBe('97,052.5');
    expect(candles.options['priceFormat']).toEqual({ type: 'price', precision: 1, minMove: 0.1 });
  });

  it('draws the history as candles and volume bars coloured by whether the candle closed up or down', () => {
    const { chart, candles, volume } = view();
    chart.setHistory([kline(1, '100', '101'), kline(2, '101', '99', '4')]);
    expect(candles.data).toEqual([
      { time: 60, open: 100, high: 100, low: 101, close: 101 },
      { time: 120, open: 101, high: 101, low: 99, close: 99 },
    ]);
    expect(volume.data).toEqual([
      { time: 60, value: 2.5, color: 'green' },
      { time: 120, value: 4, color: 'red' },
    ]);
  });

  it('redraws the forming candle at most once a second, with the newest value, and drops one older than the last drawn', () => {
    const { chart, candles } = view();
    chart.setHistory([kline(5, '100', '100')]);
    chart.update(kline(5, '100', '101'));
    chart.update(kline(5, '100', '102'));
    chart.update(kline(5, '100', '103'));
    expect(candles.updates).toHaveLength(1);
    jest.advanceTimersByTime(1_000);
    expect(candles.updates.map((bar) => (bar as { close: number }).close)).toEqual([101, 103]);
    jest.advanceTimersByTime(1_000);
    chart.update(kline(4, '90', '90'));
    jest.advanceTimersByTime(1_000);
    expect(candles.updates).toHaveLength(2);
  });

  it('forgets a waiting candle when the history is replaced (another interval)', () => {
    const { chart, candles } = view();
    chart.update(kline(5, '100', '101'));
    chart.update(kline(5, '100', '102'));
    chart.setHistory([kline(10, '200', '200')]);
    jest.advanceTimersByTime(1_000);
    expect(candles.updates).toHaveLength(1);
  });

  it('claims the two frames lightweight-charts draws a change in before each change, so the market does not render in them', () => {
    const { chart } = view();
    chart.setHistory([kline(5, '100', '100')]);
    chart.update(kline(5, '100', '101'));
    chart.setMarks({ orders: [{ id: 'a', side: 'buy', price: '99' }], fills: [] });
    expect(mockLog).toEqual(['claim 2', 'candles data', 'histogram data', 'claim 2', 'candles update', 'histogram update', 'claim 2']);
  });

  it('claims no frame for a candle it drops', () => {
    const { chart } = view();
    chart.setHistory([kline(5, '100', '100')]);
    mockLog.length = 0;
    chart.update(kline(4, '90', '90'));
    expect(mockLog).toEqual([]);
  });
});
