// Per-account budget on the calls that give the matching engines work: placing, cancelling and cancelling all
// orders, spot and futures, replacing a position's TP/SL triggers, and moving an isolated position's margin (which
// runs the market's pass of fired triggers and due liquidations). The per-address budgets cannot cap these: one
// account signed in behind many addresses gets a general budget per address. Real exchanges cap orders per account
// for the same reason (Binance spot: 100 orders per 10 s).
//
// A route opts in with `config: { orderCall: true }`. The count runs after the route's signature check, and only for
// a call whose signature was checked against a live session (server/sessions.ts checkedSession): an unsigned, forged
// or replayed call is refused before it, and a signed call with no session acts for nobody, so neither can spend an
// account's budget. It runs before the body is validated and the handler runs: a refused placement freezes nothing
// and books nothing, and one with a client order id can be sent again once the window has passed.
//
// The key is the account the orders are booked under: the user, or the user's paper account (`paptrading: 1`, which
// the signature covers). Paper and real count apart: they are separate accounts with their own books and funds, and
// a practice bot running on paper must not spend the budget its owner needs to cancel real orders in a hurry. The
// cost is bounded: one login reaches the engines at twice the rate at most. Spot and futures count together: their
// engines share this one process. Sub-accounts are accounts of their own, as on the exchanges, and count apart.
import type { FastifyInstance, FastifyRequest, RouteOptions, preValidationHookHandler } from 'fastify';
import { hooksOf } from '../hook-list';
import { accountModeOf, paperAccountId } from '../paper-mode';
import { checkedSession } from '../sessions';
import { overBudget } from './rate-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route places or cancels orders: each call counts against its account's order budget (order-budget.ts). */
    orderCall?: boolean;
  }
}

export interface OrderBudget {
  /** Order calls per account per window. */
  readonly max: number;
  readonly windowMs: number;
}

/** A route that declares itself an order call but is not signed: it would have no verified account to count. */
export class OrderRouteError extends Error {
  constructor(url: string) {
    super(`Order route ${url}: an order call must be signed, so that its budget is counted for a verified account`);
    this.name = 'OrderRouteError';
  }
}

/** No account: the call is not counted (the route refuses it as not logged in). */
const NOBODY = '';

/** The account a signed call acts for, as its orders are booked; NOBODY without a checked session. */
function accountKey(request: FastifyRequest): string {
  const session = checkedSession(request);
  if (session === undefined) return NOBODY;
  return accountModeOf(request) === 'paper' ? paperAccountId(session.userId) : session.userId;
}

/**
 * Counts the routes added from now on that declare `orderCall`, on the store and clock of the address budgets (so
 * after registerRateLimits), and after their signature check (so after registerSignedRoutes, whose onRoute hook
 * must have given the route its sign mode). Throws OrderRouteError for an order route that is not signed.
 */
export function registerOrderBudget(app: FastifyInstance, budget: OrderBudget): void {
  const count = app.createRateLimit({
    max: budget.max,
    timeWindow: budget.windowMs,
    keyGenerator: accountKey,
    allowList: (_request: FastifyRequest, key: string) => key === NOBODY,
  });
  const chargeOrderCall: preValidationHookHandler = async function chargeOrderCall(request, reply) {
    const result = await count(request);
    if (!result.isAllowed && result.isExceeded) throw overBudget(reply, result.ttl);
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.orderCall !== true) return;
    if (route.config.signMode === undefined) throw new OrderRouteError(route.url);
    // Last: the signature check is the route's first preValidation hook, and the count must follow it.
    route.preValidation = [...hooksOf(route.preValidation), chargeOrderCall];
  });
}
