import { act, screen, within } from '@testing-library/react';
import { futuresBalanceLoaded, markReceived, positionsLoaded } from '../../../store/futures.actions';
import { showAssetToggled } from '../../../store/preferences.slice';
import { symbolRulesLoaded } from '../../../store/trading.actions';
import { renderAccountTab } from './account-tab';
import { CROSS_BALANCE, CROSS_LONG, FUTURES_BALANCE, RULES, markAt } from './support';

/** Each figure of the futures balance tab, by its name. */
function figures(region: HTMLElement): Record<string, string | null | undefined> {
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('futures balance', () => {
  it('follows the mark as the positions do: unrealized PnL, margin balance and available, exactly', async () => {
    const { store, region } = await renderAccountTab('Futures balance');
    act(() => {
      store.dispatch(symbolRulesLoaded(RULES));
      store.dispatch(positionsLoaded({ positions: [CROSS_LONG], settings: [] }));
      store.dispatch(futuresBalanceLoaded(CROSS_BALANCE));
    });
    expect(figures(region())).toMatchObject({ Available: '4,100.00 USDT', 'Unrealized PnL': '0.00 USDT', 'Margin balance': '5,100.00 USDT' });
    // 0.1 BTC x -999.5: an unrealized loss of 99.95, which the available balance gives up too.
    act(() => void store.dispatch(markReceived(markAt('99000.5'))));
    expect(figures(region())).toMatchObject({
      'Wallet balance': '5,100.00 USDT', Available: '4,000.05 USDT', 'Position margin': '1,000.00 USDT', 'Unrealized PnL': '-99.95 USDT', 'Margin balance': '5,000.05 USDT',
    });
    // An unrealized profit is not available before it is realized.
    act(() => void store.dispatch(markReceived(markAt('101000.01', 3000))));
    expect(figures(region())).toMatchObject({ Available: '4,100.00 USDT', 'Unrealized PnL': '100.00 USDT', 'Margin balance': '5,200.00 USDT' });
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeTruthy();
  });

  it('hides every figure while balances are hidden, and shows them again when they are shown', async () => {
    const { store, region } = await renderAccountTab('Futures balance');
    act(() => {
      store.dispatch(futuresBalanceLoaded(CROSS_BALANCE));
      store.dispatch(showAssetToggled());
    });
    expect(new Set(Object.values(figures(region())))).toEqual(new Set(['******Balances hidden']));
    act(() => void store.dispatch(showAssetToggled()));
    expect(figures(region())).toMatchObject({ 'Wallet balance': '5,100.00 USDT' });
  });

  it('writes every figure in USDT to the cent in the user\'s locale, the gateway\'s 18 decimals and a loss included, and never rounds the available balance up', async () => {
    const gateway = {
      ...FUTURES_BALANCE, walletBalance: '9850.000000000000000000', availableBalance: '9699.996', positionMargin: '150.004', orderMargin: '0',
      unrealizedPnl: '-150', marginBalance: '9700.000000000000000000',
    };
    const english = await renderAccountTab('Futures balance');
    act(() => void english.store.dispatch(futuresBalanceLoaded(gateway)));
    expect(figures(english.region())).toEqual({
      'Wallet balance': '9,850.00 USDT', Available: '9,699.99 USDT', 'Position margin': '150.00 USDT', 'Order margin': '0.00 USDT',
      'Unrealized PnL': '-150.00 USDT', 'Margin balance': '9,700.00 USDT',
    });
    english.unmount();
    const german = await renderAccountTab('Futures-Guthaben', 'de');
    act(() => void german.store.dispatch(futuresBalanceLoaded(gateway)));
    expect(figures(german.region())).toMatchObject({ 'Wallet-Guthaben': '9.850,00 USDT', Verfügbar: '9.699,99 USDT', 'Unrealisierter PnL': '-150,00 USDT' });
  });
});
