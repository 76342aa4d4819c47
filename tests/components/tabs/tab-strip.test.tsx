import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { TabStrip } from '../../../src/components/tabs/TabStrip';
import { AccountTabs } from '../../../src/components/trading/AccountTabs';
import { FuturesAccountTabs } from '../../../src/components/futures/FuturesAccountTabs';
import '../../../store/futures.reducer';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';

const TABS = ['one', 'two', 'three'] as const;
type Tab = (typeof TABS)[number];

function Strip() {
  const [tab, setTab] = useState<Tab>('one');
  return <TabStrip tabs={TABS} selected={tab} onSelect={setTab} label="Numbers" nameOf={(value) => value.toUpperCase()} idBase="n" controls="n-panel" />;
}

function selectedName(): string | null {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ?? null;
}

function press(key: string): void {
  fireEvent.keyDown(document.activeElement as Element, { key });
}

const LOGGED_IN = { user: { info: { userId: '10000001' } as never, balances: null, accounts: null, status: 'loggedIn' as const } };

describe('tab strip', () => {
  it('is one stop in the Tab order: only the selected tab is focusable, and each tab names the panel it controls', async () => {
    await renderWithProviders(<Strip />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-controls'))).toEqual(['n-panel', 'n-panel', 'n-panel']);
    fireEvent.click(screen.getByRole('tab', { name: 'THREE' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves to and selects the next and previous tab with the arrow keys, wrapping at the ends, and the first and last with Home and End', async () => {
    await renderWithProviders(<Strip />);
    act(() => screen.getByRole('tab', { name: 'ONE' }).focus());
    press('ArrowRight');
    expect(selectedName()).toBe('TWO');
    expect(document.activeElement?.textContent).toBe('TWO');
    press('ArrowRight');
    press('ArrowRight');
    expect(selectedName()).toBe('ONE');
    press('ArrowLeft');
    expect(selectedName()).toBe('THREE');
    expect(document.activeElement?.textContent).toBe('THREE');
    press('Home');
    expect(selectedName()).toBe('ONE');
    press('End');
    expect(selectedName()).toBe('THREE');
    press('a');
    expect(selectedName()).toBe('THREE');
  });

  it('mirrors the arrow keys in a right-to-left page: the left arrow goes to the next tab', async () => {
    await renderWithProviders(
      <div dir="rtl">
        <Strip />
      </div>,
    );
    act(() => screen.getByRole('tab', { name: 'ONE' }).focus());
    press('ArrowLeft');
    expect(selectedName()).toBe('TWO');
    press('ArrowRight');
    expect(selectedName()).toBe('ONE');
  });
});

describe('account tabs, spot and futures', () => {
  it('spot: a tab panel named by the selected tab, which the arrow keys switch', async () => {
    await renderWithProviders(<AccountTabs symbol="BTCUSDT" />, { preloadedState: LOGGED_IN });
    expect(screen.getByRole('tabpanel', { name: 'Open orders' })).toBeTruthy();
    act(() => screen.getByRole('tab', { name: 'Open orders' }).focus());
    press('ArrowRight');
    expect(screen.getByRole('tabpanel', { name: 'Order history' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Order history' }).getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
  });

  it('futures: positions first, then the spot tabs, funding, liquidations and the wallet, with the same keys and panel', async () => {
    await renderWithProviders(<FuturesAccountTabs symbol="BTCUSDT" />, { preloadedState: LOGGED_IN });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Positions', 'Open orders', 'Order history', 'Fills', 'Funding payments', 'Liquidations', 'Futures balance',
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Positions' })).toBeTruthy();
    act(() => screen.getByRole('tab', { name: 'Positions' }).focus());
    press('End');
    expect(screen.getByRole('tabpanel', { name: 'Futures balance' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Futures balance');
  });

  it('asks a visitor who is not logged in to log in, in the panel', async () => {
    await renderWithProviders(<AccountTabs symbol="BTCUSDT" />);
    expect(screen.getByRole('tabpanel').textContent).toMatch(/log in/i);
  });
});
