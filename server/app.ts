import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { registerBodyParsers } from './body-parsers';
import { registerCanonicalTargetGuard } from './canonical-target';
import type { TrustProxy } from './config';
import { DEFAULT_TIMEOUTS, connectionOptions, registerHostGuard } from './connection-edges';
import type { ConnectionTimeouts } from './connection-edges';
import { registerCrossSiteGuard } from './cross-site';
import { openDatabase } from './db';
import { seedDemoAccount } from './demo-account';
import { registerDevEndpoints } from './dev-endpoints';
import { registerLocalizedMessages } from './i18n/localized-messages';
import { frameworkErrorHandler, gatewayErrorHandler } from './error-handler';
import { FaultStore } from './faults';
import { RequestLogController, loggerOptions } from './logging';
import type { LogDestination } from './logging';
import { notFoundHandler, trackApiRoutes } from './not-found';
import { registerApiNoStore } from './no-store';
import type { RoutePlugin } from './route-plugin';
import account from './routes/account';
import accountPassword from './routes/account-password';
import checkDevice from './routes/check-device';
import cspReports from './routes/csp-reports';
import { DEFAULT_CLIENT_SETTINGS } from './client-settings';
import clientConfig from './routes/client-config';
import domainConfig from './routes/domain-config';
import encryptedLogin from './routes/encrypted-login';
import events from './routes/events';
import logout from './routes/logout';
import market from './routes/market';
import spotTrading from './routes/spot-trading';
import marketStream from './routes/market-stream';
import { Exchange } from './market/exchange';
import { FuturesExchange } from './futures/futures-exchange';
import { futuresSymbols } from './futures/futures-symbols';
import type { FuturesExchangeOptions } from './futures/futures-exchange';
import futuresMarket from './routes/futures-market';
import futuresTrading from './routes/futures-trading';
import type { ExchangeOptions } from './market/exchange';
import { DEFAULT_STREAM_LIMITS } from './market/stream-hub';
import type { StreamLimits } from './market/stream-hub';
import { seedDemoFunds } from './market/demo-funds';
import rates from './routes/rates';
import requestSigning from './routes/request-signing';
import securityLog from './routes/security-log';
import subAccounts from './routes/sub-accounts';
import tdk from './routes/tdk';
import tracking from './routes/tracking';
import user from './routes/user';
import verificationCodes from './routes/verification-codes';
import wiki from './routes/wiki';
import { DEFAULT_RATE_LIMITS, registerRateLimits } from './limits/rate-limits';
import type { RateLimits } from './limits/rate-limits';
import { registerOrderBudget } from './limits/order-budget';
import { registerPublicCompression } from './public-compression';
import { MARKET_SYMBOLS } from './market/symbol-rules';
import { loadPageTexts } from './i18n/page-texts';
import { loadRouteShells } from './route-shells';
import { registerRequestTime } from './request-time';
import { DEFAULT_SESSION_POLICY } from './sessions';
import type { SessionPolicy } from './sessions';
import { registerSecurityHeaders } from './security-headers';
import { SignedCallMemory } from './signing/signed-call-memory';
import { registerSignedRoutes } from './signing/signed-routes';
import { loadIssuer } from './signing/issuer';
import { DEFAULT_SERVER_KEY_POLICY, ServerKeyRing } from './signing/server-key';
import type { KeyGenerator, ServerKeyPolicy } from './signing/server-key';
import { registerStaticFiles } from './static-files';
import { archiveAssets } from './asset-archive';

