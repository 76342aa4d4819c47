import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FuturesCodes, TradingCodes } from '../../../src/core/trading/contract';
import type { FuturesOrder } from '../../../src/core/trading/contract';
import { positionTpSl } from '../../../server/futures/account-calls';
import type { FuturesOrderRow } from '../../../server/futures/futures-store';
import { codeOf, fund, world } from './support';
import type { World } from './support';

/** B rests a 0.1 BTC buy at 60,000 with a take-profit at 63,000 and a stop-loss at 58,000, both by mark. */
function entryWithTpSl(w: World): { entry: FuturesOrder; tp: FuturesOrder; sl: FuturesOrder } {
  fund(w, 'A', '100000');
  fund(w, 'B', '100000');
  w.btc.pin(6_050_000, w.now.value);
  const answer = w.btc.placeUser('B', {
    symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60000', qty: '0.1',
    takeProfit: { stopPrice: '63000', triggerBy: 'MARK' }, stopLoss: { stopPrice: '58000', triggerBy: 'MARK' },
  });
  const [tp, sl] = answer.attached as [FuturesOrder, FuturesOrder];
  return { entry: answer.order, tp, sl };
}

const open = (w: World, account: string) => w.exchange.store.openOrdersOf(account).map((row) => [row.type, row.qty_lots, row.entry_order_id]);
const order = (w: World, id: string) => w.exchange.store.order(Number(id));
const row = (w: World, id: string) => w.exchange.store.order(Number(id)) as FuturesOrderRow;

