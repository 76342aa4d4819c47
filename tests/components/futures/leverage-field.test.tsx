import { act, fireEvent, screen } from '@testing-library/react';
import { FuturesOrderForm } from '../../../src/components/futures/FuturesOrderForm';
import { leverageSet, positionUpdated, positionsLoaded, settingsRefused } from '../../../store/futures.actions';
import '../../../store/futures.reducer';
import { symbolRulesLoaded } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';
import { LOGGED_IN, POSITION, RULES } from './support';

// The leverage of the futures form: a draft while typing, sent once when committed (Enter, leaving the field, a
// step), never when the symbol does not allow it. RULES: BTCUSDT, leverage 1 to 125; the saved leverage is 10x.

async function renderForm() {
  const view = await renderWithProviders(<FuturesOrderForm symbol="BTCUSDT" />, { path: '/futures/usdt/BTCUSDT', preloadedState: LOGGED_IN });
  act(() => {
    view.store.dispatch(symbolRulesLoaded(RULES));
    view.store.dispatch(positionsLoaded({ positions: [], settings: [{ symbol: 'BTCUSDT', leverage: 10, marginMode: 'CROSS' }] }));
  });
  const field = screen.getByRole('spinbutton', { name: 'Leverage' }) as HTMLInputElement;
  const sent = () => view.actions.filter((action) => action.type === 'futures/leverageChosen').map((action) => (action.payload as { leverage: number }).leverage);
  return { ...view, field, sent };
}

/** Keystrokes after selecting all: each one an input event carrying the field's text so far. */
function type(field: HTMLInputElement, ...texts: string[]) {
  for (const value of texts) fireEvent.change(field, { target: { value } });
}

const range = () => screen.queryByText('1–125x');

