import { openDatabase } from '../../../server/db';
import type { GatewayDatabase } from '../../../server/db';
import { GatewayError } from '../../../server/envelope';
import { FuturesExchange } from '../../../server/futures/futures-exchange';
import type { FuturesMarket } from '../../../server/futures/futures-market';
import { parseAtoms } from '../../../server/market/amounts';

export const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);
export const INTERVAL = 60_000;

export interface World {
  db: GatewayDatabase;
  now: { value: number };
  exchange: FuturesExchange;
  btc: FuturesMarket;
}

/** A futures exchange whose traders stay idle: only the test's own accounts trade, at prices it chooses. */
export function world(location = ':memory:', now = { value: T0 }): World {
  const db = openDatabase(location);
  const exchange = new FuturesExchange(db, { clock: () => now.value, autoStart: false, fundingIntervalMs: INTERVAL });
  const btc = exchange.market('real', 'BTCUSDT') as FuturesMarket;
  return { db, now, exchange, btc };
}

export function fund(w: World, account: string, usdt: string): void {
  w.exchange.store.transaction(() => w.exchange.store.credit(account, parseAtoms(usdt), 'seed', w.now.value));
}

/**
 * A world where B holds a long of `qty` BTC, bought at market from A's sell at 60,000 (A funded with 10,000 USDT, B
 * with `wallet`), and D, funded with 100,000 USDT, is there to take the other side of what B does next. The mark is
 * pinned at 60,000, where they trade, so their market orders lie within its price protection band.
 */
export function longAt60000(wallet: string, qty: string): World {
  const w = world();
  fund(w, 'A', '10000');
  fund(w, 'B', wallet);
  fund(w, 'D', '100000');
  w.btc.pin(6_000_000, w.now.value);
  w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60000', qty });
  w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty });
  return w;
}

export function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof GatewayError) return error.code;
    throw error;
  }
  return undefined;
}

/** Sums of the ledger: the wallets, the pools, and the journal by cause. */
export function books(db: GatewayDatabase): { wallets: bigint; insurance: bigint; fees: bigint; journal: Record<string, bigint> } {
  const wallets = (db.prepare('SELECT balance FROM futures_wallets').all() as Array<{ balance: string }>).reduce((sum, row) => sum + BigInt(row.balance), 0n);
  const pool = (name: string) => BigInt((db.prepare("SELECT amount FROM futures_pools WHERE market = 'real' AND name = ?").get(name) as { amount: string }).amount);
  const journal: Record<string, bigint> = {};
  for (const row of db.prepare('SELECT kind, amount FROM futures_journal').all() as Array<{ kind: string; amount: string }>) {
    journal[row.kind] = (journal[row.kind] ?? 0n) + BigInt(row.amount);
  }
  return { wallets, insurance: pool('insurance'), fees: pool('fees'), journal };
}
