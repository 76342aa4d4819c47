import { act, fireEvent, screen, within } from '@testing-library/react';
import type { LocaleCode } from '../../../src/core/locales';
import { FuturesAccountTabs } from '../../../src/components/futures/FuturesAccountTabs';
import { futuresBatchReceived, liquidationsLoaded } from '../../../store/futures.actions';
import '../../../store/futures.reducer';
import { initialPreferences } from '../../../store/preferences.slice';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';
import { LIQUIDATION, LOGGED_IN } from './support';

const SHORT = { ...LIQUIDATION, id: '9', symbol: 'ETHUSDT', side: 'SHORT' as const, marginMode: 'CROSS' as const, size: '1.5', time: LIQUIDATION.time + 60_000 };

async function renderTab(locale: LocaleCode = 'en') {
  const view = await renderWithProviders(<FuturesAccountTabs symbol="BTCUSDT" />, {
    path: '/futures/usdt/BTCUSDT',
    preloadedState: { ...LOGGED_IN, preferences: { ...initialPreferences, locale } },
    locale,
  });
  const name = locale === 'de' ? 'Liquidationen' : 'Liquidations';
  fireEvent.click(screen.getByRole('tab', { name }));
  return { ...view, region: () => screen.getByRole('region', { name }) };
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the liquidations tab', () => {
  it('says there are none before any liquidation', async () => {
    const { region } = await renderTab();
    expect(within(region()).getByText('No liquidations.')).toBeTruthy();
    expect(within(region()).queryByRole('table')).toBeNull();
    expect(within(region()).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a row per record, newest first: time, symbol, side, size, liquidation and fill price, margin lost and the insurance fund’s share', async () => {
    const { store, region } = await renderTab();
    act(() => void store.dispatch(liquidationsLoaded({ liquidations: [LIQUIDATION, SHORT], next: null, append: false })));
    const headers = within(region()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Time', 'Symbol', 'Side', 'Size', 'Liquidation price', 'Fill price', 'Margin lost', 'Insurance fund']);
    const [, newest, older] = within(region()).getAllByRole('row');
    expect(cellsOf(newest as HTMLElement).slice(1)).toEqual(['ETHUSDT Cross margin', 'Short', '1.5', '87,000.1', '86,990.5', '9.7 USDT', '0.0095 USDT']);
    expect(cellsOf(older as HTMLElement).slice(1)).toEqual(['BTCUSDT Isolated margin', 'Long', '0.001', '87,000.1', '86,990.5', '9.7 USDT', '0.0095 USDT']);
    expect(cellsOf(older as HTMLElement)[0]).toBe(new Date(LIQUIDATION.time).toLocaleString('en', { hour12: false }));
  });

  it('writes numbers and the time in the user’s locale', async () => {
    const { store, region } = await renderTab('de');
    act(() => void store.dispatch(liquidationsLoaded({ liquidations: [LIQUIDATION], next: null, append: false })));
    const [, row] = within(region()).getAllByRole('row');
    const cells = cellsOf(row as HTMLElement);
    expect(cells[0]).toBe(new Date(LIQUIDATION.time).toLocaleString('de', { hour12: false }));
    expect(cells.slice(2, 7)).toEqual(['Long', '0,001', '87.000,1', '86.990,5', '9,7 USDT']);
  });

  it('offers the next page while the gateway has one, and waits while it loads', async () => {
    const { store, region, actions } = await renderTab();
    act(() => void store.dispatch(liquidationsLoaded({ liquidations: [SHORT], next: '9', append: false })));
    const more = within(region()).getByRole('button', { name: 'Load more' }) as HTMLButtonElement;
    fireEvent.click(more);
    expect(actions.filter((action) => action.type === 'futures/liquidationsPageRequested')).toHaveLength(1);
    expect(more.disabled).toBe(true);
    act(() => void store.dispatch(liquidationsLoaded({ liquidations: [LIQUIDATION], next: null, append: true })));
    expect(within(region()).getAllByRole('row')).toHaveLength(3);
    expect(within(region()).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('adds a liquidation the stream reports at the top, once even if a page brought it too', async () => {
    const { store, region } = await renderTab();
    act(() => void store.dispatch(liquidationsLoaded({ liquidations: [LIQUIDATION], next: null, append: false })));
    act(() => void store.dispatch(futuresBatchReceived({ positions: [], funding: [], liquidations: [SHORT, LIQUIDATION] })));
    const rows = within(region()).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellsOf(row)[1])).toEqual(['ETHUSDT Cross margin', 'BTCUSDT Isolated margin']);
  });
});
