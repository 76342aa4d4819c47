import { MatchingEngine } from '../server/market/engine/matching-engine';
import type { EngineOrderInput, EngineTimeInForce } from '../server/market/engine/types';
import { printTable } from './format';

const ORDERS = 500_000;
const ROUNDS = 7;

// A seeded xorshift, so every run replays the same order flow.
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

type Step = { cancel: number } | { order: EngineOrderInput };

/**
 * The flow of a busy book: about 70 % limit orders within 50 ticks of a drifting mid (a third of them crossing),
 * 10 % market and IOC orders, 20 % cancels of recent orders. Generated before the clock starts.
 */
function orderFlow(count: number): Step[] {
  const next = random(42);
  const steps: Step[] = [];
  let mid = 10_000_000;
  for (let id = 1; id <= count; id += 1) {
    if (next() < 0.2 && id > 10) {
      steps.push({ cancel: id - 1 - Math.floor(next() * Math.min(id - 1, 500)) });
      continue;
    }
    mid += Math.floor(next() * 3) - 1;
    const side = next() < 0.5 ? 'buy' : 'sell';
    const kind = next();
    const offset = Math.floor(next() * 50) + 1;
    const cross = kind < 0.25;
    const price = cross ? (side === 'buy' ? mid + offset : mid - offset) : side === 'buy' ? mid - offset : mid + offset;
    const timeInForce: EngineTimeInForce = kind < 0.05 ? 'IOC' : 'GTC';
    steps.push({
      order: {
        id,
        account: `acct${Math.floor(next() * 1000)}`,
        side,
        price: kind > 0.95 ? undefined : price,
        qty: 1 + Math.floor(next() * 100),
        timeInForce,
      },
    });
  }
  return steps;
}

function once(steps: readonly Step[]): { seconds: number; trades: number; resting: number } {
  let trades = 0;
  const engine = new MatchingEngine();
  let count = 0;
  const started = process.hrtime.bigint();
  for (const step of steps) {
    if ('order' in step) trades += engine.place(step.order).trades.length;
    else engine.cancel(step.cancel);
    // Drained as the stream hub would: ten times a second at 500,000 orders a second.
    count += 1;
    if (count % 50_000 === 0) engine.drainChanges();
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, trades, resting: engine.openOrderCount };
}

/** Orders (placements and cancels) a second through one symbol's engine, on one core, exact integer arithmetic. */
export async function benchEngine(): Promise<void> {
  const steps = orderFlow(ORDERS);
  const rates: number[] = [];
  let last = { seconds: 0, trades: 0, resting: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    last = once(steps);
    rates.push(ORDERS / last.seconds);
  }
  rates.sort((a, b) => a - b);
  const median = rates[Math.floor(rates.length / 2)] as number;
  printTable(
    'Matching engine (one symbol, one core)',
    ['figure', 'value', 'budget'],
    [
      [`orders/s, median of ${ROUNDS} runs of ${ORDERS.toLocaleString('en')}`, Math.round(median).toLocaleString('en'), '≥ 500,000 (floor 200,000)'],
      ['orders/s, slowest run', Math.round(rates[0] as number).toLocaleString('en'), '-'],
      ['trades per run', last.trades.toLocaleString('en'), '-'],
      ['orders resting at the end', last.resting.toLocaleString('en'), '-'],
    ],
  );
}
