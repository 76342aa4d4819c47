import { MatchingEngine } from '../../../server/market/engine/matching-engine';
import type { EngineOrderInput, EngineTrade } from '../../../server/market/engine/types';

let nextId = 1;
function order(partial: Partial<EngineOrderInput> & Pick<EngineOrderInput, 'side'>): EngineOrderInput {
  return { id: nextId++, account: 'a', price: 100, qty: 10, timeInForce: 'GTC', ...partial };
}

function engineWithTrades(): { engine: MatchingEngine; trades: EngineTrade[] } {
  const trades: EngineTrade[] = [];
  return { engine: new MatchingEngine({ listener: { onTrade: (trade) => trades.push(trade) } }), trades };
}

describe('matching engine', () => {
  beforeEach(() => {
    nextId = 1;
  });

  it('names each side\'s worst level: the lowest bid and the highest ask, after levels come and go', () => {
    const engine = new MatchingEngine();
    expect(engine.bids.worst()).toBeUndefined();
    expect(engine.asks.worst()).toBeUndefined();
    for (const price of [98, 95, 99]) engine.place(order({ side: 'buy', price, qty: 1 }));
    for (const price of [103, 101, 106]) engine.place(order({ side: 'sell', price, qty: 1 }));
    expect(engine.bids.worst()?.price).toBe(95);
    expect(engine.asks.worst()?.price).toBe(106);
    // Takers eat the best levels: the worst stays until it is the last one left, then goes with it.
    engine.place(order({ account: 't', side: 'sell', price: 90, qty: 2, timeInForce: 'IOC' }));
    expect(engine.bids.best()?.price).toBe(95);
    expect(engine.bids.worst()?.price).toBe(95);
    engine.place(order({ account: 't', side: 'buy', price: 200, qty: 3, timeInForce: 'IOC' }));
    expect(engine.asks.worst()).toBeUndefined();
    engine.place(order({ account: 't', side: 'sell', price: 90, qty: 1, timeInForce: 'IOC' }));
    expect(engine.bids.worst()).toBeUndefined();
  });

  it('rests a limit order that crosses nothing and shows it in the snapshot', () => {
    const engine = new MatchingEngine();
    expect(engine.place(order({ side: 'buy', price: 99, qty: 5 })).outcome).toBe('resting');
    expect(engine.place(order({ side: 'sell', price: 101, qty: 7 })).outcome).toBe('resting');
    expect(engine.snapshot()).toEqual({ lastUpdateId: 2, bids: [[99, 5]], asks: [[101, 7]] });
  });

  it('fills at the maker price, best price first, then oldest first within a price', () => {
    const { engine, trades } = engineWithTrades();
    const first = order({ account: 'm1', side: 'sell', price: 101, qty: 3 });
    const second = order({ account: 'm2', side: 'sell', price: 101, qty: 3 });
    const better = order({ account: 'm3', side: 'sell', price: 100, qty: 2 });
    for (const maker of [first, second, better]) engine.place(maker);
    const result = engine.place(order({ account: 't', side: 'buy', price: 102, qty: 6 }));
    expect(result.outcome).toBe('filled');
    expect(trades.map((trade) => [trade.makerId, trade.price, trade.qty])).toEqual([
      [better.id, 100, 2],
      [first.id, 101, 3],
      [second.id, 101, 1],
    ]);
    expect(engine.snapshot().asks).toEqual([[101, 2]]);
  });

  it('rests the unfilled part of a GTC order at its own price', () => {
    const engine = new MatchingEngine();
    engine.place(order({ account: 'm', side: 'sell', price: 100, qty: 4 }));
    const result = engine.place(order({ account: 't', side: 'buy', price: 100, qty: 10 }));
    expect(result).toMatchObject({ outcome: 'resting', filled: 4 });
    expect(engine.snapshot()).toMatchObject({ bids: [[100, 6]], asks: [] });
  });

  it('expires the rest of an IOC order and of a market order instead of resting it', () => {
    const engine = new MatchingEngine();
    engine.place(order({ account: 'm', side: 'sell', price: 100, qty: 4 }));
    engine.place(order({ account: 'm', side: 'sell', price: 105, qty: 4 }));
    expect(engine.place(order({ account: 't', side: 'buy', price: 100, qty: 10, timeInForce: 'IOC' }))).toMatchObject({
      outcome: 'expired',
      filled: 4,
    });
    expect(engine.place(order({ account: 't', side: 'buy', price: undefined, qty: 10 }))).toMatchObject({
      outcome: 'expired',
      filled: 4,
    });
    expect(engine.snapshot()).toMatchObject({ bids: [], asks: [] });
  });

  it('fills a FOK order in full or not at all, leaving the book untouched when it cannot', () => {
    const engine = new MatchingEngine();
    engine.place(order({ account: 'm', side: 'sell', price: 100, qty: 4 }));
    const before = engine.snapshot();
    expect(engine.place(order({ account: 't', side: 'buy', price: 100, qty: 5, timeInForce: 'FOK' }))).toMatchObject({
      outcome: 'rejectedFok',
      filled: 0,
    });
    expect(engine.snapshot()).toEqual(before);
    expect(engine.place(order({ account: 't', side: 'buy', price: 100, qty: 4, timeInForce: 'FOK' })).outcome).toBe('filled');
  });

  it('refuses a post-only order that would take, and rests one that would not', () => {
    const engine = new MatchingEngine();
    engine.place(order({ account: 'm', side: 'sell', price: 100, qty: 4 }));
    expect(engine.place(order({ side: 'buy', price: 100, timeInForce: 'postOnly' })).outcome).toBe('rejectedPostOnly');
    expect(engine.place(order({ side: 'buy', price: 99, timeInForce: 'postOnly' })).outcome).toBe('resting');
  });

  it('cancels the newer order when two orders of one account would trade, keeping what it already filled', () => {
    const { engine, trades } = engineWithTrades();
    engine.place(order({ account: 'other', side: 'sell', price: 100, qty: 2 }));
    const own = order({ account: 'me', side: 'sell', price: 101, qty: 5 });
    engine.place(own);
    const result = engine.place(order({ account: 'me', side: 'buy', price: 105, qty: 10 }));
    expect(result).toMatchObject({ outcome: 'selfTrade', filled: 2 });
    expect(trades).toHaveLength(1);
    expect(engine.order(own.id)?.remaining).toBe(5);
    expect(engine.snapshot()).toMatchObject({ bids: [], asks: [[101, 5]] });
  });

  it('cancels a resting order anywhere in its level and gives its update to the next diff', () => {
    const engine = new MatchingEngine();
    const a = order({ account: 'a', side: 'buy', price: 99, qty: 1 });
    const b = order({ account: 'b', side: 'buy', price: 99, qty: 2 });
    const c = order({ account: 'c', side: 'buy', price: 99, qty: 3 });
    for (const resting of [a, b, c]) engine.place(resting);
    expect(engine.drainChanges()).toEqual({ U: 1, u: 3, bids: [[99, 6]], asks: [] });
    expect(engine.cancel(b.id)?.remaining).toBe(2);
    expect(engine.cancel(b.id)).toBeUndefined();
    expect(engine.drainChanges()).toEqual({ U: 4, u: 4, bids: [[99, 4]], asks: [] });
    expect(engine.drainChanges()).toBeUndefined();
    engine.cancel(a.id);
    engine.cancel(c.id);
    expect(engine.drainChanges()).toEqual({ U: 5, u: 6, bids: [[99, 0]], asks: [] });
  });

  it('prices what a market order would cost against the book, in exact bigint', () => {
    const engine = new MatchingEngine();
    engine.place(order({ account: 'm', side: 'sell', price: 9_700_000, qty: 900_000_000 }));
    engine.place(order({ account: 'm', side: 'sell', price: 9_700_001, qty: 900_000_000 }));
    const cost = engine.cost({ account: 't', side: 'buy', price: undefined, qty: 1_000_000_000 });
    expect(cost).toEqual({ lots: 1_000_000_000, tickLots: 9_700_000n * 900_000_000n + 9_700_001n * 100_000_000n });
  });

  it('puts stored orders back in their old time priority without a diff', () => {
    const engine = new MatchingEngine();
    engine.restore([
      { id: 7, account: 'late', side: 'sell', price: 100, qty: 5, remaining: 5, seq: 9 },
      { id: 3, account: 'early', side: 'sell', price: 100, qty: 5, remaining: 2, seq: 4 },
    ]);
    expect(engine.drainChanges()).toBeUndefined();
    const { trades } = engine.place({ id: 20, account: 't', side: 'buy', price: 100, qty: 3, timeInForce: 'GTC' });
    expect(trades.map((trade) => [trade.makerId, trade.qty])).toEqual([
      [3, 2],
      [7, 1],
    ]);
    expect(engine.nextSeq).toBeGreaterThan(9);
  });
});
