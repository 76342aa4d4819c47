// Every perpetual of the gateway, in the real and the paper world, run by one loop: the simulated traders, depth
// diffs, tickers, and once a second the mark, triggers, liquidations and funding (docs/futures.md).
import type {
  AccountKind,
  DepthDiff,
  DepthSnapshot,
  FundingPayment,
  FuturesBalance,
  FuturesFill,
  FuturesOrder,
  Kline,
  LiquidationRecord,
  MarkPrice,
  Position,
  Ticker24h,
  Trade,
} from '../../src/core/trading/contract';
import type { GatewayDatabase } from '../db';
import { DEMO_ACCOUNT } from '../demo-account';
import { paperAccountId } from '../paper-mode';
import { formatUnits, parseAtoms } from '../market/amounts';
import { depthSnapshotOf, tickerOf } from '../market/book-views';
import { idSequence } from '../market/id-sequence';
import { DEFAULT_LIQUIDITY, Liquidity } from '../market/liquidity';
import type { LiquidityOptions } from '../market/liquidity';
import { MarketRunner } from '../market/market-runner';
import type { RunnerOptions } from '../market/market-runner';
import { futuresTicks } from '../market/simulator';
import { accountFigures, balanceView, positionView } from './futures-account';
import type { AccountFigures, MarkSource } from './futures-account';
import { FuturesMarket } from './futures-market';
import type { FuturesMarketEvents } from './futures-market';
import { fundingOf, guardsPosition, liquidationOf } from './futures-rows';
import { FuturesStore } from './futures-store';
import { INSURANCE_FUND_START, futuresSymbols } from './futures-symbols';
import type { FuturesSymbol } from './futures-symbols';

/** What the streams hear of the futures markets. */
export interface FuturesListener {
  futuresTrades(market: FuturesMarket, trades: readonly Trade[]): void;
  futuresKlines(market: FuturesMarket, klines: readonly Kline[]): void;
  futuresDepth(market: FuturesMarket, diff: DepthDiff): void;
  futuresTicker(market: FuturesMarket, ticker: Ticker24h): void;
  futuresMark(market: FuturesMarket, mark: MarkPrice): void;
  /** Whether anyone follows the market's ticker: a 24 h summary is only worked out for a reader. */
  wantsFuturesTicker?(market: FuturesMarket): boolean;
  futuresOrder(accountId: string, order: FuturesOrder): void;
  futuresFill(accountId: string, fill: FuturesFill): void;
  futuresPosition(accountId: string, position: Position): void;
  futuresBalance(accountId: string, balance: FuturesBalance): void;
  futuresFunding(accountId: string, payment: FundingPayment): void;
  futuresLiquidation(accountId: string, record: LiquidationRecord): void;
}

export interface FuturesExchangeOptions extends RunnerOptions {
  readonly liquidity?: Partial<LiquidityOptions>;
  /** Funding interval in ms (8 h by default; FUTURES_FUNDING_INTERVAL_MS shortens it for demos and tests). */
  readonly fundingIntervalMs?: number;
}

/** Starting futures wallets: the demo account's real one, and every paper one on first use. */
export const FUTURES_STARTING_FUNDS: Readonly<Record<AccountKind, string>> = { real: '5000', paper: '50000' };

const MARK_EVERY_MS = 1000;

/** A thinner simulated market than spot's (fewer levels, slower): enough to trade against, at half the cost. */
export const FUTURES_LIQUIDITY: LiquidityOptions = { ...DEFAULT_LIQUIDITY, levels: 40, bookChangesPerSecond: 10, tradesPerSecond: 3 };

export class FuturesExchange extends MarketRunner<FuturesMarket, FuturesListener> implements MarkSource {
  readonly store: FuturesStore;
  readonly symbols: readonly FuturesSymbol[];
  private readonly bySymbol: Map<string, FuturesSymbol>;
  private lastMark = 0;

