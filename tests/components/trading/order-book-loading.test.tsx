import { act, screen, within } from '@testing-library/react';
import { OrderBook } from '../../../src/components/trading/OrderBook';
import { streamBatchReceived } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';

// On its own: the levels' chunk is loaded once a module registry, so only a file's first render meets the panel
// before it.
describe('order book before its levels\' chunk', () => {
  it('renders at once, saying it is syncing in a box already the levels\' height, and shows the book once the chunk is in', async () => {
    const { store } = await renderWithProviders(<OrderBook />);
    const book = screen.getByRole('region', { name: 'Order book' });
    const box = book.querySelector<HTMLElement>('.book__levels')!;
    expect(within(box).getByRole('status').textContent).toBe('Synchronising the order book…');
    expect(box.style.getPropertyValue('--book-rows')).toBe('12');
    expect(box.style.getPropertyValue('--book-row')).toBe('20px');
    expect(within(book).getByRole('combobox')).toBeTruthy();

    act(() => {
      store.dispatch(streamBatchReceived({ book: { lastUpdateId: 1, asks: [['100.01', '1']], bids: [['99.99', '2']] }, trades: [], klines: [], orders: [], fills: [], balances: [] }));
    });
    const bids = await within(book).findByRole('list', { name: 'Bids' });
    expect(within(bids).getAllByRole('listitem')).toHaveLength(1);
    expect(within(book).queryByRole('status')).toBeNull();
  });
});
