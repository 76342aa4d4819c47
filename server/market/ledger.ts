import type { GatewayDatabase } from '../db';
import type { Balance } from '../../src/core/trading/contract';
import { formatAtoms } from './amounts';

/** Thrown inside a settlement transaction when an account cannot cover what it must freeze. */
export class InsufficientBalance extends Error {
  constructor(readonly asset: string) {
    super(`Insufficient ${asset}`);
    this.name = 'InsufficientBalance';
  }
}

interface Row {
  available: string;
  frozen: string;
}

/**
 * Balances per account and asset, available and frozen, in atoms. Every method is a statement in the caller's
 * transaction; the market wraps each placement, fill and cancel in one, so both sides of a fill settle together.
 */
export class Ledger {
  private readonly select;
  private readonly upsert;
  private readonly listAll;
  /**
   * Accounts whose balances changed since the last `takeChanged`, with the assets that changed. Replaced, never
   * cleared: `Map.clear()` gives the map a new table and leaves the old one pointing at it, so while an old table
   * waits in the old generation for a mark-compact, every table made after it (and the Sets in them) stays reachable
   * to the scavenger. Cleared once an order, that chain was copied and promoted at every scavenge, the largest part of
   * what survived them.
   */
  private changed = new Map<string, Set<string>>();

  constructor(db: GatewayDatabase) {
    this.select = db.prepare('SELECT available, frozen FROM spot_balances WHERE account_id = ? AND asset = ?');
    this.upsert = db.prepare(`INSERT INTO spot_balances (account_id, asset, available, frozen) VALUES (?, ?, ?, ?)
      ON CONFLICT (account_id, asset) DO UPDATE SET available = excluded.available, frozen = excluded.frozen`);
    this.listAll = db.prepare('SELECT asset, available, frozen FROM spot_balances WHERE account_id = ? ORDER BY asset');
  }

  get(account: string, asset: string): { available: bigint; frozen: bigint } {
    const row = this.select.get(account, asset) as Row | undefined;
    return row === undefined ? { available: 0n, frozen: 0n } : { available: BigInt(row.available), frozen: BigInt(row.frozen) };
  }

  private put(account: string, asset: string, available: bigint, frozen: bigint): void {
    if (available < 0n || frozen < 0n) throw new InsufficientBalance(asset);
    this.upsert.run(account, asset, available.toString(), frozen.toString());
    let assets = this.changed.get(account);
    if (assets === undefined) this.changed.set(account, (assets = new Set()));
    assets.add(asset);
  }

  /** Adds to (or, negative, takes from) the available amount. */
  credit(account: string, asset: string, atoms: bigint): void {
    const { available, frozen } = this.get(account, asset);
    this.put(account, asset, available + atoms, frozen);
  }

  /** Moves atoms from available to frozen; InsufficientBalance when available is short. */
  freeze(account: string, asset: string, atoms: bigint): void {
    const { available, frozen } = this.get(account, asset);
    this.put(account, asset, available - atoms, frozen + atoms);
  }

  /** Moves atoms from frozen back to available. */
  unfreeze(account: string, asset: string, atoms: bigint): void {
    if (atoms === 0n) return;
    const { available, frozen } = this.get(account, asset);
    this.put(account, asset, available + atoms, frozen - atoms);
  }

  /** Takes atoms out of frozen: they leave the account (paid to the other side of a fill). */
  spendFrozen(account: string, asset: string, atoms: bigint): void {
    const { available, frozen } = this.get(account, asset);
    this.put(account, asset, available, frozen - atoms);
  }

  balances(account: string): Balance[] {
    return (this.listAll.all(account) as Array<Row & { asset: string }>).map((row) => ({
      asset: row.asset,
      available: formatAtoms(BigInt(row.available)),
      frozen: formatAtoms(BigInt(row.frozen)),
    }));
  }

  /** The balances changed since the last call, per account (only of the accounts `wanted` names); forgets them all. */
  takeChanged(wanted: (account: string) => boolean = () => true): Map<string, Balance[]> {
    const out = new Map<string, Balance[]>();
    const changed = this.forgetChanged();
    for (const [account, assets] of changed) {
      if (!wanted(account)) continue;
      out.set(
        account,
        [...assets].sort().map((asset) => {
          const { available, frozen } = this.get(account, asset);
          return { asset, available: formatAtoms(available), frozen: formatAtoms(frozen) };
        }),
      );
    }
    return out;
  }

  /** Forgets changes of a transaction that rolled back. */
  dropChanged(): void {
    this.forgetChanged();
  }

  /** The changes so far, forgotten here: a new map from now on (see `changed`), none made while nothing changed. */
  private forgetChanged(): Map<string, Set<string>> {
    const changed = this.changed;
    if (changed.size > 0) this.changed = new Map();
    return changed;
  }
}
