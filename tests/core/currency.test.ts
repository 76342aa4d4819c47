import { buildRateTable, DEFAULT_RATE_TABLE, displayCurrency, formatAmount } from '../../src/core/currency';

const answer = {
  supported: [
    { name: 'Euro', symbol: '€', value: 'EUR' },
    { name: 'Japanese Yen', symbol: '¥', value: 'jpy' },
    { name: 'Broken', symbol: '?', value: 'BAD' },
    { name: 'Evil', symbol: '<img src=x onerror=alert(1)>', value: 'EVL' },
    'junk',
  ],
  rates: { EUR: '0.92', jpy: 151.2, BAD: 'NaN', EVL: '1' },
};

test('the table is keyed by upper-case currency and always has USD $ 1', () => {
  const { table, supported } = buildRateTable(answer);
  expect(table.USD).toEqual(DEFAULT_RATE_TABLE.USD);
  expect(table.EUR).toEqual({ symbol: '€', rate: 0.92, fiatName: 'Euro' });
  expect(table.JPY?.rate).toBe(151.2);
  expect(table.BAD).toBeUndefined();
  expect(table.EVL).toBeUndefined();
  expect(supported.map((entry) => entry.value)).toEqual(['EUR', 'JPY']);
});

test.each([null, 'x', 42, { supported: 'no' }, { rates: null }])('a malformed answer %p gives the default table', (value) => {
  expect(buildRateTable(value).table).toEqual(DEFAULT_RATE_TABLE);
});

test('the display currency is the choice, else the locale default, else USD', () => {
  const { table } = buildRateTable(answer);
  expect(displayCurrency('EUR', 'JPY', table)).toBe('EUR');
  expect(displayCurrency(null, 'JPY', table)).toBe('JPY');
  expect(displayCurrency(null, 'VND', table)).toBe('USD');
  expect(displayCurrency('XYZ', 'VND', table)).toBe('USD');
});

test('amounts are converted and formatted for the locale with the table symbol', () => {
  const { table } = buildRateTable(answer);
  expect(formatAmount(1000, 'EUR', table, 'de')).toBe('€920,00');
  expect(formatAmount(1000, 'EUR', table, 'en')).toBe('€920.00');
  expect(formatAmount(10, 'JPY', table, 'ja')).toBe('¥1,512.00');
  expect(formatAmount(1, 'XYZ', table, 'en')).toBe('$1.00');
  expect(formatAmount(1, 'USD', table, 'not a locale!')).toBe('$1.00');
});

test('compact amounts (market caps) use each locale\'s own short form', () => {
  const { table } = buildRateTable(answer);
  const cap = 1_909_632_883_600;
  expect(formatAmount(cap, 'USD', table, 'en', { compact: true })).toBe('$1.91T');
  expect(formatAmount(cap, 'USD', table, 'de', { compact: true })).toBe('$1,91\u00a0Bio.');
  expect(formatAmount(cap, 'USD', table, 'ja', { compact: true })).toBe('$1.91兆');
  expect(formatAmount(5_400_000, 'USD', table, 'en', { compact: true })).toBe('$5.4M');
  expect(formatAmount(cap, 'USD', table, 'not a locale!', { compact: true })).toBe('$1.91T');
  // Without the option nothing changes.
  expect(formatAmount(cap, 'USD', table, 'en')).toBe('$1,909,632,883,600.00');
});
