import { formatAtoms, formatShortest, formatUnits, parseAtoms, toUnits } from '../../../server/market/amounts';

describe('amounts: decimal text to units', () => {
  it('reads a fraction with several trailing zeros as the units it names', () => {
    expect(toUnits('1.500', 1)).toBe(15n);
    expect(toUnits('0.1000', 1)).toBe(1n);
    expect(toUnits('2.000', 0)).toBe(2n);
    expect(parseAtoms('0.000001000')).toBe(10n ** 12n);
  });

  it('refuses a fraction finer than the unit, whatever zeros follow it', () => {
    expect(toUnits('1.05', 1)).toBeUndefined();
    expect(toUnits('1.0500', 1)).toBeUndefined();
  });
});

describe('amounts: units to decimal text', () => {
  it('writes a negative amount with its minus before the padded digits', () => {
    expect(formatUnits(-5n, 2)).toBe('-0.05');
    expect(formatUnits(-12345n, 2)).toBe('-123.45');
    expect(formatUnits(-7n, 0)).toBe('-7');
    expect(formatAtoms(-(10n ** 18n) * 3n / 2n)).toBe('-1.5');
  });

  it('writes zero and positive amounts without a sign', () => {
    expect(formatUnits(0n, 2)).toBe('0.00');
    expect(formatUnits(5n, 2)).toBe('0.05');
    expect(formatAtoms(0n)).toBe('0');
  });
});

describe('amounts: the shortest text', () => {
  it("drops only a fraction's trailing zeros, never a whole number's", () => {
    expect(formatShortest(400_000_000n, 0)).toBe('400000000');
    expect(formatShortest(1_250n, 2)).toBe('12.5');
    expect(formatShortest(1_200n, 2)).toBe('12');
  });
});