describe('futures leverage field', () => {
  it('sends no leverage request while typing, and holds what is typed, even an empty field', async () => {
    const { field, sent } = await renderForm();
    type(field, '1', '12', '125');
    expect(field.value).toBe('125');
    type(field, '12', '1', '');
    expect(field.value).toBe('');
    expect(sent()).toEqual([]);
  });

  it('typing several digits sends one leverage request with the final value on Enter, then on leaving the field', async () => {
    const { field, sent, store } = await renderForm();
    type(field, '5', '50');
    expect(sent()).toEqual([]);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(sent()).toEqual([50]);
    // Pending: the field shows the value asked for; the max position line stays the confirmed leverage's.
    expect(field.value).toBe('50');
    expect(screen.getByText('Max position at 10x: 20,000,000 USDT')).toBeTruthy();
    act(() => void store.dispatch(leverageSet({ symbol: 'BTCUSDT', leverage: 50, maxNotional: '1000000' })));
    expect(field.value).toBe('50');
    expect(screen.getByText(/^Max position at 50x/)).toBeTruthy();

    type(field, '7', '75');
    fireEvent.blur(field);
    // Leaving the field once Enter committed sends nothing more.
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.blur(field);
    expect(sent()).toEqual([50, 75]);
  });

  it('sends nothing when the value committed is the leverage already set', async () => {
    const { field, sent } = await renderForm();
    type(field, '1', '10');
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.blur(field);
    expect(sent()).toEqual([]);
  });

  it('clearing the field and leaving it sends nothing and shows the saved leverage again', async () => {
    const { field, sent } = await renderForm();
    type(field, '');
    expect(field.value).toBe('');
    fireEvent.blur(field);
    expect(sent()).toEqual([]);
    expect(field.value).toBe('10');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(range()).toBeTruthy();
  });

  it.each([
    ['above the maximum', '126'],
    ['below 1', '0'],
    ['not a whole number', '2.5'],
  ])('a value %s is not sent: the field returns to the saved leverage and shows the allowed range', async (_, value) => {
    const { field, sent } = await renderForm();
    type(field, value);
    // Out of range while typing already: marked, with the range said.
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(range()?.id);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(sent()).toEqual([]);
    expect(field.value).toBe('10');
    expect(range()).toBeTruthy();
    // Typing again clears the mark.
    type(field, '2');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(range()).toBeNull();
  });

  it('Escape reverts the draft to the saved leverage and sends nothing', async () => {
    const { field, sent } = await renderForm();
    type(field, '5', '50');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.value).toBe('10');
    fireEvent.blur(field);
    expect(sent()).toEqual([]);
  });

  it('a refused change returns the field to the saved leverage and says why', async () => {
    const { field, sent, store } = await renderForm();
    type(field, '1', '10', '100');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(sent()).toEqual([100]);
    expect(field.value).toBe('100');
    act(() => void store.dispatch(settingsRefused({ code: '33001' })));
    expect(field.value).toBe('10');
    expect(screen.getByRole('alert').textContent).toBe('This leverage is not allowed for the size of the position and open orders.');
    expect(screen.getByText('Max position at 10x: 20,000,000 USDT')).toBeTruthy();
  });

  it('drops a refusal once the position it spoke of changes, and keeps it for a frame older than the position held', async () => {
    const { field, store } = await renderForm();
    act(() => void store.dispatch(positionUpdated(POSITION)));
    type(field, '1', '12', '125');
    fireEvent.keyDown(field, { key: 'Enter' });
    act(() => void store.dispatch(settingsRefused({ code: '33001' })));
    const said = 'This leverage is not allowed for the size of the position and open orders.';
    expect(screen.getByRole('alert').textContent).toBe(said);
    act(() => void store.dispatch(positionUpdated({ ...POSITION, size: '0.2', updatedAt: POSITION.updatedAt - 1 })));
    expect(screen.getByRole('alert').textContent).toBe(said);
    // The position closed: the size the refusal spoke of is no longer held.
    act(() => void store.dispatch(positionUpdated({ ...POSITION, size: '0', updatedAt: POSITION.updatedAt + 1 })));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('commits a step of the arrow keys once the key is let go, within the range, one request for a held key', async () => {
    const { field, sent, store } = await renderForm();
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp', repeat: true });
    fireEvent.keyDown(field, { key: 'ArrowUp', repeat: true });
    expect(field.value).toBe('13');
    expect(sent()).toEqual([]);
    fireEvent.keyUp(field, { key: 'ArrowUp' });
    expect(sent()).toEqual([13]);
    act(() => void store.dispatch(leverageSet({ symbol: 'BTCUSDT', leverage: 1, maxNotional: '1000' })));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyUp(field, { key: 'ArrowDown' });
    expect(field.value).toBe('1');
    expect(sent()).toEqual([13]);
  });

  it('steps once a press with the - and + buttons, from the draft if one is typed, and stops at the range\'s ends', async () => {
    const { field, sent, store } = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Raise the leverage by 1x' }));
    expect(sent()).toEqual([11]);
    expect(field.value).toBe('11');
    type(field, '40');
    fireEvent.click(screen.getByRole('button', { name: 'Lower the leverage by 1x' }));
    expect(sent()).toEqual([11, 39]);
    // At an end, its button says it is unavailable and sends nothing, but stays a button the focus can rest on: one
    // pressed to the end keeps the keyboard's focus rather than dropping it to the page.
    const atEnd = (name: string) => {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      button.focus();
      fireEvent.click(button);
      return [button.disabled, button.getAttribute('aria-disabled'), document.activeElement === button];
    };
    act(() => void store.dispatch(leverageSet({ symbol: 'BTCUSDT', leverage: 125, maxNotional: '50000' })));
    expect(atEnd('Raise the leverage by 1x')).toEqual([false, 'true', true]);
    act(() => void store.dispatch(leverageSet({ symbol: 'BTCUSDT', leverage: 1, maxNotional: '50000' })));
    expect(atEnd('Lower the leverage by 1x')).toEqual([false, 'true', true]);
    expect(sent()).toEqual([11, 39]);
    // A draft one above the leverage steps back down to it: the draft is dropped, nothing is sent.
    type(field, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Lower the leverage by 1x' }));
    expect(field.value).toBe('1');
    expect(sent()).toEqual([11, 39]);
  });

  it.each([
    ['Arabic-Indic digits', '٢٠', 20],
    ['Persian digits', '۱۵', 15],
    ['full-width digits of an input method', '３０', 30],
  ])('reads %s as the leverage they write', async (_name, text, leverage) => {
    const { field, sent } = await renderForm();
    type(field, text);
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(sent()).toEqual([leverage]);
  });

  it('says its range and value as a spin button does', async () => {
    const { field, store } = await renderForm();
    expect([field.getAttribute('aria-valuemin'), field.getAttribute('aria-valuemax'), field.getAttribute('aria-valuenow')]).toEqual(['1', '125', '10']);
    act(() => void store.dispatch(leverageSet({ symbol: 'BTCUSDT', leverage: 20, maxNotional: '50000' })));
    expect(field.getAttribute('aria-valuenow')).toBe('20');
  });
});
