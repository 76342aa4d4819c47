import { ok } from '../envelope';
import { liveCodes } from '../login/verification-codes';
import type { RoutePlugin } from '../route-plugin';

// The codes POST /v1/user/public/sendCode "sent", since the gateway has no mail or SMS: tests and developers read
// them here. Mounted under /__dev, so only with DEV_ENDPOINTS=1.
const devCodes: RoutePlugin = async (app) => {
  app.get('/codes', async () => ok(liveCodes(app.db)));
};

export default devCodes;
