// A perpetual's calls (market-calls.ts), in a chunk of their own with the futures contract's schemas: loaded with the
// first futures stream or order, never by a spot visit.
import {
  FuturesCancelOrderAnswer,
  FuturesExchangeInfo,
  FuturesFillsAnswer,
  FuturesOrderHistoryAnswer,
  FuturesOrdersAnswer,
  FuturesPlaceOrderAnswer,
} from '../src/core/trading/contract/futures';
import { FuturesPaths } from '../src/core/trading/contract/paths';
import type { MarketCalls } from './call-set';

export const FUTURES_CALLS: MarketCalls = {
  paths: FuturesPaths,
  schemas: {
    exchangeInfo: FuturesExchangeInfo,
    place: FuturesPlaceOrderAnswer,
    cancel: FuturesCancelOrderAnswer,
    cancelAll: FuturesOrdersAnswer,
    openOrders: FuturesOrdersAnswer,
    history: FuturesOrderHistoryAnswer,
    fills: FuturesFillsAnswer,
  },
};
