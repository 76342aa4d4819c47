// POST /v1/user/subAccount/list: the accounts the session user can switch between (SPEC 6): the main account
// and its sub-accounts, whichever of them the session is on now.
import { findUserById, parentAccountId, subAccountIds } from '../accounts';
import { WireCodes } from '../codes';
import { GatewayError, ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { findRequestSession } from '../sessions';

interface AccountEntry {
  userId: string;
  loginName: string;
}

const subAccounts: RoutePlugin = async (app) => {
  app.post('/v1/user/subAccount/list', async (request) => {
    const session = findRequestSession(app.db, request);
    if (session === undefined) throw new GatewayError(WireCodes.NOT_LOGGED_IN);
    const mainId = parentAccountId(app.db, session.userId) ?? session.userId;
    const entry = (id: string): AccountEntry | undefined => {
      const user = findUserById(app.db, id);
      return user === undefined ? undefined : { userId: user.id, loginName: user.login_name };
    };
    const main = entry(mainId);
    if (main === undefined) throw new GatewayError(WireCodes.NOT_LOGGED_IN);
    const subs = subAccountIds(app.db, mainId)
      .map(entry)
      .filter((account): account is AccountEntry => account !== undefined);
    return ok({ current: session.userId, main, subAccounts: subs });
  });
};

export default subAccounts;
