// The spot market's REST calls (docs/protocol.md "Trading: the simulated spot market"): public market data, and
// the signed account calls under /v1/order/ and /v1/asset/, which inherit sign mode 2 from their prefixes.
import type { FastifyRequest } from 'fastify';
import {
  CancelAllRequest,
  CancelOrderRequest,
  OpenOrdersRequest,
  PlaceOrderRequest,
  Ticker24hQuery,
  TradingPaths,
} from '../../src/core/trading/contract';
import type { AccountKind } from '../../src/core/trading/contract';
import { userExists } from '../accounts';
import { WireCodes } from '../codes';
import { GatewayError, ok } from '../envelope';
import type { SpotMarket } from '../market/spot-market';
import { orderOf } from '../market/order-store';
import { refuse } from '../market/trading-error';
import { MARKET_SYMBOLS } from '../market/symbol-rules';
import { accountModeOf, paperAccountId } from '../paper-mode';
import type { RoutePlugin } from '../route-plugin';
import { signedCallSession } from '../sessions';
import { marketDataCalls } from './market-data-calls';
import { missingBodyAsEmpty } from '../validation';
import { idCursor, pagedCall } from './paged-calls';

const spotTrading: RoutePlugin = async (app) => {
  const { exchange } = app;

  const publicMarket = marketDataCalls(app, TradingPaths, exchange, () => MARKET_SYMBOLS.map((entry) => entry.rules));

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

  // Placing and cancelling count against the account's order budget (server/limits/order-budget.ts).
  const orderCall = { orderCall: true };

  app.post<{ Body: PlaceOrderRequest }>(TradingPaths.place, { schema: { body: PlaceOrderRequest }, config: orderCall }, async (request) => {
    const { id, kind } = account(request);
    // A paper account gets its starting funds on first use (without reading the balances back: this is per order).
    exchange.fundOnFirstUse(id, kind);
    return ok(tradingMarket(kind, request.body.symbol).placeUser(id, request.body));
  });

  app.post<{ Body: CancelOrderRequest }>(TradingPaths.cancel, { schema: { body: CancelOrderRequest }, config: orderCall }, async (request) => {
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
    { schema: { body: CancelAllRequest }, preValidation: missingBodyAsEmpty, config: orderCall },
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
      const { id, kind } = account(request);
      const { symbol } = request.body;
      // An unlisted symbol is refused as cancel-all refuses it, not answered as a pair with no open orders.
      if (symbol !== undefined) tradingMarket(kind, symbol);
      return ok({ orders: exchange.store.openOrdersOf(id, symbol).map(orderOf) });
    },
  );

  const accountOf = (request: FastifyRequest) => account(request).id;
  pagedCall(app, TradingPaths.history, {
    accountOf,
    read: (id, page) => exchange.store.history(id, page),
    answer: (rows, next) => ({ orders: rows.map(orderOf), next }),
    cursorOf: idCursor,
  });
  pagedCall(app, TradingPaths.fills, {
    accountOf,
    read: (id, page) => exchange.store.fills(id, page),
    answer: (fills, next) => ({ fills, next }),
    cursorOf: (fill) => fill.fillId,
  });

  app.post(TradingPaths.balances, { preValidation: missingBodyAsEmpty }, async (request) => {
    const { id, kind } = account(request);
    return ok({ account: kind, balances: exchange.balances(id, kind) });
  });
};

export default spotTrading;
