import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { clearTrackingEvents, listTrackingEvents } from '../tracking/store';

export const TRACKING_LIST_LIMIT = 1000;

const trackingDev: RoutePlugin = async (app) => {
  app.get('/tracking', async () => ok(listTrackingEvents(app.db, TRACKING_LIST_LIMIT)));
  app.delete('/tracking', async () => ok({ cleared: clearTrackingEvents(app.db) }));
};

export default trackingDev;
