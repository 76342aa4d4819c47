import { dateFormat, decimalMarkOf, numberFormat } from '../../src/core/number-format';

test('one number formatter is made per locale and options, and reused after', () => {
  const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const first = numberFormat('de', options);
  expect(numberFormat('de', { ...options })).toBe(first);
  expect(first.format(1234.5)).toBe('1.234,50');
  expect(numberFormat('en', options)).not.toBe(first);
  expect(numberFormat('de', { maximumFractionDigits: 0 })).not.toBe(first);
});

test('a name given for the options keys the formatter in place of their JSON', () => {
  const named = numberFormat('fr', { maximumFractionDigits: 1 }, 'one decimal');
  expect(numberFormat('fr', { maximumFractionDigits: 1 }, 'one decimal')).toBe(named);
  expect(numberFormat('fr', { maximumFractionDigits: 1 })).not.toBe(named);
  expect(named.format(0.25).replace(/\s/g, ' ')).toBe('0,3');
});

test('a locale Intl refuses writes English, and keeps doing so from the kept formatter', () => {
  const refused = numberFormat('not a locale!', { minimumFractionDigits: 2 });
  expect(refused.format(1000)).toBe('1,000.00');
  expect(numberFormat('not a locale!', { minimumFractionDigits: 2 })).toBe(refused);
});

test('date formatters are kept the same way and write in their locale', () => {
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric', hour12: false, timeZone: 'UTC' };
  const time = dateFormat('en-GB', options);
  expect(dateFormat('en-GB', { ...options })).toBe(time);
  expect(time.format(Date.UTC(2026, 0, 1, 13, 5))).toBe('13:05');
  expect(dateFormat('!!', options).format(Date.UTC(2026, 0, 1, 13, 5))).toBe('13:05');
});

test('the decimal mark is the one each locale writes, and a point for a locale Intl refuses', () => {
  expect(decimalMarkOf('en')).toBe('.');
  expect(decimalMarkOf('de')).toBe(',');
  expect(decimalMarkOf('fr')).toBe(',');
  expect(decimalMarkOf('ja')).toBe('.');
  expect(decimalMarkOf('not a locale!')).toBe('.');
});
