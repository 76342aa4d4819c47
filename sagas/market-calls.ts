// The calls of each market, by what they do: a perpetual answers the same questions as spot under
// /v1/futures/..., with futures rows (docs/futures.md). The sagas pick the set of the stream they run.
import type { TSchema } from '@sinclair/typebox';
import {
  FuturesCancelOrderAnswer,
  FuturesExchangeInfo,
  FuturesFillsAnswer,
  FuturesOrderHistoryAnswer,
  FuturesOrdersAnswer,
  FuturesPaths,
  FuturesPlaceOrderAnswer,
} from '../src/core/trading/contract/futures';
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

export interface MarketCalls {
  paths: {
    exchangeInfo: string;
    trades: string;
    klines: string;
    place: string;
    cancel: string;
    cancelAll: string;
    openOrders: string;
    history: string;
    fills: string;
  };
  /** The answers' schemas; a futures row has every field of the spot one, so the spot slices hold both. */
  schemas: {
    exchangeInfo: TSchema;
    place: TSchema;
    cancel: TSchema;
    cancelAll: TSchema;
    openOrders: TSchema;
    history: TSchema;
    fills: TSchema;
  };
}

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

const FUTURES: MarketCalls = {
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

export function marketCalls(market: MarketKind | undefined): MarketCalls {
  return market === 'futures' ? FUTURES : SPOT;
}
