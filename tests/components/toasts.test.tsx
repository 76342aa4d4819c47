import { act, screen } from '@testing-library/react';
import { Toasts } from '../../src/components/toasts/Toasts';
import { initialPreferences } from '../../store/preferences.slice';
import { toastShown } from '../../store/toasts.slice';
import type { LocaleCode } from '../../src/core/locales';
import { renderWithProviders } from '../support/render';

const FILLED = toastShown({
  kind: 'notification',
  messageKey: 'orderAnswers.notices.buyPartial',
  values: { symbol: 'BTCUSDT', asset: 'BTC' },
  numbers: { filled: { value: '0.004', decimals: 5 }, qty: { value: '0.012345' }, price: { value: '96767.345', decimals: 2 } },
});

async function renderToasts(locale: LocaleCode) {
  return renderWithProviders(<Toasts />, { locale, preloadedState: { preferences: { ...initialPreferences, locale } } });
}

describe('toasts', () => {
  it('write a message\'s numbers as the user\'s language does, fixed to their decimals where given, exactly as sent otherwise', async () => {
    const { store } = await renderToasts('en');
    act(() => void store.dispatch(FILLED));
    expect(screen.getByRole('status').firstChild?.textContent).toBe('Buy order partly filled on BTCUSDT: 0.00400 of 0.012345 BTC, average price 96,767.35.');
  });

  it('write them with the German marks for a German reader', async () => {
    const { store } = await renderToasts('de');
    act(() => void store.dispatch(FILLED));
    expect(screen.getByRole('status').firstChild?.textContent).toBe('Kauforder für BTCUSDT teilweise ausgeführt: 0,00400 von 0,012345 BTC, Durchschnittspreis 96.767,35.');
  });

  it('show the same message with other numbers as a toast of its own, not as a repeat', async () => {
    const { store } = await renderToasts('en');
    act(() => {
      store.dispatch(FILLED);
      store.dispatch(toastShown({ ...FILLED.payload, numbers: { ...FILLED.payload.numbers, filled: { value: '0.006', decimals: 5 } } }));
      store.dispatch(FILLED);
    });
    expect(screen.getAllByRole('status').map((toast) => toast.firstChild?.textContent)).toEqual([
      'Buy order partly filled on BTCUSDT: 0.00400 of 0.012345 BTC, average price 96,767.35.',
      'Buy order partly filled on BTCUSDT: 0.00600 of 0.012345 BTC, average price 96,767.35.',
    ]);
  });
});
