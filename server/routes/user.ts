import { findUserById } from '../accounts';
import { WireCodes } from '../codes';
import { GatewayError, ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { findRequestSession } from '../sessions';
import { accountModeOf } from '../paper-mode';
import { userInfoAnswer } from '../user-info';
import { LOCALE_BODY_SCHEMA, missingBodyAsEmpty } from '../validation';

const user: RoutePlugin = async (app) => {
  app.post(
    '/v1/user/overview/userinfo',
    { schema: { body: LOCALE_BODY_SCHEMA }, preValidation: missingBodyAsEmpty },
    async (request) => {
      const session = findRequestSession(app.db, request);
      const account = session === undefined ? undefined : findUserById(app.db, session.userId);
      // 00004 on HTTP 200: the client reads it on this call as "anonymous", not as a failure (SPEC 8).
      if (account === undefined) throw new GatewayError(WireCodes.NOT_LOGGED_IN);
      return ok(userInfoAnswer(app.db, account, accountModeOf(request)));
    },
  );
};

export default user;
