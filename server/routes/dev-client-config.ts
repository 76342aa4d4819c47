import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';

const BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['supportUrl'],
  properties: { supportUrl: { type: 'string', maxLength: 2048 } },
} as const;

// Lets browser tests hand the client a support link of their choosing, hostile ones included, to prove the
// client's link guard. Mounted under /__dev, so only with DEV_ENDPOINTS=1.
const devClientConfig: RoutePlugin = async (app) => {
  app.post<{ Body: { supportUrl: string } }>('/client-config', { schema: { body: BODY_SCHEMA } }, async (request) => {
    app.clientSettings.supportUrl = request.body.supportUrl;
    return ok({ ...app.clientSettings });
  });
};

export default devClientConfig;
