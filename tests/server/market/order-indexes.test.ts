// Every index on spot_orders is written by every placement (the insert, then the update that closes a market order),
// so each must serve a query, and no query of the order store may read the whole table instead.
import { openDatabase } from '../../../server/db';
import type { GatewayDatabase } from '../../../server/db';
import { OrderStore } from '../../../server/market/order-store';

/** The SQL texts the order store prepares while `use` runs. */
function statementsOf(db: GatewayDatabase, use: (store: OrderStore) => void): string[] {
  const texts: string[] = [];
  const prepare = db.prepare.bind(db);
  jest.spyOn(db, 'prepare').mockImplementation(((source: string) => {
    texts.push(source);
    return prepare(source);
  }) as GatewayDatabase['prepare']);
  use(new OrderStore(db));
  return texts;
}

function planOf(db: GatewayDatabase, sql: string): string {
  const parameters = sql.match(/\?|@\w+/g) ?? [];
  const named = Object.fromEntries(parameters.filter((p) => p.startsWith('@')).map((p) => [p.slice(1), 1]));
  const positional = parameters.filter((p) => p === '?').map(() => 1);
  const bound = Object.keys(named).length > 0 ? [named] : positional;
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...bound) as Array<{ detail: string }>).map((row) => row.detail).join(' | ');
}

function indexesOf(db: GatewayDatabase): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'spot_orders' ORDER BY name").all() as Array<{ name: string }>).map(
    (row) => row.name,
  );
}

describe('spot_orders indexes', () => {
  it('reads no query of the order store by scanning the whole of spot_orders', () => {
    const db = openDatabase(':memory:');
    const texts = statementsOf(db, (store) => {
      store.find(1);
      store.findByClientId('u1', 'c1');
      store.countOpen('u1', 'BTCUSDT');
      store.openOrders();
      store.openOrdersOf('u1', 'BTCUSDT');
      store.history('u1', { limit: 50 });
      store.history('u1', { symbol: 'BTCUSDT', cursor: 10, limit: 50 });
      store.fills('u1', { symbol: 'BTCUSDT', cursor: 10, limit: 50 });
      store.maxIds();
    });
    const reads = texts.filter((sql) => /^\s*SELECT/i.test(sql) && /FROM spot_orders/i.test(sql));
    expect(reads.length).toBeGreaterThanOrEqual(7);
    for (const sql of reads) {
      const plan = planOf(db, sql);
      // `SCAN spot_orders` alone is a read of every row; a scan of a (partial) index is not.
      expect({ sql, plan }).toEqual({ sql, plan: expect.not.stringMatching(/SCAN (spot_orders|o)(?! USING)/) as unknown });
    }
    db.close();
  });

  it('rebuilds the books at restart from the open orders alone, through the index of open orders by account', () => {
    const db = openDatabase(':memory:');
    // The last statement prepared: the store's own are prepared as it is made.
    const restart = statementsOf(db, (store) => store.openOrders()).pop() ?? '';
    expect(restart).toMatch(/status IN/);
    expect(planOf(db, restart)).toContain('USING INDEX spot_orders_open_by_account');
    db.close();
  });

  it('keeps the indexes a query uses and no index on status alone, which each placement would write for nothing', () => {
    const db = openDatabase(':memory:');
    expect(indexesOf(db)).toEqual(['spot_orders_account', 'spot_orders_open_by_account', 'sqlite_autoindex_spot_orders_1']);
    db.close();
  });
});
