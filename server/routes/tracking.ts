import { ok } from '../envelope';
import { addJsonParser } from '../json-depth';
import type { RoutePlugin } from '../route-plugin';
import { findRequestSession } from '../sessions';
import { TRACKING_BATCH_SCHEMA, TRACKING_BODY_LIMIT, knownFields } from '../tracking/schema';
import type { ReceivedTrackingEvent } from '../tracking/schema';
import { storeTrackingEvents } from '../tracking/store';

export const TRACKING_PATH = '/v1/buried/log/info';

const tracking: RoutePlugin = async (app) => {
  // navigator.sendBeacon sends a string or a text/plain Blob as text/plain; the body is JSON all the same. The
  // parser lives in this plugin's scope only: every other call still answers text/plain with 415.
  addJsonParser(app, ['text/plain']);

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
