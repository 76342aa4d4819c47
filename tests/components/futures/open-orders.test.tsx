import { act, fireEvent, screen, within } from '@testing-library/react';
import { FuturesAccountTabs } from '../../../src/components/futures/FuturesAccountTabs';
import type { LocaleCode } from '../../../src/core/locales';
import type { FuturesOrder } from '../../../src/core/trading/contract/futures';
import type { Order } from '../../../src/core/trading/contract/orders';
import '../../../store/futures.reducer';
import { initialPreferences } from '../../../store/preferences.slice';
import { openOrdersLoaded, orderHistoryLoaded } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';
import { LOGGED_IN } from './support';

const ENTRY: FuturesOrder = {
  orderId: '41', clientOrderId: 'c41', symbol: 'BTCUSDT', account: 'real', side: 'buy', type: 'limit', timeInForce: 'GTC', price: '60000.0',
  qty: '0.100', filledQty: '0.000', filledQuote: '0', status: 'new', cancelReason: null, createdAt: 1000, updatedAt: 1000, avgPrice: null,
  reduceOnly: false, closePosition: false, stopPrice: null, triggerBy: null, triggeredAt: null, entryOrderId: null,
};
const STOP_LOSS: FuturesOrder = {
  ...ENTRY, orderId: '43', clientOrderId: 'g43', side: 'sell', type: 'stopMarket', timeInForce: 'IOC', price: null, qty: '0.000',
  reduceOnly: true, stopPrice: '58000.0', triggerBy: 'MARK', entryOrderId: '41',
};

async function renderOpenOrders(locale: LocaleCode = 'en') {
  const view = await renderWithProviders(<FuturesAccountTabs symbol="BTCUSDT" />, {
    path: '/futures/usdt/BTCUSDT',
    preloadedState: { ...LOGGED_IN, preferences: { ...initialPreferences, locale } },
    locale,
  });
  const name = locale === 'ja' ? '未約定注文' : 'Open orders';
  fireEvent.click(screen.getByRole('tab', { name }));
  return { ...view, region: () => screen.getByRole('region', { name }) };
}

const typeCells = (region: HTMLElement) => within(region).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[3]?.textContent);

describe('futures open orders: TP/SL placed with an entry', () => {
  it('says which entry order a TP/SL waits on, and nothing once the entry has filled some of it', async () => {
    const { store, region } = await renderOpenOrders();
    act(() => void store.dispatch(openOrdersLoaded([ENTRY, STOP_LOSS] as unknown as Order[])));
    expect(typeCells(region())).toEqual(['Stop marketTrigger: 58,000.0 (Mark price)Waiting for order 41 to fill', 'Limit']);
    act(() => void store.dispatch(openOrdersLoaded([{ ...ENTRY, filledQty: '0.040', status: 'partiallyFilled' }, { ...STOP_LOSS, qty: '0.040' }] as unknown as Order[])));
    expect(typeCells(region())).toEqual(['Stop marketTrigger: 58,000.0 (Mark price)', 'Limit']);
  });

  it('words the wait in the user\'s language', async () => {
    const { store, region } = await renderOpenOrders('ja');
    act(() => void store.dispatch(openOrdersLoaded([STOP_LOSS] as unknown as Order[])));
    expect(within(region()).getByText('注文 41 の約定待ち')).toBeTruthy();
  });
});

describe('futures open orders: a conditional order', () => {
  it('shows the price it triggers at and the price it watches, since its price column can only say market', async () => {
    const { store, region } = await renderOpenOrders();
    const takeProfit = { ...STOP_LOSS, orderId: '44', type: 'takeProfitMarket', qty: '0.100', stopPrice: '65000.0', triggerBy: 'LAST', entryOrderId: null };
    act(() => void store.dispatch(openOrdersLoaded([takeProfit] as unknown as Order[])));
    expect(typeCells(region())).toEqual(['Take profit marketTrigger: 65,000.0 (Last price)']);
    const row = within(region()).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell')[4]?.textContent).toBe('Market price');
  });

  it('names the trigger in the user\'s language and numbers', async () => {
    const { store, region } = await renderOpenOrders('ja');
    act(() => void store.dispatch(openOrdersLoaded([{ ...STOP_LOSS, entryOrderId: null, qty: '0.100' }] as unknown as Order[])));
    expect(within(region()).getByText('トリガー：58,000.0（マーク価格）')).toBeTruthy();
  });

  it('says nothing of a trigger under a limit order', async () => {
    const { store, region } = await renderOpenOrders();
    act(() => void store.dispatch(openOrdersLoaded([ENTRY] as unknown as Order[])));
    expect(typeCells(region())).toEqual(['Limit']);
  });
});

describe('futures orders: a take-profit or stop-loss of the whole position', () => {
  // Sent with closePosition and no quantity: the gateway writes its qty "0" whatever the position holds.
  const WHOLE: FuturesOrder = {
    ...ENTRY, orderId: '45', clientOrderId: 'p45', side: 'sell', type: 'takeProfitMarket', timeInForce: 'IOC', price: null, qty: '0.000',
    reduceOnly: true, closePosition: true, stopPrice: '65000.0', triggerBy: 'MARK',
  };
  const amountCells = (region: HTMLElement) => within(region).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[6]?.textContent);

  it('says in its amount that it closes the whole position, not an amount of 0', async () => {
    const { store, region } = await renderOpenOrders();
    act(() => void store.dispatch(openOrdersLoaded([WHOLE, ENTRY] as unknown as Order[])));
    expect(amountCells(region())).toEqual(['Whole position', '0.1']);
  });

  it('says so in the user\'s language', async () => {
    const { store, region } = await renderOpenOrders('ja');
    act(() => void store.dispatch(openOrdersLoaded([WHOLE] as unknown as Order[])));
    expect(amountCells(region())).toEqual(['ポジション全体']);
  });

  it('in the history, once it fired, beside what it filled', async () => {
    const { store } = await renderOpenOrders();
    const fired = { ...WHOLE, status: 'filled', filledQty: '0.040', filledQuote: '2600', avgPrice: '65000.0', triggeredAt: 2000 };
    act(() => void store.dispatch(orderHistoryLoaded({ orders: [fired] as unknown as Order[], next: null, append: false })));
    fireEvent.click(screen.getByRole('tab', { name: 'Order history' }));
    const row = within(screen.getByRole('region', { name: 'Order history' })).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').slice(6, 8).map((cell) => cell.textContent)).toEqual(['Whole position', '0.04']);
  });
});
