import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { registerBodyParsers } from './body-parsers';
import { openDatabase } from './db';
import { frameworkErrorHandler, gatewayErrorHandler } from './error-handler';
import { RequestLogController, loggerOptions } from './logging';
import type { LogDestination } from './logging';
import { notFoundHandler, trackApiRoutes } from './not-found';
import type { RoutePlugin } from './route-plugin';
import dev from './routes/dev';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticFiles } from './static-files';

// Adding a group of routes: write server/routes/<name>.ts exporting a RoutePlugin and list it here.
const routes: readonly RoutePlugin[] = [];
// Inspection endpoints for tests and development, mounted under /__dev and absent in production.
const devRoutes: readonly RoutePlugin[] = [dev];

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
    const app = Fastify({
      logger: loggerOptions(options.logger ?? false, options.logStream),
      logController: new RequestLogController(),
      bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
      genReqId: () => randomUUID(),
      frameworkErrors: frameworkErrorHandler(production),
    });
    app.decorate('db', db);
    app.addHook('onClose', (_instance, done) => {
      db.close();
      done();
    });

    // Hooks first: plugins registered below inherit only the hooks that exist when they load.
    registerSecurityHeaders(app, production);
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
