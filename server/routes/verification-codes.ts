// POST /v1/user/public/sendCode: issues the one-time code registration and the verify-login calls check. The
// answer is the same whether or not an account uses the address, so it cannot be used to find accounts.
import { GatewayError, ok } from '../envelope';
import { invalidParameter } from '../login/field-rules';
import { LoginCodes } from '../login/login-codes';
import { emailTarget, issueCode, mobileTarget } from '../login/verification-codes';
import { authAttemptHook } from '../limits/rate-limits';
import type { RoutePlugin } from '../route-plugin';

interface SendCodeBody {
  email?: string;
  areaCode?: string;
  mobile?: string;
}

const BODY_SCHEMA = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 254, pattern: '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$' },
    areaCode: { type: 'string', pattern: '^\\+?\\d{1,4}$' },
    mobile: { type: 'string', pattern: '^\\d{4,15}$' },
  },
} as const;

const verificationCodes: RoutePlugin = async (app) => {
  const options = { schema: { body: BODY_SCHEMA }, ...authAttemptHook(app) };
  app.post<{ Body: SendCodeBody }>('/v1/user/public/sendCode', options, async (request) => {
    const { email, areaCode, mobile } = request.body;
    const byEmail = email !== undefined;
    const byPhone = areaCode !== undefined && mobile !== undefined;
    if (byEmail === byPhone) throw invalidParameter('send either email, or areaCode and mobile');
    const target = byEmail ? emailTarget(email) : mobileTarget(areaCode ?? '', mobile ?? '');
    const result = issueCode(app.db, target, app.now());
    if (!result.issued) throw new GatewayError(LoginCodes.CODE_TOO_SOON);
    return ok({ sent: true, expiresAt: result.expiresAt });
  });
};

export default verificationCodes;
