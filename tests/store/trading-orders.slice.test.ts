// The orders slice on its own: how an order's states from the stream, the placements and the cancels meet in the
// open list and the history (newest state wins, newest order first), the cancels on their way, the form's last
// placement and the book's picked price.
import type { Order } from '../../src/core/trading/contract/orders';
import { tradingOrdersSlice, type TradingOrdersState } from '../../store/trading-orders.slice';
import {
  bookPricePicked,
  openOrdersLoaded,
  orderCancelAllRequested,
  orderCancelFailed,
  orderCancelRequested,
  orderHistoryLoaded,
  orderPlaceRequested,
  orderPlaced,
  orderRefused,
  ordersCanceled,
  streamBatchReceived,
  streamStarted,
} from '../../store/trading.actions';
import type { RootState } from '../../store/root-reducer';
import { selectOrderOfClient, selectPlacementOrder } from '../../store/trading.selectors';
import { order } from '../sagas/support/trading-rows';

const reduce = (state: TradingOrdersState | undefined, ...actions: Parameters<typeof tradingOrdersSlice.reducer>[1][]) =>
  actions.reduce((held, action) => tradingOrdersSlice.reducer(held, action), state ?? tradingOrdersSlice.reducer(undefined, { type: 'init' }));
const batch = (...orders: Order[]) => streamBatchReceived({ trades: [], klines: [], orders, fills: [], balances: [] });
const view = (state: TradingOrdersState) => ({
  open: state.open.map((entry) => `${entry.orderId}:${entry.status}:${entry.updatedAt}`),
  history: state.history.map((entry) => `${entry.orderId}:${entry.status}:${entry.updatedAt}`),
});

