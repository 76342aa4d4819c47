import { LookupCodes } from '../data/lookup-codes';
import { GatewayError, ok } from '../envelope';
import { systemClock } from '../market/clock';
import type { Clock } from '../market/clock';
import { COINS, SYMBOL_PATTERN, coinBySymbol } from '../market/coins';
import type { Coin } from '../market/coins';
import { futuresTicker, spotTicker } from '../market/ticker';
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

/** Simulated spot and futures tickers; `clock` is the time the prices are read at. */
export function marketRoutes(clock: Clock = systemClock): RoutePlugin {
  return async (app) => {
    app.get<{ Querystring: SymbolQuery }>(
      '/v1/market/ticker',
      { schema: { querystring: SYMBOL_QUERY_SCHEMA } },
      async (request) => ok(spotTicker(listedCoin(request.query.symbol), clock())),
    );

    app.get('/v1/market/tickers', async () => {
      const now = clock();
      return ok(COINS.map((listed) => spotTicker(listed, now)));
    });

    app.get<{ Querystring: SymbolQuery }>(
      '/v1/market/futures/ticker',
      { schema: { querystring: SYMBOL_QUERY_SCHEMA } },
      async (request) => ok(futuresTicker(listedCoin(request.query.symbol), clock())),
    );
  };
}

export default marketRoutes();
