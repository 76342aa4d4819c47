// A market order's total is what it would pay (a buy, walking the asks) or bring (a sell, walking the bids) level by
// level as the book stands, not its amount times the best price, and the form says it is an estimate.
import { act, fireEvent, screen } from '@testing-library/react';
import { streamBatchReceived, type BookView } from '../../../store/trading.actions';
import { renderOrderForm } from './support/order-form';

/** A thin top of the book: 1 BTC at the best ask and bid, then 10 further off. */
const BOOK: BookView = { lastUpdateId: 1, asks: [['100.00', '1'], ['200.00', '10']], bids: [['90.00', '1'], ['80.00', '10']] };

async function marketForm() {
  const view = await renderOrderForm({ wallet: [{ asset: 'USDT', available: '100000', frozen: '0' }, { asset: 'BTC', available: '5', frozen: '0' }] });
  act(() => void view.store.dispatch(streamBatchReceived({ book: BOOK, trades: [], klines: [], orders: [], fills: [], balances: [] })));
  fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
  return view;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('the total of a market order', () => {
  it('of a buy of 2 BTC walks the asks: 1 at 100 and 1 at 200 is about 300, not 2 x 100', async () => {
    await marketForm();
    fireEvent.change(field('Amount'), { target: { value: '2' } });
    expect(field('Estimated total').value).toBe('300');
  });

  it('of a sell of 2 BTC walks the bids: 1 at 90 and 1 at 80 is about 170, not 2 x 90', async () => {
    await marketForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    fireEvent.change(field('Amount'), { target: { value: '2' } });
    expect(field('Estimated total').value).toBe('170');
  });

  it('is named an estimate and marked "≈"; a limit order\'s total is neither', async () => {
    await marketForm();
    const total = field('Estimated total');
    expect(total.parentElement?.textContent).toContain('≈');
    fireEvent.click(screen.getByRole('tab', { name: 'Limit' }));
    expect(field('Total').parentElement?.textContent).not.toContain('≈');
    expect(screen.queryByLabelText('Estimated total')).toBeNull();
  });

  it('typed for a buy, gives the amount walking the asks: 300 buys 2 BTC', async () => {
    await marketForm();
    fireEvent.change(field('Estimated total'), { target: { value: '300' } });
    expect(field('Amount').value).toBe('2.00000');
  });

  it('typed for a sell, gives the most amount walking the bids that brings no more: 170 sells 2 BTC', async () => {
    await marketForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    fireEvent.change(field('Estimated total'), { target: { value: '170' } });
    expect(field('Amount').value).toBe('2.00000');
  });

  it('of a share of the balance walks the book too: 100 % of 5 BTC sold brings about 90 + 4 x 80', async () => {
    await marketForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '100' } });
    expect([field('Amount').value, field('Estimated total').value]).toEqual(['5.00000', '410']);
  });
});
