import { ok } from '../envelope';
import { requestOrigin } from '../origin';
import { MIRROR_PREFIX, PROBE_PATH, PROBE_PNG } from '../probe-image';
import type { RoutePlugin } from '../route-plugin';

export interface DomainConfig {
  imgDomainConfig: { foreignDomainList: string[]; internalDomainList: string[] };
}

// The candidate image hosts are this gateway itself, so the probe works offline and under the CSP's
// img-src 'self'; the mirror path stands in for a second host so the client has a real choice to make.
const domainConfig: RoutePlugin = async (app) => {
  app.get('/v1/mix/system/getDomainConfigList', async (request) => {
    const origin = requestOrigin(request);
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