describe('futures: TP/SL placed with an entry order', () => {
  it('waits on the entry: reduce-only orders for nothing, which do not fire while the entry is unfilled', () => {
    const w = world();
    const { entry, tp, sl } = entryWithTpSl(w);
    expect(tp).toMatchObject({ type: 'takeProfitMarket', side: 'sell', qty: '0.00000', reduceOnly: true, closePosition: false, stopPrice: '63000.00', entryOrderId: entry.orderId, status: 'new' });
    expect(sl).toMatchObject({ type: 'stopMarket', side: 'sell', qty: '0.00000', reduceOnly: true, entryOrderId: entry.orderId });
    // The mark crosses both stops; with nothing filled neither fires.
    w.btc.pin(5_700_000, w.now.value);
    w.btc.pin(6_400_000, w.now.value);
    expect(order(w, sl.orderId)).toMatchObject({ status: 'new', triggered_at: null });
    expect(order(w, tp.orderId)).toMatchObject({ status: 'new', triggered_at: null });
    expect(w.exchange.positions('B', 'real')).toEqual([]);
  });

  it('becomes live for what the entry has filled, growing with each fill', () => {
    const w = world();
    const { entry, tp, sl } = entryWithTpSl(w);
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.04' });
    expect(open(w, 'B')).toEqual([
      ['stopMarket', 4_000, Number(entry.orderId)],
      ['takeProfitMarket', 4_000, Number(entry.orderId)],
      ['limit', 10_000, null],
    ]);
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ size: '0.04000', takeProfit: { orderId: tp.orderId, stopPrice: '63000.00' }, stopLoss: { orderId: sl.orderId } });
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.06' });
    expect(order(w, entry.orderId)?.status).toBe('filled');
    expect([order(w, tp.orderId)?.qty_lots, order(w, sl.orderId)?.qty_lots]).toEqual([10_000, 10_000]);
  });

  it('fires once live: the stop-loss closes what filled, and the take-profit goes with the position', () => {
    const w = world();
    const { tp, sl } = entryWithTpSl(w);
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.1' });
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '57900', qty: '0.1' });
    w.btc.pin(5_790_000, w.now.value);
    expect(w.exchange.positions('B', 'real')).toEqual([]);
    expect(order(w, sl.orderId)).toMatchObject({ status: 'filled', filled_lots: 10_000 });
    expect(order(w, tp.orderId)).toMatchObject({ status: 'canceled', cancel_reason: 'reduceOnly' });
  });

  it('is cancelled with an entry cancelled unfilled, and stays for what filled when the entry is cancelled after a fill', () => {
    const w = world();
    const first = entryWithTpSl(w);
    w.btc.cancelUser(row(w, first.entry.orderId));
    expect([order(w, first.tp.orderId), order(w, first.sl.orderId)].map((row) => [row?.status, row?.cancel_reason])).toEqual([
      ['canceled', 'entryCanceled'],
      ['canceled', 'entryCanceled'],
    ]);
    const second = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60000', qty: '0.1', stopLoss: { stopPrice: '58000' } });
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.03' });
    w.btc.cancelUser(row(w, second.order.orderId));
    expect(order(w, second.attached[0]?.orderId as string)).toMatchObject({ status: 'new', qty_lots: 3_000 });
  });

  it('cancels the TP/SL of a market entry that expires unfilled, and arms those of one that fills at once', () => {
    const w = world();
    fund(w, 'A', '100000');
    fund(w, 'B', '100000');
    w.btc.pin(6_000_000, w.now.value);
    // A self-trade: B's own resting sell is all the book holds, so B's market buy fills nothing.
    w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60500', qty: '0.01' });
    const unfilled = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.01', stopLoss: { stopPrice: '59000', triggerBy: 'MARK' } });
    expect(unfilled.order.filledQty).toBe('0.00000');
    expect(unfilled.attached[0]).toMatchObject({ status: 'canceled', cancelReason: 'entryCanceled' });
    w.btc.cancelUser(w.exchange.store.openOrdersOf('B')[0] as FuturesOrderRow);
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60000', qty: '0.05' });
    const filled = w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'market', qty: '0.05', takeProfit: { stopPrice: '65000', triggerBy: 'MARK' } });
    expect(filled.attached).toEqual([expect.objectContaining({ type: 'takeProfitMarket', qty: '0.05000', status: 'new', entryOrderId: filled.order.orderId })]);
  });

  it('refuses a TP/SL on the wrong side of the entry price or of the watched price, or with a reduce-only order, placing nothing', () => {
    const w = world();
    fund(w, 'B', '100000');
    w.btc.pin(6_000_000, w.now.value);
    const place = (extra: object) => () => w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '59000', qty: '0.1', ...extra });
    expect(codeOf(place({ takeProfit: { stopPrice: '58000' } }))).toBe(FuturesCodes.BAD_STOP_PRICE);
    expect(codeOf(place({ stopLoss: { stopPrice: '59500' } }))).toBe(FuturesCodes.BAD_STOP_PRICE);
    // Above the entry but below the mark of 60,000: a take-profit by mark that would fire at once.
    expect(codeOf(place({ takeProfit: { stopPrice: '59900', triggerBy: 'MARK' } }))).toBe(FuturesCodes.BAD_STOP_PRICE);
    expect(codeOf(place({ stopLoss: { stopPrice: '1.001' } }))).toBe(TradingCodes.PRICE_OFF_TICK);
    expect(codeOf(() => w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '61000', qty: '0.1', takeProfit: { stopPrice: '62000' } }))).toBe(FuturesCodes.BAD_STOP_PRICE);
    expect(codeOf(place({ reduceOnly: true, stopLoss: { stopPrice: '58000' } }))).toBe(TradingCodes.BAD_ORDER_PARAMETERS);
    expect(w.exchange.store.openOrdersOf('B')).toEqual([]);
    expect(w.btc.engine.bestBid()).toBeUndefined();
    // A short's take-profit below and stop-loss above its entry are accepted.
    expect(codeOf(() => w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '61000', qty: '0.1', takeProfit: { stopPrice: '59000' }, stopLoss: { stopPrice: '62000' } }))).toBeUndefined();
  });

  it('lets the position\'s TP/SL call replace a live one its entry brought', () => {
    const w = world();
    const { tp } = entryWithTpSl(w);
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.1' });
    const position = positionTpSl(w.exchange, 'B', 'real', { symbol: 'BTCUSDT', takeProfit: { stopPrice: '64000', triggerBy: 'MARK' } });
    expect(position.takeProfit).toMatchObject({ stopPrice: '64000.00' });
    expect(order(w, tp.orderId)).toMatchObject({ status: 'canceled', cancel_reason: 'user' });
  });

  it('keeps the TP and SL a position has when a new one is refused, the valid half of the change included', () => {
    const w = world();
    const { tp, sl } = entryWithTpSl(w);
    w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.1' });
    // A long's stop-loss above the mark would fire at once; an off-tick take-profit is no price at all.
    expect(codeOf(() => positionTpSl(w.exchange, 'B', 'real', { symbol: 'BTCUSDT', stopLoss: { stopPrice: '150000', triggerBy: 'MARK' } }))).toBe(
      FuturesCodes.BAD_STOP_PRICE,
    );
    expect(
      codeOf(() =>
        positionTpSl(w.exchange, 'B', 'real', { symbol: 'BTCUSDT', takeProfit: { stopPrice: '64000' }, stopLoss: { stopPrice: '1.001' } }),
      ),
    ).toBe(TradingCodes.PRICE_OFF_TICK);
    expect(order(w, tp.orderId)).toMatchObject({ status: 'new', stop_ticks: 6_300_000 });
    expect(order(w, sl.orderId)).toMatchObject({ status: 'new', stop_ticks: 5_800_000 });
    expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ takeProfit: { stopPrice: '63000.00' }, stopLoss: { stopPrice: '58000.00' } });
  });

  it('survives a restart: a waiting TP/SL comes back waiting and is armed by the entry\'s fill after it', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'futures-')), 'gateway.sqlite');
    const first = world(file);
    const { entry, sl } = entryWithTpSl(first);
    first.db.close();
    const second = world(file);
    second.btc.pin(5_700_000, second.now.value);
    expect(order(second, sl.orderId)).toMatchObject({ status: 'new', qty_lots: 0, entry_order_id: Number(entry.orderId) });
    second.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.1' });
    expect(order(second, sl.orderId)?.qty_lots).toBe(10_000);
    second.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '56900', qty: '0.1' });
    second.btc.pin(5_690_000, second.now.value);
    expect(second.exchange.positions('B', 'real')).toEqual([]);
    expect(order(second, sl.orderId)?.status).toBe('filled');
    second.db.close();
  });
  describe('when the position closes between two fills of the entry', () => {
    /** B's entry fills 0.04; B then sells `qty` at market into A's bid at 60,100 (above B's own bid). */
    function filledThenReduced(w: World, qty: string) {
      const placed = entryWithTpSl(w);
      w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.04' });
      w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60100', qty });
      w.btc.placeUser('B', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty, reduceOnly: true });
      return placed;
    }
    const qtys = (w: World, ...ids: string[]) => ids.map((id) => [order(w, id)?.status, order(w, id)?.qty_lots]);

    it('sends the TP/SL back to waiting when the user closes the position, and arms them for the next fill only', () => {
      const w = world();
      const { tp, sl } = filledThenReduced(w, '0.04');
      expect(w.exchange.positions('B', 'real')).toEqual([]);
      expect(qtys(w, tp.orderId, sl.orderId)).toEqual([['new', 0], ['new', 0]]);
      // Waiting again, they cannot fire: the mark crosses the stop-loss.
      w.btc.pin(5_700_000, w.now.value);
      expect(order(w, sl.orderId)?.triggered_at).toBeNull();
      w.btc.pin(6_050_000, w.now.value);
      w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.03' });
      expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ size: '0.03000' });
      // 0.03 is open, not the 0.07 the entry has filled in all.
      expect(qtys(w, tp.orderId, sl.orderId)).toEqual([['new', 3_000], ['new', 3_000]]);
    });

    it('arms for what is open when the position shrank between two fills, not for what the entry filled in all', () => {
      const w = world();
      const { tp, sl } = filledThenReduced(w, '0.03');
      expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ size: '0.01000' });
      w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.02' });
      expect(w.exchange.positions('B', 'real')[0]).toMatchObject({ size: '0.03000' });
      expect(qtys(w, tp.orderId, sl.orderId)).toEqual([['new', 3_000], ['new', 3_000]]);
    });

    it('keeps the stop-loss waiting for the next fill after the take-profit closed the position', () => {
      const w = world();
      const { tp, sl } = entryWithTpSl(w);
      w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.04' });
      w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '63000', qty: '0.04' });
      w.btc.pin(6_300_000, w.now.value);
      expect(w.exchange.positions('B', 'real')).toEqual([]);
      expect(qtys(w, tp.orderId, sl.orderId)).toEqual([['filled', 4_000], ['new', 0]]);
      // The rest of the entry fills: the stop-loss guards those 0.06, and closes them when it fires.
      w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.06' });
      expect(qtys(w, sl.orderId)).toEqual([['new', 6_000]]);
      w.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '57900', qty: '0.06' });
      w.btc.pin(5_790_000, w.now.value);
      expect(order(w, sl.orderId)).toMatchObject({ status: 'filled', filled_lots: 6_000 });
      expect(w.exchange.positions('B', 'real')).toEqual([]);
    });

    it('cancels the TP/SL left waiting when the entry ends without filling again', () => {
      const w = world();
      const { entry, tp, sl } = filledThenReduced(w, '0.04');
      w.btc.cancelUser(row(w, entry.orderId));
      expect([order(w, tp.orderId), order(w, sl.orderId)].map((held) => [held?.status, held?.cancel_reason])).toEqual([
        ['canceled', 'reduceOnly'],
        ['canceled', 'reduceOnly'],
      ]);
      expect(w.exchange.store.openOrdersOf('B')).toEqual([]);
    });

    it('survives a restart between the close and the next fill: the rows come back waiting and follow that fill', () => {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'futures-')), 'gateway.sqlite');
      const first = world(file);
      const { entry, tp, sl } = filledThenReduced(first, '0.04');
      first.db.close();
      const second = world(file);
      expect(qtys(second, tp.orderId, sl.orderId)).toEqual([['new', 0], ['new', 0]]);
      second.btc.pin(6_050_000, second.now.value);
      second.btc.placeUser('A', { symbol: 'BTCUSDT', side: 'sell', type: 'market', qty: '0.02' });
      expect(order(second, entry.orderId)).toMatchObject({ status: 'partiallyFilled', filled_lots: 6_000 });
      expect(qtys(second, tp.orderId, sl.orderId)).toEqual([['new', 2_000], ['new', 2_000]]);
      second.db.close();
    });
  });
});
