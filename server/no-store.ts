// API answers are never kept by a browser's cache or a shared one (a proxy, a CDN edge). Most of them belong to
// one person (user info, balances, orders, fills, positions, the sub-accounts, the sign config's session key),
// and those that do not are cheap and change by the second; none had a cache header, so a cache was free to keep
// them by its own heuristics and hand a user's answer to the next one, or to whoever reads the machine's disk.
// Marking every API answer, errors and public market data included, leaves no personal answer to be forgotten
// by a new route. The app's own files keep the caching static-files.ts gives them.
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './not-found';
import { pathOf } from './request-path';

export const API_CACHE_CONTROL = 'no-store';

/** Adds `Cache-Control: no-store` to every answer under /v1, /btapi and /__dev that set no cache header itself. */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isApiPath(pathOf(request.url))) reply.header('cache-control', API_CACHE_CONTROL);
    done(null, payload);
  });
}
