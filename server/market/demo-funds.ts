import type { GatewayDatabase } from '../db';
import { DEMO_ACCOUNT } from '../demo-account';
import type { AccountKind } from '../../src/core/trading/contract';
import { paperAccountId } from '../paper-mode';
import { parseAtoms } from './amounts';
import type { Ledger } from './ledger';

/** Starting funds: the demo account's real wallet, and every paper wallet (larger, so the modes differ at a glance). */
export const STARTING_FUNDS: Readonly<Record<AccountKind, Readonly<Record<string, string>>>> = {
  real: { USDT: '10000', BTC: '0.5', ETH: '4' },
  paper: { USDT: '100000', BTC: '2', ETH: '25' },
};

/** Credits the starting funds to an account that has never held anything; answers whether it did. */
export function seedFunds(db: GatewayDatabase, ledger: Ledger, accountId: string, kind: AccountKind): boolean {
  return db.transaction(() => {
    if (db.prepare('SELECT 1 FROM spot_balances WHERE account_id = ? LIMIT 1').get(accountId) !== undefined) return false;
    for (const [asset, amount] of Object.entries(STARTING_FUNDS[kind])) ledger.credit(accountId, asset, parseAtoms(amount));
    ledger.dropChanged();
    return true;
  })();
}

/** The demo account can trade on a fresh machine, in both modes. */
export function seedDemoFunds(db: GatewayDatabase, ledger: Ledger): void {
  seedFunds(db, ledger, DEMO_ACCOUNT.userId, 'real');
  seedFunds(db, ledger, paperAccountId(DEMO_ACCOUNT.userId), 'paper');
}
