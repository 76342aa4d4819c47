// The encrypted login-type calls of SPEC 7 (docs/protocol.md, "Login encryption"): every path of
// login/encrypted-paths.ts opens its body the same way, then does what its action says.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayCodes, WireCodes } from '../codes';
import { GatewayError, ok } from '../envelope';
import { codeLogin } from '../login/code-login';
import { ENCRYPTED_ROUTES } from '../login/encrypted-paths';
import type { EncryptedRoute, LoginAction } from '../login/encrypted-paths';
import { underLockout } from '../limits/guard-login';
import { authAttemptHook } from '../limits/rate-limits';
import { LoginCodes } from '../login/login-codes';
import { claimLoginBody } from '../login/login-replay';
import { ENCRYPTED_BODY_SCHEMA, openEncryptedRequest } from '../login/open-request';
import type { EncryptedBody, OpenedRequest } from '../login/open-request';
import { passwordLogin } from '../login/password-login';
import { register } from '../login/register';
import { startSession } from '../login/start-session';
import { switchTarget } from '../login/sub-account-switch';
import type { RoutePlugin } from '../route-plugin';
import { deleteSession, findRequestSession } from '../sessions';
import { sessionClientKey } from '../signing/client-keys';
import type { GatewayDatabase } from '../db';

type Request = FastifyRequest<{ Body: EncryptedBody }>;

async function subAccountSwitch(
  db: GatewayDatabase,
  request: Request,
  reply: FastifyReply,
  opened: OpenedRequest,
  direction: 'to-sub' | 'back',
) {
  const session = findRequestSession(db, request);
  if (session === undefined) throw new GatewayError(WireCodes.NOT_LOGGED_IN);
  // The switch must come from the key the session logged in with, when it has one: a stolen cookie alone
  // cannot carry a session into another account.
  const registered = sessionClientKey(db, session.id);
  if (registered !== undefined && registered.md5 !== opened.clientKey.md5) {
    throw new GatewayError(WireCodes.SIGNATURE_INVALID);
  }
  const target = switchTarget(db, session, opened.values, direction);
  const { answer } = startSession(db, request, reply, target, opened.clientKey);
  deleteSession(db, session.id);
  return answer;
}

async function act(
  db: GatewayDatabase,
  route: EncryptedRoute,
  request: Request,
  reply: FastifyReply,
  opened: OpenedRequest,
  now: number,
) {
  const { values, clientKey } = opened;
  switch (route.action) {
    case 'password-login': {
      const user = await underLockout(db, values, reply, now, () => passwordLogin(db, values));
      return startSession(db, request, reply, user, clientKey).answer;
    }
    case 'code-login': {
      const user = await underLockout(db, values, reply, now, () => codeLogin(db, values));
      return startSession(db, request, reply, user, clientKey).answer;
    }
    case 'register-email':
      return startSession(db, request, reply, await register(db, 'email', values), clientKey).answer;
    case 'register-mobile':
      return startSession(db, request, reply, await register(db, 'mobile', values), clientKey).answer;
    case 'register-both':
      return startSession(db, request, reply, await register(db, 'both', values), clientKey).answer;
    case 'third-party':
      // The providers' sign-in pages cannot be reached from a machine that may be offline: the body was opened
      // and checked, and the answer says plainly that this way in does not exist here.
      throw new GatewayError(LoginCodes.THIRD_PARTY_OFFLINE);
    case 'qr-status':
      // No phone app scans codes here, so every QR key stays pending until the client gives up on it.
      return { status: 'pending' };
    case 'sub-account-switch':
      return subAccountSwitch(db, request, reply, opened, 'to-sub');
    case 'sub-account-switch-back':
      return subAccountSwitch(db, request, reply, opened, 'back');
  }
}

// The calls that guess a secret or create an account count against the per-address auth budget.
const AUTH_ACTIONS = new Set<LoginAction>([
  'password-login',
  'code-login',
  'register-email',
  'register-mobile',
  'register-both',
]);

// The calls that open a session: a replay of any of them must not open another. (A replayed QR status poll or
// third-party call changes nothing, and polls would fill the table.)
const SESSION_ACTIONS = new Set<LoginAction>([...AUTH_ACTIONS, 'sub-account-switch', 'sub-account-switch-back']);

const encryptedLogin: RoutePlugin = async (app) => {
  for (const route of ENCRYPTED_ROUTES) {
    const schema = { body: ENCRYPTED_BODY_SCHEMA };
    const limits = AUTH_ACTIONS.has(route.action) ? authAttemptHook(app) : {};
    app.post<{ Body: EncryptedBody }>(route.path, { schema, ...limits }, async (request, reply) => {
      // The keys still accepted, as of this request: one past its grace is gone, and so is what it sealed.
      const opened = openEncryptedRequest(request, route, app.serverKeys.accepted(), app.now());
      const now = app.now();
      if (SESSION_ACTIONS.has(route.action) && !claimLoginBody(app.db, opened.bodyDigest, opened.serverKeyId, now)) {
        throw new GatewayError(GatewayCodes.LOGIN_BODY_REPLAYED);
      }
      return ok(await act(app.db, route, request, reply, opened, now));
    });
  }
};

export default encryptedLogin;
