// The calls of each market, by what they do: a perpetual answers the same questions as spot under
// /v1/futures/..., with futures rows (docs/futures.md). The sagas pick the set of the stream they run.
import { ExchangeInfo } from '../src/core/trading/contract/market-data';
import {
  CancelAllAnswer,
  CancelOrderAnswer,
  FillsAnswer,
  OpenOrdersAnswer,
  OrderHistoryAnswer,
  PlaceOrderAnswer,
} from '../src/core/trading/contract/orders';
import { TradingPaths } from '../src/core/trading/contract/paths';
import type { MarketKind } from '../store/trading.actions';
import type { MarketCalls } from './call-set';

export type { MarketCalls } from './call-set';

const SPOT: MarketCalls = {
  paths: TradingPaths,
  schemas: {
    exchangeInfo: ExchangeInfo,
    place: PlaceOrderAnswer,
    cancel: CancelOrderAnswer,
    cancelAll: CancelAllAnswer,
    openOrders: OpenOrdersAnswer,
    history: OrderHistoryAnswer,
    fills: FillsAnswer,
  },
};

/**
 * The calls of a market: spot's at once, a perpetual's with their schemas' own chunk (futures-calls.ts), which a spot
 * visit never downloads. Sagas `yield call(marketCalls, kind)`.
 */
export function marketCalls(market: MarketKind | undefined): MarketCalls | Promise<MarketCalls> {
  return market === 'futures' ? import('./futures-calls').then((module) => module.FUTURES_CALLS) : SPOT;
}
