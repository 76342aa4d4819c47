import { applyDiff, bookFromSnapshot, topLevels } from '../../../src/core/trading/order-book';
import fc from 'fast-check';
import { canonicalDecimal, compareCanonical, compareDecimal, isZeroDecimal } from '../../../src/core/trading/decimal-text';
import type { DepthDiff } from '../../../src/core/trading/contract/market-data';

const diff = (U: number, u: number, bids: [string, string][] = [], asks: [string, string][] = []): DepthDiff => ({
  symbol: 'BTCUSDT',
  U,
  u,
  bids,
  asks,
  time: 0,
});

describe('order book', () => {
  const book = bookFromSnapshot({
    lastUpdateId: 10,
    bids: [['97000.10', '1.5'], ['96999.9', '0.2']],
    asks: [['97000.2', '0.30'], ['97001', '2']],
  });

  it('keeps levels by their canonical price, so "97000.10" and "97000.1" are one level', () => {
    const next = applyDiff(book, diff(11, 11, [['97000.1', '2']]));
    expect(next.kind).toBe('applied');
    expect(next.book.bids.get('97000.1')).toBe('2');
    expect(next.book.bids.size).toBe(2);
  });

  it('removes a level on quantity "0", and ignores removing a level it does not hold', () => {
    const next = applyDiff(book, diff(11, 12, [['96999.9', '0'], ['1', '0.000']], [['97001', '0']]));
    expect([...next.book.bids.keys()]).toEqual(['97000.1']);
    expect([...next.book.asks.keys()]).toEqual(['97000.2']);
    expect(next.book.lastUpdateId).toBe(12);
  });

  it('leaves out a snapshot level of quantity zero', () => {
    const snap = bookFromSnapshot({ lastUpdateId: 1, bids: [['5', '0.000'], ['4', '1']], asks: [['6', '0']] });
    expect([...snap.bids.keys()]).toEqual(['4']);
    expect(snap.asks.size).toBe(0);
  });

  it('keeps a side the diff does not change as the same map, so nothing that shows it redraws', () => {
    const next = applyDiff(book, diff(11, 11, [['97000.1', '2']]));
    expect(next.book.asks).toBe(book.asks);
    expect(next.book.bids).not.toBe(book.bids);
  });

  it('ignores a diff the book already holds and leaves the book as it was', () => {
    const next = applyDiff(book, diff(9, 10, [['97000.1', '9']]));
    expect(next.kind).toBe('stale');
    expect(next.book).toBe(book);
  });

  it('applies a diff that overlaps the book (U at or below the next id, u above it)', () => {
    expect(applyDiff(book, diff(8, 11, [['5', '1']])).kind).toBe('applied');
  });

  it('reports a gap when updates between the book and the diff are missing', () => {
    const next = applyDiff(book, diff(12, 12, [['5', '1']]));
    expect(next.kind).toBe('gap');
    expect(next.book.bids.has('5')).toBe(false);
  });

  it('lists bids highest first and asks lowest first, by decimal value rather than text', () => {
    const wide = bookFromSnapshot({
      lastUpdateId: 1,
      bids: [['9.5', '1'], ['10', '1'], ['9.45', '1']],
      asks: [['100', '1'], ['99.99', '1'], ['1000', '1']],
    });
    expect(topLevels(wide, 2)).toEqual({
      bids: [['10', '1'], ['9.5', '1']],
      asks: [['99.99', '1'], ['100', '1']],
    });
  });
});

describe('canonicalDecimal', () => {
  it.each([
    ['1.500', '1.5'],
    ['97000.10', '97000.1'],
    ['2.000', '2'],
    ['007', '7'],
    ['00.25', '0.25'],
    ['0', '0'],
    ['0.0', '0'],
  ])('writes %s as %s', (value, canonical) => {
    expect(canonicalDecimal(value)).toBe(canonical);
  });
});

describe('isZeroDecimal', () => {
  it.each([['0'], ['0.000'], ['00'], ['.0']])('reads %s as zero', (value) => {
    expect(isZeroDecimal(value)).toBe(true);
  });

  it.each([['0.001'], ['10'], ['1.0']])('reads %s as not zero', (value) => {
    expect(isZeroDecimal(value)).toBe(false);
  });
});

describe('compareDecimal', () => {
  it.each([
    ['1', '1.0', 0],
    ['0.3', '0.25', 1],
    ['10', '9.99', 1],
    ['0.0001', '0.001', -1],
    ['170', '169.9999', 1],
  ] as const)('compares %s with %s as %d', (a, b, expected) => {
    expect(compareDecimal(a, b)).toBe(expected);
  });
});

describe('compareCanonical', () => {
  // Exact decimals as a book holds them: up to 9 integer digits and 8 fraction digits, written with trailing zeros.
  const decimal = fc
    .tuple(fc.bigInt({ min: 0n, max: 999_999_999n }), fc.bigInt({ min: 0n, max: 99_999_999n }), fc.nat({ max: 3 }))
    .map(([whole, fraction, zeros]) => `${whole}.${fraction.toString().padStart(8, '0')}${'0'.repeat(zeros)}`);

  /** The decimal as a whole number of 10^-11 units (8 fraction digits and up to 3 trailing zeros). */
  const units = (text: string): bigint => {
    const [whole, fraction = ''] = text.split('.');
    return BigInt(whole + fraction.padEnd(11, '0'));
  };

  it('orders canonical prices as their exact values compare, and as compareDecimal orders any spelling of them', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const difference = units(a) - units(b);
        const expected = difference < 0n ? -1 : difference > 0n ? 1 : 0;
        expect(compareCanonical(canonicalDecimal(a), canonicalDecimal(b))).toBe(expected);
        expect(compareDecimal(a, b)).toBe(expected);
      }),
    );
  });

  it.each([
    ['9.5', '10', -1],
    ['10.25', '10.3', -1],
    ['100', '100', 0],
    ['0.001', '0.0001', 1],
    ['1', '2', -1],
    ['12.5', '11.9', 1],
    ['1.5', '1.55', -1],
    ['7.25', '7.2', 1],
  ] as const)('compares %s with %s as %d', (a, b, expected) => {
    expect(compareCanonical(a, b)).toBe(expected);
  });
});
