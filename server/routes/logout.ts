import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { clearSessionCookies } from '../session-cookies';
import { deleteSessionOfToken, sessionTokens } from '../sessions';

// Three paths, one behaviour: the events shell calls clearCookie and logout in a row (SPEC 8), the app calls
// the btapi one. Each is idempotent, so whichever runs second, or a logout without a session, still succeeds.
export const LOGOUT_PATHS = ['/v1/user/logout', '/v1/user/public/clearCookie', '/btapi/common/logout'] as const;

const logout: RoutePlugin = async (app) => {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // Every token presented goes: a cookie and a Bearer header may name two different sessions.
    for (const token of sessionTokens(request)) deleteSessionOfToken(app.db, token);
    clearSessionCookies(request, reply);
    return ok(null);
  };
  for (const path of LOGOUT_PATHS) app.post(path, handler);
};

export default logout;
