import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { useChartMarks } from '../../../src/components/futures/useChartMarks';
import { klineMarkToggled } from '../../../store/preferences.slice';
import { fillsLoaded, klinesLoaded, openOrdersLoaded, orderPlaceRequested, streamBatchReceived } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';

function Marks() {
  return <output>{JSON.stringify(useChartMarks('BTCUSDT'))}</output>;
}

const kline = (openTime: number) => ({ symbol: 'BTCUSDT', interval: '1m' as const, openTime, closeTime: openTime + 59_999, open: '1', high: '1', low: '1', close: '1', volume: '0', quoteVolume: '0', trades: 0, closed: true });
const order = { orderId: '7', clientOrderId: 'c7', account: 'real' as const, symbol: 'BTCUSDT', side: 'buy' as const, type: 'limit' as const, timeInForce: 'GTC' as const, price: '95000', qty: '0.01', filledQty: '0', filledQuote: '0', status: 'new' as const, cancelReason: null, createdAt: 1, updatedAt: 1 };
const fill = { fillId: '9', tradeId: '3', orderId: '8', clientOrderId: 'c8', account: 'real' as const, symbol: 'BTCUSDT', side: 'sell' as const, price: '97000', qty: '0.01', quoteQty: '970', fee: '0.1', feeAsset: 'USDT', liquidity: 'taker' as const, time: 125_000 };

test('chart marks show open orders at their price and fills on their candle, each kind only while its preference is on', async () => {
  const { store } = await renderWithProviders(<Marks />, { path: '/futures/usdt/BTCUSDT' });
  act(() => {
    store.dispatch(klinesLoaded({ interval: '1m', klines: [kline(60_000), kline(120_000), kline(180_000)] }));
    store.dispatch(openOrdersLoaded([order]));
    store.dispatch(fillsLoaded({ fills: [fill], next: null, append: false }));
  });
  const marks = () => JSON.parse(screen.getByRole('status').textContent ?? '') as unknown;
  expect(marks()).toEqual({ orders: [{ id: '7', side: 'buy', price: '95000' }], fills: [{ id: '9', side: 'sell', barTime: 120_000 }] });
  act(() => void store.dispatch(klineMarkToggled('orders')));
  expect(marks()).toEqual({ orders: [], fills: [{ id: '9', side: 'sell', barTime: 120_000 }] });
  act(() => void store.dispatch(klineMarkToggled('fills')));
  expect(marks()).toEqual({ orders: [], fills: [] });
});

test('the marks render for no stream frame that leaves the orders, fills and candles they stand on as they were', async () => {
  let renders = 0;
  const { store } = await renderWithProviders(
    <Profiler id="marks" onRender={() => void (renders += 1)}>
      <Marks />
    </Profiler>,
    { path: '/futures/usdt/BTCUSDT' },
  );
  act(() => {
    store.dispatch(klinesLoaded({ interval: '1m', klines: [kline(60_000), kline(120_000)] }));
    store.dispatch(openOrdersLoaded([order]));
  });
  const settled = renders;
  // The newest candle moves with every trade, and a placement changes the orders' state but not the open orders.
  act(() => void store.dispatch(streamBatchReceived({ klines: [{ ...kline(120_000), close: '2', closed: false }], trades: [], orders: [], fills: [], balances: [] })));
  act(() => void store.dispatch(orderPlaceRequested({ symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.01' })));
  expect(renders).toBe(settled);
  act(() => void store.dispatch(fillsLoaded({ fills: [fill], next: null, append: false })));
  expect(renders).toBe(settled + 1);
});
