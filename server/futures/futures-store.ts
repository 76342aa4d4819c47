// The futures tables (migration 020): wallets with their journal, settings, positions, orders, fills, funding,
// liquidations and the insurance and fee pools. Every method is a statement in the caller's transaction.
import type { AccountKind, FuturesCancelReason, FuturesOrderType, MarginMode, PositionSide, TriggerBy } from '../../src/core/trading/contract';
import type { GatewayDatabase } from '../db';
import type { StoredFill, StoredOrder } from '../market/row-views';
import type { PageOptions } from '../market/page-options';

export interface PositionRow {
  account_id: string;
  market: AccountKind;
  symbol: string;
  side: PositionSide;
  size_lots: number;
  entry_quote: string;
  isolated_margin: string;
  updated_at: number;
}

/** A row of futures_orders. */
export interface FuturesOrderRow extends StoredOrder {
  type: FuturesOrderType;
  reduce_only: number;
  close_position: number;
  stop_ticks: number | null;
  trigger_by: TriggerBy | null;
  triggered_at: number | null;
  leverage: number;
  cancel_reason: FuturesCancelReason | null;
  /** The entry order a pre-TP/SL waits on (migration 021), or null. */
  entry_order_id: number | null;
}

export interface FuturesFillRow extends StoredFill {
  realized_pnl: string;
}

export interface FundingRow {
  id: number;
  account_id: string;
  market: AccountKind;
  symbol: string;
  side: PositionSide;
  size_lots: number;
  mark_ticks: number;
  rate: string;
  amount: string;
  time: number;
}

export interface LiquidationRow {
  id: number;
  account_id: string;
  market: AccountKind;
  symbol: string;
  side: PositionSide;
  size_lots: number;
  entry_quote: string;
  mark_ticks: number;
  price_quote: string;
  margin_mode: MarginMode;
  margin_lost: string;
  insurance_cover: string;
  time: number;
}

export type JournalKind = 'transfer' | 'seed' | 'pnl' | 'fee' | 'funding' | 'liquidation' | 'insurance';

/** Thrown inside a transaction when a futures wallet would go below zero. */
export class WalletShort extends Error {
  constructor() {
    super('Futures wallet too small');
    this.name = 'WalletShort';
  }
}

const OPEN = "status IN ('new', 'partiallyFilled')";

export class FuturesStore {
  private readonly statements;

