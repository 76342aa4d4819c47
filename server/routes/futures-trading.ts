// The perpetuals' signed account calls under /v1/futures/order/ and /v1/futures/account/ (sign mode 2 from their
// prefixes), as spot's: the `paptrading` header selects the paper account, whose futures wallet stands apart.
import type { FastifyRequest } from 'fastify';
import {
  CancelAllRequest,
  CancelOrderRequest,
  FuturesPaths,
  FuturesPlaceOrderRequest,
  OpenOrdersRequest,
  PositionMarginRequest,
  PositionTpSlRequest,
  PositionsRequest,
  SetLeverageRequest,
  SetMarginModeRequest,
  TransferRequest,
} from '../../src/core/trading/contract';
import type { AccountKind } from '../../src/core/trading/contract';
import { findUserById } from '../accounts';
import { WireCodes } from '../codes';
import { GatewayError, ok } from '../envelope';
import { positionMargin, positionTpSl, setLeverage, setMarginMode, transfer } from '../futures/account-calls';
import type { FuturesMarket } from '../futures/futures-market';
import { fillOf, fundingOf, liquidationOf, orderOf } from '../futures/futures-rows';
import { refuse } from '../market/trading-error';
import { accountModeOf, paperAccountId } from '../paper-mode';
import type { RoutePlugin } from '../route-plugin';
import { signedCallSession } from '../sessions';
import { missingBodyAsEmpty } from '../validation';
import { idCursor, pagedCall, type PagedCall } from './paged-calls';

