// The order form's total and amount from each other (order-total.ts): a limit order at its price, a market order
// walking the side of the book it takes from.
import type { Level } from '../../../src/core/trading/contract/primitives';
import { orderAmount, orderTotal, type OrderFigures } from '../../../src/core/trading/order-total';

const asks: Level[] = [['100', '1'], ['200', '10']];
const bids: Level[] = [['90', '1'], ['80', '10']];
const market = (side: 'buy' | 'sell'): OrderFigures => ({ kind: 'market', side, price: '', book: { asks, bids } });

describe('a market order\'s total', () => {
  it('of a buy is what walking the asks pays; of a sell what walking the bids brings', () => {
    expect(orderTotal(market('buy'), '2')).toBe('300');
    expect(orderTotal(market('sell'), '2')).toBe('170');
    expect(orderTotal(market('buy'), '0.5')).toBe('50');
  });

  it('past the levels held, counts the rest at the deepest one\'s price', () => {
    expect(orderTotal(market('buy'), '12')).toBe('2300');
    expect(orderTotal(market('sell'), '12')).toBe('970');
  });

  it('is unknown without a book, or for an amount that is no number', () => {
    expect(orderTotal({ ...market('buy'), book: null }, '1')).toBe('');
    expect(orderTotal({ ...market('sell'), book: { asks, bids: [] } }, '1')).toBe('');
    expect(orderTotal(market('buy'), '1,0')).toBe('');
    expect(orderTotal({ ...market('sell'), book: null }, '1')).toBe('');
  });

  it('gives back the amount the total makes, walking the same side, rounded down to the step', () => {
    expect(orderAmount(market('buy'), '300', '0.001')).toBe('2.000');
    expect(orderAmount(market('buy'), '299.99', '0.001')).toBe('1.999');
    expect(orderAmount(market('sell'), '170', '0.001')).toBe('2.000');
    expect(orderAmount({ ...market('buy'), book: null }, '300', '0.001')).toBeNull();
    expect(orderAmount({ ...market('sell'), book: null }, '170', '0.001')).toBeNull();
    expect(orderAmount(market('buy'), '3,00', '0.001')).toBeNull();
    expect(orderAmount(market('sell'), '', '0.001')).toBeNull();
  });
});

describe('a limit order\'s total', () => {
  const limit: OrderFigures = { kind: 'limit', side: 'buy', price: '97000.5', book: null };
  it('is price x amount, exact, and the amount a total makes at that price is rounded down', () => {
    expect(orderTotal(limit, '0.3')).toBe('29100.15');
    expect(orderAmount(limit, '29100.15', '0.001')).toBe('0.300');
    expect(orderTotal({ ...limit, price: '' }, '0.3')).toBe('');
    expect(orderAmount({ ...limit, price: '' }, '1', '0.001')).toBeNull();
  });

  it('reads a number typed up to its mark ("95082.") as the number it names, as the order sent does', () => {
    expect(orderTotal({ ...limit, price: '95082.' }, '0.001')).toBe('95.082');
    expect(orderTotal(limit, '2.')).toBe('194001');
    expect(orderAmount({ ...limit, price: '95082.' }, '95.082', '0.001')).toBe('0.001');
    expect(orderAmount(limit, '194001.', '0.1')).toBe('2.0');
    expect(orderTotal(market('buy'), '1.')).toBe('100');
  });
});
