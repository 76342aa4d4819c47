import { LookupCodes } from '../data/lookup-codes';
import { GatewayError, ok } from '../envelope';
import { cardTicker } from '../market/card-ticker';
import { SYMBOL_PATTERN, coinBySymbol, symbolOf } from '../market/coins';
import type { Coin } from '../market/coins';
import { accountModeOf } from '../paper-mode';
import type { RoutePlugin } from '../route-plugin';

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

  app.get<{ Querystring: SymbolQuery }>(
    '/v1/market/futures/ticker',
    { schema: { querystring: SYMBOL_QUERY_SCHEMA } },
    async (request) => {
      const { futures } = app;
      futures.start();
      const market = futures.market(accountModeOf(request), symbolOf(listedCoin(request.query.symbol)));
      if (market === undefined) throw new GatewayError(LookupCodes.UNKNOWN_SYMBOL);
      const now = futures.clock();
      return ok({ ...cardTicker(market, futures.ticker(market, now)), indexPrice: market.markView(now).indexPrice });
    },
  );
};

export default marketRoutes;
