import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { registerBodyParsers } from './body-parsers';
import { openDatabase } from './db';
import { seedDemoAccount } from './demo-account';
import { frameworkErrorHandler, gatewayErrorHandler } from './error-handler';
import { registerFaultSwitch } from './fault-switch';
import { FaultStore } from './faults';
import { RequestLogController, loggerOptions } from './logging';
import type { LogDestination } from './logging';
import { notFoundHandler, trackApiRoutes } from './not-found';
import type { RoutePlugin } from './route-plugin';
import account from './routes/account';
import checkDevice from './routes/check-device';
import { DEFAULT_CLIENT_SETTINGS } from './client-settings';
import clientConfig from './routes/client-config';
import dev from './routes/dev';
import devCodes from './routes/dev-codes';
import devClientConfig from './routes/dev-client-config';
import devFaults from './routes/dev-faults';
import devSecurityLog from './routes/dev-security-log';
import devSession from './routes/dev-session';
import domainConfig from './routes/domain-config';
import encryptedLogin from './routes/encrypted-login';
import events from './routes/events';
import logout from './routes/logout';
import market from './routes/market';
import rates from './routes/rates';
import requestSigning from './routes/request-signing';
import securityLog from './routes/security-log';
import subAccounts from './routes/sub-accounts';
import tdk from './routes/tdk';
import tracking from './routes/tracking';
import trackingDev from './routes/tracking-dev';
import user from './routes/user';
import verificationCodes from './routes/verification-codes';
import wiki from './routes/wiki';
import { registerRequestTime } from './request-time';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticFiles } from './static-files';

// Adding a group of routes: write server/routes/<name>.ts exporting a RoutePlugin and list it here.
const routes: readonly RoutePlugin[] = [requestSigning, user, logout, rates, domainConfig, clientConfig, tdk, securityLog, market, wiki, events, encryptedLogin, verificationCodes, account, checkDevice, tracking, subAccounts];
// Inspection endpoints for tests and development, mounted under /__dev and absent in production.
const devRoutes: readonly RoutePlugin[] = [dev, devSession, devSecurityLog, devFaults, devClientConfig, devCodes, trackingDev];

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface GatewayOptions {
  /** SQLite file path, or ':memory:'. */
  db: string;
  /** The built app (dist/); omitted = API only. */
  staticDir?: string;
  production: boolean;
  logger?: boolean;
  /** Where log lines go when `logger` is on; stdout by default. */
  logStream?: LogDestination;
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** Folder of the schema migrations; `server/migrations` under the working directory by default. */
  migrationsDir?: string;
}

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const { production, staticDir } = options;
  const db = openDatabase(options.db, { migrationsDir: options.migrationsDir });
  try {
    await seedDemoAccount(db);
    const app = Fastify({
      logger: loggerOptions(options.logger ?? false, options.logStream),
      logController: new RequestLogController(),
      bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
      genReqId: () => randomUUID(),
      frameworkErrors: frameworkErrorHandler(production),
      // Bodies arrive typed (JSON), so a schema's types are checked, not coerced: with fastify's default, "12"
      // would pass as the integer 12 and a field the client sends wrong would go unnoticed. Querystring and
      // params schemas must therefore declare strings (with a pattern) and convert in the handler.
      ajv: { customOptions: { coerceTypes: false } },
    });
    app.decorate('db', db);
    app.decorate('faults', new FaultStore());
    app.decorate('clientSettings', { ...DEFAULT_CLIENT_SETTINGS });
    app.addHook('onClose', (_instance, done) => {
      db.close();
      done();
    });

    // Hooks first: plugins registered below inherit only the hooks that exist when they load.
    if (!production) registerFaultSwitch(app, app.faults);
    registerSecurityHeaders(app, production);
    registerRequestTime(app);
    const apiRoutes = trackApiRoutes(app);
    registerBodyParsers(app);
    app.setErrorHandler(gatewayErrorHandler);
    app.setNotFoundHandler(notFoundHandler({ staticDir, apiRoutes }));

    if (staticDir !== undefined) registerStaticFiles(app, staticDir);
    for (const plugin of routes) app.register(plugin, { production });
    if (!production) {
      for (const plugin of devRoutes) app.register(plugin, { production, prefix: '/__dev' });
    }
    // Loads the plugins now, so a broken one fails here rather than on the first request.
    await app.after();
    return app;
  } catch (error) {
    if (db.open) db.close();
    throw error;
  }
}
