import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrderBook } from '../../../src/components/trading/OrderBook';
import { BOOK_DEPTH } from '../../../src/config/constants';
import type { Level } from '../../../src/core/trading/contract/primitives';
import { streamBatchReceived, symbolRulesLoaded, type BookView } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';

const RULES = {
  symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', tickSize: '0.01', stepSize: '0.00001', minQty: '0.00001', maxQty: '100',
  minNotional: '5', priceDecimals: 2, qtyDecimals: 5, makerFee: '0.001', takerFee: '0.001', multiplierUp: '5', multiplierDown: '0.2', marketTakeBound: '0.05',
};

const ASKS: Level[] = [['100.01', '1'], ['100.02', '2'], ['100.03', '3']];
const BIDS: Level[] = [['99.99', '1'], ['99.98', '2'], ['99.97', '3']];

const batch = (book: BookView) => streamBatchReceived({ book, trades: [], klines: [], orders: [], fills: [], balances: [] });
/** A frame's book as the stream sends it: new arrays every time, whether or not a level changed. */
const copy = (levels: Level[]): Level[] => levels.map(([price, qty]) => [price, qty]);

/** The values every number formatter of the page is asked to write, from now on. */
function recordFormatted(): { values: unknown[]; restore: () => void } {
  const values: unknown[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')!;
  Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
    ...descriptor,
    get(this: Intl.NumberFormat) {
      const format = descriptor.get!.call(this) as (value: number) => string;
      return (value: number) => {
        values.push(value);
        return format(value);
      };
    },
  });
  return { values, restore: () => Object.defineProperty(Intl.NumberFormat.prototype, 'format', descriptor) };
}

async function renderBook() {
  const view = await renderWithProviders(<OrderBook />);
  act(() => {
    view.store.dispatch(symbolRulesLoaded(RULES));
    view.store.dispatch(batch({ lastUpdateId: 1, asks: copy(ASKS), bids: copy(BIDS) }));
  });
  // The levels are their own chunk, which the panel loads as it first renders.
  await screen.findByRole('list', { name: 'Bids' });
  return view;
}

