import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { listSecurityReports } from '../security-log';

export const SECURITY_LOG_LIST_LIMIT = 500;

const devSecurityLog: RoutePlugin = async (app) => {
  app.get('/security-log', async () => ok(listSecurityReports(app.db, SECURITY_LOG_LIST_LIMIT)));
};

export default devSecurityLog;
