import { act, fireEvent, screen } from '@testing-library/react';
import { WorkspaceGrid } from '../../../src/components/trading/WorkspaceGrid';
import type { StreamStatus } from '../../../store/trading.actions';
import { bookPricePicked, streamBatchReceived, streamStarted } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { selectStreamStatus } from '../../../store/trading.selectors';
import { renderWithProviders } from '../../support/render';

/** A window whose width the test sets: matchMedia answers the workspace's phone query by it, and reports changes. */
function fakeWindowWidth(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max !== null && current <= Number(max[1]);
  };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      current = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const PANELS = {
  chart: <p>chart content</p>,
  book: <p>book content</p>,
  trades: <p>trades content</p>,
  form: <input aria-label="Price" defaultValue="" />,
  account: <p>account content</p>,
};

describe('the workspace grid', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('on a wide screen renders every panel', async () => {
    fakeWindowWidth(1366);
    await renderWithProviders(<WorkspaceGrid {...PANELS} />);
    for (const text of ['chart content', 'book content', 'trades content', 'account content']) expect(screen.getByText(text)).toBeTruthy();
  });

  it('on a phone opens on the order form, and renders the book and the trades only while their tab is shown', async () => {
    fakeWindowWidth(412);
    await renderWithProviders(<WorkspaceGrid {...PANELS} />);
    expect(screen.getByRole('tab', { name: 'Trade' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('book content')).toBeNull();
    expect(screen.queryByText('trades content')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Book' }));
    expect(screen.getByText('book content')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Trades' }));
    expect(screen.getByText('trades content')).toBeTruthy();
    expect(screen.queryByText('book content')).toBeNull();
  });

  it('on a phone makes the chart only when its tab is first shown, and keeps it after', async () => {
    fakeWindowWidth(412);
    await renderWithProviders(<WorkspaceGrid {...PANELS} />);
    expect(screen.queryByText('chart content')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Book' }));
    expect(screen.queryByText('chart content')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Chart' }));
    expect(screen.getByText('chart content')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Book' }));
    expect(screen.getByText('chart content')).toBeTruthy();
  });

  it('makes the chart when a phone-sized window grows past the breakpoint', async () => {
    const window = fakeWindowWidth(412);
    await renderWithProviders(<WorkspaceGrid {...PANELS} />);
    expect(screen.queryByText('chart content')).toBeNull();
    window.resize(1366);
    expect(screen.getByText('chart content')).toBeTruthy();
  });

  it('keeps the chart and a half-typed order mounted while another tab is shown', async () => {
    fakeWindowWidth(412);
    await renderWithProviders(<WorkspaceGrid {...PANELS} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Chart' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Trade' }));
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '97000' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Trades' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Trade' }));
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('97000');
    expect(screen.getByText('chart content')).toBeTruthy();
  });

  it('renders the hidden panels again when the window grows past the phone breakpoint', async () => {
    const window = fakeWindowWidth(767);
    await renderWithProviders(<WorkspaceGrid {...PANELS} />);
    expect(screen.queryByText('trades content')).toBeNull();
    window.resize(768);
    expect(screen.getByText('book content')).toBeTruthy();
    expect(screen.getByText('trades content')).toBeTruthy();
  });

  describe('a price picked in the book', () => {
    // The book's price, a button the trader taps or reaches by keyboard: picking it puts it in the form.
    const BOOK_PRICE = {
      ...PANELS,
      book: (
        <button type="button" onClick={() => pick()}>
          96,000.00
        </button>
      ),
    };
    let pick: () => void = () => undefined;

    it('on a phone shows the order form it went into, with the focus on its tab', async () => {
      fakeWindowWidth(412);
      const { store } = await renderWithProviders(<WorkspaceGrid {...BOOK_PRICE} />);
      act(() => void store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'spot' })));
      pick = () => store.dispatch(bookPricePicked('96000.00'));
      fireEvent.click(screen.getByRole('tab', { name: 'Book' }));
      const price = screen.getByRole('button', { name: '96,000.00' });
      price.focus();
      fireEvent.click(price);
      const trade = screen.getByRole('tab', { name: 'Trade' });
      expect(trade.getAttribute('aria-selected')).toBe('true');
      expect(screen.getByLabelText('Price')).toBeTruthy();
      expect(document.activeElement).toBe(trade);
    });

    it('on a wide screen, where the form is beside the book, moves nothing', async () => {
      fakeWindowWidth(1366);
      const { store } = await renderWithProviders(<WorkspaceGrid {...BOOK_PRICE} />);
      act(() => void store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'spot' })));
      pick = () => store.dispatch(bookPricePicked('96000.00'));
      const price = screen.getByRole('button', { name: '96,000.00' });
      price.focus();
      fireEvent.click(price);
      expect(document.activeElement).toBe(price);
    });

    it('a stream that starts again, forgetting the picks, does not change the phone\'s tab', async () => {
      fakeWindowWidth(412);
      const { store } = await renderWithProviders(<WorkspaceGrid {...BOOK_PRICE} />);
      act(() => {
        store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'spot' }));
        store.dispatch(bookPricePicked('96000.00'));
      });
      fireEvent.click(screen.getByRole('tab', { name: 'Chart' }));
      act(() => void store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'spot' })));
      expect(screen.getByRole('tab', { name: 'Chart' }).getAttribute('aria-selected')).toBe('true');
    });
  });

  describe('when the market stream is cut', () => {
    const statusBatch = (status: StreamStatus) =>
      streamBatchReceived({ book: null, trades: [], klines: [], orders: [], fills: [], balances: [], status: { status, privateChannels: false } });
    const grid = (container: HTMLElement) => container.querySelector('.spot__grid')!;

    async function renderLive(locale = 'en') {
      fakeWindowWidth(1366);
      const view = await renderWithProviders(<WorkspaceGrid {...PANELS} />, { locale });
      act(() => {
        view.store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'spot' }));
        view.store.dispatch(statusBatch('live'));
      });
      return view;
    }

    it.each(['stale', 'reconnecting'] as const)('(%s) says the prices may be out of date and dims the chart, book and trades', async (status) => {
      const { store, container } = await renderLive();
      expect(screen.getByRole('status').textContent).toBe('');
      expect(grid(container).hasAttribute('data-out-of-date')).toBe(false);

      act(() => void store.dispatch(statusBatch(status)));
      expect(screen.getByRole('status').textContent).toBe('Connection lost: prices may be out of date. Reconnecting…');
      expect(grid(container).hasAttribute('data-out-of-date')).toBe(true);

      act(() => void store.dispatch(statusBatch('live')));
      expect(screen.getByRole('status').textContent).toBe('');
      expect(grid(container).hasAttribute('data-out-of-date')).toBe(false);
    });

    it('says nothing while the first connection is made: there are no prices to be out of date yet', async () => {
      fakeWindowWidth(1366);
      const { store } = await renderWithProviders(<WorkspaceGrid {...PANELS} />);
      act(() => void store.dispatch(streamStarted({ symbol: 'BTCUSDT', interval: '1m', market: 'spot' })));
      expect(selectStreamStatus(store.getState())).toBe('connecting');
      expect(screen.getByRole('status').textContent).toBe('');
    });

    it("says it in the user's language", async () => {
      const { store } = await renderLive('ja');
      act(() => void store.dispatch(statusBatch('reconnecting')));
      expect(screen.getByRole('status').textContent).toBe('接続が切れました。価格が最新でない可能性があります。再接続中…');
    });
  });
});
