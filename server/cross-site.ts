import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GatewayCodes } from './codes';
import { GatewayError } from './envelope';
import { requestOrigin } from './origin';

// Methods that only read; everything else may change state and must come from this gateway's own pages.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Fetch metadata a browser attaches to every request; `same-site` is a sibling origin, which is still not us.
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Whether a browser says the request comes from a page of another origin: `Sec-Fetch-Site` naming another site,
 * or an `Origin` other than the one this request reached (`null` included: sandboxed frames, privacy-sensitive
 * redirects). Clients that are not browsers send neither header and are not affected; a cross-site attacker
 * acts through a victim's browser, which always sends at least one on a state-changing request.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = single(request.headers['sec-fetch-site'])?.trim().toLowerCase();
  if (fetchSite !== undefined && FOREIGN_FETCH_SITES.has(fetchSite)) return true;
  const origin = single(request.headers.origin);
  if (origin === undefined) return false;
  return origin.toLowerCase() !== requestOrigin(request);
}

/** Refuses state-changing requests from other sites with a 403 envelope, before any route runs. */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  // Callback style, not async: it runs on every request. requestOrigin may throw for a malformed Host.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      if (SAFE_METHODS.has(request.method) || !isCrossSite(request)) return done();
      done(new GatewayError(GatewayCodes.CROSS_SITE_REQUEST));
    } catch (error) {
      done(error as Error);
    }
  });
}
