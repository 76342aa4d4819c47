import type { Order } from '../../../src/core/trading/contract/orders';
import { openAfterRead } from '../../../src/core/trading/open-orders';
import { order } from '../../sagas/support/trading-rows';

const ids = (orders: readonly Order[]) => orders.map((entry) => `${entry.orderId}:${entry.status}:${entry.updatedAt}`);
const held = (before: string[], open: Order[], history: Order[] = []) => ({ before: new Set(before), open, seen: [...history, ...open] });

describe('the open orders after a read', () => {
  it('are the orders read when the tab learned nothing newer meanwhile', () => {
    expect(ids(openAfterRead([order('2', 'new', 3), order('1', 'partiallyFilled', 2)], held(['1'], [order('1', 'new', 1)])))).toEqual([
      '2:new:3',
      '1:partiallyFilled:2',
    ]);
  });

  it('take the tab\'s newer state of an order read, and leave out one that state closed', () => {
    const history = [order('1', 'filled', 9), order('2', 'partiallyFilled', 8), order('3', 'new', 1)];
    const read = [order('1', 'new', 4), order('2', 'new', 4), order('3', 'partiallyFilled', 4)];
    expect(ids(openAfterRead(read, held(['1', '2', '3'], [order('2', 'partiallyFilled', 8)], history)))).toEqual(['2:partiallyFilled:8', '3:partiallyFilled:4']);
  });

  it('take the newest of the states the tab holds of one order, wherever it holds them', () => {
    const seen = [order('1', 'partiallyFilled', 5), order('1', 'canceled', 9), order('1', 'partiallyFilled', 7)];
    expect(openAfterRead([order('1', 'new', 4)], { before: new Set(['1']), open: [], seen })).toEqual([]);
  });

  it('keep an order the tab came to hold open while the read was out, and drop one held before that the read lacks', () => {
    const open = [order('7', 'new', 9), order('1', 'new', 1)];
    expect(ids(openAfterRead([], held(['1'], open)))).toEqual(['7:new:9']);
  });

  it('keep the read\'s state when the tab\'s is as old', () => {
    const read = { ...order('1', 'partiallyFilled', 5), filledQty: '0.002' };
    expect(openAfterRead([read], held(['1'], [order('1', 'new', 5)]))).toEqual([read]);
  });
});
