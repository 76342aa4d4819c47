import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { findRequestSession } from '../sessions';
import { TRACKING_BATCH_SCHEMA, TRACKING_BODY_LIMIT } from '../tracking/schema';
import type { ReceivedTrackingEvent } from '../tracking/schema';
import { storeTrackingEvents } from '../tracking/store';

export const TRACKING_PATH = '/v1/buried/log/info';

const tracking: RoutePlugin = async (app) => {
  // navigator.sendBeacon sends a string or a text/plain Blob as text/plain; the body is JSON all the same. The
  // parser lives in this plugin's scope only: every other call still answers text/plain with 415.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      // A SyntaxError with status 400 is answered as malformed JSON (40001), as for application/json.
      Object.assign(error as Error, { statusCode: 400 });
      done(error as Error, undefined);
    }
  });

  app.post<{ Body: ReceivedTrackingEvent[] }>(
    TRACKING_PATH,
    { bodyLimit: TRACKING_BODY_LIMIT, schema: { body: TRACKING_BATCH_SCHEMA } },
    async (request) => {
      const userId = findRequestSession(app.db, request)?.userId ?? null;
      return ok(storeTrackingEvents(app.db, request.body, userId));
    },
  );
};

export default tracking;
