import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { GatewayCodes } from './codes';
import { fail } from './envelope';
import { pathOf } from './request-path';
import type { RouteShells } from './route-shells';
import { REVALIDATE_CACHE } from './static-files';

export const API_PREFIXES = ['/v1', '/btapi', '/__dev'] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The HTML shell that serves a client-side route: the events site has its own entry. */
export function historyFallbackFile(path: string): string {
  return path === '/events' || path.startsWith('/events/') ? 'events.html' : 'index.html';
}

// Requests for build output that does not exist must fail loudly: answering index.html to a missing script
// makes the browser report a MIME or syntax error instead of the 404.
const STATIC_EXTENSION = /\.(?:m?js|css|map|json|txt|xml|webmanifest|html?|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|wasm)$/i;

export function looksLikeStaticFile(path: string): boolean {
  return path.startsWith('/assets/') || STATIC_EXTENSION.test(path);
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept !== undefined && (accept.includes('text/html') || accept.includes('*/*'));
}

interface ApiRoute {
  methods: Set<string>;
  pattern: RegExp;
}

function routePattern(url: string): RegExp {
  let source = '';
  for (const part of url.split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/)) {
    if (part === '*') source += '.*';
    else if (part.startsWith(':')) source += '[^/]+';
    else source += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * Remembers the API routes as they are registered, so that a known path called with the wrong method is
 * answered 405 with an Allow header (fastify itself answers 404).
 */
export function trackApiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const methods = new Set<string>(([] as HTTPMethods[]).concat(route.method));
    if (methods.has('GET')) methods.add('HEAD');
    routes.push({ methods, pattern: routePattern(route.url) });
  });
  return routes;
}

function allowedMethods(routes: readonly ApiRoute[], path: string): string[] {
  const allowed = new Set<string>();
  for (const route of routes) {
    if (route.pattern.test(path)) route.methods.forEach((method) => allowed.add(method));
  }
  return [...allowed].sort();
}

export interface NotFoundOptions {
  staticDir?: string;
  apiRoutes: readonly ApiRoute[];
  /** The trading pages' HTML with their chunks preloaded and their heading in place. */
  routeShells?: RouteShells;
}

export function notFoundHandler(options: NotFoundOptions) {
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = pathOf(request.url);
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(path)) {
      const allowed = allowedMethods(options.apiRoutes, path);
      if (allowed.length > 0) {
        const { code, httpStatus, msg } = GatewayCodes.METHOD_NOT_ALLOWED;
        return reply.code(httpStatus).header('allow', allowed.join(', ')).send(fail(code, msg));
      }
    } else if (readsPage && looksLikeStaticFile(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    } else if (readsPage && options.staticDir !== undefined && acceptsHtml(request)) {
      const query = request.url.indexOf('?');
      const shell = options.routeShells?.htmlFor({
        pathname: path,
        search: query < 0 ? '' : request.url.slice(query),
        cookie: request.headers.cookie,
      });
      if (shell !== undefined) {
        // The heading's language follows the preference cookie: a shared cache must not hand one visitor's to another.
        reply.header('cache-control', REVALIDATE_CACHE).header('vary', 'Cookie').type('text/html; charset=utf-8').compress(shell);
        return reply;
      }
      return reply.sendFile(historyFallbackFile(path));
    }
    const { code, httpStatus, msg } = GatewayCodes.NOT_FOUND;
    return reply.code(httpStatus).send(fail(code, msg));
  };
}
