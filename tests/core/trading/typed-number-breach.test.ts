// What the spot form says of a typed number before the symbol's rules (typed-number-breach.ts).
import { numberMarksOf } from '../../../src/core/number-format';
import { decimalFieldValue } from '../../../src/core/trading/decimal-input';
import { finishedDecimal, typedNumberBreach } from '../../../src/core/trading/typed-number-breach';

const de = numberMarksOf('de');
const en = numberMarksOf('en');
/** The breach of `typed`, as the form keeps it, in the amount field. */
const amount = (typed: string, marks = en, step = '0.001') => typedNumberBreach('amount', decimalFieldValue(typed, marks), marks, step);

describe('a typed number\'s breach', () => {
  it('names a mark the language does not write there', () => {
    expect(amount('0.5', de)).toEqual({ key: 'trading.form.error.amountMark', values: { wrong: '.' } });
    expect(amount('1,00')).toEqual({ key: 'trading.form.error.amountMark', values: { wrong: ',' } });
  });

  it('says "too many decimals" against the step, counting only digits that count', () => {
    expect(amount('0.0005')).toEqual({ key: 'trading.form.error.amountDecimals', values: { step: '0.001' } });
    expect(typedNumberBreach('price', '97000.001', en, '0.01')).toEqual({ key: 'trading.form.error.priceDecimals', values: { tick: '0.01' } });
    expect(amount('0.5000')).toBeNull();
    // A step that is no power of ten is the rules' own message (a multiple of it), not a count of decimals.
    expect(typedNumberBreach('price', '97000.3', en, '0.5')).toBeNull();
  });

  it('says a number below zero must be above zero, and letters no number', () => {
    expect(amount('-1')).toEqual({ key: 'trading.form.error.amount' });
    expect(amount('abc')).toEqual({ key: 'trading.form.error.amountFormat' });
    expect(typedNumberBreach('total', '-1', en)).toEqual({ key: 'trading.form.error.totalFormat' });
  });

  it('finds nothing wrong with an empty field or a number read right (the rules check them next)', () => {
    expect(amount('')).toBeNull();
    expect(amount('60.000', de)).toBeNull();
    expect(typedNumberBreach('total', '12.345678', en)).toBeNull();
  });

  it('counts decimals only against a step: a total has none of its own, and an amount in USDT is given none', () => {
    expect(typedNumberBreach('total', '12.345678', en, '0.01')).toBeNull();
    expect(typedNumberBreach('amount', '0.123456', en)).toBeNull();
    expect(typedNumberBreach('price', '97000.123456', en)).toBeNull();
  });
});

describe('a number typed up to its decimal mark', () => {
  it('is the whole number it names; anything else stays as it is', () => {
    expect(finishedDecimal('12.')).toBe('12');
    expect(finishedDecimal('0.')).toBe('0');
    expect(finishedDecimal('12.5')).toBe('12.5');
    expect(finishedDecimal('1,2.')).toBe('1,2.');
  });
});
