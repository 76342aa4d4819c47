// The market data API (RTK Query) as a definition: the root reducer names its type, and market.api.ts joins it to
// the store when a page that shows market data loads.
import { createApi } from '@reduxjs/toolkit/query/react';
import type { CoinSummary, Ticker, WikiArticle } from '../src/core/market-data';
import { gatewayBaseQuery } from './gateway-query';

export type { Ticker, WikiArticle };
export type WikiCoin = CoinSummary;

/** Live prices move every second; the pages poll at this pace. */
export const TICKER_POLL_MS = 2_000;

export const marketApi = createApi({
  reducerPath: 'marketApi',
  baseQuery: gatewayBaseQuery,
  endpoints: (build) => ({
    ticker: build.query<Ticker, { symbol: string; market: 'spot' | 'futures' }>({
      query: ({ symbol, market }) => ({
        name: market === 'futures' ? '/v1/market/futures/ticker' : '/v1/market/ticker',
        params: { symbol },
      }),
    }),
    wikiCoins: build.query<WikiCoin[], { locale: string }>({
      query: ({ locale }) => ({ name: '/v1/wiki/coins', params: { locale } }),
    }),
    wikiArticle: build.query<WikiArticle, { id: string; locale: string }>({
      query: ({ id, locale }) => ({ name: '/v1/wiki/article', params: { id, locale } }),
    }),
  }),
});

export const { useTickerQuery, useWikiCoinsQuery, useWikiArticleQuery } = marketApi;
