// A server-side book for property tests: it changes levels, numbers each change, and hands out the diffs and
// snapshots the gateway would send, so a client can be checked against it.
import fc from 'fast-check';
import type { DepthDiff, DepthSnapshot } from '../../../src/core/trading/contract/market-data';
import type { Level } from '../../../src/core/trading/contract/primitives';
import { canonicalDecimal } from '../../../src/core/trading/decimal-text';

export interface Change {
  side: 'bids' | 'asks';
  price: string;
  qty: string;
}

export class ServerBook {
  updateId = 100;
  readonly bids = new Map<string, string>();
  readonly asks = new Map<string, string>();

  /** Applies `changes` as one diff (U..u spans one id per change) and returns it. */
  change(changes: readonly Change[]): DepthDiff {
    const U = this.updateId + 1;
    const bids: Level[] = [];
    const asks: Level[] = [];
    for (const { side, price, qty } of changes) {
      this.updateId += 1;
      // The server holds one level per price value; the diff may spell it either way.
      const key = canonicalDecimal(price);
      if (qty === '0') this[side].delete(key);
      else this[side].set(key, canonicalDecimal(qty));
      (side === 'bids' ? bids : asks).push([price, qty]);
    }
    return { symbol: 'BTCUSDT', U, u: this.updateId, bids, asks, time: 0 };
  }

  snapshot(): DepthSnapshot {
    return { symbol: 'BTCUSDT', lastUpdateId: this.updateId, bids: [...this.bids], asks: [...this.asks] };
  }
}

// Bids below 100, asks above, with prices written in several decimal spellings of few distinct values, so levels
// are hit again and again and removed as often as set.
const bidPrice = fc.constantFrom('99', '98.5', '98.50', '97.25', '90');
const askPrice = fc.constantFrom('101', '101.5', '102.25', '110', '110.0');
const qty = fc.constantFrom('0', '0', '1', '0.5', '2.25', '0.00001');

export const changeArb: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ side: fc.constant('bids' as const), price: bidPrice, qty }),
  fc.record({ side: fc.constant('asks' as const), price: askPrice, qty }),
);

/** What can happen between a gateway and one client, in any order. */
export type Step =
  /** The server's book changes: one diff is queued on the socket. */
  | { kind: 'change'; changes: Change[] }
  /** The next queued diff reaches the client. */
  | { kind: 'deliver' }
  /** The next queued diff is lost on the way: the client sees a gap later. */
  | { kind: 'lose' }
  /** The snapshot the client asked for is answered (it reflects the server at this moment)... */
  | { kind: 'answerSnapshot' }
  /** ...and reaches the client later, possibly already behind the stream. */
  | { kind: 'deliverSnapshot' }
  /** The socket drops and the client connects again. */
  | { kind: 'reconnect' };

export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('change' as const), changes: fc.array(changeArb, { minLength: 1, maxLength: 3 }) }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'deliver' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'lose' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'answerSnapshot' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'deliverSnapshot' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reconnect' as const }) },
);

/** A book as plain sorted entries, for comparing a client's book with the server's. */
export function entries(side: ReadonlyMap<string, string>): [string, string][] {
  return [...side].map(([price, amount]): [string, string] => [price, amount]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
