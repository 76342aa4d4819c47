import { act, fireEvent, screen, within } from '@testing-library/react';
import { Positions } from '../../../src/components/futures/Positions';
import { futuresBalanceLoaded, markReceived, positionActionAnswered, positionsLoaded } from '../../../store/futures.actions';
import '../../../store/futures.reducer';
import { initialPreferences } from '../../../store/preferences.slice';
import { symbolRulesLoaded } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import type { LocaleCode } from '../../../src/core/locales';
import { renderWithProviders } from '../../support/render';
import { FUTURES_BALANCE, LOGGED_IN, POSITION, RULES, markAt } from './support';

/** An isolated long of 0.1 BTC at 100,000, 10x: 1,000 of initial margin and 250.5 added, so 250.5 can come out. */
const WITH_ADDED = { ...POSITION, isolatedMargin: '1250.5' };

const NAMES = {
  en: { dialog: 'Margin of BTCUSDT', amount: 'Amount (USDT)', confirm: 'Confirm' },
  de: { dialog: 'Margin von BTCUSDT', amount: 'Betrag (USDT)', confirm: 'Bestätigen' },
};

/** The positions of a trader with that long and a 5,100 USDT futures wallet, the long's margin dialog open. */
async function openMarginDialog(locale: LocaleCode & keyof typeof NAMES = 'en') {
  const names = NAMES[locale];
  const view = await renderWithProviders(<Positions symbol="BTCUSDT" />, {
    path: '/futures/usdt/BTCUSDT',
    locale,
    preloadedState: { ...LOGGED_IN, preferences: { ...initialPreferences, locale } },
  });
  act(() => {
    view.store.dispatch(symbolRulesLoaded(RULES));
    view.store.dispatch(positionsLoaded({ positions: [WITH_ADDED], settings: [] }));
    view.store.dispatch(futuresBalanceLoaded(FUTURES_BALANCE));
  });
  const row = screen.getByRole('rowheader', { name: /BTCUSDT/ }).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Margin' }));
  const dialog = screen.getByRole('dialog', { name: names.dialog });
  const amount = within(dialog).getByLabelText(names.amount) as HTMLInputElement;
  const confirm = within(dialog).getByRole('button', { name: names.confirm }) as HTMLButtonElement;
  const type = (value: string) => fireEvent.change(amount, { target: { value } });
  /** The problem said at the field, checked to be the field's description; null when none is said. */
  const problem = () => {
    const alert = within(dialog).queryByRole('alert');
    if (alert === null) return null;
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    return alert.textContent;
  };
  const requests = () => view.actions.filter((action) => action.type === 'futures/positionMarginRequested').map((action) => action.payload);
  return { ...view, dialog, amount, confirm, type, problem, requests };
}

