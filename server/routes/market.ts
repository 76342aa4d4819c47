import { LookupCodes } from '../data/lookup-codes';
import { GatewayError, ok } from '../envelope';
import { systemClock } from '../market/clock';
import type { Clock } from '../market/clock';
import { cardTicker } from '../market/card-ticker';
import { SYMBOL_PATTERN, coinBySymbol, symbolOf } from '../market/coins';
import type { Coin } from '../market/coins';
import { futuresTicker } from '../market/ticker';
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
 * The spot tickers come from the live market (the world of the `paptrading` header); the futures ticker is
 * simulated, `clock` being the time its prices are read at.
 */
export function marketRoutes(clock: Clock = systemClock): RoutePlugin {
  return async (app) => {
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
      async (request) => ok(futuresTicker(listedCoin(request.query.symbol), clock())),
    );
  };
}

export default marketRoutes();
