import { act, screen, within } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { OrderBook } from '../../../src/components/trading/OrderBook';
import type * as BookLevelsModule from '../../../src/components/trading/BookLevels';
import { streamBatchReceived } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';

// The levels' chunk, held back until the test lets it arrive: until then the levels suspend, as a chunk still on its
// way does, and the panel shows its fallback.
const mockChunk: { arrived: boolean; arrive: () => void; wait: Promise<void> } = { arrived: false, arrive: () => undefined, wait: Promise.resolve() };
mockChunk.wait = new Promise<void>((resolve) => {
  mockChunk.arrive = () => {
    mockChunk.arrived = true;
    resolve();
  };
});

jest.mock('../../../src/components/trading/BookLevels', () => {
  const actual: typeof BookLevelsModule = jest.requireActual('../../../src/components/trading/BookLevels');
  return {
    BookLevels: (props: Parameters<typeof actual.BookLevels>[0]) => {
      if (!mockChunk.arrived) throw mockChunk.wait;
      return createElement(actual.BookLevels as ComponentType<typeof props>, props);
    },
  };
});

describe('order book before its levels\' chunk', () => {
  it('renders at once, saying it is syncing in a box already the levels\' height, and shows the book once the chunk is in', async () => {
    const { store } = await renderWithProviders(<OrderBook />);
    const book = screen.getByRole('region', { name: 'Order book' });
    const box = () => book.querySelector<HTMLElement>('.book__levels')!;
    expect(within(box()).getByRole('status').textContent).toBe('Synchronising the order book…');
    expect(box().style.getPropertyValue('--book-rows')).toBe('12');
    expect(box().style.getPropertyValue('--book-row')).toBe('20px');
    expect(within(book).getByRole('combobox')).toBeTruthy();

    // A book arriving before the chunk changes nothing yet: the status stays, in the same box.
    act(() => {
      store.dispatch(streamBatchReceived({ book: { lastUpdateId: 1, asks: [['100.01', '1']], bids: [['99.99', '2']] }, trades: [], klines: [], orders: [], fills: [], balances: [] }));
    });
    expect(within(book).getByRole('status').textContent).toBe('Synchronising the order book…');
    expect(within(book).queryByRole('list')).toBeNull();

    await act(async () => mockChunk.arrive());
    const bids = await within(book).findByRole('list', { name: 'Bids' });
    expect(within(bids).getAllByRole('listitem')).toHaveLength(1);
    expect(within(book).queryByRole('status')).toBeNull();
  });
});
