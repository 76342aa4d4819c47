// The spot order form reads numbers as the trader's language writes them, and says what is wrong with one it cannot
// place: a mark the language does not use there, more decimals than the pair's step, no number, a number below zero.
import { fireEvent, screen } from '@testing-library/react';
import type { LocaleCode } from '../../../src/core/locales';
import { renderOrderForm } from './support/order-form';

const renderForm = (locale: LocaleCode = 'en') => renderOrderForm({ locale, wallet: [{ asset: 'USDT', available: '100000', frozen: '0' }] });

/** Types a limit buy and submits it: what the form placed, and what it said. */
function submit(labels: { price: string; amount: string; buy: string }, price: string, amount: string) {
  fireEvent.change(screen.getByLabelText(labels.price), { target: { value: price } });
  fireEvent.change(screen.getByLabelText(labels.amount), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: labels.buy }));
}
const EN = { price: 'Price', amount: 'Amount', buy: 'Buy BTC' };
const DE = { price: 'Preis', amount: 'Menge', buy: 'BTC kaufen' };

const placed = (actions: { type: string; payload?: unknown }[]) => actions.filter((action) => action.type === 'trading/orderPlaceRequested').map((action) => action.payload);
const alert = () => screen.queryByRole('alert')?.textContent ?? null;

describe('a number typed in the trader\'s language', () => {
  it('places a German "60.000" as a price of sixty thousand, not sixty', async () => {
    const { actions } = await renderForm('de');
    submit(DE, '60.000', '0,001');
    expect(alert()).toBeNull();
    expect(placed(actions)).toEqual([{ symbol: 'BTCUSDT', side: 'buy', type: 'limit', qty: '0.001', price: '60000', timeInForce: 'GTC' }]);
  });

  it('works the total out from a German "60.000" at sixty thousand', async () => {
    await renderForm('de');
    fireEvent.change(screen.getByLabelText('Preis'), { target: { value: '60.000' } });
    fireEvent.change(screen.getByLabelText('Menge'), { target: { value: '0,5' } });
    expect((screen.getByLabelText('Gesamt') as HTMLInputElement).value).toBe('30000');
  });

  it('still places an English "60,000.5" as 60000.5', async () => {
    const { actions } = await renderForm();
    submit(EN, '60,000.5', '0.001');
    expect(placed(actions)).toEqual([expect.objectContaining({ price: '60000.5', qty: '0.001' })]);
  });

  it('refuses an English "0,5" amount, naming the comma and showing how English writes numbers, and places nothing', async () => {
    const { actions } = await renderForm();
    submit(EN, '60000', '0,5');
    expect(alert()).toBe('Check the amount: “,” is not a decimal mark in your language. Write numbers like 12,345.67.');
    expect(placed(actions)).toEqual([]);
  });

  it('keeps a refused German "0.5" in the field as typed, never placing it as 0.5', async () => {
    const { actions } = await renderForm('de');
    submit(DE, '60000', '0.5');
    expect((screen.getByLabelText('Menge') as HTMLInputElement).value).toBe('0.5');
    expect(alert()).not.toBeNull();
    expect(placed(actions)).toEqual([]);
  });

  it('refuses a total typed with a misplaced mark rather than place the amount it had before', async () => {
    const { actions } = await renderForm();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '60000' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.001' } });
    fireEvent.change(screen.getByLabelText('Total'), { target: { value: '1,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(alert()).toBe('Check the total: “,” is not a decimal mark in your language. Write numbers like 12,345.67.');
    expect(placed(actions)).toEqual([]);
  });
});

describe('what the form says of a number it cannot place', () => {
  it('says an amount has too many decimals for the pair\'s step, rather than "a multiple of"', async () => {
    await renderForm();
    submit(EN, '60000', '0.000015');
    expect(alert()).toBe("Too many decimals: this pair's amount moves in steps of 0.00001.");
  });

  it('says a negative amount must be above zero, not that it must be written in digits', async () => {
    await renderForm();
    submit(EN, '60000', '-1');
    expect(alert()).toBe('Enter an amount above zero.');
  });

  it('drops what it said once the trader changes the order: it spoke of the order refused, not of this one', async () => {
    await renderForm();
    submit(EN, '60000', '-1');
    expect(alert()).toBe('Enter an amount above zero.');
    fireEvent.change(screen.getByRole('slider'), { target: { value: '25' } });
    expect(alert()).toBeNull();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(alert()).toBe('Enter an amount above zero.');
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '60001' } });
    expect(alert()).toBeNull();
  });

  it('still says letters are no number', async () => {
    await renderForm();
    submit(EN, '60000', '1e5');
    expect(alert()).toBe('Enter the amount in digits, with at most one decimal mark (.).');
  });

  it('places an amount typed up to its decimal mark ("1.") as the whole number it names', async () => {
    const { actions } = await renderForm();
    submit(EN, '60000', '1.');
    expect(alert()).toBeNull();
    expect(placed(actions)).toEqual([expect.objectContaining({ qty: '1', price: '60000' })]);
  });
});
