// Per-address request budgets (@fastify/rate-limit): a general one every route counts against, and a tighter one
// shared by the calls that guess secrets or send messages (login, register, verify, send-code, password change).
// Both count in the first onRequest hook of the route, before the body is parsed, so a malformed attempt costs the
// same as a well-formed one. An exceeded budget answers 429/42900 with Retry-After in seconds; the answer is the same for
// every route and account, so it says nothing about whether an account exists.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { GatewayCodes } from '../codes';
import { GatewayError } from '../envelope';
import { clockedStoreClass } from './clocked-store';
import { addressKey } from './address-key';

export interface RateLimits {
  /** Requests per address per window, every route together. */
  readonly generalMax: number;
  readonly generalWindowMs: number;
  /** Login, register, verify-login and send-code attempts per address per window, together. */
  readonly authMax: number;
  readonly authWindowMs: number;
  /** Order placements, cancels, cancel-alls, TP/SL and isolated margin changes per account per window, spot and futures together. */
  readonly orderMax: number;
  readonly orderWindowMs: number;
}

// General: a page load with its assets and the app's start-up calls is some 60 requests; 1,000 a minute leaves
// room for several tabs behind one address. Auth: a person who mistypes a password a few times never meets it;
// a script gets 20 guesses per 10 minutes per address, before the per-account lockout (login-lockout.ts).
// Orders: Binance's spot cap, 100 orders per 10 s per account. A person never meets it (a cancel-all and a ladder of
// twenty new orders is 21 calls); a trading bot keeps 10 calls a second, and a script that floods the matching engine
// is held to that however many addresses it spreads over.
export const DEFAULT_RATE_LIMITS: RateLimits = {
  generalMax: 1000,
  generalWindowMs: 60_000,
  authMax: 20,
  authWindowMs: 10 * 60_000,
  orderMax: 100,
  orderWindowMs: 10_000,
};

/** Seconds to put in Retry-After for a wait of `ms`: at least 1, whole seconds up. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function rateLimited(): GatewayError {
  return new GatewayError(GatewayCodes.RATE_LIMITED);
}

/** The refusal of a spent budget whose window ends in `ttlMs`: 429/42900, with Retry-After set on `reply`. */
export function overBudget(reply: FastifyReply, ttlMs: number): GatewayError {
  void reply.header('retry-after', String(retryAfterSeconds(ttlMs)));
  return rateLimited();
}

// Only this header pair: the X-RateLimit-* headers would tell a prober how many guesses it has left.
const HEADERS = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
  'retry-after': true,
} as const;

/**
 * Registers the general budget (every route registered after this, and unknown paths) and returns the hook that
 * charges the auth budget; routes add it with `authAttemptHook`.
 */
const API_PREFIXES = ['/v1/', '/btapi/', '/__dev/'];

/** A GET or HEAD outside the API: a file of the built app (or its page shell). */
export function isAppFileRead(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.toLowerCase();
  return !API_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}

export async function registerRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  now: () => number,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: limits.generalMax,
    timeWindow: limits.generalWindowMs,
    // request.ip: the connection's address, or the client's from a proxy TRUST_PROXY names; an IPv6 one by its /64.
    keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
    // Reading the app's own files is not what the budget guards: one visit fetches dozens of chunks and the service
    // worker precaches over a hundred, all served pre-compressed from disk. Every call (and every write) counts.
    allowList: (request: FastifyRequest) => isAppFileRead(request),
    store: clockedStoreClass(now),
    addHeaders: HEADERS,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: rateLimited,
  });
  const auth = app.createRateLimit({
    max: limits.authMax,
    timeWindow: limits.authWindowMs,
    keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
  });
  app.decorate('authAttempt', async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await auth(request);
    if (!result.isAllowed && result.isExceeded) throw overBudget(reply, result.ttl);
  });
}

/** Route options that make the route count against the auth budget as well, in its first own onRequest hook. */
export function authAttemptHook(app: FastifyInstance): Pick<RouteOptions, 'onRequest'> {
  return { onRequest: app.authAttempt };
}
