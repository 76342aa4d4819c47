// One perpetual in one world (real or paper): the spot matching engine for its book, its trades and candles, its
// mark and funding, and the settlement of users' fills into positions and the futures wallet (docs/futures.md).
import type {
  AccountKind,
  FuturesCancelReason,
  FuturesFill,
  FuturesOrder,
  FuturesPlaceOrderAnswer,
  FuturesPlaceOrderRequest,
  Kline,
  MarkPrice,
  PositionSide,
  Trade,
  TriggerBy,
  TriggerSpec,
} from '../../src/core/trading/contract';
import { maxNotionalForLeverage } from '../../src/core/trading/futures/risk-tiers';
import { feeAtoms, formatUnits, quoteAtoms, toUnits } from '../market/amounts';
import { CandleSeries } from '../market/candles';
import { MatchingEngine } from '../market/engine/matching-engine';
import type { EngineOrderInput, EngineTrade, PlaceResult } from '../market/engine/types';
import { checkClientOrderId, checkNotional, checkPriceBand } from '../market/order-check';
import { placedStatus } from '../market/placement-status';
import { marketTakeLimit, outsideTakeBand } from '../market/price-protection';
import { restingOf } from '../market/row-views';
import { MAX_OPEN_ORDERS } from '../market/symbol-rules';
import { refuse } from '../market/trading-error';
import { refuseFutures } from './futures-error';
import { bankruptcyTicks } from './bankruptcy-price';
import { accountFigures, atomsToBig, bigToAtoms, exposureOf, orderMarginOf, settingsOf } from './futures-account';
import type { MarkSource } from './futures-account';
import { fillOf, guardsPosition, orderOf } from './futures-rows';
import type { FuturesFillRow, FuturesOrderRow, FuturesStore, JournalKind, PositionRow } from './futures-store';
import { FUTURES_MAKER_FEE_PPM, FUTURES_TAKER_FEE_PPM } from './futures-symbols';
import type { FuturesSymbol } from './futures-symbols';
import { MarkState } from './mark-state';

const RECENT_TRADES = 500;

function isUser(account: string): boolean {
  return !account.startsWith('~');
}

function opposite(side: 'buy' | 'sell'): 'buy' | 'sell' {
  return side === 'buy' ? 'sell' : 'buy';
}

/** Whether `price` has reached a conditional order's stop: a stop buy and a take-profit sell fire rising. */
function crossed(row: Pick<FuturesOrderRow, 'side' | 'type' | 'stop_ticks'>, price: number): boolean {
  if (row.stop_ticks === null) return false;
  const rising = (row.type === 'stopMarket') === (row.side === 'buy');
  return rising ? price >= row.stop_ticks : price <= row.stop_ticks;
}

/** A conditional order that may fire: any but a pre-TP/SL whose entry has not filled yet. */
function armed(row: FuturesOrderRow): boolean {
  return row.entry_order_id === null || row.qty_lots > 0;
}

/** What a futures market tells the streams, after the transaction that caused it committed. */
export interface FuturesMarketEvents {
  trades(market: FuturesMarket, trades: readonly Trade[]): void;
  klines(market: FuturesMarket, klines: readonly Kline[]): void;
  order(accountId: string, order: FuturesOrder): void;
  fill(accountId: string, fill: FuturesFill): void;
  /** The account's position (and balance) on `symbol` changed. */
  touched(accountId: string, kind: AccountKind, symbols: readonly string[]): void;
  funding(accountId: string, kind: AccountKind, rowId: number): void;
  liquidation(accountId: string, kind: AccountKind, rowId: number): void;
}

export interface FuturesMarketDeps {
  readonly store: FuturesStore;
  readonly marks: MarkSource;
  readonly nextOrderId: () => number;
  /** The market's trade ids (server/market/id-sequence.ts). */
  readonly tradeIds: () => number;
  readonly clock: () => number;
  readonly events: FuturesMarketEvents;
  /**
   * Closes every cross position of the account, on every symbol of this world, in one transaction: a cross
   * account's margin is one pool, so reaching maintenance liquidates all it holds (docs/futures.md "Liquidation").
   */
  readonly liquidateCross: (account: string, kind: AccountKind, now: number) => void;
}

/** A take-profit or stop-loss sent with an entry order, checked before anything is placed. */
interface Attachment {
  type: 'stopMarket' | 'takeProfitMarket';
  stop: number;
  triggerBy: TriggerBy;
}

interface Checked {
  side: 'buy' | 'sell';
  type: FuturesOrderRow['type'];
  timeInForce: FuturesOrderRow['time_in_force'];
  price: number | undefined;
  lots: number;
  stop: number | undefined;
}

export class FuturesMarket {
  readonly engine: MatchingEngine;
  readonly candles: CandleSeries;
  readonly mark: MarkState;
  private readonly recent: Trade[] = [];
  private lastTicks: number | undefined;
  /** Conditional orders waiting for their trigger, by id. */
  private readonly waiting = new Map<number, FuturesOrderRow>();
  private pendingOrders: FuturesOrderRow[] = [];
  private pendingFills: Array<FuturesFillRow & { client_order_id: string; market: AccountKind }> = [];
  private touched = new Map<string, Set<string>>();
  // Accounts whose position on this perpetual closed in the trades being settled: their resting reduce-only orders
  // are cancelled once every trade of the batch is settled (one of them may be a maker later in the same batch).
  private readonly closedPositions = new Set<string>();
  private pendingFunding: Array<[string, number]> = [];
  private pendingLiquidations: Array<[string, number]> = [];

  constructor(
    readonly kind: AccountKind,
    readonly futures: FuturesSymbol,
    private readonly deps: FuturesMarketDeps,
  ) {
    this.engine = new MatchingEngine({ tradeIds: deps.tradeIds });
    this.candles = new CandleSeries(futures.rules.symbol, futures.spot.coin, futures.spot.qtyDecimals);
    this.mark = new MarkState(futures, deps.clock(), deps.store.lastRate(kind, futures.rules.symbol)?.rate);
  }

  /** The spot-shaped symbol spec the simulated traders read (coin, decimals). */
  get spec() {
    return this.futures.spot;
  }

  get symbol(): string {
    return this.futures.rules.symbol;
  }

  get lastPrice(): number | undefined {
    return this.lastTicks;
  }

  /** Puts the stored open orders of this market back: limit orders into the book, conditional ones on watch. */
  restore(rows: readonly FuturesOrderRow[]): void {
    const resting = rows.filter((row) => row.type === 'limit');
    for (const row of rows) if (row.type === 'stopMarket' || row.type === 'takeProfitMarket') this.waiting.set(row.id, row);
    this.engine.restore(resting.map(restingOf));
  }

