import { act, fireEvent, screen, within } from '@testing-library/react';
import type { FundingPayment } from '../../../src/core/trading/contract/futures';
import { FuturesAccountTabs } from '../../../src/components/futures/FuturesAccountTabs';
import { fundingLoaded } from '../../../store/futures.actions';
import '../../../store/futures.reducer';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';
import { LOGGED_IN } from './support';

const PAID: FundingPayment = {
  id: '3', account: 'real', symbol: 'BTCUSDT', side: 'LONG', size: '0.1', markPrice: '100000', fundingRate: '0.0001',
  amount: '-1', asset: 'USDT', time: Date.UTC(2026, 2, 14, 8, 0, 0),
};
const RECEIVED: FundingPayment = { ...PAID, id: '2', side: 'SHORT', amount: '0.5', time: PAID.time - 3_600_000 };

async function renderTab() {
  const view = await renderWithProviders(<FuturesAccountTabs symbol="BTCUSDT" />, { path: '/futures/usdt/BTCUSDT', preloadedState: LOGGED_IN });
  fireEvent.click(screen.getByRole('tab', { name: 'Funding payments' }));
  return { ...view, region: () => screen.getByRole('region', { name: 'Funding payments' }) };
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the funding payments tab', () => {
  it('says there are none before any payment, with no table and no next page', async () => {
    const { region } = await renderTab();
    expect(within(region()).getByText('No funding payments yet.')).toBeTruthy();
    expect(within(region()).queryByRole('table')).toBeNull();
    expect(within(region()).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a row per payment under its headings: time, symbol, side, rate and the amount paid or received', async () => {
    const { store, region } = await renderTab();
    act(() => void store.dispatch(fundingLoaded({ payments: [PAID, RECEIVED], next: null, append: false })));
    const headings = within(region()).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headings).toEqual(['Time', 'Symbol', 'Side', 'Funding rate', 'Payment']);
    const [, first, second] = within(region()).getAllByRole('row');
    expect(cellsOf(first!).slice(1)).toEqual(['BTCUSDT', 'Long', '+0.0100%', '-1 USDT']);
    expect(within(first!).getAllByRole('cell')[4]!.className).toContain('down');
    expect(cellsOf(second!).slice(2)).toEqual(['Short', '+0.0100%', '0.5 USDT']);
    expect(within(second!).getAllByRole('cell')[4]!.className).toContain('up');
  });

  it('offers the next page while the gateway has one, and waits while it loads', async () => {
    const { store, region, actions } = await renderTab();
    act(() => void store.dispatch(fundingLoaded({ payments: [PAID], next: '3', append: false })));
    const more = within(region()).getByRole('button', { name: 'Load more' }) as HTMLButtonElement;
    fireEvent.click(more);
    expect(actions.filter((action) => action.type === 'futures/fundingPageRequested')).toHaveLength(1);
    expect(more.disabled).toBe(true);
    act(() => void store.dispatch(fundingLoaded({ payments: [RECEIVED], next: null, append: true })));
    expect(within(region()).getAllByRole('row')).toHaveLength(3);
    expect(within(region()).queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
