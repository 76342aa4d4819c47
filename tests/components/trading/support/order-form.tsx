// The spot order form as a logged-in trader meets it: BTCUSDT's rules read and a wallet held, in a chosen language.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { OrderForm } from '../../../../src/components/trading/OrderForm';
import type { LocaleCode } from '../../../../src/core/locales';
import { initialPreferences } from '../../../../store/preferences.slice';
import { balancesLoaded, symbolRulesLoaded } from '../../../../store/trading.actions';
import '../../../../store/trading.reducer';
import { SPOT_RULES } from '../../../sagas/support/trading-rows';
import { renderWithProviders } from '../../../support/render';

interface FormSetting {
  /** What is rendered: the form itself unless a test wraps it (a profiler). */
  ui?: ReactElement;
  locale?: LocaleCode;
  /** The spot wallet's rows; 1,000 USDT unless a test needs more or other coins. */
  wallet?: { asset: string; available: string; frozen: string }[];
}

export async function renderOrderForm({ ui = <OrderForm symbol="BTCUSDT" />, locale = 'en', wallet = [{ asset: 'USDT', available: '1000', frozen: '0' }] }: FormSetting = {}) {
  const view = await renderWithProviders(ui, {
    locale,
    preloadedState: {
      user: { info: { userId: '10000001' } as never, balances: null, accounts: null, status: 'loggedIn' },
      preferences: { ...initialPreferences, locale },
    },
  });
  act(() => {
    view.store.dispatch(symbolRulesLoaded(SPOT_RULES));
    view.store.dispatch(balancesLoaded(wallet));
  });
  return view;
}
