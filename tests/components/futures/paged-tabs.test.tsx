import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { fundingLoaded, liquidationsLoaded, type PageLoaded } from '../../../store/futures.actions';
import { renderAccountTab } from './account-tab';
import { LIQUIDATION } from './support';

const PAYMENT = {
  id: '3', account: 'real', symbol: 'BTCUSDT', side: 'LONG', size: '0.1', markPrice: '100000', fundingRate: '0.0001',
  amount: '-1', asset: 'USDT', time: Date.UTC(2026, 2, 14, 8, 0, 0),
} as const;

// The futures account's paged tabs share the empty text, the table and the "Load more" rule; each case runs for both.
const TABS = [
  {
    tab: 'Funding payments',
    none: 'No funding payments yet.',
    asked: 'futures/fundingPageRequested',
    page: (id: string, page: PageLoaded): UnknownAction => fundingLoaded({ payments: [{ ...PAYMENT, id }], ...page }),
  },
  {
    tab: 'Liquidations',
    none: 'No liquidations.',
    asked: 'futures/liquidationsPageRequested',
    page: (id: string, page: PageLoaded): UnknownAction => liquidationsLoaded({ liquidations: [{ ...LIQUIDATION, id }], ...page }),
  },
];

describe.each(TABS)('the $tab tab', ({ tab, none, asked, page }) => {
  it('says there are none before the first row, with no table and no next page', async () => {
    const { region } = await renderAccountTab(tab);
    expect(within(region()).getByText(none)).toBeTruthy();
    expect(within(region()).queryByRole('table')).toBeNull();
    expect(within(region()).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers the next page while the gateway has one, and waits while it loads with the keyboard\'s focus kept', async () => {
    const { store, region, actions } = await renderAccountTab(tab);
    act(() => void store.dispatch(page('9', { next: '9', append: false })));
    const more = within(region()).getByRole('button', { name: 'Load more' }) as HTMLButtonElement;
    more.focus();
    fireEvent.click(more);
    expect(actions.filter((action) => action.type === asked)).toHaveLength(1);
    // Waiting, it is aria-disabled: a disabled button would drop the focus to the page's start.
    expect([more.disabled, more.getAttribute('aria-disabled'), document.activeElement === more]).toEqual([false, 'true', true]);
    fireEvent.click(more);
    expect(actions.filter((action) => action.type === asked)).toHaveLength(1);
    act(() => void store.dispatch(page('7', { next: null, append: true })));
    expect(within(region()).getAllByRole('row')).toHaveLength(3);
    expect(within(region()).queryByRole('button', { name: 'Load more' })).toBeNull();
    // The last page came and the button went: the focus is on the tab's panel, not lost to the page.
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: tab }));
  });
});
