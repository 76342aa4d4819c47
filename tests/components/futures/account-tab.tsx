import { fireEvent, screen, within } from '@testing-library/react';
import type { LocaleCode } from '../../../src/core/locales';
import { FuturesAccountTabs } from '../../../src/components/futures/FuturesAccountTabs';
import '../../../store/futures.reducer';
import { initialPreferences } from '../../../store/preferences.slice';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';
import { LOGGED_IN } from './support';

/** The futures account tabs of a logged-in trader, with the tab named `name` (in `locale`) open. */
export async function renderAccountTab(name: string, locale: LocaleCode = 'en') {
  const view = await renderWithProviders(<FuturesAccountTabs symbol="BTCUSDT" />, {
    path: '/futures/usdt/BTCUSDT',
    preloadedState: { ...LOGGED_IN, preferences: { ...initialPreferences, locale } },
    locale,
  });
  fireEvent.click(screen.getByRole('tab', { name }));
  return { ...view, region: () => screen.getByRole('region', { name }) };
}

export const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