  recentTrades(limit: number): Trade[] {
    return this.recent.slice(-limit);
  }

  conditionalOrdersOf(account: string): FuturesOrderRow[] {
    return [...this.waiting.values()].filter((row) => row.account_id === account);
  }

  markView(now: number): MarkPrice {
    const pd = this.spec.priceDecimals;
    return {
      symbol: this.symbol,
      markPrice: formatUnits(BigInt(this.mark.markTicks), pd),
      indexPrice: formatUnits(BigInt(this.mark.indexTicks), pd),
      lastPrice: this.lastTicks === undefined ? null : formatUnits(BigInt(this.lastTicks), pd),
      fundingRate: this.mark.lastFundingRate,
      predictedFundingRate: this.mark.predictedRate().toFixed(),
      nextFundingTime: this.mark.nextFundingTime,
      fundingIntervalMs: this.mark.intervalMs,
      time: now,
    };
  }

  // ---- users' orders ----

  placeUser(account: string, request: FuturesPlaceOrderRequest): FuturesPlaceOrderAnswer {
    const { store } = this.deps;
    checkClientOrderId(request.clientOrderId);
    if (request.clientOrderId !== undefined) {
      const earlier = store.byClientId(account, request.clientOrderId);
      if (earlier !== undefined) return { order: orderOf(earlier), fills: [], attached: [], duplicate: true };
    }
    const checked = this.check(request);
    const reduceOnly = request.reduceOnly === true || request.closePosition === true;
    const conditional = checked.type === 'stopMarket' || checked.type === 'takeProfitMarket';
    if (store.openOrdersOf(account, this.symbol).length >= MAX_OPEN_ORDERS) throw refuse('TOO_MANY_OPEN_ORDERS');
    const attachments = this.checkAttachments(request, checked, reduceOnly);
    const settings = settingsOf(store, account, this.futures);
    if (!conditional) this.checkExposure(account, checked, reduceOnly, settings.leverage);
    if (checked.timeInForce === 'postOnly' && this.engine.fillable({ side: checked.side, price: checked.price, account, qty: 1 }) > 0) {
      throw refuse('POST_ONLY_WOULD_TAKE');
    }
    if (checked.timeInForce === 'FOK' && this.engine.cost({ side: checked.side, price: checked.price, account, qty: checked.lots }).lots < checked.lots) {
      throw refuse('FOK_UNFILLED');
    }
    const now = this.deps.clock();
    const row = this.newRow(account, request, checked, settings.leverage, reduceOnly, now);
    const attached: FuturesOrderRow[] = [];
    let fills: FuturesFill[] = [];
    this.inTransaction(() => {
      store.insertOrder(row);
      // Placed before the entry trades, so a fill of the entry at once arms them at once.
      for (const attachment of attachments) attached.push(this.attachToEntry(row, attachment, now));
      if (conditional) {
        this.waiting.set(row.id, row);
        this.pendingOrders.push(row);
      } else {
        fills = this.execute(row, now);
      }
    });
    const stored = (id: number) => orderOf(store.order(id) as FuturesOrderRow);
    return { order: stored(row.id), fills, attached: attached.map((entry) => stored(entry.id)), duplicate: false };
  }

  /**
   * The pre-TP/SL of an order: only with an order that may open a position, each on the far side of the entry's
   * price (its limit or stop price) and of the price it watches now, so it cannot fire the moment it is armed.
   */
  private checkAttachments(request: FuturesPlaceOrderRequest, checked: Checked, reduceOnly: boolean): Attachment[] {
    const specs = [
      ['takeProfitMarket', request.takeProfit],
      ['stopMarket', request.stopLoss],
    ] as const;
    const attachments: Attachment[] = [];
    for (const [type, spec] of specs) {
      if (spec === undefined) continue;
      if (reduceOnly) throw refuse('BAD_ORDER_PARAMETERS', 'take-profit and stop-loss go with an order that may open a position');
      const attachment = { type, stop: this.ticksOf(spec.stopPrice), triggerBy: spec.triggerBy ?? 'LAST' };
      const row = { side: opposite(checked.side), type, stop_ticks: attachment.stop, trigger_by: attachment.triggerBy };
      const entryPrice = checked.price ?? checked.stop;
      if (entryPrice !== undefined && crossed(row, entryPrice)) {
        const long = checked.side === 'buy';
        const above = (type === 'takeProfitMarket') === long;
        throw refuseFutures('BAD_STOP_PRICE', `the ${type === 'takeProfitMarket' ? 'take-profit' : 'stop-loss'} of a ${long ? 'long' : 'short'} must be ${above ? 'above' : 'below'} the entry price`);
      }
      if (this.fires(row)) throw refuseFutures('BAD_STOP_PRICE', `the ${type === 'takeProfitMarket' ? 'take-profit' : 'stop-loss'} would trigger at once`);
      attachments.push(attachment);
    }
    return attachments;
  }

  /** A pre-TP/SL waiting on its entry: reduce-only, on the other side, for nothing until the entry fills. */
  private attachToEntry(entry: FuturesOrderRow, attachment: Attachment, now: number): FuturesOrderRow {
    const id = this.deps.nextOrderId();
    const row: FuturesOrderRow = {
      id, account_id: entry.account_id, market: this.kind, client_order_id: `g${id}`, symbol: this.symbol, side: opposite(entry.side),
      type: attachment.type, time_in_force: 'IOC', price_ticks: null, qty_lots: 0, filled_lots: 0, filled_quote: '0', reduce_only: 1,
      close_position: 0, stop_ticks: attachment.stop, trigger_by: attachment.triggerBy, triggered_at: null, leverage: entry.leverage,
      status: 'new', cancel_reason: null, seq: id, created_at: now, updated_at: now, entry_order_id: entry.id,
    };
    this.deps.store.insertOrder(row);
    this.waiting.set(id, row);
    this.pendingOrders.push(row);
    return row;
  }

  /**
   * The entry filled `lots` more: its TP/SL guard what they guarded plus this fill, never more than the position
   * now holds on the entry's side (a position closed or shrunk between two fills is not guarded for what it no
   * longer holds), and may fire from now on.
   */
  private armAttached(entry: FuturesOrderRow, lots: number, now: number): void {
    const held = this.signedSize(entry.account_id);
    const open = entry.side === 'buy' ? Math.max(0, held) : Math.max(0, -held);
    for (const row of this.waiting.values()) {
      if (row.entry_order_id !== entry.id) continue;
      const qty = Math.min(row.qty_lots + lots, open);
      if (qty === row.qty_lots) continue;
      row.qty_lots = qty;
      row.updated_at = now;
      this.deps.store.updateOrder(row);
      this.pendingOrders.push(row);
    }
  }

