import { ok } from '../envelope';
import { MAX_JSON_DEPTH, nestedDeeperThan, tooDeep } from '../json-depth';
import type { RoutePlugin } from '../route-plugin';
import { findRequestSession } from '../sessions';
import { TRACKING_BATCH_SCHEMA, TRACKING_BODY_LIMIT, knownFields } from '../tracking/schema';
import type { ReceivedTrackingEvent } from '../tracking/schema';
import { storeTrackingEvents } from '../tracking/store';

export const TRACKING_PATH = '/v1/buried/log/info';

const tracking: RoutePlugin = async (app) => {
  // navigator.sendBeacon sends a string or a text/plain Blob as text/plain; the body is JSON all the same. The
  // parser lives in this plugin's scope only: every other call still answers text/plain with 415.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    let value: unknown;
    try {
      value = JSON.parse(body as string);
    } catch (error) {
      // A SyntaxError with status 400 is answered as malformed JSON (40001), as for application/json.
      Object.assign(error as Error, { statusCode: 400 });
      done(error as Error, undefined);
      return;
    }
    if (nestedDeeperThan(value, MAX_JSON_DEPTH)) done(tooDeep(), undefined);
    else done(null, value);
  });

  app.post<{ Body: ReceivedTrackingEvent[] }>(
    TRACKING_PATH,
    { bodyLimit: TRACKING_BODY_LIMIT, schema: { body: TRACKING_BATCH_SCHEMA } },
    async (request) => {
      const userId = findRequestSession(app.db, request)?.userId ?? null;
      return ok(storeTrackingEvents(app.db, request.body.map(knownFields), userId, app.now()));
    },
  );
};

export default tracking;
