// The public market-data calls spot and futures answer alike (docs/protocol.md, docs/futures.md "Calls"): exchange
// info, depth, recent trades and klines, each under its market's own paths.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DepthQuery, KlinesQuery, MAX_DEPTH_LIMIT, MAX_KLINES_LIMIT, MAX_TRADES_LIMIT, TradesQuery } from '../../src/core/trading/contract';
import type { AccountKind, DepthSnapshot, Trade } from '../../src/core/trading/contract';
import { GatewayCodes } from '../codes';
import { LookupCodes } from '../data/lookup-codes';
import { GatewayError, ok } from '../envelope';
import type { BookMarket } from '../market/book-views';
import { accountModeOf } from '../paper-mode';

/** A query number, already matched by its pattern, within 1..max; `fallback` when absent. */
function queryInt(value: string | undefined, max: number, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (number < 1 || number > max) {
    throw new GatewayError(GatewayCodes.INVALID_PARAMETER, `Invalid parameter: querystring/${name} must be 1 to ${max}`);
  }
  return number;
}

export interface MarketDataPaths {
  readonly exchangeInfo: string;
  readonly depth: string;
  readonly trades: string;
  readonly klines: string;
}

/** The markets of spot or of futures, in both worlds. */
export interface MarketDataSource<Market extends BookMarket> {
  readonly clock: () => number;
  market(kind: AccountKind, symbol: string): Market | undefined;
  snapshot(market: Market, limit: number): DepthSnapshot;
}

interface TradedMarket extends BookMarket {
  recentTrades(limit: number): Trade[];
}

/**
 * Registers the four calls for one kind of market and answers how they find a market: the symbol in the world the
 * request's `paptrading` header selects, or UNKNOWN_SYMBOL, so the caller's own public calls find it alike.
 */
export function marketDataCalls<Market extends TradedMarket>(
  app: FastifyInstance,
  paths: MarketDataPaths,
  source: MarketDataSource<Market>,
  symbolRules: () => readonly unknown[],
): (request: FastifyRequest, symbol: string) => Market {
  const publicMarket = (request: FastifyRequest, symbol: string): Market => {
    const found = source.market(accountModeOf(request), symbol);
    if (found === undefined) throw new GatewayError(LookupCodes.UNKNOWN_SYMBOL);
    return found;
  };

  app.get(paths.exchangeInfo, async () => ok({ serverTime: source.clock(), symbols: symbolRules() }));

  app.get<{ Querystring: DepthQuery }>(paths.depth, { schema: { querystring: DepthQuery } }, async (request) => {
    const limit = queryInt(request.query.limit, MAX_DEPTH_LIMIT, 100, 'limit');
    return ok(source.snapshot(publicMarket(request, request.query.symbol), limit));
  });

  app.get<{ Querystring: TradesQuery }>(paths.trades, { schema: { querystring: TradesQuery } }, async (request) => {
    const limit = queryInt(request.query.limit, MAX_TRADES_LIMIT, 100, 'limit');
    return ok(publicMarket(request, request.query.symbol).recentTrades(limit));
  });

  app.get<{ Querystring: KlinesQuery }>(paths.klines, { schema: { querystring: KlinesQuery } }, async (request) => {
    const { symbol, interval, endTime } = request.query;
    const limit = queryInt(request.query.limit, MAX_KLINES_LIMIT, 500, 'limit');
    const market = publicMarket(request, symbol);
    const now = source.clock();
    return ok(market.candles.range(interval, endTime === undefined ? now : Number(endTime), limit, now));
  });

  return publicMarket;
}
