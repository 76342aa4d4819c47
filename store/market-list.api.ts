// The workspace's list of markets, joined to the market API when the list first opens (its chunk): nothing of it
// is loaded by a page that never opens it.
import { isTickerList, type Ticker } from '../src/core/market-data';
import { marketApi } from './market.api.definition';
// The market API in the store (its reducer and middleware), as any page of market data has it.
import './market.api';

export { TICKER_POLL_MS } from './market.api.definition';

const marketListApi = marketApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every listed market of spot or of the perpetuals, each answer checked before the list shows it. */
    marketTickers: build.query<Ticker[], { market: 'spot' | 'futures' }>({
      query: ({ market }) => ({
        name: market === 'futures' ? '/v1/market/futures/tickers' : '/v1/market/tickers',
        validate: isTickerList,
      }),
    }),
  }),
});

export const { useMarketTickersQuery } = marketListApi;