  /**
   * The entry ended: TP/SL that guard nothing (it never filled, or what it filled is gone) have nothing left to
   * wait for. Those guarding a position stay.
   */
  private dropAttached(entry: FuturesOrderRow, now: number): void {
    for (const row of [...this.waiting.values()]) {
      if (row.entry_order_id === entry.id && row.qty_lots === 0) this.cancelRow(row, entry.filled_lots === 0 ? 'entryCanceled' : 'reduceOnly', now);
    }
  }

  /** Whether an entry order may still fill (its TP/SL then wait for that fill instead of ending with the position). */
  private entryOpen(entryId: number): boolean {
    const entry = this.deps.store.order(entryId) as FuturesOrderRow | undefined;
    return entry !== undefined && (entry.status === 'new' || entry.status === 'partiallyFilled');
  }

  /**
   * The trigger of a position's TP or SL in ticks, or the refusal it would meet (off the tick, or one that would fire
   * at once). Nothing changes: a caller replacing a TP/SL checks the new one before it cancels the old.
   */
  checkAttach(side: 'buy' | 'sell', type: 'stopMarket' | 'takeProfitMarket', stopPrice: string, triggerBy: 'MARK' | 'LAST'): number {
    const stop = this.ticksOf(stopPrice);
    if (this.fires({ side, type, stop_ticks: stop, trigger_by: triggerBy })) throw refuseFutures('BAD_STOP_PRICE', 'it would trigger at once');
    return stop;
  }

  /** A close-position conditional order (a position's TP or SL). */
  attach(account: string, side: 'buy' | 'sell', type: 'stopMarket' | 'takeProfitMarket', stopPrice: string, triggerBy: 'MARK' | 'LAST', leverage: number, now: number): FuturesOrderRow {
    const stop = this.checkAttach(side, type, stopPrice, triggerBy);
    const id = this.deps.nextOrderId();
    const row: FuturesOrderRow = {
      id, account_id: account, market: this.kind, client_order_id: `g${id}`, symbol: this.symbol, side, type,
      time_in_force: 'IOC', price_ticks: null, qty_lots: 0, filled_lots: 0, filled_quote: '0', reduce_only: 1, close_position: 1,
      stop_ticks: stop, trigger_by: triggerBy, triggered_at: null, leverage, status: 'new', cancel_reason: null, seq: id,
      created_at: now, updated_at: now, entry_order_id: null,
    };
    this.deps.store.insertOrder(row);
    this.waiting.set(id, row);
    this.pendingOrders.push(row);
    return row;
  }

  /**
   * A change a call makes to the account's position here rather than a trade (its TP/SL replaced, its leverage set):
   * `work` runs in one transaction, the position's `updatedAt` moves on, and the streams hear of it once, after the
   * commit, in its final state. Told step by step, a TP/SL replacement showed the position without its old stop-loss
   * and before its new one, a frame that could reach the page after the call's answer and undo it there.
   */
  changePosition(account: string, work: (now: number) => void): void {
    const { store } = this.deps;
    const now = this.deps.clock();
    this.inTransaction(() => {
      work(now);
      const position = store.position(account, this.symbol);
      if (position === undefined) return;
      position.updated_at = now;
      store.putPosition(position);
      this.touch(account);
    });
  }

  /**
   * Inside `changePosition`: the position's take-profit or stop-loss (`type`) becomes `wanted`, or none for null. The
   * new one replaces every one the position shows, its own or one its entry order brought.
   */
  replaceTrigger(account: string, side: 'buy' | 'sell', type: 'stopMarket' | 'takeProfitMarket', wanted: TriggerSpec | null, leverage: number, now: number): void {
    for (const row of this.conditionalOrdersOf(account)) {
      if (guardsPosition(row) && row.type === type) this.cancelRow(row, 'user', now);
    }
    if (wanted !== null) this.attach(account, side, type, wanted.stopPrice, wanted.triggerBy ?? 'LAST', leverage, now);
  }

  cancelUser(row: FuturesOrderRow, reason: FuturesCancelReason = 'user'): FuturesOrder {
    if (row.status !== 'new' && row.status !== 'partiallyFilled') throw refuse('ORDER_CLOSED');
    const now = this.deps.clock();
    this.inTransaction(() => this.cancelRow(row, reason, now));
    return orderOf(this.deps.store.order(row.id) as FuturesOrderRow);
  }

  /**
   * A simulated trader's order: not stored; fills against users' resting orders settle those. A simulated taker's
   * market order comes with its price protection bound around the simulated reference (server/market/liquidity.ts).
   */
  placeSim(input: EngineOrderInput): PlaceResult {
    const now = this.deps.clock();
    const cuts = this.reduceOnlyCuts(input);
    if (cuts.length > 0) this.inTransaction(() => this.applyCuts(cuts, now));
    const result = this.engine.place(input);
    // Most simulated trades touch no user: only those that do need a transaction.
    if (result.trades.some((trade) => isUser(trade.makerAccount))) this.inTransaction(() => void this.settle(result.trades, undefined, now));
    else {
      this.settle(result.trades, undefined, now);
      this.flush();
    }
    return result;
  }

  // ---- mark, triggers, liquidation, funding ----

  /** A new mark sample; then the orders it triggers, the positions it liquidates, and funding when it is due. */
  tick(now: number): void {
    this.mark.update(now, this.engine, this.lastTicks);
    this.afterPriceChange(now);
    if (now >= this.mark.nextFundingTime) this.settleFunding(now);
  }

  /** Pins (or, undefined, releases) the mark, and acts on it at once. */
  pin(ticks: number | undefined, now: number): void {
    this.mark.pin(ticks);
    if (ticks === undefined) this.mark.update(now, this.engine, this.lastTicks);
    this.afterPriceChange(now);
  }

  afterPriceChange(now: number): void {
    for (const row of [...this.waiting.values()]) {
      if (this.waiting.has(row.id) && armed(row) && this.fires(row)) this.inTransaction(() => this.trigger(row, now));
    }
    this.liquidateWhereDue(now);
  }

