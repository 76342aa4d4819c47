// The spot market's REST calls (docs/protocol.md "Trading: the simulated spot market"): public market data, and
// the signed account calls under /v1/order/ and /v1/asset/, which inherit sign mode 2 from their prefixes.
import type { FastifyRequest } from 'fastify';
import {
  CancelAllRequest,
  CancelOrderRequest,
  DepthQuery,
  KlinesQuery,
  MAX_DEPTH_LIMIT,
  MAX_KLINES_LIMIT,
  MAX_TRADES_LIMIT,
  OpenOrdersRequest,
  PageRequest,
  PlaceOrderRequest,
  Ticker24hQuery,
  TradesQuery,
  TradingPaths,
} from '../../src/core/trading/contract';
import type { AccountKind } from '../../src/core/trading/contract';
import { userExists } from '../accounts';
import { GatewayCodes, WireCodes } from '../codes';
import { LookupCodes } from '../data/lookup-codes';
import { GatewayError, ok } from '../envelope';
import type { SpotMarket } from '../market/spot-market';
import { orderOf } from '../market/order-store';
import { refuse } from '../market/trading-error';
import { MARKET_SYMBOLS } from '../market/symbol-rules';
import { accountModeOf, paperAccountId } from '../paper-mode';
import type { RoutePlugin } from '../route-plugin';
import { signedCallSession } from '../sessions';
import { missingBodyAsEmpty } from '../validation';

/** A query number, already matched by its pattern, within 1..max; `fallback` when absent. */
function queryInt(value: string | undefined, max: number, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (number < 1 || number > max) {
    throw new GatewayError(GatewayCodes.INVALID_PARAMETER, `Invalid parameter: querystring/${name} must be 1 to ${max}`);
  }
  return number;
}

