// Signed calls (SPEC 7 "Signed calls"): each route's own signature check has run before its handler. Both are
// sign mode 2, the mode of their prefixes, declared here as well so the route says what it requires.
import { findUserById } from '../accounts';
import { accountModeOf, paperAccountId } from '../paper-mode';
import { WireCodes } from '../codes';
import { GatewayError, ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { signedCallSession } from '../sessions';
import { missingBodyAsEmpty } from '../validation';

const BALANCE_SCHEMA = {
  type: 'object',
  properties: { coin: { type: 'string', pattern: '^[A-Z0-9]{1,16}$' } },
} as const;

const account: RoutePlugin = async (app) => {
  // The session the signature was checked against, not a second lookup that could find another token's session
  // once the signer's has ended (server/sessions.ts signedCallSession).
  const sessionUser = (request: Parameters<typeof signedCallSession>[1]) => {
    const session = signedCallSession(app.db, request);
    const user = session === undefined ? undefined : findUserById(app.db, session.userId);
    if (user === undefined) throw new GatewayError(WireCodes.NOT_LOGGED_IN);
    return user;
  };

  app.post('/v1/account/profile', { config: { signMode: 2 } }, async (request) => {
    const user = sessionUser(request);
    return ok({ userId: user.id, loginName: user.login_name });
  });

  app.post<{ Body: { coin?: string } }>(
    '/v1/asset/balance',
    { config: { signMode: 2 }, schema: { body: BALANCE_SCHEMA }, preValidation: missingBodyAsEmpty },
    async (request) => {
      const user = sessionUser(request);
      const coin = request.body.coin;
      const mode = accountModeOf(request);
      const accountId = mode === 'paper' ? paperAccountId(user.id) : user.id;
      // The ledger the market settles into: what the header shows is what the order form can spend.
      const balances = app.exchange
        .balances(accountId, mode)
        .filter((balance) => coin === undefined || balance.asset === coin)
        .map(({ asset, available, frozen }) => ({ coin: asset, available, frozen }));
      return ok({ userId: user.id, accountId, mode, balances });
    },
  );
};

export default account;
