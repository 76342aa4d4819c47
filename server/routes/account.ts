// Signed calls (SPEC 7 "Signed calls"): the request-signing hooks have verified the signature before these run.
// /v1/account/profile is sign mode 1, /v1/asset/balance sign mode 2 (docs/protocol.md).
import { findUserById } from '../accounts';
import { DEMO_BALANCES } from '../data/demo-balances';
import { accountModeOf, paperAccountId } from '../paper-mode';
import { WireCodes } from '../codes';
import { GatewayError, ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { findRequestSession } from '../sessions';
import { missingBodyAsEmpty } from '../validation';


const BALANCE_SCHEMA = {
  type: 'object',
  properties: { coin: { type: 'string', pattern: '^[A-Z0-9]{1,16}$' } },
} as const;

const account: RoutePlugin = async (app) => {
  const sessionUser = (request: Parameters<typeof findRequestSession>[1]) => {
    const session = findRequestSession(app.db, request);
    const user = session === undefined ? undefined : findUserById(app.db, session.userId);
    if (user === undefined) throw new GatewayError(WireCodes.NOT_LOGGED_IN);
    return user;
  };

  app.post('/v1/account/profile', async (request) => {
    const user = sessionUser(request);
    return ok({ userId: user.id, loginName: user.login_name });
  });

  app.post<{ Body: { coin?: string } }>(
    '/v1/asset/balance',
    { schema: { body: BALANCE_SCHEMA }, preValidation: missingBodyAsEmpty },
    async (request) => {
      const user = sessionUser(request);
      const coin = request.body.coin;
      const mode = accountModeOf(request);
      const balances = DEMO_BALANCES[mode].filter((balance) => coin === undefined || balance.coin === coin);
      const accountId = mode === 'paper' ? paperAccountId(user.id) : user.id;
      return ok({ userId: user.id, accountId, mode, balances });
    },
  );
};

export default account;