// Adding a group of routes: write server/routes/<name>.ts exporting a RoutePlugin and list it here.
const routes: readonly RoutePlugin[] = [requestSigning, user, logout, rates, domainConfig, clientConfig, tdk, securityLog, market, wiki, events, encryptedLogin, verificationCodes, account, accountPassword, checkDevice, tracking, subAccounts, spotTrading, futuresMarket, futuresTrading, marketStream, cspReports];

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface GatewayOptions {
  /** SQLite file path, or ':memory:'. */
  db: string;
  /** The built app (dist/); omitted = API only. */
  staticDir?: string;
  /**
   * Where the assets of earlier builds are kept and still served from (server/asset-archive.ts); this build's are
   * added at start. Omitted = only this build's assets.
   */
  assetArchiveDir?: string;
  production: boolean;
  logger?: boolean;
  /** Where log lines go when `logger` is on; stdout by default. */
  logStream?: LogDestination;
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** Folder of the schema migrations; `server/migrations` under the working directory by default. */
  migrationsDir?: string;
  /** The /__dev inspection endpoints and the fault switch (server/dev-endpoints.ts); refused in production. */
  devEndpoints?: boolean;
  /** Which peers may set X-Forwarded-For, -Host and -Proto: none by default (see TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** Connection, header, request and keep-alive timeouts; DEFAULT_TIMEOUTS for those not given. */
  timeouts?: Partial<ConnectionTimeouts>;
  /** How many trace ids of accepted signed calls are remembered at most (server/signing/trace-ids.ts). */
  traceIdCapacity?: number;
  /** Per-address request budgets and the per-account order budget; DEFAULT_RATE_LIMITS for those not given. */
  rateLimits?: Partial<RateLimits>;
  /** Absolute lifetime and idle timeout of sessions; DEFAULT_SESSION_POLICY for those not given. */
  sessions?: Partial<SessionPolicy>;
  /** How often the server key rotates and how long a replaced one is still accepted; DEFAULT_SERVER_KEY_POLICY. */
  serverKeys?: Partial<ServerKeyPolicy>;
  /** Makes the server keys that rotate in; node:crypto by default (tests may count them). */
  serverKeyGenerator?: KeyGenerator;
  /** The names the gateway is reached by, `host[:port]` (PUBLIC_HOSTS); none by default (server/public-hosts.ts). */
  publicHosts?: readonly string[];
  /** The market stream's limits; DEFAULT_STREAM_LIMITS for those not given. */
  stream?: Partial<StreamLimits>;
  /** The clock of the limits, lockouts, sessions, replay checks and key rotation; Date.now by default (tests simulate time). */
  now?: () => number;
  /** The simulated spot market: its clock, its traders' rates, and whether it runs on timers (server/market/). */
  market?: ExchangeOptions;
  /** The perpetual futures markets: clock, traders, funding interval (server/futures/). */
  futures?: FuturesExchangeOptions;
}

// The router's own view of a path, spelled out: one spelling per route, which the canonical-target guard enforces
// before routing (src/core/request-target.ts). Folding `//`, a trailing slash or case would give routes aliases.
const ROUTER_OPTIONS = {
  caseSensitive: true,
  ignoreTrailingSlash: false,
  ignoreDuplicateSlashes: false,
  useSemicolonDelimiter: false,
} as const;

