// What every successful login-type call ends with: a session, the client key registered with it (signed calls of
// the session are verified against that key), the device remembered for the device check, the two cookies, and
// the login answer of SPEC 3 ("Login response").
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayDatabase } from '../db';
import { setSessionCookies } from '../session-cookies';
import { createSession } from '../sessions';
import type { NewSession } from '../sessions';
import { registerSessionKey, rememberDevice } from '../signing/client-keys';
import type { ClientKey } from '../signing/client-keys';

export interface LoginAnswer {
  userInfo: { userId: string; loginName: string };
  accessTokenResVO: { userInfo: { userId: string } };
}

export function startSession(
  db: GatewayDatabase,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; login_name: string },
  clientKey: ClientKey,
): { session: NewSession; answer: LoginAnswer } {
  const session = db.transaction(() => {
    const created = createSession(db, user.id, { now: request.server.now(), policy: request.server.sessionPolicy });
    registerSessionKey(db, created.id, clientKey);
    rememberDevice(db, user.id, clientKey, created.createdAt);
    return created;
  })();
  setSessionCookies(request, reply, session);
  return {
    session,
    answer: {
      userInfo: { userId: user.id, loginName: user.login_name },
      accessTokenResVO: { userInfo: { userId: user.id } },
    },
  };
}