const spotTrading: RoutePlugin = async (app) => {
  const { exchange } = app;

  const publicMarket = (request: FastifyRequest, symbol: string): SpotMarket => {
    const found = exchange.market(accountModeOf(request), symbol);
    if (found === undefined) throw new GatewayError(LookupCodes.UNKNOWN_SYMBOL);
    return found;
  };

  app.get(TradingPaths.exchangeInfo, async () =>
    ok({ serverTime: exchange.clock(), symbols: MARKET_SYMBOLS.map((entry) => entry.rules) }),
  );

  app.get<{ Querystring: DepthQuery }>(TradingPaths.depth, { schema: { querystring: DepthQuery } }, async (request) => {
    const limit = queryInt(request.query.limit, MAX_DEPTH_LIMIT, 100, 'limit');
    return ok(exchange.snapshot(publicMarket(request, request.query.symbol), limit));
  });

  app.get<{ Querystring: TradesQuery }>(TradingPaths.trades, { schema: { querystring: TradesQuery } }, async (request) => {
    const limit = queryInt(request.query.limit, MAX_TRADES_LIMIT, 100, 'limit');
    return ok(publicMarket(request, request.query.symbol).recentTrades(limit));
  });

  app.get<{ Querystring: KlinesQuery }>(TradingPaths.klines, { schema: { querystring: KlinesQuery } }, async (request) => {
    const { symbol, interval, endTime } = request.query;
    const limit = queryInt(request.query.limit, MAX_KLINES_LIMIT, 500, 'limit');
    const market = publicMarket(request, symbol);
    const now = exchange.clock();
    return ok(market.candles.range(interval, endTime === undefined ? now : Number(endTime), limit, now));
  });

  app.get<{ Querystring: Ticker24hQuery }>(TradingPaths.ticker24h, { schema: { querystring: Ticker24hQuery } }, async (request) => {
    const { symbol } = request.query;
    const markets = symbol === undefined ? exchange.allMarkets(accountModeOf(request)) : [publicMarket(request, symbol)];
    return ok(markets.map((market) => exchange.ticker(market)));
  });

  // ---- signed account calls ----

  const account = (request: FastifyRequest): { id: string; kind: AccountKind } => {
    const session = signedCallSession(app.db, request);
    if (session === undefined || !userExists(app.db, session.userId)) throw new GatewayError(WireCodes.NOT_LOGGED_IN);
    const kind = accountModeOf(request);
    return { id: kind === 'paper' ? paperAccountId(session.userId) : session.userId, kind };
  };

  const tradingMarket = (kind: AccountKind, symbol: string): SpotMarket => {
    const found = exchange.market(kind, symbol);
    if (found === undefined) throw refuse('UNKNOWN_SYMBOL');
    return found;
  };

  app.post<{ Body: PlaceOrderRequest }>(TradingPaths.place, { schema: { body: PlaceOrderRequest } }, async (request) => {
    const { id, kind } = account(request);
    // A paper account gets its starting funds on first use (without reading the balances back: this is per order).
    exchange.fundOnFirstUse(id, kind);
    return ok(tradingMarket(kind, request.body.symbol).placeUser(id, request.body));
  });

  app.post<{ Body: CancelOrderRequest }>(TradingPaths.cancel, { schema: { body: CancelOrderRequest } }, async (request) => {
    const { id, kind } = account(request);
    const body = request.body;
    const market = tradingMarket(kind, body.symbol);
    const row =
      'orderId' in body ? exchange.store.find(Number(body.orderId)) : exchange.store.findByClientId(id, body.clientOrderId);
    // Another account's order is answered as unknown: its existence is not this caller's business.
    if (row === undefined || row.account_id !== id || row.symbol !== body.symbol) throw refuse('ORDER_NOT_FOUND');
    return ok({ order: market.cancelUser(row) });
  });

  app.post<{ Body: CancelAllRequest }>(
    TradingPaths.cancelAll,
    { schema: { body: CancelAllRequest }, preValidation: missingBodyAsEmpty },
    async (request) => {
      const { id, kind } = account(request);
      const { symbol } = request.body;
      if (symbol !== undefined) tradingMarket(kind, symbol);
      const orders = exchange.store
        .openOrdersOf(id, symbol)
        .map((row) => tradingMarket(kind, row.symbol).cancelUser(row));
      return ok({ orders });
    },
  );

  app.post<{ Body: OpenOrdersRequest }>(
    TradingPaths.openOrders,
    { schema: { body: OpenOrdersRequest }, preValidation: missingBodyAsEmpty },
    async (request) => {
      const { id } = account(request);
      return ok({ orders: exchange.store.openOrdersOf(id, request.body.symbol).map(orderOf) });
    },
  );

  const page = (body: PageRequest) => ({
    symbol: body.symbol,
    cursor: body.cursor === undefined ? undefined : Number(body.cursor),
    limit: body.limit ?? 50,
  });

  app.post<{ Body: PageRequest }>(
    TradingPaths.history,
    { schema: { body: PageRequest }, preValidation: missingBodyAsEmpty },
    async (request) => {
      const { id } = account(request);
      const options = page(request.body);
      const rows = exchange.store.history(id, options);
      const last = rows[rows.length - 1];
      return ok({ orders: rows.map(orderOf), next: rows.length === options.limit && last !== undefined ? String(last.id) : null });
    },
  );

  app.post<{ Body: PageRequest }>(
    TradingPaths.fills,
    { schema: { body: PageRequest }, preValidation: missingBodyAsEmpty },
    async (request) => {
      const { id } = account(request);
      const options = page(request.body);
      const fills = exchange.store.fills(id, options);
      const last = fills[fills.length - 1];
      return ok({ fills, next: fills.length === options.limit && last !== undefined ? last.fillId : null });
    },
  );

  app.post(TradingPaths.balances, { preValidation: missingBodyAsEmpty }, async (request) => {
    const { id, kind } = account(request);
    return ok({ account: kind, balances: exchange.balances(id, kind) });
  });
};

export default spotTrading;
