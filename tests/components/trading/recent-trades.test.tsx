import { act, screen, waitFor, within } from '@testing-library/react';
import { RecentTrades } from '../../../src/components/trading/RecentTrades';
import type { Trade } from '../../../src/core/trading/contract/market-data';
import { streamBatchReceived, symbolRulesLoaded } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';

const RULES = {
  symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', tickSize: '0.01', stepSize: '0.00001', minQty: '0.00001', maxQty: '100',
  minNotional: '5', priceDecimals: 2, qtyDecimals: 5, makerFee: '0.001', takerFee: '0.001',
  multiplierUp: '5', multiplierDown: '0.2', marketTakeBound: '0.05',
};
const AT = Date.UTC(2026, 10, 27, 9, 5, 7);
const trade = (tradeId: string, price: string, qty: string, takerSide: 'buy' | 'sell'): Trade => ({ symbol: 'BTCUSDT', tradeId, price, qty, takerSide, time: AT });

function rowsOf(): string[][] {
  const region = screen.getByRole('region', { name: 'Recent trades' });
  return within(region).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('recent trades', () => {
  it('writes each price to the tick\'s decimals and each amount to the step\'s, so the columns line up', async () => {
    const { store } = await renderWithProviders(<RecentTrades />);
    act(() => {
      store.dispatch(symbolRulesLoaded(RULES));
      store.dispatch(streamBatchReceived({ book: null, trades: [trade('2', '96690.8', '0.0131', 'sell'), trade('1', '96739.31', '0.00928', 'buy')], klines: [], orders: [], fills: [], balances: [] }));
    });
    expect(rowsOf().map(([price, qty]) => [price, qty])).toEqual(
      expect.arrayContaining([
        ['96,690.80 Sell', '0.01310'],
        ['96,739.31 Buy', '0.00928'],
      ]),
    );
  });

  it('names the scroll box the keyboard reaches, so a screen reader says what it is rather than reading out every trade', async () => {
    await renderWithProviders(<RecentTrades />);
    const box = screen.getByRole('group', { name: 'Recent trades' });
    expect(box.tabIndex).toBe(0);
    expect(within(box).getByRole('table')).toBeTruthy();
  });

  it('colours a price green when a buyer took it and red when a seller did', async () => {
    const { store } = await renderWithProviders(<RecentTrades />);
    act(() => {
      store.dispatch(symbolRulesLoaded(RULES));
      store.dispatch(streamBatchReceived({ book: null, trades: [trade('2', '100', '1', 'sell'), trade('1', '101', '1', 'buy')], klines: [], orders: [], fills: [], balances: [] }));
    });
    const cells = within(screen.getByRole('region', { name: 'Recent trades' })).getAllByRole('cell');
    const priceCell = (text: string) => cells.find((cell) => cell.textContent === text);
    expect(priceCell('100.00 Sell')?.className).toContain('down');
    expect(priceCell('101.00 Buy')?.className).toContain('up');
  });

  it('says in words, hidden from the eye, which side took each trade: a screen reader hears no colour', async () => {
    const { store } = await renderWithProviders(<RecentTrades />);
    act(() => {
      store.dispatch(symbolRulesLoaded(RULES));
      store.dispatch(streamBatchReceived({ book: null, trades: [trade('2', '100', '1', 'sell'), trade('1', '101', '1', 'buy')], klines: [], orders: [], fills: [], balances: [] }));
    });
    const words = within(screen.getByRole('region', { name: 'Recent trades' }))
      .getAllByRole('cell')
      .flatMap((cell) => [...cell.querySelectorAll('.visually-hidden')].map((hidden) => hidden.textContent));
    expect(words.sort()).toEqual([' Buy', ' Sell']);
  });

  it('writes an amount as it came while the symbol\'s rules are not known yet', async () => {
    const { store } = await renderWithProviders(<RecentTrades />);
    act(() => {
      store.dispatch(streamBatchReceived({ book: null, trades: [trade('1', '96690.8', '0.0131', 'sell')], klines: [], orders: [], fills: [], balances: [] }));
    });
    expect(rowsOf()[0]?.slice(0, 2)).toEqual(['96,690.80 Sell', '0.0131']);
  });

  it('renders a stream frame\'s new trades with the frame, in the microtasks after it, rather than after a transition', async () => {
    const { store } = await renderWithProviders(<RecentTrades />);
    act(() => {
      store.dispatch(symbolRulesLoaded(RULES));
      store.dispatch(streamBatchReceived({ book: null, trades: [trade('1', '100', '1', 'buy')], klines: [], orders: [], fills: [], balances: [] }));
    });
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    // Outside act, React schedules as it does in the page: a deferred value would still show one row here, its new
    // rows waiting for a transition behind the book's.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      store.dispatch(streamBatchReceived({ book: null, trades: [trade('2', '101', '2', 'sell')], klines: [], orders: [], fills: [], balances: [] }));
      for (let i = 0; i < 10; i++) await Promise.resolve();
      expect(rowsOf()).toHaveLength(2);
      expect(rowsOf()[0]?.[0]).toBe('101.00 Sell');
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('looks up no text for a stream frame: the headings are translated once, and only the rows render again', async () => {
    const { store, i18n } = await renderWithProviders(<RecentTrades />);
    act(() => void store.dispatch(symbolRulesLoaded(RULES)));
    const lookups = jest.spyOn(i18n, 't');
    act(() => void store.dispatch(streamBatchReceived({ book: null, trades: [trade('1', '96739.31', '0.00928', 'buy')], klines: [], orders: [], fills: [], balances: [] })));
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(lookups).not.toHaveBeenCalled();
  });
});
