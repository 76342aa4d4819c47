import { ok } from '../envelope';
import { requestOrigin } from '../origin';
import { MIRROR_PREFIX, PROBE_PATH, PROBE_PNG } from '../probe-image';
import { isPublicHost } from '../public-hosts';
import type { RoutePlugin } from '../route-plugin';

export interface DomainConfig {
  imgDomainConfig: { foreignDomainList: string[]; internalDomainList: string[] };
}

/** The answer for a Host that is none of the gateway's names: no candidates, so the page keeps its own host. */
const NO_CANDIDATES: DomainConfig = { imgDomainConfig: { foreignDomainList: [], internalDomainList: [] } };

// The candidate image hosts are this gateway itself, so the probe works offline and under the CSP's
// img-src 'self'; the mirror path stands in for a second host so the client has a real choice to make.
// The origin is built from the request's Host only when that Host is one of the gateway's names (PUBLIC_HOSTS, or
// one that can only mean this machine): a name anyone can write into Host is never handed back (server/public-hosts.ts).
const domainConfig: RoutePlugin = async (app) => {
  app.get('/v1/mix/system/getDomainConfigList', async (request) => {
    const origin = requestOrigin(request);
    if (!isPublicHost(request.host, app.publicHosts)) return ok(NO_CANDIDATES);
    const answer: DomainConfig = {
      imgDomainConfig: { foreignDomainList: [origin], internalDomainList: [`${origin}${MIRROR_PREFIX}`] },
    };
    return ok(answer);
  });

  for (const path of [PROBE_PATH, `${MIRROR_PREFIX}${PROBE_PATH}`]) {
    app.get(path, async (_request, reply) =>
      // no-store: a cached image would time the browser cache, not the host.
      reply.header('cache-control', 'no-store').type('image/png').send(PROBE_PNG),
    );
  }
};

export default domainConfig;