/** The listed markets, spot and perpetual: the only symbols a page's HTML names (server/route-shells.ts). */
function shellSymbols(): string[] {
  return [...MARKET_SYMBOLS.map((entry) => entry.rules.symbol), ...futuresSymbols().map((entry) => entry.rules.symbol)];
}

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const { production, staticDir } = options;
  const devEndpoints = options.devEndpoints ?? false;
  if (production && devEndpoints) throw new Error('The development endpoints cannot be served in production');
  const db = openDatabase(options.db, { migrationsDir: options.migrationsDir });
  try {
    await seedDemoAccount(db);
    const app = Fastify({
      logger: loggerOptions(options.logger ?? false, options.logStream),
      logController: new RequestLogController(),
      bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
      genReqId: () => randomUUID(),
      routerOptions: ROUTER_OPTIONS,
      trustProxy: options.trustProxy ?? false,
      ...connectionOptions({ ...DEFAULT_TIMEOUTS, ...options.timeouts }),
      frameworkErrors: frameworkErrorHandler(production),
      // Bodies arrive typed (JSON), so a schema's types are checked, not coerced: with fastify's default, "12"
      // would pass as the integer 12 and a field the client sends wrong would go unnoticed. Querystring and
      // params schemas must therefore declare strings (with a pattern) and convert in the handler.
      ajv: { customOptions: { coerceTypes: false } },
    });
    app.decorate('db', db);
    app.decorate('faults', new FaultStore());
    app.decorate('clientSettings', { ...DEFAULT_CLIENT_SETTINGS });
    app.decorate('now', options.now ?? Date.now);
    // Read before any signed route exists: what the last run left decides the earliest signed time this one accepts.
    app.decorate('signedCallMemory', SignedCallMemory.open(db, app.now()));
    app.decorate('publicHosts', (options.publicHosts ?? []).map((host) => host.toLowerCase()));
    app.decorate('streamLimits', { ...DEFAULT_STREAM_LIMITS, ...options.stream });
    app.decorate('sessionPolicy', { ...DEFAULT_SESSION_POLICY, ...options.sessions });
    const serverKeys = await ServerKeyRing.open(db, loadIssuer(), {
      policy: { ...DEFAULT_SERVER_KEY_POLICY, ...options.serverKeys },
      now: app.now,
      ...(options.serverKeyGenerator ? { generate: options.serverKeyGenerator } : {}),
      onError: (error) => app.log.error({ err: error }, 'the next server key could not be generated; trying again on next use'),
    });
    app.decorate('serverKeys', serverKeys);
    const onTickError = (error: unknown) => app.log.error({ err: error }, 'a tick of the simulated market failed; the next one runs');
    const exchange = new Exchange(db, { onTickError, ...options.market });
    seedDemoFunds(db, exchange.ledger);
    app.decorate('exchange', exchange);
    // The perpetuals share the spot market's clock unless told otherwise.
    const futures = new FuturesExchange(db, { clock: options.market?.clock, autoStart: options.market?.autoStart, onTickError, ...options.futures });
    app.decorate('futures', futures);
    // The simulated traders run while the gateway serves, and stop before the database closes.
    // The perpetuals' simulation starts on first use (a futures call or channel), not with the gateway: until
    // someone trades futures it would only take CPU from the spot markets.
    app.addHook('onReady', async () => exchange.start());
    app.addHook('onClose', (_instance, done) => {
      exchange.stop();
      futures.stop();
      // What this run accepted, for the next start to refuse (server/signing/signed-call-memory.ts).
      app.signedCallMemory.handOver();
      db.close();
      done();
    });

    // Hooks first: plugins registered below inherit only the hooks that exist when they load. The three guards
    // come before everything else, so no other hook, parser or handler sees a request they refuse.
    registerLocalizedMessages(app);
    registerHostGuard(app);
    registerCanonicalTargetGuard(app);
    registerCrossSiteGuard(app);
    // The budgets count in each route's own first hooks (registered through onRoute), so they must load before
    // any route; requests the guards above refuse are not counted, as they reach no route.
    const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
    await registerRateLimits(app, rateLimits, app.now);
    app.decorate('signedRoutes', registerSignedRoutes(app, { traceIdCapacity: options.traceIdCapacity, now: app.now, memory: app.signedCallMemory }));
    // After the signing: an order call is counted for the account its signature was checked for, once it was.
    registerOrderBudget(app, { max: rateLimits.orderMax, windowMs: rateLimits.orderWindowMs });
    if (devEndpoints) registerDevEndpoints(app, production);
    registerSecurityHeaders(app, production);
    registerApiNoStore(app);
    registerRequestTime(app);
    registerPublicCompression(app);
    const apiRoutes = trackApiRoutes(app);
    registerBodyParsers(app);
    app.setErrorHandler(gatewayErrorHandler);
    // Unknown paths count against the general budget too, or probing for routes would be free.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, notFoundHandler({ staticDir, apiRoutes, routeShells: staticDir === undefined ? undefined : loadRouteShells(staticDir, shellSymbols(), await loadPageTexts()) }));

    if (staticDir !== undefined) {
      if (options.assetArchiveDir !== undefined) {
        // The archive spares pages of earlier builds; a gateway that cannot write it (a full disk) still serves this one.
        try {
          archiveAssets(staticDir, options.assetArchiveDir);
        } catch (error) {
          app.log.warn({ err: error }, 'the assets of this build could not be added to the archive; earlier builds keep what it holds');
        }
      }
      registerStaticFiles(app, staticDir, options.assetArchiveDir);
    }
    for (const plugin of routes) app.register(plugin, { production });
    // Loads the plugins now, so a broken one fails here rather than on the first request.
    await app.after();
    return app;
  } catch (error) {
    if (db.open) db.close();
    throw error;
  }
}
