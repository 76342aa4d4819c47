import { createSlice } from '@reduxjs/toolkit';
import type { Order } from '../src/core/trading/contract/orders';
import { compareDecimal } from '../src/core/trading/decimal-text';
import { pageReaches } from './page-refresh';
import {
  bookPricePicked,
  openOrdersLoaded,
  orderCancelAllRequested,
  orderCancelFailed,
  orderCancelRequested,
  orderHistoryLoaded,
  orderHistoryPageRequested,
  orderPlaceRequested,
  orderPlaced,
  orderRefused,
  ordersCanceled,
  streamBatchReceived,
  streamStarted,
  type Refusal,
} from './trading.actions';

/** The last placement, shown next to the form's buttons. */
export type Placement =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'answered'; order: Order }
  /** `clientOrderId`: the order may have been placed all the same, under this id (PlacementRefusal). */
  | { status: 'refused'; refusal: Refusal; clientOrderId?: string };

export interface TradingOrdersState {
  /** Open orders, newest first. */
  open: Order[];
  /** Closed and open orders, newest first, as far as the pages loaded reach. */
  history: Order[];
  historyNext: string | null;
  historyLoading: boolean;
  placement: Placement;
  /** Orders with a cancel on its way (their buttons are disabled). */
  cancelling: string[];
  /** Why the last cancel (of one order or all) failed; cleared when another is asked for. */
  cancelError: Refusal | null;
  /** The last price clicked in the book; `count` tells two clicks on one price apart. */
  picked: { price: string; count: number } | null;
}

const initialState: TradingOrdersState = {
  open: [],
  history: [],
  historyNext: null,
  historyLoading: false,
  placement: { status: 'idle' },
  cancelling: [],
  cancelError: null,
  picked: null,
};

const isOpen = (order: Order) => order.status === 'new' || order.status === 'partiallyFilled';
const newestFirst = (a: Order, b: Order) => compareDecimal(b.orderId, a.orderId);

/** Takes in an order's newest state; an older update (by updatedAt) never overwrites a newer one. */
function upsert(state: TradingOrdersState, order: Order): void {
  const known = state.history.find((entry) => entry.orderId === order.orderId) ?? state.open.find((entry) => entry.orderId === order.orderId);
  if (known && known.updatedAt > order.updatedAt) return;
  state.open = state.open.filter((entry) => entry.orderId !== order.orderId);
  if (isOpen(order)) state.open = [order, ...state.open].sort(newestFirst);
  state.cancelling = state.cancelling.filter((id) => id !== order.orderId || isOpen(order));
  const index = state.history.findIndex((entry) => entry.orderId === order.orderId);
  if (index >= 0) state.history[index] = order;
  else state.history = [order, ...state.history].sort(newestFirst);
}

export const tradingOrdersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(streamStarted, () => initialState)
      .addCase(openOrdersLoaded, (state, { payload }) => {
        state.open = [...payload].sort(newestFirst);
      })
      .addCase(orderHistoryPageRequested, (state) => {
        state.historyLoading = true;
      })
      .addCase(orderHistoryLoaded, (state, { payload }) => {
        // A refresh leaves a "Load more" on its way to finish. One that reaches the held rows takes each order's
        // newer state (an order that closed while the stream was down leaves the open list too) and keeps the cursor.
        if (!payload.refresh) state.historyLoading = false;
        if (payload.refresh && pageReaches(state.history, payload.orders, payload.next, (order) => order.orderId)) {
          for (const order of payload.orders) upsert(state, order);
          return;
        }
        const kept = payload.append ? state.history : [];
        const ids = new Set(kept.map((order) => order.orderId));
        state.history = [...kept, ...payload.orders.filter((order) => !ids.has(order.orderId))];
        state.historyNext = payload.next;
      })
      .addCase(orderPlaceRequested, (state) => {
        state.placement = { status: 'submitting' };
      })
      .addCase(orderPlaced, (state, { payload }) => {
        state.placement = { status: 'answered', order: payload.order };
        upsert(state, payload.order);
      })
      .addCase(orderRefused, (state, { payload: { clientOrderId, ...refusal } }) => {
        state.placement = clientOrderId === undefined ? { status: 'refused', refusal } : { status: 'refused', refusal, clientOrderId };
      })
      .addCase(orderCancelRequested, (state, { payload }) => {
        state.cancelling.push(payload.orderId);
        state.cancelError = null;
      })
      .addCase(orderCancelAllRequested, (state) => {
        state.cancelError = null;
      })
      .addCase(ordersCanceled, (state, { payload }) => {
        for (const order of payload) upsert(state, order);
      })
      .addCase(orderCancelFailed, (state, { payload }) => {
        state.cancelling = state.cancelling.filter((id) => id !== payload.orderId);
        const { orderId: _orderId, ...refusal } = payload;
        state.cancelError = refusal;
      })
      .addCase(bookPricePicked, (state, { payload }) => {
        state.picked = { price: payload, count: (state.picked?.count ?? 0) + 1 };
      })
      .addCase(streamBatchReceived, (state, { payload }) => {
        for (const order of payload.orders) upsert(state, order);
      });
  },
});
