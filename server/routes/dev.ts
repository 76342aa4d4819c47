import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';

const dev: RoutePlugin = async (app) => {
  app.get('/ping', async () => ok({ pong: true }));
};

export default dev;
