import type { FastifyPluginAsync } from 'fastify';

export interface RoutePluginOptions {
  production: boolean;
}

/**
 * A group of routes in `server/routes/<name>.ts`. Business plugins declare full paths (`/v1/...`,
 * `/btapi/...`); dev plugins are mounted under `/__dev` and declare paths relative to it.
 */
export type RoutePlugin = FastifyPluginAsync<RoutePluginOptions>;
