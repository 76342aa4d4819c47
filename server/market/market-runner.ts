// What the spot exchange and the futures exchange both do with their markets: keep them by world and symbol, hand
// out order ids, run the simulated traders on a timer and send each book's depth diffs to the listeners.
import type { AccountKind, DepthDiff } from '../../src/core/trading/contract';
import { depthDiffOf } from './book-views';
import type { BookMarket } from './book-views';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { Liquidity } from './liquidity';

export interface RunnerOptions {
  readonly clock?: Clock;
  /** How often the simulated traders act and depth diffs go out, in ms (default 50). */
  readonly tickMs?: number;
  /** Runs the simulation on timers; off, the caller drives it with `advance(now)` (tests). Default on. */
  readonly autoStart?: boolean;
  /**
   * Told of a timer's tick that threw (a storage failure while settling, a liquidation that could not be written).
   * The next tick runs as usual: one bad step must not stop every market, nor the gateway with it.
   */
  readonly onTickError?: (error: unknown) => void;
}

const reportTickError = (error: unknown) => console.error('a tick of the simulated market failed', error);

export abstract class MarketRunner<Market extends BookMarket & { readonly kind: AccountKind }, Listener> {
  readonly clock: Clock;
  protected readonly listeners = new Set<Listener>();
  private readonly markets = new Map<string, Market>();
  private readonly traders: Liquidity[] = [];
  /** The last order id handed out; a subclass continues it from its store. */
  protected orderId = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly runner: RunnerOptions) {
    this.clock = runner.clock ?? systemClock;
  }

  /** Runs the simulated traders up to `now` and sends what the listeners hear of it. */
  abstract advance(now?: number): void;

  market(kind: AccountKind, symbol: string): Market | undefined {
    return this.markets.get(`${kind}:${symbol}`);
  }

  allMarkets(kind: AccountKind): Market[] {
    return [...this.markets.values()].filter((market) => market.kind === kind);
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts the simulation on timers (unless autoStart is off); a no-op once running. */
  start(): void {
    if (this.timer !== undefined || this.runner.autoStart === false) return;
    const tick = () => {
      try {
        this.advance();
      } catch (error) {
        (this.runner.onTickError ?? reportTickError)(error);
      }
    };
    tick();
    this.timer = setInterval(tick, this.runner.tickMs ?? 50);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  protected addMarket(market: Market, trader: Liquidity): void {
    this.markets.set(`${market.kind}:${market.symbol}`, market);
    this.traders.push(trader);
  }

  protected everyMarket(): IterableIterator<Market> {
    return this.markets.values();
  }

  protected nextOrderId(): number {
    this.orderId += 1;
    return this.orderId;
  }

  /** Runs the traders up to `now`, then hands each book's drained changes, as a depth diff, to `send`. */
  protected advanceBooks(now: number, send: (market: Market, diff: DepthDiff) => void): void {
    for (const trader of this.traders) trader.advance(now);
    for (const market of this.markets.values()) {
      const diff = market.engine.drainChanges();
      if (diff !== undefined) send(market, depthDiffOf(market, diff, now));
    }
  }
}