  settleFunding(now: number): void {
    const rate = this.mark.settle();
    const { store } = this.deps;
    const pd = this.spec.priceDecimals;
    const qd = this.spec.qtyDecimals;
    const markTicks = this.mark.markTicks;
    this.inTransaction(() => {
      store.putRate(this.kind, this.symbol, this.mark.nextFundingTime - this.mark.intervalMs, rate.toFixed());
      for (const position of store.positionsIn(this.kind, this.symbol)) {
        // size x mark x rate: exact in atoms (qty + price decimals + 8 rate decimals stay under 18).
        const notional = quoteAtoms(BigInt(markTicks) * BigInt(position.size_lots), pd, qd);
        const amount = bigToAtoms(atomsToBig(notional).times(rate).times(position.side === 'LONG' ? -1 : 1));
        this.creditCovered(position.account_id, amount, 'funding', now);
        if (BigInt(position.isolated_margin) > 0n) {
          const margin = BigInt(position.isolated_margin) + amount;
          position.isolated_margin = (margin > 0n ? margin : 0n).toString();
          position.updated_at = now;
          store.putPosition(position);
        }
        const row = store.addFunding({
          account_id: position.account_id, market: this.kind, symbol: this.symbol, side: position.side, size_lots: position.size_lots,
          mark_ticks: markTicks, rate: rate.toFixed(), amount: amount.toString(), time: now,
        });
        this.pendingFunding.push([position.account_id, row.id]);
        this.touch(position.account_id);
      }
    });
  }

  /**
   * Liquidates where margin reached maintenance: an isolated position of this market on its own margin; a cross
   * account holding a position here on its cross margin balance (wallet - isolated margins + cross unrealized PnL)
   * against the sum of its cross positions' maintenance margins, which closes every cross position it holds.
   */
  liquidateWhereDue(now: number): void {
    const { store, marks } = this.deps;
    for (const position of store.positionsIn(this.kind, this.symbol)) {
      const figures = accountFigures(store, position.account_id, this.kind, marks);
      const mine = figures.positions.find((entry) => entry.row.symbol === this.symbol);
      if (mine === undefined) continue;
      if (mine.mode === 'ISOLATED') {
        if (BigInt(position.isolated_margin) + mine.upnl <= mine.maintenance) this.inTransaction(() => this.liquidate(position, 'ISOLATED', now));
      } else if (figures.wallet - figures.isolatedTotal + figures.crossUpnl <= figures.crossMaintenance) {
        this.deps.liquidateCross(position.account_id, this.kind, now);
      }
    }
  }

  /**
   * Part of a cross liquidation (FuturesExchange.liquidateCross), inside its transaction: closes the account's
   * position here if it is a cross one. The caller flushes (or forgets) what it queued.
   */
  liquidateCrossPosition(account: string, now: number): void {
    const position = this.deps.store.position(account, this.symbol);
    if (position === undefined || settingsOf(this.deps.store, account, this.futures).margin_mode !== 'CROSS') return;
    this.liquidate(position, 'CROSS', now);
  }

  /**
   * Cancels every open order of the account on this perpetual, resting and conditional, so the margin they hold is
   * free before a liquidation closes anything (Binance's liquidation protocol cancels the open orders first). An
   * isolated liquidation calls it for its own symbol; a cross one (FuturesExchange.liquidateCross) for every
   * perpetual of the account's world, inside its transaction. An order already ended by an earlier cancel here
   * (a pre-TP/SL whose entry went) is not cancelled twice.
   */
  cancelForLiquidation(account: string, now: number): void {
    const { store } = this.deps;
    for (const listed of store.openOrdersOf(account, this.symbol)) {
      const row = this.waiting.get(listed.id) ?? (store.order(listed.id) as FuturesOrderRow);
      if (row.status === 'new' || row.status === 'partiallyFilled') this.cancelRow(row, 'liquidation', now);
    }
    for (const row of this.conditionalOrdersOf(account)) this.cancelRow(row, 'liquidation', now);
  }

  // ---- internals ----

  private check(request: FuturesPlaceOrderRequest): Checked {
    const { type } = request;
    const market = type === 'market';
    const conditional = type === 'stopMarket' || type === 'takeProfitMarket';
    const timeInForce = request.timeInForce ?? (type === 'limit' ? 'GTC' : 'IOC');
    if (type === 'limit' && request.price === undefined) throw refuse('BAD_ORDER_PARAMETERS', 'a limit order needs a price');
    if (type !== 'limit' && request.price !== undefined) throw refuse('BAD_ORDER_PARAMETERS', 'only a limit order takes a price');
    if (type !== 'limit' && timeInForce !== 'IOC') throw refuse('BAD_ORDER_PARAMETERS', 'market and conditional orders are IOC');
    if (!conditional && (request.stopPrice !== undefined || request.triggerBy !== undefined)) {
      throw refuse('BAD_ORDER_PARAMETERS', 'only a conditional order takes a stop price');
    }
    if (conditional && request.stopPrice === undefined) throw refuseFutures('BAD_STOP_PRICE', 'a conditional order needs a stop price');
    if (request.closePosition === true && (!conditional || request.qty !== undefined)) {
      throw refuse('BAD_ORDER_PARAMETERS', 'closePosition is for a conditional order without a quantity');
    }
    if (request.closePosition !== true && request.qty === undefined) throw refuse('BAD_ORDER_PARAMETERS', 'a quantity is needed');
    const price = request.price === undefined ? undefined : this.ticksOf(request.price);
    const stop = request.stopPrice === undefined ? undefined : this.ticksOf(request.stopPrice);
    let lots = 0;
    if (request.qty !== undefined) {
      const units = toUnits(request.qty, this.spec.qtyDecimals);
      if (units === undefined) throw refuse('QTY_OFF_STEP', `step size ${this.futures.rules.stepSize}`);
      if (units < BigInt(this.spec.minLots) || units > BigInt(this.spec.maxLots)) {
        throw refuse('QTY_OUT_OF_RANGE', `${this.futures.rules.minQty} to ${this.futures.rules.maxQty}`);
      }
      lots = Number(units);
    }
    if (price !== undefined && request.reduceOnly !== true) checkNotional(BigInt(price) * BigInt(lots), this.spec);
    if (price !== undefined) checkPriceBand(price, this.mark.markTicks, this.spec, this.futures.rules);
    if (conditional && this.fires({ side: request.side, type, stop_ticks: stop ?? null, trigger_by: request.triggerBy ?? 'LAST' })) {
      throw refuseFutures('BAD_STOP_PRICE', 'it would trigger at once');
    }
    if (market && lots > 0) {
      // Nothing within the price protection band: refused as Binance refuses it, rather than placed to expire at once.
      const bound = this.takeLimit(request.side);
      if (this.engine.fillable({ side: request.side, price: bound, account: '~check', qty: 1 }) === 0) {
        throw this.engine.fillable({ side: request.side, price: undefined, account: '~check', qty: 1 }) === 0 ? refuse('NO_LIQUIDITY') : outsideTakeBand(request.side, bound, this.spec);
      }
    }
    return { side: request.side, type, timeInForce, price, lots, stop };
  }