  constructor(private readonly db: GatewayDatabase) {
    const p = (sql: string) => db.prepare(sql);
    this.statements = {
      wallet: p('SELECT balance FROM futures_wallets WHERE account_id = ?'),
      putWallet: p('INSERT INTO futures_wallets (account_id, balance) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET balance = excluded.balance'),
      journal: p('INSERT INTO futures_journal (account_id, kind, amount, time) VALUES (?, ?, ?, ?)'),
      setting: p('SELECT leverage, margin_mode FROM futures_settings WHERE account_id = ? AND symbol = ?'),
      settings: p('SELECT symbol, leverage, margin_mode FROM futures_settings WHERE account_id = ? ORDER BY symbol'),
      putSetting: p(`INSERT INTO futures_settings (account_id, symbol, leverage, margin_mode) VALUES (?, ?, ?, ?)
        ON CONFLICT (account_id, symbol) DO UPDATE SET leverage = excluded.leverage, margin_mode = excluded.margin_mode`),
      position: p('SELECT * FROM futures_positions WHERE account_id = ? AND symbol = ?'),
      positionsOf: p('SELECT * FROM futures_positions WHERE account_id = ? ORDER BY symbol'),
      positionsIn: p('SELECT * FROM futures_positions WHERE market = ? AND symbol = ?'),
      putPosition: p(`INSERT INTO futures_positions (account_id, market, symbol, side, size_lots, entry_quote, isolated_margin, updated_at)
        VALUES (@account_id, @market, @symbol, @side, @size_lots, @entry_quote, @isolated_margin, @updated_at)
        ON CONFLICT (account_id, symbol) DO UPDATE SET side = excluded.side, size_lots = excluded.size_lots,
        entry_quote = excluded.entry_quote, isolated_margin = excluded.isolated_margin, updated_at = excluded.updated_at`),
      dropPosition: p('DELETE FROM futures_positions WHERE account_id = ? AND symbol = ?'),
      insertOrder: p(`INSERT INTO futures_orders (id, account_id, market, client_order_id, symbol, side, type, time_in_force, price_ticks,
        qty_lots, filled_lots, filled_quote, reduce_only, close_position, stop_ticks, trigger_by, triggered_at, leverage, status,
        cancel_reason, seq, created_at, updated_at, entry_order_id) VALUES (@id, @account_id, @market, @client_order_id, @symbol, @side,
        @type, @time_in_force, @price_ticks, @qty_lots, @filled_lots, @filled_quote, @reduce_only, @close_position, @stop_ticks,
        @trigger_by, @triggered_at, @leverage, @status, @cancel_reason, @seq, @created_at, @updated_at, @entry_order_id)`),
      updateOrder: p(`UPDATE futures_orders SET qty_lots = @qty_lots, filled_lots = @filled_lots, filled_quote = @filled_quote,
        triggered_at = @triggered_at, status = @status, cancel_reason = @cancel_reason, updated_at = @updated_at WHERE id = @id`),
      order: p('SELECT * FROM futures_orders WHERE id = ?'),
      byClientId: p('SELECT * FROM futures_orders WHERE account_id = ? AND client_order_id = ?'),
      openAll: p(`SELECT * FROM futures_orders WHERE ${OPEN} ORDER BY seq`),
      openOf: p(`SELECT * FROM futures_orders WHERE account_id = ? AND ${OPEN} ORDER BY id DESC`),
      openOfSymbol: p(`SELECT * FROM futures_orders WHERE account_id = ? AND symbol = ? AND ${OPEN} ORDER BY id DESC`),
      history: p(`SELECT * FROM futures_orders WHERE account_id = @account AND (@symbol IS NULL OR symbol = @symbol)
        AND (@cursor IS NULL OR id < @cursor) ORDER BY id DESC LIMIT @limit`),
      addFill: p(`INSERT INTO futures_fills (trade_id, order_id, account_id, symbol, side, price_ticks, qty_lots, quote, fee, realized_pnl,
        liquidity, time) VALUES (@trade_id, @order_id, @account_id, @symbol, @side, @price_ticks, @qty_lots, @quote, @fee, @realized_pnl,
        @liquidity, @time)`),
      fills: p(`SELECT f.*, o.client_order_id, o.market FROM futures_fills f JOIN futures_orders o ON o.id = f.order_id
        WHERE f.account_id = @account AND (@symbol IS NULL OR f.symbol = @symbol) AND (@cursor IS NULL OR f.id < @cursor)
        ORDER BY f.id DESC LIMIT @limit`),
      fill: p('SELECT f.*, o.client_order_id, o.market FROM futures_fills f JOIN futures_orders o ON o.id = f.order_id WHERE f.id = ?'),
      addFunding: p(`INSERT INTO futures_funding (account_id, market, symbol, side, size_lots, mark_ticks, rate, amount, time)
        VALUES (@account_id, @market, @symbol, @side, @size_lots, @mark_ticks, @rate, @amount, @time)`),
      funding: p(`SELECT * FROM futures_funding WHERE account_id = @account AND (@symbol IS NULL OR symbol = @symbol)
        AND (@cursor IS NULL OR id < @cursor) ORDER BY id DESC LIMIT @limit`),
      fundingRow: p('SELECT * FROM futures_funding WHERE id = ?'),
      putRate: p('INSERT OR REPLACE INTO futures_funding_rates (market, symbol, time, rate) VALUES (?, ?, ?, ?)'),
      lastRate: p('SELECT rate, time FROM futures_funding_rates WHERE market = ? AND symbol = ? ORDER BY time DESC LIMIT 1'),
      addLiquidation: p(`INSERT INTO futures_liquidations (account_id, market, symbol, side, size_lots, entry_quote, mark_ticks, price_quote,
        margin_mode, margin_lost, insurance_cover, time) VALUES (@account_id, @market, @symbol, @side, @size_lots, @entry_quote, @mark_ticks,
        @price_quote, @margin_mode, @margin_lost, @insurance_cover, @time)`),
      liquidations: p(`SELECT * FROM futures_liquidations WHERE account_id = @account AND (@symbol IS NULL OR symbol = @symbol)
        AND (@cursor IS NULL OR id < @cursor) ORDER BY id DESC LIMIT @limit`),
      liquidationRow: p('SELECT * FROM futures_liquidations WHERE id = ?'),
      pool: p('SELECT amount FROM futures_pools WHERE market = ? AND name = ?'),
      putPool: p('INSERT INTO futures_pools (market, name, amount) VALUES (?, ?, ?) ON CONFLICT (market, name) DO UPDATE SET amount = excluded.amount'),
      maxIds: p('SELECT (SELECT COALESCE(MAX(id), 0) FROM futures_orders) AS orderId, (SELECT COALESCE(MAX(trade_id), 0) FROM futures_fills) AS tradeId'),
    };
  }

  transaction<T>(run: () => T): T {
    return this.db.transaction(run)();
  }

  // ---- wallets ----

  hasWallet(account: string): boolean {
    return this.statements.wallet.get(account) !== undefined;
  }

  wallet(account: string): bigint {
    const row = this.statements.wallet.get(account) as { balance: string } | undefined;
    return row === undefined ? 0n : BigInt(row.balance);
  }

  /** Adds `atoms` (negative takes) to the wallet and journals why; WalletShort if it would go below zero. */
  credit(account: string, atoms: bigint, kind: JournalKind, now: number): void {
    if (atoms === 0n && this.hasWallet(account)) return;
    const next = this.wallet(account) + atoms;
    if (next < 0n) throw new WalletShort();
    this.statements.putWallet.run(account, next.toString());
    if (atoms !== 0n) this.statements.journal.run(account, kind, atoms.toString(), now);
  }

  // ---- settings and positions ----