  constructor(db: GatewayDatabase, options: FuturesExchangeOptions = {}) {
    super(options);
    this.store = new FuturesStore(db);
    this.symbols = futuresSymbols(options.fundingIntervalMs);
    this.bySymbol = new Map(this.symbols.map((spec) => [spec.rules.symbol, spec]));
    const ids = this.store.maxIds();
    this.orderId = ids.orderId;
    const liquidity = { ...FUTURES_LIQUIDITY, ...options.liquidity };
    const open = this.store.openOrders();
    const events = this.events();
    for (const kind of ['real', 'paper'] as const) {
      this.store.transaction(() => {
        this.store.ensurePool(kind, 'insurance', parseAtoms(INSURANCE_FUND_START));
        this.store.ensurePool(kind, 'fees', 0n);
      });
      for (const spec of this.symbols) {
        const market = new FuturesMarket(kind, spec, {
          store: this.store,
          marks: this,
          nextOrderId: () => this.nextOrderId(),
          tradeIds: idSequence(db, `futures:${kind}:${spec.rules.symbol}:trade`, ids.tradeId + 1),
          clock: this.clock,
          events,
          liquidateCross: (account, world, now) => this.liquidateCross(account, world, now),
        });
        market.restore(open.filter((row) => row.market === kind && row.symbol === spec.rules.symbol));
        this.addMarket(market, new Liquidity(market, () => this.nextOrderId(), liquidity, futuresTicks, 'futures:'));
      }
    }
    this.seedWallet(DEMO_ACCOUNT.userId, 'real');
    this.seedWallet(paperAccountId(DEMO_ACCOUNT.userId), 'paper');
  }

  // ---- MarkSource ----

  markTicks(kind: AccountKind, symbol: string): number {
    return this.market(kind, symbol)?.mark.markTicks ?? 0;
  }

  symbol(symbol: string): FuturesSymbol | undefined {
    return this.bySymbol.get(symbol);
  }

  // ---- the loop ----

  /** Runs the traders up to `now`, sends depth diffs, and each second the marks (with triggers, liquidations, funding). */
  advance(now: number = this.clock()): void {
    this.advanceBooks(now, (market, depth) => {
      for (const listener of this.listeners) listener.futuresDepth(market, depth);
    });
    if (now - this.lastMark >= MARK_EVERY_MS) {
      this.lastMark = now;
      for (const market of this.everyMarket()) {
        market.tick(now);
        const mark = market.markView(now);
        for (const listener of this.listeners) listener.futuresMark(market, mark);
        const readers = [...this.listeners].filter((listener) => listener.wantsFuturesTicker?.(market) ?? true);
        if (readers.length === 0) continue;
        const ticker = this.ticker(market, now);
        for (const listener of readers) listener.futuresTicker(market, ticker);
      }
    }
  }

  snapshot(market: FuturesMarket, limit: number): DepthSnapshot {
    return depthSnapshotOf(market, limit);
  }

  /** The rolling 24 h summary of a perpetual's last-price candles, as spot's ticker. */
  ticker(market: FuturesMarket, now: number = this.clock()): Ticker24h {
    return tickerOf(market, now);
  }

  // ---- accounts ----

  /**
   * Closes every cross position of the account in its world, each by its own market (a reduce-only market order,
   * the rest taken over by the insurance fund) with its own liquidation record, in one transaction; isolated
   * positions stay as they are. First, as Binance's liquidation protocol does, every open order of the account in
   * that world is cancelled, on every perpetual and whatever its margin mode, so the margin they held is free.
   */
  liquidateCross(account: string, kind: AccountKind, now: number): void {
    const markets = [...this.everyMarket()].filter((market) => market.kind === kind);
    try {
      this.store.transaction(() => {
        for (const market of markets) market.cancelForLiquidation(account, now);
        for (const market of markets) market.liquidateCrossPosition(account, now);
      });
    } catch (error) {
      for (const market of markets) market.forget();
      throw error;
    }
    for (const market of markets) market.flush();
  }

  /** Credits the starting funds to a futures wallet that has never existed; answers whether it did. */
  seedWallet(account: string, kind: AccountKind): boolean {
    if (kind === 'real' && account !== DEMO_ACCOUNT.userId) return false;
    return this.store.transaction(() => {
      if (this.store.hasWallet(account)) return false;
      this.store.credit(account, parseAtoms(FUTURES_STARTING_FUNDS[kind]), 'seed', this.clock());
      return true;
    });
  }

  figures(account: string, kind: AccountKind): AccountFigures {
    return accountFigures(this.store, account, kind, this);
  }

  balance(account: string, kind: AccountKind): FuturesBalance {
    if (kind === 'paper') this.seedWallet(account, kind);
    return balanceView(this.figures(account, kind));
  }

