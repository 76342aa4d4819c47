// The trading workspace's state, injected into the store with the spot page so none of it is in the first load.
import { combineSlices } from '@reduxjs/toolkit';
import { marketBookSlice } from './market-book.slice';
import { marketKlinesSlice } from './market-klines.slice';
import { marketTickerSlice } from './market-ticker.slice';
import { marketTradesSlice } from './market-trades.slice';
import { rootReducer } from './root-reducer';
import { tradingBalancesSlice } from './trading-balances.slice';
import { tradingFillsSlice } from './trading-fills.slice';
import { tradingOrdersSlice } from './trading-orders.slice';

export const tradingReducer = combineSlices(
  marketBookSlice,
  marketTradesSlice,
  marketTickerSlice,
  marketKlinesSlice,
  tradingOrdersSlice,
  tradingFillsSlice,
  tradingBalancesSlice,
);

export type TradingState = ReturnType<typeof tradingReducer>;

rootReducer.inject({ reducerPath: 'trading', reducer: tradingReducer });
