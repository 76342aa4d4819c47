import type { AccountKind, Balance, Fill, Order, PlaceOrderAnswer, PlaceOrderRequest, Trade } from '../../src/core/trading/contract';
import type { GatewayDatabase } from '../db';
import { feeAtoms, lotAtoms, quoteAtoms } from './amounts';
import { CandleSeries } from './candles';
import { MatchingEngine } from './engine/matching-engine';
import type { EngineOrderInput, EngineTrade, PlaceResult } from './engine/types';
import { InsufficientBalance } from './ledger';
import type { Ledger } from './ledger';
import { checkClientOrderId, checkNotional, checkOrder, checkPriceBand } from './order-check';
import { orderOf } from './order-store';
import { placedStatus } from './placement-status';
import { marketTakeLimit, outsideTakeBand } from './price-protection';
import type { OrderRow, OrderStore } from './order-store';
import { restingOf } from './row-views';
import { secondOf, spotTicks } from './simulator';
import { MAKER_FEE_PPM, MAX_OPEN_ORDERS, TAKER_FEE_PPM } from './symbol-rules';
import type { MarketSymbol } from './symbol-rules';
import { refuse } from './trading-error';
import type { Kline } from '../../src/core/trading/contract';
import { TradeTape, tradeOf } from './trade-tape';

/** Engine accounts of the simulated traders start with '~', which no ledger account does. */
export const SIM_MAKER = '~maker';
export const SIM_TAKER = '~taker';

function isUser(account: string): boolean {
  return !account.startsWith('~');
}

/** Everything a market tells the streams, after the transaction that caused it has committed. */
export interface MarketEvents {
  trades(market: SpotMarket, trades: readonly Trade[]): void;
  klines(market: SpotMarket, klines: readonly Kline[]): void;
  order(accountId: string, order: Order): void;
  fill(accountId: string, fill: Fill): void;
  balances(accountId: string, balances: Balance[]): void;
  /**
   * Whether anyone follows the market's trades, klines, or the account's private events: the market formats those
   * (each trade, eight klines a trade, an account's balances read back) only for a reader, as it does this on every
   * order.
   */
  wantsTrades(market: SpotMarket): boolean;
  wantsKlines(market: SpotMarket): boolean;
  wantsAccount(accountId: string): boolean;
}

export interface MarketDeps {
  readonly db: GatewayDatabase;
  readonly ledger: Ledger;
  readonly store: OrderStore;
  readonly nextOrderId: () => number;
  /** The market's trade ids (server/market/id-sequence.ts). */
  readonly tradeIds: () => number;
  readonly clock: () => number;
  readonly events: MarketEvents;
}

const RECENT_TRADES = 500;

/**
 * One symbol's market in one of the two worlds (real or paper): its engine, its recent trades and candles, and
 * the settlement of its users' orders into the ledger. Placing freezes funds, each fill settles both sides, and a
 * cancel returns what stays frozen, each in one transaction.
 */
export class SpotMarket {
  readonly engine: MatchingEngine;
  readonly candles: CandleSeries;
  private readonly recent: TradeTape;
  /** Copies of the orders changed in the running transaction, as they were then; formatted only for a reader. */
  private pendingOrders: OrderRow[] = [];
  private pendingFills: Array<[string, Fill]> = [];
  /**
   * Runs its argument in one SQLite transaction. Made once: better-sqlite3 builds four wrapper functions for each
   * `db.transaction` call, which on every order was measurable.
   */
  private readonly atomically: (work: () => void) => void;

  constructor(
    readonly kind: AccountKind,
    readonly spec: MarketSymbol,
    private readonly deps: MarketDeps,
  ) {
    this.engine = new MatchingEngine({ tradeIds: deps.tradeIds });
    this.atomically = deps.db.transaction((work: () => void) => work());
    this.candles = new CandleSeries(spec.rules.symbol, spec.coin, spec.qtyDecimals);
    this.recent = new TradeTape({ symbol: spec.rules.symbol, priceDecimals: spec.priceDecimals, qtyDecimals: spec.qtyDecimals }, RECENT_TRADES);
  }

  get symbol(): string {
    return this.spec.rules.symbol;
  }

  /** Puts the stored open orders of this market back into the book. */
  restore(rows: readonly OrderRow[]): void {
    this.engine.restore(rows.map(restingOf));
  }

  /** The last `limit` trades (at least 1), oldest first. */
  recentTrades(limit: number): Trade[] {
    return this.recent.last(limit);
  }