  positions(account: string, kind: AccountKind, symbol?: string): Position[] {
    const figures = this.figures(account, kind);
    return figures.positions
      .filter((entry) => symbol === undefined || entry.row.symbol === symbol)
      .map((entry) => positionView(entry, figures, kind, ...this.triggersOf(account, kind, entry.row.symbol)));
  }

  /** The position as the stream sends it: size "0" once it has closed. */
  positionOrClosed(account: string, kind: AccountKind, symbol: string): Position {
    const open = this.positions(account, kind, symbol)[0];
    if (open !== undefined) return open;
    const spec = this.bySymbol.get(symbol) as FuturesSymbol;
    const settings = this.store.setting(account, symbol) ?? { leverage: spec.rules.defaultLeverage, margin_mode: 'CROSS' as const };
    const mark = formatUnits(BigInt(this.markTicks(kind, symbol)), spec.spot.priceDecimals);
    return {
      symbol, account: kind, side: 'LONG', size: '0', entryPrice: '0', markPrice: mark, notional: '0', leverage: settings.leverage,
      marginMode: settings.margin_mode, isolatedMargin: '0', initialMargin: '0', maintenanceMargin: '0', liquidationPrice: null,
      unrealizedPnl: '0', roe: '0.00', marginRatio: '0', takeProfit: null, stopLoss: null, updatedAt: this.clock(),
    };
  }

  /**
   * Tells the streams the account's positions on `symbols` and then its wallet. Every cross position is told again
   * with them: its liquidation price rests on the whole cross wallet and the other cross positions, so a fill, a fee
   * or funding on another perpetual, margin moved to an isolated position or a transfer moves it without touching
   * its own market, and the page would keep the old price.
   */
  tell(account: string, kind: AccountKind, symbols: Iterable<string>): void {
    if (this.listeners.size === 0) return;
    const figures = this.figures(account, kind);
    const told = new Set(symbols);
    for (const entry of figures.positions) if (entry.mode === 'CROSS') told.add(entry.row.symbol);
    for (const symbol of told) {
      const position = this.positionOrClosed(account, kind, symbol);
      for (const listener of this.listeners) listener.futuresPosition(account, position);
    }
    const balance = balanceView(figures);
    for (const listener of this.listeners) listener.futuresBalance(account, balance);
  }

  private triggersOf(account: string, kind: AccountKind, symbol: string): [Position['takeProfit'], Position['stopLoss']] {
    const market = this.market(kind, symbol);
    const rows = market?.conditionalOrdersOf(account).filter(guardsPosition) ?? [];
    const pd = market?.spec.priceDecimals ?? 0;
    const view = (type: 'takeProfitMarket' | 'stopMarket') => {
      // The position's own TP/SL first; else one an entry order brought that is live.
      const row = rows.find((entry) => entry.type === type && entry.close_position === 1) ?? rows.find((entry) => entry.type === type);
      return row === undefined ? null : { orderId: String(row.id), stopPrice: formatUnits(BigInt(row.stop_ticks ?? 0), pd), triggerBy: row.trigger_by ?? 'LAST' };
    };
    return [view('takeProfitMarket'), view('stopMarket')];
  }

  private events(): FuturesMarketEvents {
    const each = (call: (listener: FuturesListener) => void) => {
      for (const listener of this.listeners) call(listener);
    };
    return {
      trades: (market, trades) => each((l) => l.futuresTrades(market, trades)),
      klines: (market, klines) => each((l) => l.futuresKlines(market, klines)),
      order: (account, order) => each((l) => l.futuresOrder(account, order)),
      fill: (account, fill) => each((l) => l.futuresFill(account, fill)),
      touched: (account, kind, symbols) => this.tell(account, kind, symbols),
      funding: (account, _kind, id) => {
        const row = this.store.funding(account, { limit: 1, cursor: id + 1 })[0];
        if (row !== undefined) each((l) => l.futuresFunding(account, fundingOf(row)));
      },
      liquidation: (account, _kind, id) => {
        const row = this.store.liquidations(account, { limit: 1, cursor: id + 1 })[0];
        if (row !== undefined) each((l) => l.futuresLiquidation(account, liquidationOf(row)));
      },
    };
  }
}
