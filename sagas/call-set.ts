// What each market's calls are (market-calls.ts, futures-calls.ts): their paths and their answers' schemas.
import type { TSchema } from '@sinclair/typebox';

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