describe('the orders slice', () => {
  it('keeps the open list and the history newest order first, whatever order the updates come in', () => {
    const state = reduce(undefined, batch(order('5', 'new', 1)), batch(order('3', 'new', 1)), batch(order('9', 'new', 1)));
    expect(view(state)).toEqual({ open: ['9:new:1', '5:new:1', '3:new:1'], history: ['9:new:1', '5:new:1', '3:new:1'] });
  });

  it('takes an update as new as the held state, and ignores an older one, looking each order up by its own id', () => {
    const held = reduce(undefined, batch(order('2', 'new', 5), order('1', 'new', 1)));
    const same = reduce(held, batch(order('2', 'partiallyFilled', 5)));
    expect(view(same).open).toEqual(['2:partiallyFilled:5', '1:new:1']);
    // Older than order 2's state, newer than order 1's: it must be set against order 2's.
    const older = reduce(held, batch(order('2', 'canceled', 3)));
    expect(view(older)).toEqual(view(held));
  });

  it('replaces an order\'s row in the history, the newest row included, instead of adding a second', () => {
    const state = reduce(undefined, batch(order('2', 'new', 1), order('1', 'new', 1)), batch(order('2', 'filled', 2)), batch(order('1', 'canceled', 2)));
    expect(view(state)).toEqual({ open: [], history: ['2:filled:2', '1:canceled:2'] });
  });

  it('ends a cancel on its way once its order closes, not while it is still open, nor for another order', () => {
    const asked = reduce(undefined, batch(order('1', 'new', 1), order('2', 'new', 1)), orderCancelRequested({ symbol: 'BTCUSDT', orderId: '1' }));
    expect(asked.cancelling).toEqual(['1']);
    expect(reduce(asked, batch(order('1', 'partiallyFilled', 2))).cancelling).toEqual(['1']);
    expect(reduce(asked, batch(order('2', 'canceled', 2))).cancelling).toEqual(['1']);
    expect(reduce(asked, ordersCanceled([order('1', 'canceled', 2)])).cancelling).toEqual([]);
  });

  it('says why a cancel failed, clears it with the next cancel asked for, and frees the order\'s button', () => {
    const failed = reduce(undefined, orderCancelRequested({ symbol: 'BTCUSDT', orderId: '1' }), orderCancelFailed({ orderId: '1', code: '31005' }));
    expect(failed.cancelling).toEqual([]);
    expect(failed.cancelError).toEqual({ code: '31005' });
    expect(reduce(failed, orderCancelAllRequested({})).cancelError).toBeNull();
    expect(reduce(failed, orderCancelRequested({ symbol: 'BTCUSDT', orderId: '2' })).cancelError).toBeNull();
  });

  it('follows the form\'s placement from submitting to its answer or refusal; the answer joins the lists', () => {
    expect(reduce(undefined, orderPlaceRequested({ symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '1' })).placement).toEqual({ status: 'submitting' });
    const placed = reduce(undefined, orderPlaced({ order: order('4'), fills: [], duplicate: false }));
    expect(placed.placement).toEqual({ status: 'answered', order: order('4') });
    expect(view(placed).open).toEqual(['4:new:1']);
    expect(reduce(undefined, orderRefused({ code: '31001' })).placement).toEqual({ status: 'refused', refusal: { code: '31001' } });
  });

  it('keeps the clientOrderId of a placement that got no verdict beside its refusal, not inside it', () => {
    const state = reduce(undefined, orderRefused({ messageKey: 'errors.network', clientOrderId: 'c7' }));
    expect(state.placement).toEqual({ status: 'refused', refusal: { messageKey: 'errors.network' }, clientOrderId: 'c7' });
  });

  describe('the order the form\'s last placement speaks of (selectPlacementOrder)', () => {
    const root = (state: TradingOrdersState) => ({ trading: { orders: state } }) as unknown as RootState;
    const unanswered = orderRefused({ messageKey: 'trading.form.unanswered', clientOrderId: 'c7' });

    it('is the order of its clientOrderId once the stream brings it, open or already closed', () => {
      expect(selectPlacementOrder(root(reduce(undefined, unanswered, batch(order('6'), order('7', 'new', 1)))))).toEqual(order('7'));
      expect(selectPlacementOrder(root(reduce(undefined, unanswered, batch(order('7', 'filled', 2)))))).toEqual(order('7', 'filled', 2));
    });

    it('is the order an open orders read lists, which only the open list holds', () => {
      const state = reduce(undefined, unanswered, openOrdersLoaded([order('7')]));
      expect(state.history).toEqual([]);
      expect(selectPlacementOrder(root(state))).toEqual(order('7'));
    });

    it('is none while no order of that id is known, for a refusal of the gateway, and for another placement since', () => {
      expect(selectPlacementOrder(root(reduce(undefined, unanswered, batch(order('8')))))).toBeUndefined();
      expect(selectPlacementOrder(root(reduce(undefined, orderRefused({ code: '31006' }), batch(order('7')))))).toBeUndefined();
      const since = reduce(undefined, unanswered, orderPlaceRequested({ symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '1' }), batch(order('7')));
      expect(selectPlacementOrder(root(since))).toBeUndefined();
    });

    it('is the placement\'s answer while the order is as answered, and none once it became something else', () => {
      const placed = reduce(undefined, orderPlaced({ order: order('4'), fills: [], duplicate: false }));
      expect(selectPlacementOrder(root(placed))).toEqual(order('4'));
      // A newer frame of the same status (a resting order's own echo) keeps it; a fill or a cancel ends it.
      expect(selectPlacementOrder(root(reduce(placed, batch(order('4', 'new', 2)))))).toEqual(order('4'));
      expect(selectPlacementOrder(root(reduce(placed, batch(order('4', 'filled', 2)))))).toBeUndefined();
      expect(selectPlacementOrder(root(reduce(placed, ordersCanceled([order('4', 'canceled', 3)]))))).toBeUndefined();
      // An older state arriving late is not taken in, and changes nothing.
      const current = reduce(undefined, batch(order('4', 'new', 5)), orderPlaced({ order: order('4', 'new', 5), fills: [], duplicate: true }));
      expect(selectPlacementOrder(root(reduce(current, batch(order('4', 'canceled', 4)))))).toEqual(order('4', 'new', 5));
    });

    it('is none before any placement and while one is on its way', () => {
      expect(selectPlacementOrder(root(reduce(undefined)))).toBeUndefined();
      expect(selectPlacementOrder(root(reduce(undefined, orderPlaceRequested({ symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '1' }))))).toBeUndefined();
    });

    it('finds an order by its clientOrderId in the open list or the history (selectOrderOfClient)', () => {
      const state = root(reduce(undefined, openOrdersLoaded([order('5')]), orderHistoryLoaded({ orders: [order('4', 'filled')], next: null, append: false })));
      expect(selectOrderOfClient(state, 'c5')).toEqual(order('5'));
      expect(selectOrderOfClient(state, 'c4')).toEqual(order('4', 'filled'));
      expect(selectOrderOfClient(state, 'c3')).toBeUndefined();
    });
  });

  it('counts the clicks on a book price, so a second click on the same price still reaches the form', () => {
    const once = reduce(undefined, bookPricePicked('97000'));
    expect(once.picked).toEqual({ price: '97000', count: 1 });
    expect(reduce(once, bookPricePicked('97000')).picked).toEqual({ price: '97000', count: 2 });
  });

  it('appends a page of history without repeating an order the held pages have', () => {
    const first = reduce(undefined, orderHistoryLoaded({ orders: [order('3'), order('2')], next: '2', append: false }));
    const more = reduce(first, orderHistoryLoaded({ orders: [order('2'), order('1')], next: null, append: true }));
    expect(view(more).history).toEqual(['3:new:1', '2:new:1', '1:new:1']);
  });

  it('holds the open orders read newest first', () => {
    expect(view(reduce(undefined, openOrdersLoaded([order('1'), order('3'), order('2')]))).open).toEqual(['3:new:1', '2:new:1', '1:new:1']);
  });

  it('ignores an update older than the state of an order held only in the open list read', () => {
    const held = reduce(undefined, openOrdersLoaded([order('1', 'partiallyFilled', 5)]));
    expect(view(reduce(held, batch(order('1', 'new', 3))))).toEqual(view(held));
  });

  it('frees only the order whose cancel failed', () => {
    const asked = reduce(undefined, orderCancelRequested({ symbol: 'BTCUSDT', orderId: '1' }), orderCancelRequested({ symbol: 'BTCUSDT', orderId: '2' }));
    expect(reduce(asked, orderCancelFailed({ orderId: '1', code: '31005' })).cancelling).toEqual(['2']);
  });

  it('starts empty with each new stream (another symbol, the other account)', () => {
    const held = reduce(undefined, batch(order('1')), orderCancelRequested({ symbol: 'BTCUSDT', orderId: '1' }), bookPricePicked('1'));
    expect(reduce(held, streamStarted({ symbol: 'ETHUSDT', interval: '1m' }))).toEqual(reduce(undefined));
  });
});
