import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { gatewayErrorHandler } from '../../server/error-handler';
import type { RoutePlugin } from '../../server/route-plugin';

/**
 * One route plugin on a bare fastify that validates and answers errors as the gateway does, for routes built
 * with a pinned clock; the full gateway always reads the real one.
 */
export async function pluginApp(plugin: RoutePlugin, production = false): Promise<FastifyInstance> {
  const app = Fastify({ ajv: { customOptions: { coerceTypes: false } } });
  app.setErrorHandler(gatewayErrorHandler);
  await app.register(plugin, { production });
  await app.ready();
  return app;
}

/** GETs `url` and returns the status and the parsed envelope. */
export async function getEnvelope<T = unknown>(
  app: FastifyInstance,
  url: string,
): Promise<{ statusCode: number; body: { status: string; code: string; msg: string; data: T } }> {
  const response = await app.inject({ method: 'GET', url });
  return { statusCode: response.statusCode, body: response.json() };
}
