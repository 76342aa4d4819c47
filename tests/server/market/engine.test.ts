import { MatchingEngine } from '../../../server/market/engine/matching-engine';
import type { EngineOrderInput, EngineTrade } from '../../../server/market/engine/types';

let nextId = 1;
function order(partial: Partial<EngineOrderInput> & Pick<EngineOrderInput, 'side'>): EngineOrderInput {
  return { id: nextId++, account: 'a', price: 100, qty: 10, timeInForce: 'GTC', ...partial };
}

/** An engine, and every trade its placements have made, in order. */
function engineWithTrades(): { engine: MatchingEngine; trades: EngineTrade[] } {
  const trades: EngineTrade[] = [];
  const engine = new MatchingEngine();
  const place = engine.place.bind(engine);
  engine.place = (input) => {
    const result = place(input);
    trades.push(...result.trades);
    return result;
  };
  return { engine, trades };
}

describe('matching engine', () => {
  beforeEach(() => {
    nextId = 1;
  });

  it('names each side\'s worst level: the lowest bid and the highest ask, after levels come and go', () => {
    const engine = new MatchingEngine();
    const worstBid = () => engine.bids.worstWithin(1)?.price;
    const worstAsk = () => engine.asks.worstWithin(Number.MAX_SAFE_INTEGER)?.price;
    expect(worstBid()).toBeUndefined();
    expect(worstAsk()).toBeUndefined();
    for (const price of [98, 95, 99]) engine.place(order({ side: 'buy', price, qty: 1 }));
    for (const price of [103, 101, 106]) engine.place(order({ side: 'sell', price, qty: 1 }));
    expect(worstBid()).toBe(95);
    expect(worstAsk()).toBe(106);
    // Takers eat the best levels: the worst stays until it is the last one left, then goes with it.
    engine.place(order({ account: 't', side: 'sell', price: 90, qty: 2, timeInForce: 'IOC' }));
    expect(engine.bids.best()?.price).toBe(95);
    expect(worstBid()).toBe(95);
    engine.place(order({ account: 't', side: 'buy', price: 200, qty: 3, timeInForce: 'IOC' }));
    expect(worstAsk()).toBeUndefined();
    engine.place(order({ account: 't', side: 'sell', price: 90, qty: 1, timeInForce: 'IOC' }));
    expect(worstBid()).toBeUndefined();
  });

  it('counts the levels at a price or better, and names the farthest of them, on either side', () => {
    const engine = new MatchingEngine();
    for (const price of [98, 95, 99, 50]) engine.place(order({ side: 'buy', price, qty: 1 }));
    for (const price of [103, 101, 106, 200]) engine.place(order({ side: 'sell', price, qty: 1 }));
    expect(engine.bids.depthWithin(95)).toBe(3);
    expect(engine.bids.worstWithin(95)?.price).toBe(95);
    expect(engine.bids.depthWithin(96)).toBe(2);
    expect(engine.bids.worstWithin(96)?.price).toBe(98);
    expect(engine.bids.depthWithin(1)).toBe(4);
    expect(engine.bids.worstWithin(1)?.price).toBe(50);
    expect(engine.bids.depthWithin(100)).toBe(0);
    expect(engine.bids.worstWithin(100)).toBeUndefined();
    expect(engine.asks.depthWithin(106)).toBe(3);
    expect(engine.asks.worstWithin(106)?.price).toBe(106);
    expect(engine.asks.depthWithin(105)).toBe(2);
    expect(engine.asks.worstWithin(105)?.price).toBe(103);
    expect(engine.asks.depthWithin(1000)).toBe(4);
    expect(engine.asks.depthWithin(100)).toBe(0);
    expect(engine.asks.worstWithin(100)).toBeUndefined();
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

  it('stops at the maker that completes the taker, leaving the makers behind it in the level untouched', () => {
    const { engine, trades } = engineWithTrades();
    const exact = order({ account: 'm1', side: 'sell', price: 101, qty: 3 });
    const behind = order({ account: 'm2', side: 'sell', price: 101, qty: 4 });
    engine.place(exact);
    engine.place(behind);
    // Completed by a maker it empties, and by one it only takes part of: no trade of nothing either way.
    expect(engine.place(order({ account: 't', side: 'buy', price: 101, qty: 3 })).outcome).toBe('filled');
    expect(engine.place(order({ account: 't', side: 'buy', price: 101, qty: 1 })).outcome).toBe('filled');
    expect(trades.map((trade) => [trade.makerId, trade.qty])).toEqual([
      [exact.id, 3],
      [behind.id, 1],
    ]);
    expect(engine.order(behind.id)?.remaining).toBe(3);
    expect(engine.snapshot().asks).toEqual([[101, 3]]);
  });

  it('counts the orders resting on both sides as they rest, fill and cancel', () => {
    const engine = new MatchingEngine();
    expect(engine.openOrderCount).toBe(0);
    const bid = order({ account: 'm', side: 'buy', price: 99, qty: 1 });
    engine.place(bid);
    engine.place(order({ account: 'm', side: 'sell', price: 101, qty: 2 }));
    expect(engine.openOrderCount).toBe(2);
    engine.place(order({ account: 't', side: 'buy', price: 101, qty: 2 }));
    expect(engine.openOrderCount).toBe(1);
    engine.cancel(bid.id);
    expect(engine.openOrderCount).toBe(0);
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

  it('counts for a FOK order only what it can take: within its price, across makers and levels, short of its own orders', () => {
    const engine = new MatchingEngine();
    engine.place(order({ account: 'm1', side: 'sell', price: 100, qty: 2 }));
    engine.place(order({ account: 'm2', side: 'sell', price: 100, qty: 2 }));
    engine.place(order({ account: 'me', side: 'sell', price: 101, qty: 3 }));
    engine.place(order({ account: 'm3', side: 'sell', price: 102, qty: 3 }));
    const fok = (account: string, price: number | undefined, qty: number) =>
      engine.place(order({ account, side: 'buy', price, qty, timeInForce: 'FOK' })).outcome;
    // Beyond its price: the 101 and 102 levels are out of reach at 100.
    expect(fok('t', 100, 5)).toBe('rejectedFok');
    // Its own order at 101 stops it there, as self-trade prevention would stop the order.
    expect(fok('me', 102, 5)).toBe('rejectedFok');
    expect(engine.snapshot().asks).toEqual([
      [100, 4],
      [101, 3],
      [102, 3],
    ]);
    // Two makers of one level together fill it; a market FOK reaches every level.
    expect(fok('t', 100, 4)).toBe('filled');
    expect(fok('t', undefined, 6)).toBe('filled');
    expect(engine.snapshot().asks).toEqual([]);
  });

  it('gives no update to an order that neither trades nor rests', () => {
    const engine = new MatchingEngine({ updateId: 7 });
    engine.place(order({ account: 'm', side: 'sell', price: 101, qty: 1 }));
    engine.drainChanges();
    expect(engine.place(order({ account: 't', side: 'buy', price: 100, qty: 1, timeInForce: 'IOC' })).outcome).toBe('expired');
    expect(engine.place(order({ account: 't', side: 'sell', price: undefined, qty: 1 })).outcome).toBe('expired');
    expect(engine.drainChanges()).toBeUndefined();
    expect(engine.snapshot().lastUpdateId).toBe(8);
  });

  it('numbers trades 1, 2, 3 in the order they happen when given no source of ids', () => {
    const engine = new MatchingEngine();
    engine.place(order({ account: 'm1', side: 'sell', price: 100, qty: 1 }));
    engine.place(order({ account: 'm2', side: 'sell', price: 101, qty: 1 }));
    const trades = engine.place(order({ account: 't', side: 'buy', price: 101, qty: 2 })).trades;
    expect(trades.map((trade) => trade.tradeId)).toEqual([1, 2]);
  });

  it('numbers trades with the ids its source hands out, one per trade in the order they happen', () => {
    let next = 41;
    const engine = new MatchingEngine({ tradeIds: () => next++ });
    engine.place(order({ account: 'm1', side: 'sell', price: 100, qty: 1 }));
    engine.place(order({ account: 'm2', side: 'sell', price: 101, qty: 1 }));
    const first = engine.place(order({ account: 't', side: 'buy', price: 101, qty: 2 })).trades;
    engine.place(order({ account: 'm1', side: 'buy', price: 99, qty: 1 }));
    const second = engine.place(order({ account: 't', side: 'sell', price: 99, qty: 1 })).trades;
    expect([...first, ...second].map((trade) => trade.tradeId)).toEqual([41, 42, 43]);
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

  it("prices a market order only up to the caller's own resting order, where self-trade prevention would stop it", () => {
    const engine = new MatchingEngine();
    engine.place(order({ account: 'm', side: 'sell', price: 100, qty: 2 }));
    engine.place(order({ account: 'me', side: 'sell', price: 101, qty: 5 }));
    engine.place(order({ account: 'm', side: 'sell', price: 102, qty: 5 }));
    expect(engine.cost({ account: 'me', side: 'buy', price: undefined, qty: 6 })).toEqual({ lots: 2, tickLots: 200n });
    expect(engine.cost({ account: 't', side: 'buy', price: undefined, qty: 6 })).toEqual({ lots: 6, tickLots: 200n + 404n });
    // A limit stops it at its price, as the order would.
    expect(engine.cost({ account: 't', side: 'buy', price: 101, qty: 20 })).toEqual({ lots: 7, tickLots: 200n + 505n });
  });

  it('carries only what changed after a restore in the next diff, never the restored levels', () => {
    const engine = new MatchingEngine({ updateId: 50 });
    engine.restore([{ id: 3, account: 'm', side: 'sell', price: 105, qty: 5, remaining: 5, seq: 4 }]);
    engine.place(order({ account: 'm', side: 'buy', price: 99, qty: 1 }));
    expect(engine.drainChanges()).toEqual({ U: 51, u: 51, bids: [[99, 1]], asks: [] });
    engine.place(order({ account: 'm', side: 'buy', price: 98, qty: 1 }));
    expect(engine.drainChanges()).toEqual({ U: 52, u: 52, bids: [[98, 1]], asks: [] });
  });

  it('gives each resting order a later sequence number than the one before, for its time priority after a restart', () => {
    const engine = new MatchingEngine();
    const first = order({ account: 'm', side: 'buy', price: 99, qty: 1 });
    const second = order({ account: 'm', side: 'sell', price: 101, qty: 1 });
    engine.place(first);
    engine.place(second);
    const firstSeq = engine.order(first.id)?.seq as number;
    const secondSeq = engine.order(second.id)?.seq as number;
    expect(secondSeq).toBeGreaterThan(firstSeq);
    expect(engine.nextSeq).toBeGreaterThan(secondSeq);
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

  it('cuts a resting order in place: its level shrinks, its time priority stays, and a cut to nothing takes it out', () => {
    const engine = new MatchingEngine();
    const first = order({ account: 'm1', side: 'sell', price: 101, qty: 10 });
    const second = order({ account: 'm2', side: 'sell', price: 101, qty: 10 });
    engine.place(first);
    engine.place(second);
    engine.drainChanges();
    engine.cut(first.id, 4);
    expect(engine.drainChanges()).toMatchObject({ asks: [[101, 14]] });
    engine.cut(first.id, 6);
    expect(engine.order(first.id)?.remaining).toBe(4);
    const taken = engine.place(order({ account: 't', side: 'buy', price: 101, qty: 5, timeInForce: 'IOC' }));
    expect(taken.trades.map((trade) => [trade.makerId, trade.qty])).toEqual([[first.id, 4], [second.id, 1]]);
    engine.cut(second.id, 0);
    expect(engine.order(second.id)).toBeUndefined();
    expect(engine.bestAsk()).toBeUndefined();
  });

  it('gives a book snapshot of at most the asked number of levels a side, the best first', () => {
    const engine = new MatchingEngine();
    for (const price of [98, 95, 99, 97]) engine.place(order({ side: 'buy', price, qty: 1 }));
    for (const price of [103, 101, 106]) engine.place(order({ side: 'sell', price, qty: 2 }));
    expect(engine.snapshot(2)).toEqual(expect.objectContaining({ bids: [[99, 1], [98, 1]], asks: [[101, 2], [103, 2]] }));
    expect(engine.snapshot(1)).toEqual(expect.objectContaining({ bids: [[99, 1]], asks: [[101, 2]] }));
    expect(engine.snapshot(0)).toEqual(expect.objectContaining({ bids: [], asks: [] }));
    expect(engine.snapshot().bids).toEqual([[99, 1], [98, 1], [97, 1], [95, 1]]);
    expect([engine.bestBid(), engine.bestAsk()]).toEqual([99, 101]);
  });

  it('rests a post-only order when the other side of the book is empty', () => {
    const engine = new MatchingEngine();
    expect(engine.place(order({ side: 'buy', price: 100, qty: 1, timeInForce: 'postOnly' })).outcome).toBe('resting');
    expect(engine.place(order({ side: 'sell', price: 90, qty: 1, timeInForce: 'postOnly' })).outcome).toBe('rejectedPostOnly');
    expect([engine.bestBid(), engine.bestAsk()]).toEqual([100, undefined]);
  });

  it.each([
    ['the first', 0, [2, 3, 4]],
    ['a middle', 1, [1, 3, 4]],
    ['the last', 2, [1, 2, 4]],
  ])('keeps the time priority of a level whose %s order is cancelled, and queues a later order behind the rest', (_which, cancelled, makers) => {
    const { engine, trades } = engineWithTrades();
    const resting = [1, 2, 3].map((id) => order({ id, side: 'sell', price: 101, qty: 1 }));
    for (const each of resting) engine.place(each);
    engine.cancel(resting[cancelled]!.id);
    engine.place(order({ id: 4, side: 'sell', price: 101, qty: 1 }));
    engine.place(order({ id: 10, account: 't', side: 'buy', price: 101, qty: 1, timeInForce: 'IOC' }));
    engine.place(order({ id: 11, account: 't', side: 'buy', price: 101, qty: 2, timeInForce: 'IOC' }));
    expect(trades.map((trade) => trade.makerId)).toEqual(makers);
    // The level is gone with its last order, and an order placed at its price starts a new queue.
    expect(engine.asks.best()).toBeUndefined();
    engine.place(order({ id: 12, side: 'sell', price: 101, qty: 1 }));
    engine.place(order({ id: 13, account: 't', side: 'buy', price: 101, qty: 1, timeInForce: 'IOC' }));
    expect(trades.at(-1)?.makerId).toBe(12);
  });
});

describe("matching engine: a market order's price bound", () => {
  /** Asks of one lot each at 100, 101, 105 and 106 (account m), and bids at 95, 94, 90 and 89. */
  function thinBook(): { engine: MatchingEngine; trades: EngineTrade[] } {
    const book = engineWithTrades();
    for (const price of [100, 101, 105, 106]) book.engine.place(order({ account: 'm', side: 'sell', price, qty: 1 }));
    for (const price of [95, 94, 90, 89]) book.engine.place(order({ account: 'm', side: 'buy', price, qty: 1 }));
    return book;
  }
  const market = (side: 'buy' | 'sell', qty: number, bound: number | undefined) =>
    order({ account: 't', side, price: undefined, qty, timeInForce: 'IOC', bound });

  it('takes a market buy up to its bound, the level exactly at it included, and expires the rest as stopped by the bound', () => {
    const { engine, trades } = thinBook();
    const result = engine.place(market('buy', 10, 105));
    expect(result).toMatchObject({ outcome: 'outOfBand', filled: 3 });
    expect(trades.map((trade) => trade.price)).toEqual([100, 101, 105]);
    // What lies beyond the bound stays in the book, untouched.
    expect(engine.snapshot().asks).toEqual([[106, 1]]);
  });

  it('stops a market buy one tick short of a level its bound does not reach', () => {
    const { engine } = thinBook();
    expect(engine.place(market('buy', 10, 104))).toMatchObject({ outcome: 'outOfBand', filled: 2 });
    expect(engine.snapshot().asks).toEqual([[105, 1], [106, 1]]);
  });

  it('takes a market sell down to its bound, the level exactly at it included, and leaves the bids below it', () => {
    const { engine, trades } = thinBook();
    expect(engine.place(market('sell', 10, 90))).toMatchObject({ outcome: 'outOfBand', filled: 3 });
    expect(trades.map((trade) => trade.price)).toEqual([95, 94, 90]);
    expect(engine.snapshot().bids).toEqual([[89, 1]]);
    expect(engine.place(market('sell', 1, 90))).toMatchObject({ outcome: 'outOfBand', filled: 0, trades: [] });
  });

  it('says the bound stopped a market order only while the book holds more past it: one the book runs out under expires unfilled', () => {
    const { engine } = thinBook();
    expect(engine.place(market('buy', 10, 105))).toMatchObject({ outcome: 'outOfBand', filled: 3 });
    // The ask at 106 is all that is left, and the bound lies past it: nothing more to trade, not a bound.
    expect(engine.place(market('buy', 5, 200))).toMatchObject({ outcome: 'expired', filled: 1 });
  });

  it('prices what a bounded market order would take with cost at its bound', () => {
    const { engine } = thinBook();
    expect(engine.cost({ side: 'buy', price: 105, account: 't', qty: 10 })).toEqual({ lots: 3, tickLots: 306n });
    expect(engine.place(market('buy', 10, 105)).trades.reduce((sum, trade) => sum + trade.price * trade.qty, 0)).toBe(306);
  });
});
