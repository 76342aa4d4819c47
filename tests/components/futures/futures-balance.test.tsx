import { act, screen, within } from '@testing-library/react';
import { futuresBalanceLoaded, markReceived, positionsLoaded } from '../../../store/futures.actions';
import { symbolRulesLoaded } from '../../../store/trading.actions';
import { renderAccountTab } from './account-tab';
import { CROSS_BALANCE, CROSS_LONG, RULES, markAt } from './support';

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
    expect(figures(region())).toMatchObject({ Available: '4,100 USDT', 'Unrealized PnL': '0 USDT', 'Margin balance': '5,100 USDT' });
    // 0.1 BTC x -999.5: an unrealized loss of 99.95, which the available balance gives up too.
    act(() => void store.dispatch(markReceived(markAt('99000.5'))));
    expect(figures(region())).toMatchObject({
      'Wallet balance': '5,100 USDT', Available: '4,000.05 USDT', 'Position margin': '1,000 USDT', 'Unrealized PnL': '-99.95 USDT', 'Margin balance': '5,000.05 USDT',
    });
    // An unrealized profit is not available before it is realized.
    act(() => void store.dispatch(markReceived(markAt('101000.01', 3000))));
    expect(figures(region())).toMatchObject({ Available: '4,100 USDT', 'Unrealized PnL': '100.001 USDT', 'Margin balance': '5,200.001 USDT' });
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeTruthy();
  });
});
