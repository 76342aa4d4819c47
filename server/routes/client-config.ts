import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { findRequestSession } from '../sessions';

export interface ClientCommonConfig {
  clientCommonConfig: { eventLogUploadSwitch: boolean; userId: string; supportUrl: string };
  localVo: { ip: string };
}

const clientConfig: RoutePlugin = async (app) => {
  // The client sends no body; whatever arrives is ignored, as no field of it is read.
  app.post('/v1/mix/public/clientCommonConfig', async (request) => {
    const session = findRequestSession(app.db, request);
    const answer: ClientCommonConfig = {
      // Tracking upload is always on here: the gateway stores the events for the tests to inspect.
      clientCommonConfig: {
        eventLogUploadSwitch: true,
        userId: session?.userId ?? '',
        supportUrl: app.clientSettings.supportUrl,
      },
      localVo: { ip: request.ip },
    };
    return ok(answer);
  });
};

export default clientConfig;
