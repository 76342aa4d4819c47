import { LookupCodes } from '../data/lookup-codes';
import { GatewayError, ok } from '../envelope';
import { cardTicker } from '../market/card-ticker';
import { SYMBOL_PATTERN, coinBySymbol, symbolOf } from '../market/coins';
import type { Coin } from '../market/coins';
import type { FuturesMarket } from '../futures/futures-market';
import type { Ticker } from '../../src/core/market-data';
import type { Ticker24h } from '../../src/core/trading/contract';
import { accountModeOf } from '../paper-mode';
import type { RoutePlugin } from '../route-plugin';

interface FuturesCardTicker extends Ticker {
  /** The index price the perpetual's mark follows. */
  readonly indexPrice: string;
}

interface SymbolQuery {
  symbol: string;
}

const SYMBOL_QUERY_SCHEMA = {
  type: 'object',
  required: ['symbol'],
  properties: { symbol: { type: 'string', pattern: SYMBOL_PATTERN } },
} as const;

function listedCoin(symbol: string): Coin {
  const listed = coinBySymbol(symbol);
  // A well-formed symbol that is not listed is a lookup miss, not a malformed request.
  if (listed === undefined) throw new GatewayError(LookupCodes.UNKNOWN_SYMBOL);
  return listed;
}

/** A perpetual's card: its own 24 h summary with the index its mark follows. */
function futuresCard(market: FuturesMarket, ticker: Ticker24h, now: number): FuturesCardTicker {
  return { ...cardTicker(market, ticker), indexPrice: market.markView(now).indexPrice };
}

/**
 * The ticker cards' calls, read from the live markets in the world of the `paptrading` header: spot's from its
 * market, the perpetual's from its own book and mark, so the card, the stream's ticker channel and the book agree
 * on the last price whichever of them the page shows.
 */
const marketRoutes: RoutePlugin = async (app) => {
  app.get<{ Querystring: SymbolQuery }>(
    '/v1/market/ticker',
    { schema: { querystring: SYMBOL_QUERY_SCHEMA } },
    async (request) => {
      const market = app.exchange.market(accountModeOf(request), symbolOf(listedCoin(request.query.symbol)));
      if (market === undefined) throw new GatewayError(LookupCodes.UNKNOWN_SYMBOL);
      return ok(cardTicker(market, app.exchange.ticker(market)));
    },
  );

  app.get('/v1/market/tickers', async (request) =>
    ok(app.exchange.allMarkets(accountModeOf(request)).map((market) => cardTicker(market, app.exchange.ticker(market)))),
  );

  app.get('/v1/market/futures/tickers', async (request) => {
    const { futures } = app;
    futures.start();
    const now = futures.clock();
    return ok(futures.allMarkets(accountModeOf(request)).map((market) => futuresCard(market, futures.ticker(market, now), now)));
  });

  app.get<{ Querystring: SymbolQuery }>(
    '/v1/market/futures/ticker',
    { schema: { querystring: SYMBOL_QUERY_SCHEMA } },
    async (request) => {
      const { futures } = app;
      futures.start();
      const market = futures.market(accountModeOf(request), symbolOf(listedCoin(request.query.symbol)));
      if (market === undefined) throw new GatewayError(LookupCodes.UNKNOWN_SYMBOL);
      const now = futures.clock();
      return ok(futuresCard(market, futures.ticker(market, now), now));
    },
  );
};

export default marketRoutes;