  /** A user's order: checked, frozen, matched and settled in one transaction. */
  placeUser(accountId: string, request: PlaceOrderRequest): PlaceOrderAnswer {
    const { store, ledger } = this.deps;
    checkClientOrderId(request.clientOrderId);
    if (request.clientOrderId !== undefined) {
      const earlier = store.findByClientId(accountId, request.clientOrderId);
      if (earlier !== undefined) return { order: orderOf(earlier), fills: [], duplicate: true };
    }
    const checked = checkOrder(request, this.spec);
    if (checked.price !== undefined) checkPriceBand(checked.price, this.recent.lastPrice(), this.spec);
    const now = this.deps.clock();
    const input = { side: checked.side, price: checked.price, account: accountId, qty: checked.lots };
    if (checked.timeInForce === 'postOnly' && this.engine.fillable({ ...input, qty: 1 }) > 0) {
      throw refuse('POST_ONLY_WOULD_TAKE');
    }
    // A market order's price protection: the band around the simulated reference price, which the makers quote
    // around and which no trade can move (the last trade could be walked away by one sweep, and there is none after
    // a restart). What it may take within the band is what it freezes and trades.
    const bound = checked.type === 'market' ? marketTakeLimit(checked.side, spotTicks(this.spec.coin, secondOf(now)), this.spec.rules) : undefined;
    const cost = this.engine.cost(bound === undefined ? input : { ...input, price: bound });
    if (checked.timeInForce === 'FOK' && cost.lots < checked.lots) throw refuse('FOK_UNFILLED');
    if (bound !== undefined) {
      if (cost.lots === 0) throw this.engine.fillable({ ...input, qty: 1 }) === 0 ? refuse('NO_LIQUIDITY') : outsideTakeBand(checked.side, bound, this.spec);
      checkNotional(cost.tickLots, this.spec);
    }
    if (store.countOpen(accountId, this.symbol) >= MAX_OPEN_ORDERS) throw refuse('TOO_MANY_OPEN_ORDERS');
    const { base, quote } = this.spec.rules;
    const frozen =
      checked.side === 'sell'
        ? lotAtoms(checked.lots, this.spec.qtyDecimals)
        : quoteAtoms(checked.type === 'market' ? cost.tickLots : BigInt(checked.price as number) * BigInt(checked.lots), this.spec.priceDecimals, this.spec.qtyDecimals);
    const id = this.deps.nextOrderId();
    const row: OrderRow = {
      id,
      account_id: accountId,
      market: this.kind,
      client_order_id: request.clientOrderId ?? `g${id}`,
      symbol: this.symbol,
      side: checked.side,
      type: checked.type,
      time_in_force: checked.timeInForce,
      price_ticks: checked.price ?? null,
      qty_lots: checked.lots,
      filled_lots: 0,
      filled_quote: '0',
      frozen_left: frozen.toString(),
      status: 'new',
      cancel_reason: null,
      seq: id,
      created_at: now,
      updated_at: now,
    };
    let result: PlaceResult | undefined;
    let fills: Fill[] = [];
    try {
      this.atomically(() => {
        ledger.freeze(accountId, checked.side === 'sell' ? base : quote, frozen);
        store.insert(row);
        const engineInput: EngineOrderInput = { id, account: accountId, side: checked.side, price: checked.price, qty: checked.lots, timeInForce: checked.timeInForce, bound };
        result = this.engine.place(engineInput);
        fills = this.settle(result.trades, row, now);
        this.closeTaker(row, result, now);
      });
    } catch (error) {
      ledger.dropChanged();
      this.pendingOrders = [];
      this.pendingFills = [];
      if (error instanceof InsufficientBalance) throw refuse('INSUFFICIENT_BALANCE', error.asset);
      throw error;
    }
    this.publish((result as PlaceResult).trades, now);
    // `row` is what the transaction stored (insert, then each update from the same object): no need to read it back.
    return { order: orderOf(row), fills, duplicate: false };
  }

  /** Cancels a user's resting order; the frozen rest goes back to available. */
  cancelUser(row: OrderRow): Order {
    if (row.status !== 'new' && row.status !== 'partiallyFilled') throw refuse('ORDER_CLOSED');
    const now = this.deps.clock();
    this.atomically(() => {
      this.engine.cancel(row.id);
      this.close(row, 'canceled', 'user', now);
    });
    this.publish([], now);
    return orderOf(this.deps.store.find(row.id) as OrderRow);
  }

  /**
   * A simulated trader's order: not stored; fills against users' resting orders settle those. A simulated taker's
   * market order comes with its price protection bound around the simulated reference (server/market/liquidity.ts).
   */
  placeSim(input: EngineOrderInput): PlaceResult {
    const result = this.engine.place(input);
    const now = this.deps.clock();
    if (result.trades.some((trade) => isUser(trade.makerAccount))) {
      this.atomically(() => void this.settle(result.trades, undefined, now));
    }
    this.publish(result.trades, now);
    return result;
  }

  /**
   * Settles the user sides of `trades`: the taker's (when `taker` is a user's order being placed) and every user
   * maker's. Returns the taker's fills.
   */
  private settle(trades: readonly EngineTrade[], taker: OrderRow | undefined, now: number): Fill[] {
    const takerFills: Fill[] = [];
    for (const trade of trades) {
      if (taker !== undefined) takerFills.push(this.fill(taker, trade, 'taker', now));
      if (isUser(trade.makerAccount)) {
        const maker = this.deps.store.find(trade.makerId) as OrderRow;
        this.fill(maker, trade, 'maker', now);
        if (trade.makerRemaining === 0) this.close(maker, 'filled', null, now);
        else this.saveOrder(maker, 'partiallyFilled', null, now);
      }
    }
    return takerFills;
  }

