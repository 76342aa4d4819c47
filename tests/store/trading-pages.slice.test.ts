// The order tabs' paged lists (order history and fills): a first page, a "Load more" page, and the first page read
// again after the stream was down, which must leave the tabs as the gateway holds them without losing older pages.
import type { Order } from '../../src/core/trading/contract/orders';
import { tradingFillsSlice, type TradingFillsState } from '../../store/trading-fills.slice';
import { tradingOrdersSlice, type TradingOrdersState } from '../../store/trading-orders.slice';
import {
  fillsLoaded,
  fillsPageRequested,
  openOrdersLoaded,
  orderHistoryLoaded,
  orderHistoryPageRequested,
  orderPlaced,
  streamBatchReceived,
  streamStarted,
} from '../../store/trading.actions';
import { fill, order } from '../sagas/support/trading-rows';

type Page = { next: string | null; append: boolean; refresh?: boolean };

describe('the order history', () => {
  const reduce = tradingOrdersSlice.reducer;
  const load = (state: TradingOrdersState | undefined, orders: Order[], page: Page) => reduce(state, orderHistoryLoaded({ orders, ...page }));
  const view = (state: TradingOrdersState) => ({
    history: state.history.map((entry) => `${entry.orderId}:${entry.status}`),
    open: state.open.map((entry) => entry.orderId),
    next: state.historyNext,
    loading: state.historyLoading,
  });
  // Order 5 resting, order 4 filled, a next page to read, and "Load more" pressed.
  const held = () =>
    reduce(reduce(load(undefined, [order('5'), order('4', 'filled')], { next: '4', append: false }), openOrdersLoaded([order('5')])), orderHistoryPageRequested());

  it('appends a "Load more" page after the held orders, takes its cursor and ends the wait', () => {
    expect(view(load(held(), [order('3', 'canceled')], { next: null, append: true }))).toEqual({
      history: ['5:new', '4:filled', '3:canceled'],
      open: ['5'],
      next: null,
      loading: false,
    });
  });

  it('merges a page read again after a reconnect that reaches the held orders: newer states win, the order filled while away leaves the open list, the cursor stays', () => {
    const page = [order('6', 'filled', 9), order('5', 'filled', 8), order('4', 'filled')];
    expect(view(load(held(), page, { next: '4', append: false, refresh: true }))).toEqual({
      history: ['6:filled', '5:filled', '4:filled'],
      open: [],
      next: '4',
      loading: true,
    });
  });

  it('keeps a held state newer than the page read again (the stream told it after the read)', () => {
    const newer = reduce(held(), orderHistoryLoaded({ orders: [order('5', 'canceled', 20)], next: null, append: false }));
    expect(view(load(newer, [order('5', 'new', 2)], { next: null, append: false, refresh: true })).history).toEqual(['5:canceled']);
  });

  it('starts again from a page read after a reconnect that does not reach the held orders, with the page\'s cursor', () => {
    expect(view(load(held(), [order('8', 'filled'), order('7', 'filled')], { next: '7', append: false, refresh: true }))).toEqual({
      history: ['8:filled', '7:filled'],
      open: ['5'],
      next: '7',
      loading: true,
    });
  });

  it('takes the whole history read after a reconnect in place of none', () => {
    expect(view(load(undefined, [order('2')], { next: null, append: false, refresh: true })).history).toEqual(['2:new']);
  });
});

describe('the fills', () => {
  const reduce = tradingFillsSlice.reducer;
  const load = (state: TradingFillsState | undefined, ids: string[], page: Page) => reduce(state, fillsLoaded({ fills: ids.map(fill), ...page }));
  const view = (state: TradingFillsState) => ({ ids: state.fills.map((entry) => entry.fillId), next: state.next, loading: state.loading });
  const held = () => reduce(load(undefined, ['5', '4'], { next: '4', append: false }), fillsPageRequested());

  it('appends a "Load more" page, takes its cursor and ends the wait', () => {
    expect(view(load(held(), ['3'], { next: null, append: true }))).toEqual({ ids: ['5', '4', '3'], next: null, loading: false });
  });

  it('merges the fills of a page read again after a reconnect that reaches the held ones, keeping their cursor', () => {
    expect(view(load(held(), ['7', '6', '5'], { next: '5', append: false, refresh: true }))).toEqual({ ids: ['7', '6', '5', '4'], next: '4', loading: true });
  });

  it('starts again from a page read after a reconnect that does not reach the held fills, with the page\'s cursor', () => {
    expect(view(load(held(), ['9', '8'], { next: '8', append: false, refresh: true }))).toEqual({ ids: ['9', '8'], next: '8', loading: true });
  });

  it('merges a page read again that is the whole list even when it holds none of the held fills', () => {
    expect(view(load(held(), ['9'], { next: null, append: false, refresh: true }))).toEqual({ ids: ['9', '5', '4'], next: '4', loading: true });
  });

  it('takes the fills of a placement and of the stream, each once, newest first', () => {
    const placed = reduce(held(), orderPlaced({ order: order('7'), fills: [fill('6')], duplicate: false }));
    expect(view(placed).ids).toEqual(['6', '5', '4']);
    const streamed = reduce(placed, streamBatchReceived({ trades: [], klines: [], orders: [], fills: [fill('7'), fill('6')], balances: [] }));
    expect(view(streamed).ids).toEqual(['7', '6', '5', '4']);
  });

  it('leaves the state as it is for a stream batch without fills, so nothing that shows fills renders again', () => {
    const state = held();
    expect(reduce(state, streamBatchReceived({ trades: [], klines: [], orders: [], fills: [], balances: [] }))).toBe(state);
  });

  it('starts empty with each new stream', () => {
    expect(reduce(held(), streamStarted({ symbol: 'ETHUSDT', interval: '1m' }))).toEqual({ fills: [], next: null, loading: false });
  });
});