describe('the margin dialog', () => {
  it('says an empty, zero, negative, unreadable or finer-than-an-atom amount at the field, and keeps Confirm disabled', async () => {
    const { amount, confirm, type, problem, requests } = await openMarginDialog();
    // Nothing typed yet: nothing to send, and nothing said until the trader leaves the field.
    expect([confirm.disabled, problem()]).toEqual([true, null]);
    fireEvent.blur(amount);
    expect(problem()).toBe('Enter an amount above zero.');
    const cases: [string, string][] = [
      ['0', 'Enter an amount above zero.'],
      ['0.000', 'Enter an amount above zero.'],
      ['-5', 'Enter an amount above zero.'],
      ['abc', 'Enter the amount in digits, with at most one decimal mark (.).'],
      ['1.2.3', 'Enter the amount in digits, with at most one decimal mark (.).'],
      ['1.0000000000000000001', 'A USDT amount has at most 18 decimals.'],
    ];
    for (const [value, said] of cases) {
      type(value);
      expect([value, problem(), confirm.disabled]).toEqual([value, said, true]);
      fireEvent.submit(confirm.closest('form') as HTMLFormElement);
    }
    expect(requests()).toEqual([]);
    type('12.000000000000000001');
    expect([problem(), confirm.disabled, amount.getAttribute('aria-invalid')]).toEqual([null, false, 'false']);
    // Zeros that do not count are no problem: the number is sent as it is read.
    type('012.50000000000000000000');
    expect([problem(), confirm.disabled]).toEqual([null, false]);
    fireEvent.click(confirm);
    expect(requests()).toEqual([{ symbol: 'BTCUSDT', amount: '12.5', direction: 'add' }]);
  });

  it('does not call a half-typed amount ("12.") wrong while the trader types it, only once the field is left', async () => {
    const { amount, confirm, type, problem } = await openMarginDialog();
    type('12.');
    expect([problem(), confirm.disabled]).toEqual([null, true]);
    fireEvent.blur(amount);
    expect(problem()).toBe('Enter the amount in digits, with at most one decimal mark (.).');
    type('12.5');
    expect([problem(), confirm.disabled]).toEqual([null, false]);
  });

  it('refuses adding more than the futures wallet has available, exactly, and sends all of it', async () => {
    const { dialog, confirm, type, problem, requests } = await openMarginDialog();
    expect(within(dialog).getByText('5,100.00 USDT')).toBeTruthy();
    type('5100.000000000000000001');
    expect([problem(), confirm.disabled]).toEqual(['The amount is more than the 5,100.00 USDT available.', true]);
    type('5100');
    expect([problem(), confirm.disabled]).toEqual([null, false]);
    fireEvent.click(confirm);
    expect(requests()).toEqual([{ symbol: 'BTCUSDT', amount: '5100', direction: 'add' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses removing more than the position can spare, which an unrealized loss at the new mark lowers', async () => {
    const { store, dialog, confirm, type, problem, requests } = await openMarginDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Remove margin' }));
    expect(within(dialog).getByText(/Max removable/).textContent).toBe('Max removable: 250.50 USDT');
    type('250.51');
    expect([problem(), confirm.disabled]).toEqual(['The amount is more than the 250.50 USDT this position can spare.', true]);
    // 0.1 BTC x (99,000 - 100,000): a loss of 100 the margin left must still cover.
    act(() => void store.dispatch(markReceived(markAt('99000'))));
    type('150.51');
    expect([problem(), confirm.disabled]).toEqual(['The amount is more than the 150.50 USDT this position can spare.', true]);
    type('150.5');
    fireEvent.click(confirm);
    expect(requests()).toEqual([{ symbol: 'BTCUSDT', amount: '150.5', direction: 'remove' }]);
  });

  it('says the gateway\'s refusal of a margin change in words, never its bare code (31012, 33007)', async () => {
    const { store, type, confirm } = await openMarginDialog();
    type('5');
    fireEvent.click(confirm);
    const status = screen.getByRole('status');
    act(() => void store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'margin', refusal: { code: '31012' } })));
    expect(status.textContent).toBe('This margin amount is not valid. Enter a USDT amount above zero.');
    act(() => void store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'margin', refusal: { code: '33007' } })));
    expect(status.textContent).toBe('Not enough available balance to add this margin.');
    // The codes every futures call shares keep their common words.
    act(() => void store.dispatch(positionActionAnswered({ symbol: 'BTCUSDT', action: 'margin', refusal: { code: '33006' } })));
    expect(status.textContent).toBe('That is more margin than the position can spare.');
  });

  it('writes the limit and its problem in the user\'s numbers and reads a German amount', async () => {
    const { dialog, type, problem, confirm, requests } = await openMarginDialog('de');
    expect(within(dialog).getByText('5.100,00 USDT')).toBeTruthy();
    type('5100,01');
    expect(problem()).toMatch(/5\.100,00/);
    type('250,5');
    fireEvent.click(confirm);
    expect(requests()).toEqual([{ symbol: 'BTCUSDT', amount: '250.5', direction: 'add' }]);
  });
});