describe('order book', () => {
  it('shows asks and bids as lists of the "Order book" region, each row a price button and its amount to the step\'s decimals', async () => {
    await renderBook();
    const book = screen.getByRole('region', { name: 'Order book' });
    const bids = within(book).getByRole('list', { name: 'Bids' });
    expect(within(bids).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['99.991.00000', '99.982.00000', '99.973.00000']);
    expect(within(book).getByRole('button', { name: '100.01' })).toBeTruthy();
  });

  it('describes each price by the amount at it, so a keyboard arrowing through the prices hears both', async () => {
    await renderBook();
    const asks = within(screen.getByRole('region', { name: 'Order book' })).getByRole('list', { name: 'Asks' });
    const described = within(asks)
      .getAllByRole('button')
      .map((price) => [price.textContent, document.getElementById(price.getAttribute('aria-describedby') ?? '')?.textContent]);
    expect(described).toEqual(expect.arrayContaining([['100.01', '1.00000'], ['100.02', '2.00000'], ['100.03', '3.00000']]));
    expect(described).toHaveLength(3);
  });

  it('is two Tab stops, one a side, not a stop per price: the grouping, the asks and the bids', async () => {
    await renderBook();
    const book = screen.getByRole('region', { name: 'Order book' });
    const stops = [...book.querySelectorAll<HTMLElement>('button, select, [tabindex]')].filter((element) => element.tabIndex >= 0);
    expect(stops.map((element) => element.getAttribute('aria-label') ?? element.tagName)).toEqual(['SELECT', 'Asks', 'Bids']);
  });

  it('moves over a side\'s prices with the arrow keys, top to bottom as they are seen, and a price picked fills the form', async () => {
    const { actions } = await renderBook();
    const asks = screen.getByRole('list', { name: 'Asks' });
    asks.focus();
    // The asks are seen with the best (lowest) at the bottom, next to the spread.
    fireEvent.keyDown(asks, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('100.03');
    fireEvent.keyDown(asks, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('100.02');
    fireEvent.keyDown(asks, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('100.01');
    fireEvent.keyDown(asks, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('100.01');
    fireEvent.keyDown(asks, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('100.03');
    fireEvent.keyDown(asks, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('100.03');

    const bids = screen.getByRole('list', { name: 'Bids' });
    bids.focus();
    fireEvent.keyDown(bids, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('99.97');
    fireEvent.keyDown(bids, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('99.98');
    fireEvent.click(document.activeElement!);
    expect(actions.filter((action) => action.type === 'trading/bookPricePicked').map((action) => action.payload)).toEqual(['99.98']);
  });

  it('gives the form a price picked at the tick\'s decimals, as the book shows it, though the book holds its shortest text', async () => {
    const { store, actions } = await renderBook();
    // The local book keys a level by its canonical text: 100.10 is held as "100.1".
    act(() => void store.dispatch(batch({ lastUpdateId: 2, asks: copy(ASKS), bids: [['100.1', '1'], ...copy(BIDS)] })));
    fireEvent.click(screen.getByRole('button', { name: '100.10' }));
    // Grouped by 10 ticks (0.1), a group's price is written in the group's decimals.
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '10' } });
    fireEvent.click(await screen.findByRole('button', { name: '99.9' }));
    expect(actions.filter((action) => action.type === 'trading/bookPricePicked').map((action) => action.payload)).toEqual(['100.10', '99.90']);
  });

  it('leaves other keys to the page: Tab still leaves the side', async () => {
    await renderBook();
    const bids = screen.getByRole('list', { name: 'Bids' });
    bids.focus();
    const tab = fireEvent.keyDown(bids, { key: 'Tab' });
    expect(tab).toBe(true);
    expect(document.activeElement).toBe(bids);
  });

  it('draws each row\'s depth bar as its cumulative share of the side, scaled, and hidden from screen readers', async () => {
    await renderBook();
    const bars = [...screen.getByRole('list', { name: 'Bids' }).querySelectorAll<HTMLElement>('.book__bar')];
    expect(bars.map((bar) => bar.style.transform)).toEqual(['scaleX(0.1667)', 'scaleX(0.5)', 'scaleX(1)']);
    expect(bars.every((bar) => bar.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('renders again only the rows whose level changed: a frame that changes the asks leaves every bid row alone', async () => {
    const { store } = await renderBook();
    const formatted = recordFormatted();
    try {
      const asks = copy(ASKS);
      asks[0] = ['100.01', '1.5'];
      act(() => void store.dispatch(batch({ lastUpdateId: 2, asks, bids: copy(BIDS) })));
    } finally {
      formatted.restore();
    }
    // The first two asks' depth shares moved with the first ask's amount, so they are written again; the last ask
    // (its share of the side is whole either way) and every bid are not.
    expect(formatted.values).toEqual(expect.arrayContaining(['100.01', '1.5', '100.02']));
    expect(formatted.values).not.toContain('100.03');
    expect(formatted.values.filter((value) => BIDS.some(([price]) => value === price))).toEqual([]);
    expect(screen.getByRole('list', { name: 'Asks' }).textContent).toContain('100.011.5');
  });

  it('keeps each level\'s row element while the level stays, when a better price arrives above it', async () => {
    const { store } = await renderBook();
    const before = screen.getByRole('button', { name: '99.98' }).closest('li');
    act(() => void store.dispatch(batch({ lastUpdateId: 2, asks: copy(ASKS), bids: [['100.00', '0.5'], ...copy(BIDS)] })));
    expect(screen.getByRole('button', { name: '99.98' }).closest('li')).toBe(before);
    expect(screen.getByRole('button', { name: '100.00' })).toBeTruthy();
  });

  it('places each row in its slot: bids down from the spread, asks up from it, and a new best bid moves the others down one', async () => {
    const { store } = await renderBook();
    const slots = (name: string) => screen.getAllByRole('list', { name })[0]!.querySelectorAll<HTMLElement>('li');
    const slotOf = (row: HTMLElement) => String(Number(/translateY\((\d+)px\)/.exec(row.style.transform)?.[1]) / 20);
    expect([...slots('Bids')].map(slotOf)).toEqual(['0', '1', '2']);
    // 12 rows a side: the best ask is in the last slot, next to the spread.
    expect([...slots('Asks')].map(slotOf)).toEqual(['11', '10', '9']);

    act(() => void store.dispatch(batch({ lastUpdateId: 2, asks: copy(ASKS), bids: [['100.00', '0.5'], ...copy(BIDS)] })));
    expect([...slots('Bids')].map((row) => [row.querySelector('button')!.textContent, slotOf(row)])).toEqual([
      ['100.00', '0'],
      ['99.99', '1'],
      ['99.98', '2'],
      ['99.97', '3'],
    ]);
  });

  it('renders a stream frame\'s new book as a transition: not in the microtasks after the frame, so it can yield to input', async () => {
    const { store } = await renderBook();
    const asks = () => screen.getByRole('list', { name: 'Asks' }).textContent;
    const bookFrame = batch({ lastUpdateId: 2, asks: [['100.01', '9'], ...copy(ASKS).slice(1)], bids: copy(BIDS) });
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    // Outside act, React schedules as it does in the page: an urgent update renders before the next task, a
    // transition in later tasks of its own.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      store.dispatch(bookFrame);
      for (let i = 0; i < 10; i++) await Promise.resolve();
      expect(asks()).toContain('100.011.00000');
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    // Then React's scheduler renders it, in a task of its own.
    await waitFor(() => expect(asks()).toContain('100.019.00000'));
  });

  it('looks up no text for a stream frame: the panel\'s words are translated once, and only the levels render again', async () => {
    const { store, i18n } = await renderBook();
    const lookups = jest.spyOn(i18n, 't');
    act(() => void store.dispatch(batch({ lastUpdateId: 2, asks: [['100.00', '4'], ...copy(ASKS)], bids: copy(BIDS) })));
    await waitFor(() => expect(screen.getByRole('button', { name: '100.00' })).toBeTruthy());
    expect(screen.getByText('Spread: 0.01')).toBeTruthy();
    expect(lookups).not.toHaveBeenCalled();
  });

  it('leaves out the farthest group of a side cut at the levels the store keeps, which may lack levels beyond them', async () => {
    const { store } = await renderBook();
    // 50 bids a tick apart from 99.95 down to 99.46: grouped by 0.1, the farthest group (99.40-99.49) holds four levels
    // the store kept and may hold more it never did. A side of fewer levels is the whole side: its farthest group is whole.
    const bids = Array.from({ length: BOOK_DEPTH }, (_, index): Level => [(9995 - index).toString().replace(/(\d\d)$/, '.$1'), '1']);
    act(() => void store.dispatch(batch({ lastUpdateId: 2, asks: copy(ASKS), bids })));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '10' } });
    const prices = () => within(screen.getByRole('list', { name: 'Bids' })).getAllByRole('button').map((price) => price.textContent);
    expect(prices()).toEqual(['99.9', '99.8', '99.7', '99.6', '99.5']);
    act(() => void store.dispatch(batch({ lastUpdateId: 3, asks: copy(ASKS), bids: bids.slice(0, BOOK_DEPTH - 1) })));
    expect(prices()).toEqual(['99.9', '99.8', '99.7', '99.6', '99.5', '99.4']);
    // A cut side whose levels all fall in one group keeps it; the asks, three levels, keep theirs.
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '100' } });
    expect(prices()).toEqual(['99']);
    expect(within(screen.getByRole('list', { name: 'Asks' })).getAllByRole('button').map((price) => price.textContent)).toEqual(['101']);
  });

  it('shows the last trade between the asks and the bids, in its taker\'s colour, with the symbol\'s decimals whatever the grouping', async () => {
    const { store } = await renderBook();
    const line = () => screen.getByRole('region', { name: 'Order book' }).querySelector('.book__last')!;
    expect(line().textContent).toBe('—');
    const trade = (tradeId: string, price: string, takerSide: 'buy' | 'sell') => ({ symbol: 'BTCUSDT', tradeId, price, qty: '1', takerSide, time: 1 });
    act(() => void store.dispatch(streamBatchReceived({ book: { lastUpdateId: 2, asks: copy(ASKS), bids: copy(BIDS) }, trades: [trade('2', '100.5', 'buy'), trade('1', '100', 'sell')], klines: [], orders: [], fills: [], balances: [] })));
    expect(line().textContent).toBe('Last price: 100.50 ↑');
    expect(line().className).toMatch(/\bup\b/);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '10' } });
    act(() => void store.dispatch(streamBatchReceived({ book: { lastUpdateId: 3, asks: copy(ASKS), bids: copy(BIDS) }, trades: [trade('3', '99.99', 'sell')], klines: [], orders: [], fills: [], balances: [] })));
    expect(line().textContent).toBe('Last price: 99.99 ↓');
    expect(line().className).toMatch(/\bdown\b/);
  });
});