  /** The worst price a user's market order of `side` may trade at now: the band around the mark (price-protection.ts). */
  private takeLimit(side: 'buy' | 'sell'): number {
    return marketTakeLimit(side, this.mark.markTicks, this.futures.rules);
  }

  private ticksOf(text: string): number {
    const ticks = toUnits(text, this.spec.priceDecimals);
    if (ticks === undefined) throw refuse('PRICE_OFF_TICK', `tick size ${this.futures.rules.tickSize}`);
    if (ticks <= 0n || ticks > 2n ** 50n) throw refuse('BAD_ORDER_PARAMETERS', 'price out of range');
    return Number(ticks);
  }

  /** The signed position in lots: + long, - short, 0 none. */
  private signedSize(account: string): number {
    const position = this.deps.store.position(account, this.symbol);
    if (position === undefined) return 0;
    return position.side === 'LONG' ? position.size_lots : -position.size_lots;
  }

  /**
   * The lots of an order of `side` that would open or grow a position (the rest only reduces it), when `taken` lots
   * of the position are already left to other orders to reduce.
   */
  private openingLots(account: string, side: 'buy' | 'sell', lots: number, taken = 0): number {
    const held = this.signedSize(account);
    const reducing = side === 'buy' ? Math.max(0, -held) : Math.max(0, held);
    return Math.max(0, lots - Math.max(0, reducing - taken));
  }

  /**
   * Reduce-only, tier cap and margin checks of an order about to trade or rest. The cap of the leverage's tier bounds
   * the direction the order would open: the position held that way, priced at the order's price, plus what the open
   * orders of that side, this one included, would open beyond what they reduce (exposureOf). An order that only
   * reduces leaves that side at zero while the position is not all taken by the closing orders, so it is never
   * refused for the cap; once it is, any further order of that side opens, itself or by pushing a dearer one past
   * the position.
   */
  private checkExposure(account: string, checked: Checked, reduceOnly: boolean, leverage: number): void {
    const { store, marks } = this.deps;
    const opening = this.openingLots(account, checked.side, checked.lots);
    if (reduceOnly) {
      if (opening > 0) throw refuseFutures('REDUCE_ONLY_REJECTED');
      return;
    }
    const pd = this.spec.priceDecimals;
    const qd = this.spec.qtyDecimals;
    const priceTicks = checked.price ?? (checked.side === 'buy' ? this.engine.bestAsk() : this.engine.bestBid()) ?? this.mark.markTicks;
    const position = store.position(account, this.symbol);
    const held = quoteAtoms(BigInt(priceTicks) * BigInt(position?.size_lots ?? 0), pd, qd);
    const open = store.openOrdersOf(account, this.symbol);
    // This order as one more in the book, at the price it is checked at; the newest, so the last at that price.
    const incoming = {
      id: Number.MAX_SAFE_INTEGER, side: checked.side, type: 'limit', reduce_only: 0, close_position: 0, price_ticks: priceTicks,
      qty_lots: checked.lots, filled_lots: 0, stop_ticks: null,
    } as const;
    const exposure = exposureOf([...open, incoming], position, held, this.futures)[checked.side];
    if (atomsToBig(exposure).gt(maxNotionalForLeverage(this.futures.rules.riskTiers, leverage))) throw refuseFutures('POSITION_LIMIT_EXCEEDED');
    // The position can be reduced only once: what the account's resting orders of this side already take of it is
    // not there for this order to reduce (docs/futures.md "Order margin"). Counted against the position alone, each
    // of any number of closing orders opened "nothing" and was placed without margin, and filled they opened a
    // position far beyond the wallet.
    const taken = open.reduce((sum, row) => (row.side === checked.side && row.type === 'limit' ? sum + row.qty_lots - row.filled_lots : sum), 0);
    const margined = this.openingLots(account, checked.side, checked.lots, taken);
    if (margined === 0) return;
    const notional = checked.type === 'market'
      ? quoteAtoms(this.engine.cost({ side: checked.side, price: this.takeLimit(checked.side), account, qty: margined }).tickLots, pd, qd)
      : quoteAtoms(BigInt(priceTicks) * BigInt(margined), pd, qd);
    const required = notional / BigInt(leverage) + feeAtoms(notional, FUTURES_TAKER_FEE_PPM);
    if (accountFigures(store, account, this.kind, marks).available < required) throw refuseFutures('INSUFFICIENT_MARGIN');
  }

  private newRow(account: string, request: FuturesPlaceOrderRequest, checked: Checked, leverage: number, reduceOnly: boolean, now: number): FuturesOrderRow {
    const id = this.deps.nextOrderId();
    return {
      id, account_id: account, market: this.kind, client_order_id: request.clientOrderId ?? `g${id}`, symbol: this.symbol,
      side: checked.side, type: checked.type, time_in_force: checked.timeInForce, price_ticks: checked.price ?? null,
      qty_lots: checked.lots, filled_lots: 0, filled_quote: '0', reduce_only: reduceOnly ? 1 : 0,
      close_position: request.closePosition === true ? 1 : 0, stop_ticks: checked.stop ?? null,
      trigger_by: checked.stop === undefined ? null : (request.triggerBy ?? 'LAST'), triggered_at: null, leverage,
      status: 'new', cancel_reason: null, seq: id, created_at: now, updated_at: now, entry_order_id: null,
    };
  }

  /** Whether a conditional order's trigger price has been crossed (TRADING.md "TP/SL"). */
  private fires(row: Pick<FuturesOrderRow, 'side' | 'type' | 'stop_ticks' | 'trigger_by'>): boolean {
    const price = row.trigger_by === 'MARK' ? this.mark.markTicks : this.lastTicks;
    return price !== undefined && crossed(row, price);
  }

  /** A conditional order fires: it trades at market what it may (the position, for a close-position order). */
  private trigger(row: FuturesOrderRow, now: number): void {
    this.waiting.delete(row.id);
    row.triggered_at = now;
    const held = this.signedSize(row.account_id);
    const reducible = row.side === 'buy' ? Math.max(0, -held) : Math.max(0, held);
    if (row.close_position === 1) row.qty_lots = reducible;
    else if (row.reduce_only === 1) row.qty_lots = Math.min(row.qty_lots, reducible);
    if (row.qty_lots === 0) {
      this.cancelRow(row, 'reduceOnly', now);
      return;
    }
    if (row.reduce_only === 0) {
      try {
        this.checkExposure(row.account_id, { side: row.side, type: 'market', timeInForce: 'IOC', price: undefined, lots: row.qty_lots, stop: undefined }, false, row.leverage);
      } catch {
        this.cancelRow(row, 'triggerFailed', now);
        return;
      }
    }
    this.execute(row, now);
  }

