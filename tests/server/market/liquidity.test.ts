import { MatchingEngine } from '../../../server/market/engine/matching-engine';
import { DEFAULT_LIQUIDITY, Liquidity } from '../../../server/market/liquidity';
import type { SimulatedMarket } from '../../../server/market/liquidity';
import { MARKET_SYMBOLS } from '../../../server/market/symbol-rules';
import type { EngineTrade } from '../../../server/market/engine/types';
import { SIM_TAKER } from '../../../server/market/spot-market';

const spec = MARKET_SYMBOLS.find((entry) => entry.rules.symbol === 'BTCUSDT') ?? MARKET_SYMBOLS[0]!;
/** The reference in ticks: 90,000.00. */
const REFERENCE = 9_000_000;
/** 0.01 % of the coin's price between the makers' levels, as the traders space them. */
const SPACING = Math.max(1, Math.round((spec.coin.basePrice * 10 ** spec.priceDecimals) / 10_000));
const REACH = DEFAULT_LIQUIDITY.levels * SPACING * 2;

/** One market on a bare engine, the traders' reference set by the test; every trade kept. */
function market(reference: (second: number) => number = () => REFERENCE) {
  const engine = new MatchingEngine();
  const trades: EngineTrade[] = [];
  const simulated: SimulatedMarket = {
    kind: 'real',
    symbol: spec.rules.symbol,
    spec,
    engine,
    placeSim: (input) => {
      const result = engine.place(input);
      trades.push(...result.trades);
      return result;
    },
  };
  let id = 1_000_000;
  const traders = new Liquidity(simulated, () => (id += 1), DEFAULT_LIQUIDITY, (_coin, second) => reference(second));
  return { engine, trades, traders };
}

describe('simulated liquidity', () => {
  it('builds its ladder near the reference past a user\'s bid and ask far from it, which stay where they are', () => {
    const { engine, trades, traders } = market();
    // Rebuilt into the book at a restart, before the makers came back: a bid at half the price, an ask at twice.
    engine.place({ id: 1, account: 'user', side: 'buy', price: REFERENCE / 2, qty: 100, timeInForce: 'GTC' });
    engine.place({ id: 2, account: 'user', side: 'sell', price: REFERENCE * 2, qty: 100, timeInForce: 'GTC' });
    traders.advance(0);
    expect(engine.bestBid()).toBeGreaterThan(REFERENCE - 10 * SPACING);
    expect(engine.bestAsk()).toBeLessThan(REFERENCE + 10 * SPACING);
    expect(engine.bids.depthWithin(REFERENCE - REACH)).toBeGreaterThanOrEqual(DEFAULT_LIQUIDITY.levels);
    expect(engine.asks.depthWithin(REFERENCE + REACH)).toBeGreaterThanOrEqual(DEFAULT_LIQUIDITY.levels);
    // A minute of takers: every trade near the reference, none at the far orders, which still rest whole.
    for (let at = 50; at <= 60_000; at += 50) traders.advance(at);
    expect(trades.length).toBeGreaterThan(100);
    for (const trade of trades) expect(Math.abs(trade.price - REFERENCE)).toBeLessThan(REACH);
    expect(engine.order(1)?.remaining).toBe(100);
    expect(engine.order(2)?.remaining).toBe(100);
  });

  it('places nothing out of reach when the reference jumps past the other side\'s quotes, and comes back once the takers move them', () => {
    // The reference jumps 5 % up after ten seconds: the old asks stand where the new bids would go.
    const { engine, traders } = market((second) => (second < 10 ? REFERENCE : REFERENCE * 1.05));
    for (let at = 0; at < 10_000; at += 50) traders.advance(at);
    const orders = engine.openOrderCount;
    traders.advance(10_000);
    // One step: one re-quote and the asks' top-up at most, never a ladder of bids under the old asks.
    expect(engine.openOrderCount).toBeLessThanOrEqual(orders + DEFAULT_LIQUIDITY.levels + 1);
    for (let at = 10_050; at <= 120_000; at += 50) traders.advance(at);
    const jumped = REFERENCE * 1.05;
    expect(engine.bids.depthWithin(jumped - REACH)).toBeGreaterThanOrEqual(DEFAULT_LIQUIDITY.levels);
    expect(engine.asks.depthWithin(jumped + REACH)).toBeGreaterThanOrEqual(DEFAULT_LIQUIDITY.levels);
    expect(engine.bestBid() as number).toBeLessThan(engine.bestAsk() as number);
  });

  it('never lets a simulated taker buy a user\'s ask beyond the price protection band, however thin the user makes the makers\' side', () => {
    const { engine, trades, traders } = market();
    traders.advance(0);
    // The user stands in for the makers' ladder: a level of one lot at each of the far half of the reach, so the
    // makers see their levels there and add none; and an ask at twice the reference (within the limit band of 5x).
    let id = 1;
    for (let level = 0; level < DEFAULT_LIQUIDITY.levels; level += 1) {
      engine.place({ id: (id += 1), account: 'user', side: 'sell', price: REFERENCE + REACH - level * SPACING, qty: 1, timeInForce: 'GTC' });
    }
    const far = (id += 1);
    engine.place({ id: far, account: 'user', side: 'sell', price: REFERENCE * 2, qty: 1_000_000, timeInForce: 'GTC' });
    // A second account takes the makers' asks before each step, short of the user's own.
    const highest = REFERENCE + (REACH * 5) / 10;
    const band = (REFERENCE * 105) / 100;
    for (let at = 50; at <= 60_000; at += 50) {
      engine.place({ id: (id += 1), account: 'sweeper', side: 'buy', price: highest, qty: 1_000_000, timeInForce: 'IOC' });
      traders.advance(at);
    }
    const taken = trades.filter((trade) => trade.takerAccount === SIM_TAKER);
    expect(taken.some((trade) => trade.makerAccount === 'user')).toBe(true);
    for (const trade of taken) expect(trade.price).toBeLessThanOrEqual(band);
    expect(engine.order(far)?.remaining).toBe(1_000_000);
  });
});

