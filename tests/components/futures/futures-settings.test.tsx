import { act, fireEvent, screen } from '@testing-library/react';
import { FuturesSettings } from '../../../src/components/futures/FuturesSettings';
import { initialPreferences } from '../../../store/preferences.slice';
import { renderWithProviders } from '../../support/render';

/** Opens the disclosure as a click on its summary does, and waits for its choices to load. */
async function openSettings() {
  const details = screen.getByText('Futures settings').closest('details')!;
  await act(async () => {
    details.open = true;
    fireEvent(details, new Event('toggle'));
  });
  await screen.findAllByRole('radio');
}

describe('futures settings', () => {
  it('loads its choices only once the disclosure is opened', async () => {
    await renderWithProviders(<FuturesSettings base="BTC" />, { path: '/futures/usdt/BTCUSDT' });
    expect(screen.queryAllByRole('radio')).toEqual([]);
    await openSettings();
    expect(screen.getByRole('radio', { name: 'BTC' })).toBeTruthy();
  });

  it('changes the trade unit, the position filter, the chart marks and the confirmations', async () => {
    const { store } = await renderWithProviders(<FuturesSettings base="BTC" />, { path: '/futures/usdt/BTCUSDT' });
    await openSettings();
    fireEvent.click(screen.getByRole('radio', { name: 'USDT' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Isolated margin' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'My fills' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reversing a position' }));
    expect(store.getState().preferences.trading).toEqual({
      tradeUnit: 'usdt',
      positionFilter: 'isolated',
      klineMarks: { orders: true, fills: false },
      tipsDismissed: { reverse: true, tpsl: false, preTpsl: false },
      otherPairsHidden: false,
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reversing a position' }));
    expect(store.getState().preferences.trading.tipsDismissed.reverse).toBe(false);
  });

  it('shows the saved choices, with the base coin as a unit', async () => {
    const trading = { ...initialPreferences.trading, tradeUnit: 'coin' as const, positionFilter: 'cross' as const };
    await renderWithProviders(<FuturesSettings base="ETH" />, { preloadedState: { preferences: { ...initialPreferences, trading } } });
    await openSettings();
    expect((screen.getByRole('radio', { name: 'ETH' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Cross margin' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Placing an order with take profit / stop loss' }) as HTMLInputElement).checked).toBe(true);
  });
});