  /**
   * Runs an order through the engine and settles what it traded. A market order (placed, or a conditional one that
   * fired) trades within `bound`: the price protection band around the mark unless the caller sets another (a
   * liquidation's bankruptcy price).
   */
  private execute(row: FuturesOrderRow, now: number, bound = row.type === 'limit' ? undefined : this.takeLimit(row.side)): FuturesFill[] {
    const input: EngineOrderInput = {
      id: row.id, account: row.account_id, side: row.side, price: row.price_ticks ?? undefined, qty: row.qty_lots,
      timeInForce: row.type === 'limit' ? row.time_in_force : 'IOC', bound,
    };
    this.applyCuts(this.reduceOnlyCuts(input), now);
    const result = this.engine.place(input);
    const fills = this.settle(result.trades, row, now);
    const { status, reason } = placedStatus(result);
    this.save(row, status, reason, now);
    return fills;
  }

  /**
   * The resting reduce-only orders `taker` would reach that hold more than their position can still lose, each with
   * the lots it may keep. The checks at placement see the position as it is then; but it may shrink while the order
   * rests (a plain order closing part of it), and several reduce-only orders may each cover the whole of it. The
   * engine fills what rests, so without this one buyer taking two reduce-only sells of a long's whole size closed the
   * long with the first and opened a short with the second: a position opened past the margin and tier checks, that
   * the insurance fund backs. Walked in the engine's own fill order (price, then time; stopping where the taker's
   * price, its price protection or self-trade prevention stops it), with each account's position moved by what its
   * orders ahead take.
   */
  private reduceOnlyCuts(taker: EngineOrderInput): Array<[row: FuturesOrderRow, keep: number]> {
    const { store } = this.deps;
    const cuts: Array<[FuturesOrderRow, number]> = [];
    const sizes = new Map<string, number>();
    let left = taker.qty;
    const limit = taker.price ?? taker.bound;
    const book = taker.side === 'buy' ? this.engine.asks : this.engine.bids;
    walk: for (const level of book.walk()) {
      if (limit !== undefined && (taker.side === 'buy' ? level.price > limit : level.price < limit)) break;
      for (let maker = level.head; maker !== undefined; maker = maker.next) {
        if (maker.account === taker.account) break walk;
        let lots = Math.min(maker.remaining, left);
        if (isUser(maker.account)) {
          const size = sizes.get(maker.account) ?? this.signedSize(maker.account);
          const row = store.order(maker.id) as FuturesOrderRow;
          const reducible = maker.side === 'buy' ? Math.max(0, -size) : Math.max(0, size);
          if (row.reduce_only === 1 && maker.remaining > reducible) {
            cuts.push([row, reducible]);
            lots = Math.min(reducible, left);
          }
          sizes.set(maker.account, size + (maker.side === 'buy' ? lots : -lots));
        }
        left -= lots;
        if (left === 0) break walk;
      }
    }
    return cuts;
  }

  /** Cuts each order to the lots it may keep (`reduceOnlyCuts`), cancelling one that may keep none. */
  private applyCuts(cuts: ReadonlyArray<[row: FuturesOrderRow, keep: number]>, now: number): void {
    for (const [row, keep] of cuts) {
      if (keep === 0) {
        this.cancelRow(row, 'reduceOnly', now);
        continue;
      }
      this.engine.cut(row.id, keep);
      row.qty_lots = row.filled_lots + keep;
      this.save(row, row.status, null, now);
    }
  }

  private settle(trades: readonly EngineTrade[], taker: FuturesOrderRow | undefined, now: number): FuturesFill[] {
    const takerFills: FuturesFill[] = [];
    for (const trade of trades) {
      this.lastTicks = trade.price;
      if (taker !== undefined) takerFills.push(this.fill(taker, trade, 'taker', now));
      if (isUser(trade.makerAccount)) {
        const maker = this.deps.store.order(trade.makerId) as FuturesOrderRow;
        this.fill(maker, trade, 'maker', now);
        this.save(maker, trade.makerRemaining === 0 ? 'filled' : 'partiallyFilled', null, now);
      }
    }
    if (trades.length > 0) this.tape(trades, now);
    this.cancelRestingReduceOnly(now);
    return takerFills;
  }

  /**
   * A position that closed leaves its resting reduce-only orders nothing to reduce: they are cancelled, as exchanges
   * do, rather than left to open a position the other way when they fill. After a reverse, those on the old
   * position's closing side would grow the new one, and go too; a reduce-only order already on the new position's
   * closing side stays.
   */
  private cancelRestingReduceOnly(now: number): void {
    if (this.closedPositions.size === 0) return;
    const { store } = this.deps;
    for (const account of this.closedPositions) {
      const size = this.signedSize(account);
      const reducing = size === 0 ? undefined : reducingSide(size > 0 ? 'LONG' : 'SHORT');
      for (const listed of store.openOrdersOf(account, this.symbol)) {
        if (listed.type !== 'limit' || listed.reduce_only !== 1 || listed.side === reducing) continue;
        const row = store.order(listed.id) as FuturesOrderRow;
        if (row.status === 'new' || row.status === 'partiallyFilled') this.cancelRow(row, 'reduceOnly', now);
      }
    }
    this.closedPositions.clear();
  }

  /** One fill of one user order: the position grows, shrinks or flips; PnL and the fee settle in the wallet. */
  private fill(row: FuturesOrderRow, trade: EngineTrade, liquidity: 'maker' | 'taker', now: number): FuturesFill {
    const { store } = this.deps;
    const pd = this.spec.priceDecimals;
    const qd = this.spec.qtyDecimals;
    const quote = quoteAtoms(BigInt(trade.price) * BigInt(trade.qty), pd, qd);
    const fee = feeAtoms(quote, liquidity === 'maker' ? FUTURES_MAKER_FEE_PPM : FUTURES_TAKER_FEE_PPM);
    const realized = this.applyToPosition(row.account_id, row.side, trade.price, trade.qty, row.leverage, now);
    this.creditCovered(row.account_id, realized, 'pnl', now);
    this.creditCovered(row.account_id, -fee, 'fee', now, fee);
    row.filled_lots += trade.qty;
    row.filled_quote = (BigInt(row.filled_quote) + quote).toString();
    row.updated_at = now;
    this.armAttached(row, trade.qty, now);
    const stored = store.addFill({
      trade_id: trade.tradeId, order_id: row.id, account_id: row.account_id, symbol: this.symbol, side: row.side,
      price_ticks: trade.price, qty_lots: trade.qty, quote: quote.toString(), fee: fee.toString(), realized_pnl: realized.toString(),
      liquidity, time: now,
    });
    this.pendingFills.push(stored);
    this.touch(row.account_id);
    return fillOf(stored);
  }

