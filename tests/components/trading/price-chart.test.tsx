import { act, waitFor } from '@testing-library/react';
import { PriceChart } from '../../../src/components/trading/PriceChart';
import type { ChartFormat } from '../../../src/components/trading/chart-view';
import { initialPreferences, localeChanged } from '../../../store/preferences.slice';
import { klineIntervalChosen, streamStarted, symbolRulesLoaded } from '../../../store/trading.actions';
import { selectKlines } from '../../../store/trading.selectors';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';

// What the panel asked of the chart: the chart library itself is covered by chart-view.test.ts.
const mockFormats: ChartFormat[] = [];
jest.mock('../../../src/components/trading/chart-view', () => ({
  createChartView: () => ({
    setFormat: (format: ChartFormat) => void mockFormats.push(format),
    setHistory: () => {},
    update: () => {},
    setMarks: () => {},
    destroy: () => {},
  }),
}));

const RULES = {
  symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', tickSize: '0.1', stepSize: '0.001', minQty: '0.001', maxQty: '100',
  minNotional: '5', priceDecimals: 1, qtyDecimals: 3, makerFee: '0.001', takerFee: '0.001', multiplierUp: '5', multiplierDown: '0.2', marketTakeBound: '0.05',
};

test("the chart writes prices in the user's language with the symbol's decimals, and follows a change of either", async () => {
  mockFormats.length = 0;
  const { store } = await renderWithProviders(<PriceChart />, { locale: 'de', preloadedState: { preferences: { ...initialPreferences, locale: 'de' } } });
  await waitFor(() => expect(mockFormats.at(-1)).toEqual({ locale: 'de', priceDecimals: 2 }));
  act(() => void store.dispatch(symbolRulesLoaded(RULES)));
  expect(mockFormats.at(-1)).toEqual({ locale: 'de', priceDecimals: 1 });
  act(() => void store.dispatch(localeChanged('ja')));
  expect(mockFormats.at(-1)).toEqual({ locale: 'ja', priceDecimals: 1 });
});

test('the store knows a chart is on the page from its mount to its unmount, so the stream reads candles only for one', async () => {
  const { store, unmount } = await renderWithProviders(<PriceChart />);
  expect(selectKlines(store.getState())?.shown).toBe(true);
  act(() => unmount());
  expect(selectKlines(store.getState())?.shown).toBe(false);
});

test('a stream start or a new interval keeps what the store knows of the chart', async () => {
  const { store } = await renderWithProviders(<PriceChart />);
  act(() => void store.dispatch(streamStarted({ symbol: 'ETHUSDT', interval: '1h' })));
  act(() => void store.dispatch(klineIntervalChosen('4h')));
  expect(selectKlines(store.getState())).toEqual({ interval: '4h', history: [], latest: null, shown: true });
});
