// The inspection endpoints under /__dev (password-less session, verification codes, fault switch, client config,
// what the gateway received). They exist only when switched on (DEV_ENDPOINTS=1: `npm run dev`, `npm run gateway`,
// the test harnesses), never in production, and only answer requests addressed to this machine.
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GatewayCodes } from './codes';
import { GatewayError } from './envelope';
import { registerFaultSwitch } from './fault-switch';
import { hostName } from './public-hosts';
import type { RoutePlugin } from './route-plugin';
import dev from './routes/dev';
import devClientConfig from './routes/dev-client-config';
import devCodes from './routes/dev-codes';
import devFaults from './routes/dev-faults';
import devFutures from './routes/dev-futures';
import devSecurityLog from './routes/dev-security-log';
import devSession from './routes/dev-session';
import trackingDev from './routes/tracking-dev';

export const DEV_PREFIX = '/__dev';
const devRoutes: readonly RoutePlugin[] = [
  dev,
  devSession,
  devSecurityLog,
  devFaults,
  devClientConfig,
  devCodes,
  devFutures,
  trackingDev,
];

export const DEV_ENDPOINTS_WARNING =
  'Development endpoints are on (DEV_ENDPOINTS=1): /__dev/session logs anyone in without a password. ' +
  'Never expose this gateway to other machines.';

/**
 * Whether a request names this machine: `localhost` (and its subdomains) or an IP address. A web page cannot
 * reach the endpoints under a domain name of its own that it re-points at this machine (DNS rebinding), since
 * such a request carries that name in Host.
 */
export function addressesThisMachine(request: FastifyRequest): boolean {
  // request.host: the Host header, or a trusted proxy's X-Forwarded-Host, which carries the browser's Host.
  const name = hostName(request.host).toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0;
}

/**
 * Mounts the development endpoints and the fault switch. The fault switch's hook must sit on the root, so that
 * faults apply to every path; call this before the route plugins register.
 */
export function registerDevEndpoints(app: FastifyInstance, production: boolean): void {
  registerFaultSwitch(app, app.faults);
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!addressesThisMachine(request)) throw new GatewayError(GatewayCodes.FORBIDDEN);
    });
    for (const plugin of devRoutes) scope.register(plugin, { production });
  }, { prefix: DEV_PREFIX });
}