  /**
   * Applies a trade of `lots` at `priceTicks` to the account's position and answers the PnL it realised. An
   * isolated position takes its opening margin from the wallet's free part and gives back its share on a close.
   */
  private applyToPosition(account: string, side: 'buy' | 'sell', priceTicks: number, lots: number, leverage: number, now: number): bigint {
    const { store } = this.deps;
    const pd = this.spec.priceDecimals;
    const qd = this.spec.qtyDecimals;
    const isolated = settingsOf(store, account, this.futures).margin_mode === 'ISOLATED';
    const direction: PositionSide = side === 'buy' ? 'LONG' : 'SHORT';
    const position: PositionRow = store.position(account, this.symbol) ?? {
      account_id: account, market: this.kind, symbol: this.symbol, side: direction, size_lots: 0, entry_quote: '0', isolated_margin: '0', updated_at: now,
    };
    const sideBefore = position.size_lots > 0 ? position.side : undefined;
    let realized = 0n;
    let remaining = lots;
    if (position.size_lots > 0 && position.side !== direction) {
      const closing = Math.min(remaining, position.size_lots);
      const entry = BigInt(position.entry_quote);
      const entryShare = (entry * BigInt(closing)) / BigInt(position.size_lots);
      const exit = quoteAtoms(BigInt(priceTicks) * BigInt(closing), pd, qd);
      realized = position.side === 'LONG' ? exit - entryShare : entryShare - exit;
      const margin = BigInt(position.isolated_margin);
      position.isolated_margin = (margin - (margin * BigInt(closing)) / BigInt(position.size_lots)).toString();
      position.entry_quote = (entry - entryShare).toString();
      position.size_lots -= closing;
      remaining -= closing;
      if (position.size_lots === 0) position.isolated_margin = '0';
    }
    if (remaining > 0) {
      const added = quoteAtoms(BigInt(priceTicks) * BigInt(remaining), pd, qd);
      if (position.size_lots === 0) {
        position.side = direction;
        position.entry_quote = '0';
      }
      position.size_lots += remaining;
      position.entry_quote = (BigInt(position.entry_quote) + added).toString();
      if (isolated) position.isolated_margin = (BigInt(position.isolated_margin) + (added + BigInt(leverage) - 1n) / BigInt(leverage)).toString();
    }
    position.updated_at = now;
    store.putPosition(position);
    // A fill larger than the position closes it and opens one the other way in one step (a reverse): what guarded the
    // old side goes as it would with the position closed, since each of its orders would now grow the new one.
    if (position.size_lots === 0) this.cancelLeftovers(account, now);
    else if (sideBefore !== undefined && sideBefore !== position.side) this.cancelLeftovers(account, now, reducingSide(position.side));
    return realized;
  }

  /**
   * With the position gone, or turned the other way, its close-position and reduce-only orders have nothing left to
   * do: all of them, or, after a reverse, those on the old position's closing side (`reducing` names the side that
   * reduces the new one, whose orders stay). A TP/SL whose entry may still fill goes back to waiting for that fill
   * (quantity 0), so it guards what the next fill opens.
   */
  private cancelLeftovers(account: string, now: number, reducing?: 'buy' | 'sell'): void {
    this.closedPositions.add(account);
    for (const row of [...this.waiting.values()]) {
      if (row.account_id !== account || !armed(row) || (row.close_position !== 1 && row.reduce_only !== 1)) continue;
      if (row.side === reducing) continue;
      if (row.entry_order_id !== null && this.entryOpen(row.entry_order_id)) {
        row.qty_lots = 0;
        row.updated_at = now;
        this.deps.store.updateOrder(row);
        this.pendingOrders.push(row);
      } else this.cancelRow(row, 'reduceOnly', now);
    }
  }

  /**
   * Credits the wallet; what a loss takes beyond the wallet is covered by the insurance fund, so no wallet goes
   * below zero. `fee`, when given, is the amount the fee pool receives.
   */
  private creditCovered(account: string, atoms: bigint, kind: JournalKind, now: number, fee = 0n): bigint {
    const { store } = this.deps;
    if (fee > 0n) store.addToPool(this.kind, 'fees', fee);
    if (atoms === 0n) return 0n;
    const wallet = store.wallet(account);
    const shortfall = wallet + atoms < 0n ? -(wallet + atoms) : 0n;
    if (shortfall > 0n) {
      store.addToPool(this.kind, 'insurance', -shortfall);
      store.credit(account, shortfall, 'insurance', now);
    }
    store.credit(account, atoms, kind, now);
    return shortfall;
  }

