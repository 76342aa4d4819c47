import { findUserByLoginName } from '../accounts';
import { GatewayCodes } from '../codes';
import { GatewayError, ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { setSessionCookies } from '../session-cookies';
import { createSession } from '../sessions';

const BODY_SCHEMA = {
  type: 'object',
  required: ['loginName'],
  properties: { loginName: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

// Logs a user in without a password, for browser tests and development until the encrypted login exists.
// Mounted under /__dev, so only with DEV_ENDPOINTS=1.
const devSession: RoutePlugin = async (app) => {
  app.post<{ Body: { loginName: string } }>('/session', { schema: { body: BODY_SCHEMA } }, async (request, reply) => {
    const user = findUserByLoginName(app.db, request.body.loginName);
    if (user === undefined) throw new GatewayError(GatewayCodes.INVALID_PARAMETER, 'loginName: no such user');
    const session = createSession(app.db, user.id, { now: app.now(), policy: app.sessionPolicy });
    setSessionCookies(request, reply, session);
    // The token is returned too, for tests that present it as a Bearer header.
    return ok({ userId: user.id, loginName: user.login_name, token: session.token, expiresAt: session.expiresAt });
  });
};

export default devSession;
