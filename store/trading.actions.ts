// The trading workspace's actions, named as events (STYLE 3). The page starts and stops the stream; the saga
// reports what arrives, at most once per animation frame, as one batch.
import { createAction } from '@reduxjs/toolkit';
import type { SymbolRules, Kline, KlineInterval, Ticker24h, Trade } from '../src/core/trading/contract/market-data';
import type { Balance, Fill, Order, PlaceOrderAnswer, PlaceOrderRequest } from '../src/core/trading/contract/orders';
import type { Level } from '../src/core/trading/contract/primitives';

export type StreamStatus = 'idle' | 'connecting' | 'live' | 'stale' | 'reconnecting';

export interface BookView {
  lastUpdateId: number;
  /** Best first: bids highest, asks lowest. */
  bids: Level[];
  asks: Level[];
}

/** Everything one animation frame brought. `book` is absent when the book did not change, null when untrusted. */
export interface StreamBatch {
  status?: { status: StreamStatus; privateChannels: boolean };
  book?: BookView | null;
  ticker?: Ticker24h;
  trades: Trade[];
  klines: Kline[];
  orders: Order[];
  fills: Fill[];
  balances: Balance[];
}

/** Which market a workspace trades: the spot book, or the USDT-margined perpetual of the same pair. */
export type MarketKind = 'spot' | 'futures';

export const streamStarted = createAction<{ symbol: string; interval: KlineInterval; market?: MarketKind }>('trading/streamStarted');
export const streamStopped = createAction('trading/streamStopped');
export const streamBatchReceived = createAction<StreamBatch>('trading/streamBatchReceived');
export const klineIntervalChosen = createAction<KlineInterval>('trading/klineIntervalChosen');
/** A chart is on the page (true), or gone (false): the stream reads and follows candles only for a chart. */
export const chartShown = createAction<boolean>('trading/chartShown');

export const symbolRulesLoaded = createAction<SymbolRules | null>('trading/symbolRulesLoaded');
/** The price and amount decimals of every symbol the market lists, for the order tabs' rows of other pairs. */
export type MarketDecimals = Record<string, { price: number; qty: number }>;
export const marketDecimalsLoaded = createAction<MarketDecimals>('trading/marketDecimalsLoaded');
export const recentTradesLoaded = createAction<Trade[]>('trading/recentTradesLoaded');
export const klinesLoaded = createAction<{ interval: KlineInterval; klines: Kline[] }>('trading/klinesLoaded');
export const openOrdersLoaded = createAction<Order[]>('trading/openOrdersLoaded');
export const balancesLoaded = createAction<Balance[]>('trading/balancesLoaded');
/**
 * A page of history or fills: the first (`append` false), the next (`append` true), or with `refresh` the first page
 * read again after the stream was down, merged into what is held (`store/page-refresh.ts`).
 */
export const orderHistoryLoaded = createAction<{ orders: Order[]; next: string | null; append: boolean; refresh?: boolean }>('trading/orderHistoryLoaded');
export const fillsLoaded = createAction<{ fills: Fill[]; next: string | null; append: boolean; refresh?: boolean }>('trading/fillsLoaded');
/** The open orders and the first page of history read after the stream was down: the fills it may have missed. */
export const ordersReadAgain = createAction<Order[]>('trading/ordersReadAgain');
export const orderHistoryPageRequested = createAction('trading/orderHistoryPageRequested');
export const fillsPageRequested = createAction('trading/fillsPageRequested');

export const orderPlaceRequested = createAction<PlaceOrderRequest>('trading/orderPlaceRequested');
export const orderPlaced = createAction<PlaceOrderAnswer>('trading/orderPlaced');
/**
 * Why a call failed, as the screen words it (src/components/trading/refusal-text.ts): `code` is the gateway's own
 * (31xxx, 33xxx), present only when the gateway answered with one; `messageKey` (+ `values`) is the request layer's
 * localized text of a transport failure (lost connection, timeout, HTTP 429 with its wait, 5xx, unreadable answer).
 * Neither: the failed action's generic text.
 */
export interface Refusal {
  code?: string;
  messageKey?: string;
  values?: Record<string, string | number>;
}

/**
 * A placement's failure. `clientOrderId`: no verdict of the gateway came back (a lost or unreadable answer, a 5xx, a
 * 429), so the order may have been placed under this id all the same (sagas/placement-retry.ts).
 */
export type PlacementRefusal = Refusal & { clientOrderId?: string };

export const orderRefused = createAction<PlacementRefusal>('trading/orderRefused');
export const orderCancelRequested = createAction<{ symbol: string; orderId: string }>('trading/orderCancelRequested');
/** Cancels the open orders of one symbol, or of every symbol of the market without one. */
export const orderCancelAllRequested = createAction<{ symbol?: string }>('trading/orderCancelAllRequested');
export const ordersCanceled = createAction<Order[]>('trading/ordersCanceled');
export const orderCancelFailed = createAction<Refusal & { orderId: string | null }>('trading/orderCancelFailed');
/** A price in the book was clicked: the order form takes it. */
export const bookPricePicked = createAction<string>('trading/bookPricePicked');