  /**
   * The engine closes the position in the book, at its bankruptcy price or better (what the book cannot take there is
   * closed at the mark, taken over by the insurance fund). An isolated position loses exactly its margin: what is
   * left goes to the insurance fund, what is missing comes from it. A cross position loses what the close costs, the
   * fund covering a wallet that runs dry.
   */
  private liquidate(position: PositionRow, mode: 'CROSS' | 'ISOLATED', now: number): void {
    const { store } = this.deps;
    const account = position.account_id;
    this.cancelForLiquidation(account, now);
    const walletBefore = store.wallet(account);
    const insuranceBefore = store.pool(this.kind, 'insurance');
    const margin = BigInt(position.isolated_margin);
    const markTicks = this.mark.markTicks;
    const id = this.deps.nextOrderId();
    const side = position.side === 'LONG' ? 'sell' : 'buy';
    const row: FuturesOrderRow = {
      id, account_id: account, market: this.kind, client_order_id: `liq${id}`, symbol: this.symbol, side, type: 'market',
      time_in_force: 'IOC', price_ticks: null, qty_lots: position.size_lots, filled_lots: 0, filled_quote: '0', reduce_only: 1,
      close_position: 0, stop_ticks: null, trigger_by: null, triggered_at: null, leverage: 1, status: 'new', cancel_reason: null,
      seq: id, created_at: now, updated_at: now, entry_order_id: null,
    };
    store.insertOrder(row);
    this.execute(row, now, this.bankruptcyOf(position, mode));
    const left = store.position(account, this.symbol);
    if (left !== undefined) {
      // The book could not take it all: the insurance fund takes the rest over at the mark.
      const realized = this.applyToPosition(account, side, markTicks, left.size_lots, 1, now);
      this.creditCovered(account, realized, 'pnl', now);
    }
    if (mode === 'ISOLATED') {
      // Equity left of the position = margin + what the close realised - fees = margin + (wallet change).
      const leftover = margin + (store.wallet(account) - walletBefore);
      if (leftover > 0n) {
        store.credit(account, -leftover, 'liquidation', now);
        store.addToPool(this.kind, 'insurance', leftover);
      } else if (leftover < 0n) {
        store.credit(account, -leftover, 'insurance', now);
        store.addToPool(this.kind, 'insurance', leftover);
      }
    } else {
      // A cross loss is paid from the cross balance only: the isolated positions keep their margins, and what the
      // wallet lacks to hold them the insurance fund pays.
      const isolated = store.positionsOf(account).reduce((sum, held) => sum + BigInt(held.isolated_margin), 0n);
      const short = isolated - store.wallet(account);
      if (short > 0n) {
        store.credit(account, short, 'insurance', now);
        store.addToPool(this.kind, 'insurance', -short);
      }
    }
    const walletAfter = store.wallet(account);
    const insuranceAfter = store.pool(this.kind, 'insurance');
    const cover = insuranceBefore - insuranceAfter;
    const filledQuote = BigInt((store.order(id) as FuturesOrderRow).filled_quote);
    const atMark = left === undefined ? 0n : quoteAtoms(BigInt(markTicks) * BigInt(left.size_lots), this.spec.priceDecimals, this.spec.qtyDecimals);
    const liquidation = store.addLiquidation({
      account_id: account, market: this.kind, symbol: this.symbol, side: position.side, size_lots: position.size_lots,
      entry_quote: position.entry_quote, mark_ticks: markTicks, price_quote: (filledQuote + atMark).toString(), margin_mode: mode,
      margin_lost: (walletBefore - walletAfter > 0n ? walletBefore - walletAfter : 0n).toString(),
      insurance_cover: (cover > 0n ? cover : 0n).toString(), time: now,
    });
    this.pendingLiquidations.push([account, liquidation.id]);
    this.touch(account);
  }

  /**
   * The bankruptcy price (ticks) of a position about to be liquidated: an isolated one's on its margin, a cross one's
   * on the cross balance with every other cross position at its mark (bankruptcy-price.ts). In a cross liquidation
   * each position's is worked out when its turn comes, on the wallet the closes before it left.
   */
  private bankruptcyOf(position: PositionRow, mode: 'CROSS' | 'ISOLATED'): number {
    let equity = BigInt(position.isolated_margin);
    if (mode === 'CROSS') {
      const figures = accountFigures(this.deps.store, position.account_id, this.kind, this.deps.marks);
      const own = figures.positions.find((entry) => entry.row.symbol === this.symbol)?.upnl ?? 0n;
      equity = figures.wallet - figures.isolatedTotal + figures.crossUpnl - own;
    }
    return bankruptcyTicks(position, equity, this.spec.priceDecimals, this.spec.qtyDecimals);
  }

  private cancelRow(row: FuturesOrderRow, reason: FuturesCancelReason, now: number): void {
    this.waiting.delete(row.id);
    if (row.type === 'limit') this.engine.cancel(row.id);
    this.save(row, 'canceled', reason, now);
  }

  private save(row: FuturesOrderRow, status: FuturesOrderRow['status'], reason: FuturesCancelReason | null, now: number): void {
    row.status = status;
    row.cancel_reason = reason;
    row.updated_at = now;
    this.deps.store.updateOrder(row);
    this.pendingOrders.push(row);
    this.touch(row.account_id);
    if (status === 'canceled' || status === 'expired' || status === 'filled') this.dropAttached(row, now);
  }

  private touch(account: string): void {
    let symbols = this.touched.get(account);
    if (symbols === undefined) this.touched.set(account, (symbols = new Set()));
    symbols.add(this.symbol);
  }

  private pendingTape: Trade[] = [];
  private pendingKlines = new Map<string, Kline>();

  private tape(trades: readonly EngineTrade[], now: number): void {
    const pd = this.spec.priceDecimals;
    const qd = this.spec.qtyDecimals;
    for (const trade of trades) {
      this.pendingTape.push({
        symbol: this.symbol, tradeId: String(trade.tradeId), price: formatUnits(BigInt(trade.price), pd),
        qty: formatUnits(BigInt(trade.qty), qd), takerSide: trade.takerSide, time: now,
      });
      for (const kline of this.candles.add(now, trade.price, trade.qty)) this.pendingKlines.set(kline.interval, kline);
    }
  }

  /** Runs `work` in one transaction; on failure forgets what it queued; after a commit, tells the streams. */
  private inTransaction(work: () => void): void {
    try {
      this.deps.store.transaction(work);
    } catch (error) {
      this.forget();
      // The engine is not rolled back by SQLite: a refusal is always raised before the engine is touched.
      throw error;
    }
    this.flush();
  }

  /** Drops what a transaction that failed had queued for the streams. */
  forget(): void {
    this.pendingOrders = [];
    this.pendingFills = [];
    this.pendingFunding = [];
    this.pendingLiquidations = [];
    this.touched = new Map();
  }

  /** Tells the streams what the committed transaction changed. */
  flush(): void {
    const { events } = this.deps;
    if (this.pendingTape.length > 0) {
      this.recent.push(...this.pendingTape);
      if (this.recent.length > RECENT_TRADES) this.recent.splice(0, this.recent.length - RECENT_TRADES);
      events.trades(this, this.pendingTape);
      events.klines(this, [...this.pendingKlines.values()]);
      this.pendingTape = [];
      this.pendingKlines = new Map();
    }
    const orders = this.pendingOrders;
    const fills = this.pendingFills;
    const funding = this.pendingFunding;
    const liquidations = this.pendingLiquidations;
    const touched = this.touched;
    this.pendingOrders = [];
    this.pendingFills = [];
    this.pendingFunding = [];
    this.pendingLiquidations = [];
    this.touched = new Map();
    for (const row of orders) events.order(row.account_id, orderOf(row));
    for (const row of fills) events.fill(row.account_id, fillOf(row));
    for (const [account, id] of funding) events.funding(account, this.kind, id);
    for (const [account, id] of liquidations) events.liquidation(account, this.kind, id);
    for (const [account, symbols] of touched) events.touched(account, this.kind, [...symbols]);
  }

  /** The initial margin an order row holds (for the balance view). */
  static orderMargin(row: FuturesOrderRow, spec: FuturesSymbol): bigint {
    return orderMarginOf(row, spec);
  }
}

/** The side of an order that reduces a position of `side`. */
function reducingSide(side: PositionSide): 'buy' | 'sell' {
  return side === 'LONG' ? 'sell' : 'buy';
}
