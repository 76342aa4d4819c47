// A reduce-only order only ever shrinks its position (docs/futures.md "Calls"), however it fills: resting orders that
// together cover more than the position, or one left resting after the position shrank, are cut to what the position
// still holds when a taker reaches them, and those with nothing left to reduce are cancelled. Before, the engine
// filled them in full and the surplus opened a position the other way, past every margin and tier check.
import type { FuturesOrderRow } from '../../../server/futures/futures-store';
import { fund, world } from './support';
import type { World } from './support';

/** B holds a long of `qty`, bought from A at 60,000, the mark pinned there (market orders stay within its band). */
function longOf(w: World, qty: string): void {
  for (const account of ['A', 'B', 'D']) fund(w, account, '10000');
  w.btc.pin(6_000_000, w.now.value);
  w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60000', qty });
  w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty });
}

const row = (w: World, orderId: string) => w.exchange.store.order(Number(orderId)) as FuturesOrderRow;

describe('futures: reduce-only orders never open a position', () => {
  it('several resting reduce-only sells, each the size of the long, close it once and are cancelled for the rest', () => {
    const w = world();
    longOf(w, '0.01');
    const sells = [1, 2, 3, 4, 5].map(() =>
      w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60100', qty: '0.01', reduceOnly: true }),
    );
    const bought = w.btc.placeUser('D', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.05' });

    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(bought.order).toMatchObject({ filledQty: '0.01000', status: 'expired' });
    const [first, ...rest] = sells;
    expect(row(w, first?.order.orderId as string)).toMatchObject({ status: 'filled', filled_lots: 1_000 });
    for (const sell of rest) expect(row(w, sell.order.orderId)).toMatchObject({ status: 'canceled', cancel_reason: 'reduceOnly', filled_lots: 0 });
    expect(w.btc.engine.bestAsk()).toBeUndefined();
  });

  it('a reduce-only sell left resting over a long that shrank is cut to the long, keeping its place', () => {
    const w = world();
    longOf(w, '0.1');
    const closing = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '65000', qty: '0.1', reduceOnly: true });
    // 0.03 of the long sold at market to D's bid, by an order that is not reduce-only: 0.07 left.
    w.btc.placeUser('D', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '59000', qty: '0.03' });
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.03' });
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ side: 'LONG', size: '0.07000' });

    const bought = w.btc.placeUser('D', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '65000', qty: '0.1' });
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(row(w, closing.order.orderId)).toMatchObject({ status: 'filled', qty_lots: 7_000, filled_lots: 7_000 });
    // D's remaining 0.03 rests: nothing of B's was left to sell it.
    expect(bought.order).toMatchObject({ filledQty: '0.07000', status: 'partiallyFilled' });
  });

  it('a plain sell of the same account filling first in the same batch leaves the reduce-only one nothing to reduce', () => {
    const w = world();
    longOf(w, '0.1');
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60000', qty: '0.1' });
    const closing = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60100', qty: '0.1', reduceOnly: true });
    w.btc.placeUser('D', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.2' });
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(row(w, closing.order.orderId)).toMatchObject({ status: 'canceled', cancel_reason: 'reduceOnly', filled_lots: 0 });
  });

  it('a simulated taker reaching them is held to the same rule', () => {
    const w = world();
    longOf(w, '0.01');
    for (let i = 0; i < 3; i++) w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60100', qty: '0.01', reduceOnly: true });
    const result = w.btc.placeSim({ id: 9_000_000, account: '~taker', side: 'buy', price: undefined, qty: 3_000, timeInForce: 'IOC' });
    expect(result.filled).toBe(1_000);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
  });
});
