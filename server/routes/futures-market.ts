// The perpetuals' public calls (docs/futures.md "Calls"): exchange info, depth, trades, klines, mark and funding.
import type { FastifyRequest } from 'fastify';
import {
  DepthQuery,
  FuturesPaths,
  KlinesQuery,
  MAX_DEPTH_LIMIT,
  MAX_KLINES_LIMIT,
  MAX_TRADES_LIMIT,
  MarkQuery,
  TradesQuery,
} from '../../src/core/trading/contract';
import { GatewayCodes } from '../codes';
import { LookupCodes } from '../data/lookup-codes';
import { GatewayError, ok } from '../envelope';
import type { FuturesMarket } from '../futures/futures-market';
import { accountModeOf } from '../paper-mode';
import type { RoutePlugin } from '../route-plugin';

function queryInt(value: string | undefined, max: number, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (number < 1 || number > max) {
    throw new GatewayError(GatewayCodes.INVALID_PARAMETER, `Invalid parameter: querystring/${name} must be 1 to ${max}`);
  }
  return number;
}

const futuresMarket: RoutePlugin = async (app) => {
  const { futures } = app;
  app.addHook('onRequest', async () => futures.start());

  const publicMarket = (request: FastifyRequest, symbol: string): FuturesMarket => {
    const found = futures.market(accountModeOf(request), symbol);
    if (found === undefined) throw new GatewayError(LookupCodes.UNKNOWN_SYMBOL);
    return found;
  };

  app.get(FuturesPaths.exchangeInfo, async () => ok({ serverTime: futures.clock(), symbols: futures.symbols.map((spec) => spec.rules) }));

  app.get<{ Querystring: DepthQuery }>(FuturesPaths.depth, { schema: { querystring: DepthQuery } }, async (request) => {
    const limit = queryInt(request.query.limit, MAX_DEPTH_LIMIT, 100, 'limit');
    return ok(futures.snapshot(publicMarket(request, request.query.symbol), limit));
  });

  app.get<{ Querystring: TradesQuery }>(FuturesPaths.trades, { schema: { querystring: TradesQuery } }, async (request) => {
    const limit = queryInt(request.query.limit, MAX_TRADES_LIMIT, 100, 'limit');
    return ok(publicMarket(request, request.query.symbol).recentTrades(limit));
  });

  app.get<{ Querystring: KlinesQuery }>(FuturesPaths.klines, { schema: { querystring: KlinesQuery } }, async (request) => {
    const { symbol, interval, endTime } = request.query;
    const limit = queryInt(request.query.limit, MAX_KLINES_LIMIT, 500, 'limit');
    const market = publicMarket(request, symbol);
    const now = futures.clock();
    return ok(market.candles.range(interval, endTime === undefined ? now : Number(endTime), limit, now));
  });

  app.get<{ Querystring: MarkQuery }>(FuturesPaths.mark, { schema: { querystring: MarkQuery } }, async (request) => {
    const { symbol } = request.query;
    const now = futures.clock();
    const markets = symbol === undefined ? futures.allMarkets(accountModeOf(request)) : [publicMarket(request, symbol)];
    return ok(markets.map((market) => market.markView(now)));
  });
};

export default futuresMarket;
