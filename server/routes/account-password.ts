// POST /v1/account/password: the password change (docs/security.md "Password change"). A signed call (mode 2, the
// mode of its /v1/account/ prefix, declared here too) whose body is sealed exactly like a login's: the same
// envelope and initSign, the same refusal of a sealed body seen before (40011) and of one sealed under an expired
// server key (40012). A wrong current password is a failed login: the same code, the same per-address budget and
// per-account lockout. Success ends every session of the account and its sub-accounts, this one included.
import { findUserById, parentAccountId } from '../accounts';
import { GatewayCodes, WireCodes } from '../codes';
import { GatewayError, ok } from '../envelope';
import { underAccountLockout } from '../limits/guard-login';
import { accountKeysOf } from '../limits/login-lockout';
import { authAttemptHook } from '../limits/rate-limits';
import { changePassword } from '../login/change-password';
import { claimLoginBody } from '../login/login-replay';
import { ENCRYPTED_BODY_SCHEMA, openEncryptedRequest } from '../login/open-request';
import type { EncryptedBody } from '../login/open-request';
import { checkPasswordChange } from '../login/password-change-request';
import type { RoutePlugin } from '../route-plugin';
import { storeSecurityReport } from '../security-log';
import { clearSessionCookies } from '../session-cookies';
import { findRequestSession } from '../sessions';
import { sessionClientKey } from '../signing/client-keys';
import { PASSWORD_CHANGE_PATH, SEALED_ACCOUNT_PATHS } from '../../src/core/login-paths';

const ROUTE = { path: PASSWORD_CHANGE_PATH, fields: SEALED_ACCOUNT_PATHS[PASSWORD_CHANGE_PATH] ?? [] };

const accountPassword: RoutePlugin = async (app) => {
  app.post<{ Body: EncryptedBody }>(
    PASSWORD_CHANGE_PATH,
    // It guesses a secret like a login does, so it spends the same per-address budget, counted before parsing.
    { config: { signMode: 2 }, schema: { body: ENCRYPTED_BODY_SCHEMA }, ...authAttemptHook(app) },
    async (request, reply) => {
      const session = findRequestSession(app.db, request);
      const account = session === undefined ? undefined : findUserById(app.db, session.userId);
      if (session === undefined || account === undefined) throw new GatewayError(WireCodes.NOT_LOGGED_IN);
      // A sub-account has no password of its own to change: it is entered from its main account's session.
      if (parentAccountId(app.db, account.id) !== undefined) throw new GatewayError(WireCodes.OPERATION_NOT_ALLOWED);

      const opened = openEncryptedRequest(request, ROUTE, app.serverKeys.accepted(), app.now());
      // The body must be sealed by the key the session signs with (as for an account switch): a stolen cookie and a
      // key pair of the thief's own make no password change.
      const registered = sessionClientKey(app.db, session.id);
      if (registered !== undefined && registered.md5 !== opened.clientKey.md5) {
        throw new GatewayError(WireCodes.SIGNATURE_INVALID);
      }
      const now = app.now();
      if (!claimLoginBody(app.db, opened.bodyDigest, opened.serverKeyId, now)) {
        throw new GatewayError(GatewayCodes.LOGIN_BODY_REPLAYED);
      }

      const { newPassword, checked } = await underAccountLockout(app.db, accountKeysOf(account), reply, now, () =>
        checkPasswordChange(account, opened.values),
      );
      // Made only if the hash the current password was checked against is still the account's (change-password.ts).
      const ended = await changePassword(app.db, account.id, newPassword, now, checked);
      clearSessionCookies(request, reply);
      storeSecurityReport(
        app.db,
        {
          bizType: 'account',
          event: 'password-changed',
          reason: `sessions ended: ${ended}`,
          page: PASSWORD_CHANGE_PATH,
          timestamp: now,
        },
        account.id,
        now,
      );
      return ok({ sessionsEnded: ended });
    },
  );
};

export default accountPassword;
