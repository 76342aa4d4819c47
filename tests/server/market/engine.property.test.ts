import fc from 'fast-check';
import { MatchingEngine } from '../../../server/market/engine/matching-engine';
import type { EngineOrderInput, EngineTimeInForce, EngineTrade } from '../../../server/market/engine/types';

type Command =
  | { kind: 'place'; account: string; side: 'buy' | 'sell'; price: number | undefined; qty: number; tif: EngineTimeInForce }
  | { kind: 'cancel'; pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      account: fc.constantFrom('a', 'b', 'c'),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      price: fc.option(fc.integer({ min: 90, max: 110 }), { freq: 8, nil: undefined }),
      qty: fc.integer({ min: 1, max: 20 }),
      tif: fc.constantFrom<EngineTimeInForce>('GTC', 'GTC', 'IOC', 'FOK', 'postOnly'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

interface Run {
  engine: MatchingEngine;
  placed: Map<number, EngineOrderInput>;
  traded: Map<number, number>;
  cancelled: Map<number, number>;
  tradesOf: Map<number, EngineTrade[]>;
}

function run(commands: readonly Command[], check: (run: Run, last: EngineOrderInput | undefined) => void): Run {
  const engine = new MatchingEngine();
  const state: Run = { engine, placed: new Map(), traded: new Map(), cancelled: new Map(), tradesOf: new Map() };
  let id = 0;
  for (const next of commands) {
    let last: EngineOrderInput | undefined;
    if (next.kind === 'place') {
      id += 1;
      last = { id, account: next.account, side: next.side, price: next.price, qty: next.qty, timeInForce: next.tif };
      const { trades } = engine.place(last);
      state.placed.set(id, last);
      state.tradesOf.set(id, [...trades]);
      for (const trade of trades) {
        state.traded.set(trade.takerId, (state.traded.get(trade.takerId) ?? 0) + trade.qty);
        state.traded.set(trade.makerId, (state.traded.get(trade.makerId) ?? 0) + trade.qty);
      }
    } else if (id > 0) {
      const target = (next.pick % id) + 1;
      const removed = engine.cancel(target);
      if (removed !== undefined) state.cancelled.set(target, removed.remaining);
    }
    check(state, last);
  }
  return state;
}

function apply(levels: Map<number, number>, changes: ReadonlyArray<[number, number]>): void {
  for (const [price, qty] of changes) {
    if (qty === 0) levels.delete(price);
    else levels.set(price, qty);
  }
}

describe('matching engine properties', () => {
  it('never leaves the book crossed', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 200 }), (commands) => {
        run(commands, ({ engine }) => {
          const bid = engine.bestBid();
          const ask = engine.bestAsk();
          if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
        });
      }),
    );
  });

  it('conserves quantity: each order is traded, resting or cancelled, and levels sum their orders', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 200 }), (commands) => {
        const { engine, placed, traded, cancelled } = run(commands, () => undefined);
        const levelSums = new Map<string, number>();
        for (const [id, input] of placed) {
          const resting = engine.order(id);
          const done = traded.get(id) ?? 0;
          expect(done).toBeLessThanOrEqual(input.qty);
          if (resting !== undefined) {
            expect(resting.remaining).toBe(input.qty - done);
            const key = `${input.side}:${input.price}`;
            levelSums.set(key, (levelSums.get(key) ?? 0) + resting.remaining);
          }
          if (cancelled.has(id)) expect(cancelled.get(id)).toBe(input.qty - done);
        }
        const snapshot = engine.snapshot();
        const shown = new Map([
          ...snapshot.bids.map(([price, qty]) => [`buy:${price}`, qty] as const),
          ...snapshot.asks.map(([price, qty]) => [`sell:${price}`, qty] as const),
        ]);
        expect(shown).toEqual(levelSums);
      }),
    );
  });

  it('trades in price-time order and never past a limit price', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 200 }), (commands) => {
        run(commands, ({ placed, tradesOf }, last) => {
          if (last === undefined) return;
          const trades = tradesOf.get(last.id) ?? [];
          const better = (a: number, b: number) => (last.side === 'buy' ? a <= b : a >= b);
          for (let index = 0; index < trades.length; index += 1) {
            const trade = trades[index] as EngineTrade;
            if (last.price !== undefined) expect(better(trade.price, last.price)).toBe(true);
            const previous = trades[index - 1];
            if (previous === undefined) continue;
            expect(better(previous.price, trade.price)).toBe(true);
            // Within one price, older makers (lower ids: ids follow arrival) trade first.
            if (previous.price === trade.price) expect(previous.makerId).toBeLessThan(trade.makerId);
            expect(placed.get(trade.makerId)?.account).not.toBe(last.account);
          }
        });
      }),
    );
  });

  it('rebuilds the same book from a snapshot and the diffs after it', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 100 }), fc.array(command, { maxLength: 100 }), (before, after) => {
        const { engine } = run(before, () => undefined);
        engine.drainChanges();
        const start = engine.snapshot();
        const book = { buy: new Map(start.bids), sell: new Map(start.asks) };
        let lastId = start.lastUpdateId;
        let index = 0;
        for (const next of after) {
          // New ids start far above those `before` used.
          if (next.kind === 'place') {
            index += 1;
            engine.place({ id: 1_000_000 + index, account: next.account, side: next.side, price: next.price, qty: next.qty, timeInForce: next.tif });
          } else engine.cancel(1_000_000 + (next.pick % Math.max(index, 1)) + 1);
          const diff = engine.drainChanges();
          if (diff === undefined) continue;
          expect(diff.U).toBe(lastId + 1);
          lastId = diff.u;
          apply(book.buy, diff.bids);
          apply(book.sell, diff.asks);
        }
        const end = engine.snapshot();
        expect(end.lastUpdateId).toBe(lastId);
        expect(new Map(end.bids)).toEqual(book.buy);
        expect(new Map(end.asks)).toEqual(book.sell);
      }),
    );
  });

  it('trades a market order with a price bound exactly as an IOC limit at the bound, never beyond it, and says the bound stopped it only when the book held more past it', () => {
    fc.assert(
      fc.property(
        fc.array(command, { maxLength: 120 }),
        fc.constantFrom('buy' as const, 'sell' as const),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 85, max: 115 }),
        (before, side, qty, bound) => {
          const bounded = run(before, () => undefined).engine;
          const limited = run(before, () => undefined).engine;
          const taker = { id: 1_000_000, account: 'd', side, qty };
          const result = bounded.place({ ...taker, price: undefined, timeInForce: 'IOC', bound });
          const twin = limited.place({ ...taker, price: bound, timeInForce: 'IOC' });
          expect(result.trades).toEqual(twin.trades);
          for (const trade of result.trades) expect(side === 'buy' ? trade.price <= bound : trade.price >= bound).toBe(true);
          expect(bounded.snapshot()).toEqual(limited.snapshot());
          const beyond = side === 'buy' ? bounded.bestAsk() : bounded.bestBid();
          if (result.filled === qty) expect(result.outcome).toBe('filled');
          else expect(result.outcome).toBe(beyond === undefined ? 'expired' : 'outOfBand');
        },
      ),
    );
  });
});
