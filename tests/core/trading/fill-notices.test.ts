import { averageFillPrice, failedTriggers, filledById, missedUpdates, newlyFilled } from '../../../src/core/trading/fill-notices';
import type { Order } from '../../../src/core/trading/contract/orders';
import { order } from '../../sagas/support/trading-rows';

const withFilled = (orderId: string, filledQty: string, status: Order['status'] = 'partiallyFilled'): Order => ({ ...order(orderId, status), filledQty });

describe('fill notices', () => {
  it('keep what each open order has filled, by its id', () => {
    expect(filledById([withFilled('1', '0'), withFilled('2', '0.004')])).toEqual(new Map([['1', '0'], ['2', '0.004']]));
    expect(filledById([])).toEqual(new Map());
  });

  it('tell an open order that filled more, in part or in full', () => {
    const known = filledById([withFilled('1', '0', 'new'), withFilled('2', '0.004')]);
    expect(newlyFilled(known, [withFilled('1', '0.002'), withFilled('2', '0.01', 'filled')]).map((update) => [update.orderId, update.filledQty])).toEqual([
      ['1', '0.002'],
      ['2', '0.01'],
    ]);
  });

  it('tell no order the tab did not hold open: one placed and filled at once is the form\'s to answer', () => {
    expect(newlyFilled(filledById([withFilled('1', '0', 'new')]), [withFilled('9', '0.01', 'filled')])).toEqual([]);
    expect(newlyFilled(new Map(), [withFilled('1', '0.01', 'filled')])).toEqual([]);
  });

  it('tell no update that filled nothing more: a cancel, or the same amount written another way', () => {
    const known = filledById([withFilled('1', '0.002'), withFilled('2', '0.01')]);
    expect(newlyFilled(known, [withFilled('1', '0.002', 'canceled'), withFilled('2', '0.0100')])).toEqual([]);
    // Compared as decimals, not as text or binary floats: a ten-millionth more is more.
    expect(newlyFilled(known, [withFilled('2', '0.0100001')]).map((update) => update.filledQty)).toEqual(['0.0100001']);
  });

  it('tell an order first seen resting in a batch that also fills it, but not one whose first update there is already filled', () => {
    const batch = [withFilled('3', '0', 'new'), withFilled('4', '0.004'), withFilled('3', '0.01', 'filled'), withFilled('4', '0.01', 'filled')];
    expect(newlyFilled(new Map(), batch).map((update) => [update.orderId, update.filledQty])).toEqual([
      ['3', '0.01'],
      ['4', '0.01'],
    ]);
    expect(newlyFilled(new Map(), [withFilled('5', '0.01', 'filled'), withFilled('5', '0.01', 'filled')])).toEqual([]);
    expect(newlyFilled(new Map(), [withFilled('6', '0', 'canceled'), withFilled('6', '0.01', 'filled')])).toEqual([]);
  });

  it('tell an order once a batch, by its last update there, where it first appeared', () => {
    const known = filledById([withFilled('1', '0', 'new'), withFilled('2', '0', 'new')]);
    const batch = [withFilled('2', '0.001'), withFilled('1', '0.003'), withFilled('2', '0.01', 'filled')];
    expect(newlyFilled(known, batch).map((update) => [update.orderId, update.filledQty, update.status])).toEqual([
      ['2', '0.01', 'filled'],
      ['1', '0.003', 'partiallyFilled'],
    ]);
  });

  it('give the average fill price exactly, rounded half up to the decimals asked', () => {
    // 29.174105 USDT for 0.0003 BTC: 97,247.016666...; 0.0005 for 48.6235 is 97,247 exactly.
    expect(averageFillPrice({ filledQuote: '29.174105', filledQty: '0.0003' }, 2)).toBe('97247.02');
    expect(averageFillPrice({ filledQuote: '48.6235', filledQty: '0.0005' }, 2)).toBe('97247.00');
    expect(averageFillPrice({ filledQuote: '0.45', filledQty: '2' }, 1)).toBe('0.2');
    expect(averageFillPrice({ filledQuote: '0.5', filledQty: '2' }, 1)).toBe('0.3');
    expect(averageFillPrice({ filledQuote: '75.25', filledQty: '0.5' }, 8)).toBe('150.50000000');
  });

  it('name the stops and take-profits the tab held open that fired and were cancelled unexecuted, once each', () => {
    const conditional = (orderId: string, type: string, status: Order['status'], cancelReason: string | null) =>
      ({ ...order(orderId, status), type, price: null, cancelReason }) as unknown as Order;
    const known = filledById([conditional('1', 'stopMarket', 'new', null), conditional('2', 'takeProfitMarket', 'new', null), conditional('3', 'stopMarket', 'new', null), order('4')]);
    const batch = [
      conditional('1', 'stopMarket', 'canceled', 'triggerFailed'),
      conditional('1', 'stopMarket', 'canceled', 'triggerFailed'),
      conditional('2', 'takeProfitMarket', 'canceled', 'triggerFailed'),
      // Cancelled for another reason (the position closed), by the trader, or a limit order: nothing failed to fire.
      conditional('3', 'stopMarket', 'canceled', 'reduceOnly'),
      { ...order('4', 'canceled'), cancelReason: 'triggerFailed' } as unknown as Order,
      // Not held open by this tab: told by nobody (its history shows it).
      conditional('5', 'stopMarket', 'canceled', 'triggerFailed'),
    ];
    expect(failedTriggers(known, batch).map((update) => update.orderId)).toEqual(['1', '2']);
    expect(failedTriggers(known, [conditional('3', 'stopMarket', 'canceled', 'user')])).toEqual([]);
  });

  it('name a stop or take-profit that fired and expired unfilled at its price protection band, but not one that filled part first', () => {
    const conditional = (orderId: string, type: string, filledQty: string) =>
      ({ ...order(orderId, 'expired'), type, price: null, filledQty, cancelReason: 'priceProtection' }) as unknown as Order;
    const known = filledById([order('1'), order('2'), order('3')]);
    const batch = [conditional('1', 'stopMarket', '0'), conditional('2', 'takeProfitMarket', '0.000'), conditional('3', 'stopMarket', '0.004')];
    expect(failedTriggers(known, batch).map((update) => update.orderId)).toEqual(['1', '2']);
    // A market order stopped by the band is the form's to answer, not an alert.
    expect(failedTriggers(known, [{ ...order('1', 'expired'), type: 'market', cancelReason: 'priceProtection' } as unknown as Order])).toEqual([]);
  });

  it('take from a read after a reconnect the orders the tab held open only, oldest update first, the newest state of each last', () => {
    const known = filledById([order('1'), order('2')]);
    const read = [
      { ...order('1', 'filled', 9), filledQty: '0.01' },
      { ...order('2', 'partiallyFilled', 4), filledQty: '0.002' },
      // The open list read after the history: order 1 as it was when the history was read, an order placed since.
      { ...order('1', 'partiallyFilled', 3), filledQty: '0.004' },
      order('3', 'new', 1),
    ];
    expect(missedUpdates(known, read).map((update) => `${update.orderId}:${update.updatedAt}`)).toEqual(['1:3', '2:4', '1:9']);
    expect(newlyFilled(known, missedUpdates(known, read)).map((update) => `${update.orderId}:${update.status}`)).toEqual(['1:filled', '2:partiallyFilled']);
    expect(missedUpdates(new Map(), read)).toEqual([]);
  });
});