const futuresTrading: RoutePlugin = async (app) => {
  const { futures } = app;
  app.addHook('onRequest', async () => futures.start());

  const account = (request: FastifyRequest): { id: string; kind: AccountKind } => {
    // The session the signature was checked against, not a second lookup: by the time the handler runs, the signer's
    // own session may have ended, and a lookup would act for another token the request carries (a cookie seen in a
    // capture) whose key signed nothing (tests/server/security/signed-call-session.test.ts).
    const session = signedCallSession(app.db, request);
    const user = session === undefined ? undefined : findUserById(app.db, session.userId);
    if (user === undefined) throw new GatewayError(WireCodes.NOT_LOGGED_IN);
    const kind = accountModeOf(request);
    const id = kind === 'paper' ? paperAccountId(user.id) : user.id;
    // A paper account gets its starting futures funds on first use.
    if (kind === 'paper') futures.seedWallet(id, kind);
    return { id, kind };
  };

  const market = (kind: AccountKind, symbol: string): FuturesMarket => {
    const found = futures.market(kind, symbol);
    if (found === undefined) throw refuse('UNKNOWN_SYMBOL');
    return found;
  };

  const empty = { preValidation: missingBodyAsEmpty };
  // Placing, cancelling and replacing TP/SL triggers count against the account's order budget (spot's too,
  // server/limits/order-budget.ts), and so does moving an isolated position's margin: each call runs the market's
  // pass of fired triggers and due liquidations over every account's orders and positions there.
  const orderCall = { orderCall: true };

  app.post<{ Body: FuturesPlaceOrderRequest }>(FuturesPaths.place, { schema: { body: FuturesPlaceOrderRequest }, config: orderCall }, async (request) => {
    const { id, kind } = account(request);
    return ok(market(kind, request.body.symbol).placeUser(id, request.body));
  });

  app.post<{ Body: CancelOrderRequest }>(FuturesPaths.cancel, { schema: { body: CancelOrderRequest }, config: orderCall }, async (request) => {
    const { id, kind } = account(request);
    const body = request.body;
    const found = market(kind, body.symbol);
    const row = 'orderId' in body ? futures.store.order(Number(body.orderId)) : futures.store.byClientId(id, body.clientOrderId);
    // Another account's order is answered as unknown: its existence is not this caller's business.
    if (row === undefined || row.account_id !== id || row.symbol !== body.symbol) throw refuse('ORDER_NOT_FOUND');
    return ok({ order: found.cancelUser(row) });
  });

  app.post<{ Body: CancelAllRequest }>(FuturesPaths.cancelAll, { schema: { body: CancelAllRequest }, ...empty, config: orderCall }, async (request) => {
    const { id, kind } = account(request);
    const { symbol } = request.body;
    if (symbol !== undefined) market(kind, symbol);
    const orders = futures.store.openOrdersOf(id, symbol).map((row) => market(kind, row.symbol).cancelUser(row));
    return ok({ orders });
  });

  app.post<{ Body: OpenOrdersRequest }>(FuturesPaths.openOrders, { schema: { body: OpenOrdersRequest }, ...empty }, async (request) => {
    const { id } = account(request);
    return ok({ orders: futures.store.openOrdersOf(id, request.body.symbol).map(orderOf) });
  });

  // Every futures row is paged by its id.
  const paged = <R extends { id: number }>(path: string, read: PagedCall<R>['read'], answer: PagedCall<R>['answer']) =>
    pagedCall(app, path, { accountOf: (request) => account(request).id, read, answer, cursorOf: idCursor });
  const { store } = futures;
  paged(FuturesPaths.history, (id, page) => store.history(id, page), (rows, next) => ({ orders: rows.map(orderOf), next }));
  paged(FuturesPaths.fills, (id, page) => store.fills(id, page), (rows, next) => ({ fills: rows.map(fillOf), next }));
  paged(FuturesPaths.fundingHistory, (id, page) => store.funding(id, page), (rows, next) => ({ payments: rows.map(fundingOf), next }));
  paged(FuturesPaths.liquidations, (id, page) => store.liquidations(id, page), (rows, next) => ({ liquidations: rows.map(liquidationOf), next }));

  app.post(FuturesPaths.balance, empty, async (request) => {
    const { id, kind } = account(request);
    return ok({ account: kind, balance: futures.balance(id, kind) });
  });

  app.post<{ Body: PositionsRequest }>(FuturesPaths.positions, { schema: { body: PositionsRequest }, ...empty }, async (request) => {
    const { id, kind } = account(request);
    const { symbol } = request.body;
    if (symbol !== undefined) market(kind, symbol);
    const settings = futures.symbols.map((spec) => {
      const stored = futures.store.setting(id, spec.rules.symbol);
      return { symbol: spec.rules.symbol, leverage: stored?.leverage ?? spec.rules.defaultLeverage, marginMode: stored?.margin_mode ?? 'CROSS' };
    });
    return ok({ account: kind, positions: futures.positions(id, kind, symbol), settings: settings.filter((entry) => symbol === undefined || entry.symbol === symbol) });
  });

  app.post<{ Body: SetLeverageRequest }>(FuturesPaths.leverage, { schema: { body: SetLeverageRequest } }, async (request) => {
    const { id, kind } = account(request);
    return ok(setLeverage(futures, id, kind, request.body.symbol, request.body.leverage));
  });

  app.post<{ Body: SetMarginModeRequest }>(FuturesPaths.marginMode, { schema: { body: SetMarginModeRequest } }, async (request) => {
    const { id, kind } = account(request);
    return ok(setMarginMode(futures, id, kind, request.body.symbol, request.body.marginMode));
  });

  app.post<{ Body: PositionMarginRequest }>(FuturesPaths.positionMargin, { schema: { body: PositionMarginRequest }, config: orderCall }, async (request) => {
    const { id, kind } = account(request);
    return ok({ position: positionMargin(futures, id, kind, request.body) });
  });

  app.post<{ Body: PositionTpSlRequest }>(FuturesPaths.positionTpSl, { schema: { body: PositionTpSlRequest }, config: orderCall }, async (request) => {
    const { id, kind } = account(request);
    return ok({ position: positionTpSl(futures, id, kind, request.body) });
  });

  app.post<{ Body: TransferRequest }>(FuturesPaths.transfer, { schema: { body: TransferRequest } }, async (request) => {
    const { id, kind } = account(request);
    // The spot wallet of a paper account gets its starting funds on first use, as on spot.
    app.exchange.balances(id, kind);
    return ok(transfer(futures, app.exchange.ledger, id, kind, request.body));
  });
};

export default futuresTrading;