  /** One fill of one user order: frozen funds pay the other side, the proceeds less the fee arrive. */
  private fill(row: OrderRow, trade: EngineTrade, liquidity: 'maker' | 'taker', now: number): Fill {
    const { ledger, store } = this.deps;
    const { base, quote } = this.spec.rules;
    const { priceDecimals: pd, qtyDecimals: qd } = this.spec;
    const baseAtoms = lotAtoms(trade.qty, qd);
    const quoteValue = quoteAtoms(BigInt(trade.price) * BigInt(trade.qty), pd, qd);
    const ppm = liquidity === 'maker' ? MAKER_FEE_PPM : TAKER_FEE_PPM;
    let fee: bigint;
    let frozenLeft = BigInt(row.frozen_left);
    if (row.side === 'buy') {
      // A limit buy froze its own price for each lot; a better fill price returns the difference.
      const reserved = row.price_ticks === null ? quoteValue : quoteAtoms(BigInt(row.price_ticks) * BigInt(trade.qty), pd, qd);
      ledger.spendFrozen(row.account_id, quote, quoteValue);
      ledger.unfreeze(row.account_id, quote, reserved - quoteValue);
      frozenLeft -= reserved;
      fee = feeAtoms(baseAtoms, ppm);
      ledger.credit(row.account_id, base, baseAtoms - fee);
    } else {
      ledger.spendFrozen(row.account_id, base, baseAtoms);
      frozenLeft -= baseAtoms;
      fee = feeAtoms(quoteValue, ppm);
      ledger.credit(row.account_id, quote, quoteValue - fee);
    }
    row.frozen_left = frozenLeft.toString();
    row.filled_lots += trade.qty;
    row.filled_quote = (BigInt(row.filled_quote) + quoteValue).toString();
    row.updated_at = now;
    const filled = store.addFill(row, {
      trade_id: trade.tradeId,
      order_id: row.id,
      account_id: row.account_id,
      symbol: this.symbol,
      side: row.side,
      price_ticks: trade.price,
      qty_lots: trade.qty,
      quote: quoteValue.toString(),
      fee: fee.toString(),
      fee_asset: row.side === 'buy' ? base : quote,
      liquidity,
      time: now,
    });
    this.pendingFills.push([row.account_id, filled]);
    return filled;
  }

  private closeTaker(row: OrderRow, result: PlaceResult, now: number): void {
    const { status, reason, rests } = placedStatus(result);
    if (rests) this.saveOrder(row, status, null, now);
    else this.close(row, status, reason, now);
  }

  /** Ends an order: whatever it still holds frozen goes back to available. */
  private close(row: OrderRow, status: OrderRow['status'], reason: OrderRow['cancel_reason'], now: number): void {
    const left = BigInt(row.frozen_left);
    if (left > 0n) this.deps.ledger.unfreeze(row.account_id, row.side === 'buy' ? this.spec.rules.quote : this.spec.rules.base, left);
    row.frozen_left = '0';
    this.saveOrder(row, status, reason, now);
  }

  private saveOrder(row: OrderRow, status: OrderRow['status'], reason: OrderRow['cancel_reason'], now: number): void {
    row.status = status;
    row.cancel_reason = reason;
    row.updated_at = now;
    this.deps.store.update(row);
    this.pendingOrders.push({ ...row });
  }

  /** After a commit: trades to the tape and candles, and every event to the streams. */
  private publish(trades: readonly EngineTrade[], now: number): void {
    const { events, ledger } = this.deps;
    if (trades.length > 0) {
      for (const trade of trades) {
        this.recent.add({ tradeId: trade.tradeId, price: trade.price, qty: trade.qty, takerSide: trade.takerSide, time: now });
        this.candles.record(now, trade.price, trade.qty);
      }
      if (events.wantsTrades(this)) {
        const tape = this.recent.format;
        events.trades(this, trades.map((trade) => tradeOf(tape, { tradeId: trade.tradeId, price: trade.price, qty: trade.qty, takerSide: trade.takerSide, time: now })));
      }
      // Every trade here happened at `now`: the candles holding it are the ones that changed.
      if (events.wantsKlines(this)) events.klines(this, this.candles.klinesAt(now));
    }
    const orders = this.pendingOrders;
    const fills = this.pendingFills;
    this.pendingOrders = [];
    this.pendingFills = [];
    for (const row of orders) if (events.wantsAccount(row.account_id)) events.order(row.account_id, orderOf(row));
    for (const [account, fill] of fills) if (events.wantsAccount(account)) events.fill(account, fill);
    for (const [account, balances] of ledger.takeChanged((account) => events.wantsAccount(account))) {
      events.balances(account, balances);
    }
  }
}
