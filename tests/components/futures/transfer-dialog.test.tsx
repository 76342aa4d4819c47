import { act, fireEvent, screen, within } from '@testing-library/react';
import { FuturesAccountTabs } from '../../../src/components/futures/FuturesAccountTabs';
import { futuresBalanceLoaded, transferDone, transferRefused, transferRequested } from '../../../store/futures.actions';
import '../../../store/futures.reducer';
import '../../../store/trading.reducer';
import { initialPreferences } from '../../../store/preferences.slice';
import { renderWithProviders } from '../../support/render';
import { FUTURES_BALANCE, LOGGED_IN } from './support';

const SPOT = [{ coin: 'USDT', available: '1000.5', frozen: '0' }];

async function openDialog(spot: typeof SPOT | null = SPOT) {
  const view = await renderWithProviders(<FuturesAccountTabs symbol="BTCUSDT" />, {
    path: '/futures/usdt/BTCUSDT',
    preloadedState: { user: { ...LOGGED_IN.user, balances: spot } },
  });
  act(() => void view.store.dispatch(futuresBalanceLoaded({ ...FUTURES_BALANCE, availableBalance: '0.1' })));
  fireEvent.click(screen.getByRole('tab', { name: 'Futures balance' }));
  const opener = screen.getByRole('button', { name: 'Transfer' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Transfer USDT' });
  const amount = within(dialog).getByLabelText('Amount (USDT)') as HTMLInputElement;
  const submit = within(dialog).getByRole('button', { name: 'Confirm transfer' }) as HTMLButtonElement;
  const type = (value: string) => fireEvent.change(amount, { target: { value } });
  const requests = () => view.actions.filter((action) => transferRequested.match(action)).map((action) => action.payload);
  return { ...view, opener, dialog, amount, submit, type, requests };
}

describe('the transfer dialog', () => {
  it('opens from the futures balance, named by its title, reads the spot wallet again and takes the focus', async () => {
    const { dialog, actions } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(actions.some((action) => action.type === 'futures/transferDialogOpened')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByRole('radio', { name: 'Spot to futures' })).toHaveProperty('checked', true);
  });

  it('keeps Tab and Shift+Tab inside, and Escape closes it and gives the focus back', async () => {
    const { dialog, submit, opener } = await openDialog();
    const first = within(dialog).getByRole('radio', { name: 'Spot to futures' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    // A focus the page got back (the browser drops it there when a focused element goes away) returns inside.
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows the source wallet’s available amount to the cent, and Max takes all of it, in either direction', async () => {
    const { dialog, amount } = await openDialog();
    expect(within(dialog).getByText('1,000.50 USDT')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(amount.value).toBe('1000.50');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Futures to spot' }));
    expect(within(dialog).getByText('0.10 USDT')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(amount.value).toBe('0.10');
  });

  it('shows the futures wallet’s exact available amount cut to the cent, as the order form does, and Max takes that', async () => {
    const { store, dialog, amount } = await openDialog();
    act(() => void store.dispatch(futuresBalanceLoaded({ ...FUTURES_BALANCE, availableBalance: '2924.1560281588' })));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Futures to spot' }));
    expect(within(dialog).getByText('2,924.15 USDT')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(amount.value).toBe('2924.15');
  });

  it('refuses an empty, zero or unreadable amount before sending', async () => {
    const { dialog, submit, type, requests, amount } = await openDialog();
    for (const value of ['', '0', '0.000', '1.2.3', '-5']) {
      type(value);
      fireEvent.click(submit);
      expect(within(dialog).getByRole('alert').textContent).toBe('Enter an amount above zero.');
      expect(amount.getAttribute('aria-invalid')).toBe('true');
    }
    expect(requests()).toEqual([]);
  });

  it('compares with the available amount exactly: a hair above it is refused, all of it goes', async () => {
    const { dialog, submit, type, requests } = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Futures to spot' }));
    // As a binary float 0.10000000000000001 is 0.1; as a decimal it is more than the 0.1 available.
    type('0.10000000000000001');
    fireEvent.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('The amount is more than the 0.10 USDT available.');
    type('0.1');
    fireEvent.click(submit);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(requests()).toEqual([{ amount: '0.1', direction: 'futuresToSpot' }]);
  });

  it('sends while the spot wallet is not known yet, and leaves the limit to the gateway', async () => {
    const { dialog, submit, type, requests } = await openDialog(null);
    expect(within(dialog).getByRole('button', { name: 'Max' })).toHaveProperty('disabled', true);
    type('25');
    fireEvent.click(submit);
    expect(requests()).toEqual([{ amount: '25', direction: 'spotToFutures' }]);
  });

  it('waits while the transfer is on its way, then says it went through and empties the field', async () => {
    const { store, dialog, submit, type, amount, requests } = await openDialog();
    type('1000');
    fireEvent.click(submit);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    // It keeps the focus (a disabled button would lose it) and a second press sends nothing.
    submit.focus();
    fireEvent.click(submit);
    expect(requests()).toHaveLength(1);
    expect(document.activeElement).toBe(submit);
    act(() => void store.dispatch(transferDone({ amount: '1000', direction: 'spotToFutures', balance: { ...FUTURES_BALANCE, walletBalance: '6100' }, spotAvailable: '0.5' })));
    expect(submit.getAttribute('aria-disabled')).toBe('false');
    expect(within(dialog).getByRole('status').textContent).toBe('1,000 USDT moved from spot to futures.');
    expect(amount.value).toBe('');
    // The futures wallet behind the dialog shows the answer's balance.
    expect(screen.getByText('6,100.00 USDT')).toBeTruthy();
  });

  it('says a 33010 refusal by the amount field', async () => {
    const { store, dialog, amount } = await openDialog();
    act(() => void store.dispatch(transferRefused({ code: '33010', serverMessage: 'Transfer larger than the available balance', messageKey: 'errors.unknown' })));
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toBe('The transfer is larger than the available balance.');
    expect(amount.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });

  it('says any other failure below the form, in the request layer’s words', async () => {
    const { store, dialog, amount } = await openDialog();
    act(() => void store.dispatch(transferRefused({ messageKey: 'errors.network' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Network error, please check your connection and try again');
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    act(() => void store.dispatch(transferRefused({ code: '00099', serverMessage: 'Transfers are paused', messageKey: 'errors.unknown' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Transfers are paused');
  });

  it('shows a German user\'s amount and the Max amount with the German mark, and sends them with a point', async () => {
    const view = await renderWithProviders(<FuturesAccountTabs symbol="BTCUSDT" />, {
      path: '/futures/usdt/BTCUSDT',
      locale: 'de',
      preloadedState: { user: { ...LOGGED_IN.user, balances: SPOT }, preferences: { ...initialPreferences, locale: 'de' } },
    });
    act(() => void view.store.dispatch(futuresBalanceLoaded(FUTURES_BALANCE)));
    fireEvent.click(screen.getByRole('tab', { name: 'Futures-Guthaben' }));
    fireEvent.click(screen.getByRole('button', { name: 'Übertragen' }));
    const dialog = screen.getByRole('dialog', { name: 'USDT übertragen' });
    const amount = within(dialog).getByLabelText('Betrag (USDT)') as HTMLInputElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Max.' }));
    expect(amount.value).toBe('1000,50');
    fireEvent.change(amount, { target: { value: '0,05' } });
    expect(amount.value).toBe('0,05');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Übertragung bestätigen' }));
    expect(view.actions.filter((action) => transferRequested.match(action)).map((action) => action.payload)).toEqual([{ amount: '0.05', direction: 'spotToFutures' }]);
  });

  it('is offered only to a logged-in trader', async () => {
    await renderWithProviders(<FuturesAccountTabs symbol="BTCUSDT" />, { path: '/futures/usdt/BTCUSDT' });
    fireEvent.click(screen.getByRole('tab', { name: 'Futures balance' }));
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });
});