  setting(account: string, symbol: string): { leverage: number; margin_mode: MarginMode } | undefined {
    return this.statements.setting.get(account, symbol) as { leverage: number; margin_mode: MarginMode } | undefined;
  }

  settings(account: string): Array<{ symbol: string; leverage: number; margin_mode: MarginMode }> {
    return this.statements.settings.all(account) as Array<{ symbol: string; leverage: number; margin_mode: MarginMode }>;
  }

  putSetting(account: string, symbol: string, leverage: number, mode: MarginMode): void {
    this.statements.putSetting.run(account, symbol, leverage, mode);
  }

  position(account: string, symbol: string): PositionRow | undefined {
    return this.statements.position.get(account, symbol) as PositionRow | undefined;
  }

  positionsOf(account: string): PositionRow[] {
    return this.statements.positionsOf.all(account) as PositionRow[];
  }

  positionsIn(kind: AccountKind, symbol: string): PositionRow[] {
    return this.statements.positionsIn.all(kind, symbol) as PositionRow[];
  }

  putPosition(row: PositionRow): void {
    if (row.size_lots === 0) this.statements.dropPosition.run(row.account_id, row.symbol);
    else this.statements.putPosition.run(row);
  }

  // ---- orders and fills ----

  insertOrder(row: FuturesOrderRow): void {
    this.statements.insertOrder.run(row);
  }

  updateOrder(row: FuturesOrderRow): void {
    this.statements.updateOrder.run(row);
  }

  order(id: number): FuturesOrderRow | undefined {
    return this.statements.order.get(id) as FuturesOrderRow | undefined;
  }

  byClientId(account: string, clientOrderId: string): FuturesOrderRow | undefined {
    return this.statements.byClientId.get(account, clientOrderId) as FuturesOrderRow | undefined;
  }

  openOrders(): FuturesOrderRow[] {
    return this.statements.openAll.all() as FuturesOrderRow[];
  }

  openOrdersOf(account: string, symbol?: string): FuturesOrderRow[] {
    return (symbol === undefined ? this.statements.openOf.all(account) : this.statements.openOfSymbol.all(account, symbol)) as FuturesOrderRow[];
  }

  history(account: string, options: PageOptions): FuturesOrderRow[] {
    return this.statements.history.all(this.page(account, options)) as FuturesOrderRow[];
  }

  addFill(row: Omit<FuturesFillRow, 'id'>): FuturesFillRow & { client_order_id: string; market: AccountKind } {
    const info = this.statements.addFill.run(row);
    return this.statements.fill.get(Number(info.lastInsertRowid)) as FuturesFillRow & { client_order_id: string; market: AccountKind };
  }

  fills(account: string, options: PageOptions): Array<FuturesFillRow & { client_order_id: string; market: AccountKind }> {
    return this.statements.fills.all(this.page(account, options)) as Array<FuturesFillRow & { client_order_id: string; market: AccountKind }>;
  }

  // ---- funding and liquidations ----

  addFunding(row: Omit<FundingRow, 'id'>): FundingRow {
    const info = this.statements.addFunding.run(row);
    return this.statements.fundingRow.get(Number(info.lastInsertRowid)) as FundingRow;
  }

  funding(account: string, options: PageOptions): FundingRow[] {
    return this.statements.funding.all(this.page(account, options)) as FundingRow[];
  }

  putRate(kind: AccountKind, symbol: string, time: number, rate: string): void {
    this.statements.putRate.run(kind, symbol, time, rate);
  }

  lastRate(kind: AccountKind, symbol: string): { rate: string; time: number } | undefined {
    return this.statements.lastRate.get(kind, symbol) as { rate: string; time: number } | undefined;
  }

  addLiquidation(row: Omit<LiquidationRow, 'id'>): LiquidationRow {
    const info = this.statements.addLiquidation.run(row);
    return this.statements.liquidationRow.get(Number(info.lastInsertRowid)) as LiquidationRow;
  }

  liquidations(account: string, options: PageOptions): LiquidationRow[] {
    return this.statements.liquidations.all(this.page(account, options)) as LiquidationRow[];
  }

  // ---- pools ----

  pool(kind: AccountKind, name: 'insurance' | 'fees'): bigint {
    const row = this.statements.pool.get(kind, name) as { amount: string } | undefined;
    return row === undefined ? 0n : BigInt(row.amount);
  }

  addToPool(kind: AccountKind, name: 'insurance' | 'fees', atoms: bigint): void {
    if (atoms === 0n) return;
    this.statements.putPool.run(kind, name, (this.pool(kind, name) + atoms).toString());
  }

  /** Creates the pool rows with their starting amounts if they do not exist yet. */
  ensurePool(kind: AccountKind, name: 'insurance' | 'fees', start: bigint): void {
    if (this.statements.pool.get(kind, name) === undefined) this.statements.putPool.run(kind, name, start.toString());
  }

  maxIds(): { orderId: number; tradeId: number } {
    return this.statements.maxIds.get() as { orderId: number; tradeId: number };
  }

  private page(account: string, options: PageOptions) {
    return { account, symbol: options.symbol ?? null, cursor: options.cursor ?? null, limit: options.limit };
  }
}
