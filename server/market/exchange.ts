import type { AccountKind, Balance, DepthDiff, DepthSnapshot, Fill, Kline, Order, Ticker24h, Trade } from '../../src/core/trading/contract';
import type { GatewayDatabase } from '../db';
import { depthSnapshotOf, tickerOf } from './book-views';
import { seedFunds } from './demo-funds';
import { idSequence } from './id-sequence';
import { Ledger } from './ledger';
import { DEFAULT_LIQUIDITY, Liquidity } from './liquidity';
import type { LiquidityOptions } from './liquidity';
import { MarketRunner } from './market-runner';
import type { RunnerOptions } from './market-runner';
import { OrderStore } from './order-store';
import { SpotMarket } from './spot-market';
import type { MarketEvents } from './spot-market';
import { MARKET_SYMBOLS } from './symbol-rules';

/** What the streams hear: the market events, plus depth diffs and tickers. */
export interface ExchangeListener extends Omit<MarketEvents, 'wantsTrades' | 'wantsKlines' | 'wantsAccount'> {
  depth(market: SpotMarket, diff: DepthDiff): void;
  ticker(market: SpotMarket, ticker: Ticker24h): void;
  /** Whether anyone follows the market's ticker: a 24 h summary is only worked out for a reader. */
  wantsTicker?(market: SpotMarket): boolean;
  /** Whether anyone follows the market's trades; a listener that does not say hears them all. */
  wantsTrades?(market: SpotMarket): boolean;
  /** Whether anyone follows the market's klines; a listener that does not say hears them all. */
  wantsKlines?(market: SpotMarket): boolean;
  /** Whether anyone follows the account's orders, fills and balances; a listener that does not say hears them all. */
  wantsAccount?(accountId: string): boolean;
}

export interface ExchangeOptions extends RunnerOptions {
  readonly liquidity?: Partial<LiquidityOptions>;
}

const TICKER_EVERY_MS = 1000;

/**
 * Every spot market of the gateway, twice: the real world and the paper world, which share nothing but the
 * reference prices (DECISIONS "Trading": nothing moves between them). Orders, fills and balances live in SQLite;
 * at start the books are rebuilt from the open orders, then the simulated makers fill them up.
 */
export class Exchange extends MarketRunner<SpotMarket, ExchangeListener> {
  readonly ledger: Ledger;
  readonly store: OrderStore;
  private lastTicker = 0;

  constructor(
    private readonly db: GatewayDatabase,
    options: ExchangeOptions = {},
  ) {
    super(options);
    this.ledger = new Ledger(db);
    this.store = new OrderStore(db);
    const ids = this.store.maxIds();
    this.orderId = ids.order;
    const events = this.fanOut();
    const liquidity = { ...DEFAULT_LIQUIDITY, ...options.liquidity };
    const open = this.store.openOrders();
    for (const kind of ['real', 'paper'] as const) {
      for (const spec of MARKET_SYMBOLS) {
        const market = new SpotMarket(kind, spec, {
          db,
          ledger: this.ledger,
          store: this.store,
          nextOrderId: () => this.nextOrderId(),
          tradeIds: idSequence(db, `spot:${kind}:${spec.rules.symbol}:trade`, ids.trade + 1),
          clock: this.clock,
          events,
        });
        market.restore(open.filter((row) => row.market === kind && row.symbol === spec.rules.symbol));
        this.addMarket(market, new Liquidity(market, () => this.nextOrderId(), liquidity));
      }
    }
  }

  /** Runs the simulated traders up to `now`, then sends the depth diffs and, each second, the tickers. */
  advance(now: number = this.clock()): void {
    this.advanceBooks(now, (market, depth) => {
      for (const listener of this.listeners) listener.depth(market, depth);
    });
    if (now - this.lastTicker >= TICKER_EVERY_MS) {
      this.lastTicker = now;
      for (const market of this.everyMarket()) {
        const readers = [...this.listeners].filter((listener) => listener.wantsTicker?.(market) ?? true);
        if (readers.length === 0) continue;
        const ticker = this.ticker(market, now);
        for (const listener of readers) listener.ticker(market, ticker);
      }
    }
  }

  /** The balances of a ledger account; a paper account gets its starting funds on first use. */
  balances(accountId: string, kind: AccountKind): Balance[] {
    this.fundOnFirstUse(accountId, kind);
    return this.ledger.balances(accountId);
  }

  /** Gives a paper account its starting funds on first use; a real account is funded only by what it holds. */
  fundOnFirstUse(accountId: string, kind: AccountKind): void {
    if (kind === 'paper') seedFunds(this.db, this.ledger, accountId, 'paper');
  }

  snapshot(market: SpotMarket, limit: number): DepthSnapshot {
    return depthSnapshotOf(market, limit);
  }

  ticker(market: SpotMarket, now: number = this.clock()): Ticker24h {
    return tickerOf(market, now);
  }

  // Each event loops over the listeners itself: a helper taking a callback made a closure per event, several an order.
  private fanOut(): MarketEvents {
    const listeners = this.listeners;
    return {
      trades: (market: SpotMarket, trades: readonly Trade[]) => {
        for (const listener of listeners) listener.trades(market, trades);
      },
      klines: (market: SpotMarket, klines: readonly Kline[]) => {
        for (const listener of listeners) listener.klines(market, klines);
      },
      order: (account: string, order: Order) => {
        for (const listener of listeners) listener.order(account, order);
      },
      fill: (account: string, fill: Fill) => {
        for (const listener of listeners) listener.fill(account, fill);
      },
      balances: (account: string, balances: Balance[]) => {
        for (const listener of listeners) listener.balances(account, balances);
      },
      wantsTrades: (market: SpotMarket) => {
        for (const listener of this.listeners) if (listener.wantsTrades?.(market) ?? true) return true;
        return false;
      },
      wantsKlines: (market: SpotMarket) => {
        for (const listener of this.listeners) if (listener.wantsKlines?.(market) ?? true) return true;
        return false;
      },
      wantsAccount: (account: string) => {
        for (const listener of this.listeners) if (listener.wantsAccount?.(account) ?? true) return true;
        return false;
      },
    };
  }
}
