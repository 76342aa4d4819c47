import type { GatewayDatabase } from '../db';
import type { AccountKind, Fill, Order } from '../../src/core/trading/contract';
import { digitsOf, fillFieldsOf, orderFieldsOf } from './row-views';
import type { StoredFill, StoredOrder } from './row-views';
import type { PageOptions } from './page-options';

/** A row of spot_orders. */
export interface OrderRow extends StoredOrder {
  type: 'limit' | 'market';
  /** What the order still holds of the account's funds, in atoms. */
  frozen_left: string;
  cancel_reason: Order['cancelReason'];
}

export interface FillRow extends StoredFill {
  fee_asset: string;
}

export function orderOf(row: OrderRow): Order {
  return orderFieldsOf(row, digitsOf(row.symbol));
}

export function fillOf(row: FillRow & { client_order_id: string; market: AccountKind }): Fill {
  return fillFieldsOf(row, digitsOf(row.symbol), row.fee_asset);
}

/** The SQL of the spot orders and fills, prepared once. */
export class OrderStore {
  private readonly insertOrder;
  private readonly updateOrder;
  private readonly byId;
  private readonly byClientId;
  private readonly insertFill;
  private readonly openCount;

  constructor(private readonly db: GatewayDatabase) {
    this.insertOrder = db.prepare(`INSERT INTO spot_orders (id, account_id, market, client_order_id, symbol, side, type,
      time_in_force, price_ticks, qty_lots, filled_lots, filled_quote, frozen_left, status, cancel_reason, seq,
      created_at, updated_at) VALUES (@id, @account_id, @market, @client_order_id, @symbol, @side, @type,
      @time_in_force, @price_ticks, @qty_lots, @filled_lots, @filled_quote, @frozen_left, @status, @cancel_reason,
      @seq, @created_at, @updated_at)`);
    this.updateOrder = db.prepare(`UPDATE spot_orders SET filled_lots = @filled_lots, filled_quote = @filled_quote,
      frozen_left = @frozen_left, status = @status, cancel_reason = @cancel_reason, updated_at = @updated_at
      WHERE id = @id`);
    this.byId = db.prepare('SELECT * FROM spot_orders WHERE id = ?');
    this.byClientId = db.prepare('SELECT * FROM spot_orders WHERE account_id = ? AND client_order_id = ?');
    this.insertFill = db.prepare(`INSERT INTO spot_fills (trade_id, order_id, account_id, symbol, side, price_ticks,
      qty_lots, quote, fee, fee_asset, liquidity, time) VALUES (@trade_id, @order_id, @account_id, @symbol, @side,
      @price_ticks, @qty_lots, @quote, @fee, @fee_asset, @liquidity, @time)`);
    this.openCount = db.prepare(
      "SELECT COUNT(*) AS open FROM spot_orders WHERE account_id = ? AND symbol = ? AND status IN ('new', 'partiallyFilled')",
    );
  }

  insert(row: OrderRow): void {
    this.insertOrder.run(row);
  }

  update(row: OrderRow): void {
    this.updateOrder.run(row);
  }

  find(id: number): OrderRow | undefined {
    return this.byId.get(id) as OrderRow | undefined;
  }

  findByClientId(account: string, clientOrderId: string): OrderRow | undefined {
    return this.byClientId.get(account, clientOrderId) as OrderRow | undefined;
  }

  /**
   * Stores a fill of `order`; answers it as stored, built from what was written rather than read back. `row` is made
   * by the caller for this call, and becomes the stored row here (its id and its order's fields added) instead of
   * being copied into a new object: a copy of fifteen fields an order was one of the larger sites the sampling heap
   * profiler found in the old generation.
   */
  addFill(order: Pick<OrderRow, 'client_order_id' | 'market'>, row: Omit<FillRow, 'id'>): Fill {
    const { lastInsertRowid } = this.insertFill.run(row);
    const stored = row as FillRow & { client_order_id: string; market: AccountKind };
    stored.id = Number(lastInsertRowid);
    stored.client_order_id = order.client_order_id;
    stored.market = order.market;
    return fillOf(stored);
  }

  /** Every open order of every account, oldest first (the restart rebuild). */
  openOrders(): OrderRow[] {
    return this.db.prepare("SELECT * FROM spot_orders WHERE status IN ('new', 'partiallyFilled') ORDER BY seq").all() as OrderRow[];
  }

  /** How many orders `account` has open on `symbol` (spot_orders_open_by_account: no history is read). */
  countOpen(account: string, symbol: string): number {
    return (this.openCount.get(account, symbol) as { open: number }).open;
  }

  openOrdersOf(account: string, symbol?: string): OrderRow[] {
    const sql = `SELECT * FROM spot_orders WHERE account_id = ? AND status IN ('new', 'partiallyFilled')
      ${symbol === undefined ? '' : 'AND symbol = ?'} ORDER BY id DESC`;
    return this.db.prepare(sql).all(...(symbol === undefined ? [account] : [account, symbol])) as OrderRow[];
  }

  history(account: string, page: PageOptions): OrderRow[] {
    return this.page('SELECT * FROM spot_orders WHERE account_id = ?', 'id', account, page) as OrderRow[];
  }

  fills(account: string, page: PageOptions): Fill[] {
    const rows = this.page(
      'SELECT f.*, o.client_order_id, o.market FROM spot_fills f JOIN spot_orders o ON o.id = f.order_id WHERE f.account_id = ?',
      'f.id',
      account,
      page,
    ) as Array<FillRow & { client_order_id: string; market: AccountKind }>;
    return rows.map(fillOf);
  }

  /** Largest ids stored, so ids continue after a restart. */
  maxIds(): { order: number; trade: number } {
    const order = (this.db.prepare('SELECT max(id) AS id FROM spot_orders').get() as { id: number | null }).id ?? 0;
    const trade = (this.db.prepare('SELECT max(trade_id) AS id FROM spot_fills').get() as { id: number | null }).id ?? 0;
    return { order, trade };
  }

  private page(base: string, idColumn: string, account: string, page: PageOptions): unknown[] {
    const clauses = [base];
    const params: Array<string | number> = [account];
    const symbolColumn = idColumn === 'id' ? 'symbol' : 'f.symbol';
    if (page.symbol !== undefined) {
      clauses.push(`AND ${symbolColumn} = ?`);
      params.push(page.symbol);
    }
    if (page.cursor !== undefined) {
      clauses.push(`AND ${idColumn} < ?`);
      params.push(page.cursor);
    }
    clauses.push(`ORDER BY ${idColumn} DESC LIMIT ?`);
    params.push(page.limit);
    return this.db.prepare(clauses.join(' ')).all(...params);
  }
}
