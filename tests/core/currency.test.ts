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
  expect(formatAmount(1000, 'EUR', table, 'de')).toBe('920,00\u00a0€');
  expect(formatAmount(1000, 'EUR', table, 'en')).toBe('€920.00');
  // The yen has no coin below one in use: no decimals, as Intl writes it.
  expect(formatAmount(10, 'JPY', table, 'ja')).toBe('¥1,512');
  expect(formatAmount(1, 'XYZ', table, 'en')).toBe('$1.00');
  // An unknown currency is US dollars, placed as the language places them.
  expect(formatAmount(1, 'XYZ', table, 'de')).toBe('1,00\u00a0$');
  expect(formatAmount(1, 'USD', table, 'not a locale!')).toBe('$1.00');
});

test('money held is cut, never rounded up, while other amounts round to nearest', () => {
  const table = { USD: { symbol: '$', rate: 1, fiatName: 'US Dollar' }, USDT: { symbol: '₮', rate: 1, fiatName: 'Tether' }, EUR: { symbol: '€', rate: 0.92, fiatName: 'Euro' } };
  expect(formatAmount('9.999', 'USD', table, 'en')).toBe('$10.00');
  expect(formatAmount('9.999', 'USD', table, 'en', { held: true })).toBe('$9.99');
  // A debt is cut toward zero too: never shown larger than it is.
  expect(formatAmount('-9.999', 'USD', table, 'en', { held: true })).toBe('-$9.99');
  // A code Intl cannot take as a currency keeps the table's symbol in front, cut the same way.
  expect(formatAmount('1.239', 'USDT', table, 'en', { held: true })).toBe('₮1.23');
  // Exact where a binary float is not: 0.29 USDT is 0.28999... as a float, which a cut would show as 0.28.
  expect(formatAmount('0.29', 'USD', table, 'en', { held: true })).toBe('$0.29');
  expect(formatAmount('1.07', 'EUR', table, 'en', { held: true })).toBe('€0.9844');
  // A number held is read through its decimal text; text that is no decimal is a dash, as any unreadable amount.
  expect(formatAmount(2.5, 'USD', table, 'en', { held: true })).toBe('$2.50');
  expect(formatAmount('abc', 'USD', table, 'en')).toBe('—');
  expect(formatAmount('abc', 'USD', table, 'en', { held: true })).toBe('—');
});

test('money held is exact to the last digit: zeros kept, signs, rates written with an exponent or as a float', () => {
  const table = {
    USD: { symbol: '$', rate: 1, fiatName: 'US Dollar' },
    SEVEN: { symbol: 'S', rate: 0.7, fiatName: 'Seven tenths' },
    TINY: { symbol: 'T', rate: 1e-7, fiatName: 'Tiny' },
  };
  const held = (usdt: string, currency = 'USD') => formatAmount(usdt, currency, table, 'en', { held: true });
  expect(held('10.01')).toBe('$10.01');
  expect(held('10.0512345')).toBe('$10.05');
  expect(held('0.05')).toBe('$0.05');
  expect(held('0')).toBe('$0.00');
  expect(held('-0.5')).toBe('-$0.50');
  // 0.7 is 0.6999999999999999556 as a float: ten of them are exactly 7, not 6.99.
  expect(held('10', 'SEVEN')).toBe('S7.00');
  // A rate JavaScript writes with an exponent (1e-7) is read as the decimal it is.
  expect(held('1000', 'TINY')).toBe('T0.0001');
  // Just under one keeps six decimals, as the exact figure is under one (a float would call it 1).
  expect(held('0.99999999999999999')).toBe('$0.999999');
  // No decimal text, no figure: an exponent, a trailing letter, a leading one.
  for (const text of ['1e3', '12abc', 'abc12', '1.2.3', '']) expect([text, held(text)]).toEqual([text, '—']);
});

test('a null rates object or null and half-filled entries are skipped, never a crash', () => {
  const eur = { name: 'Euro', symbol: '€', value: 'EUR' };
  expect(buildRateTable({ supported: [eur], rates: null }).supported).toEqual([]);
  const { table, supported } = buildRateTable({
    supported: [null, { name: 'No symbol', value: 'GBP' }, { name: 'No code', symbol: '£' }, eur],
    rates: { EUR: 0.92, GBP: 0.8 },
  });
  expect(Object.keys(table).sort()).toEqual(['EUR', 'USD']);
  expect(supported.map((entry) => entry.value)).toEqual(['EUR']);
});

test('a currency code is read trimmed and upper-case, its rate found under either spelling', () => {
  const { table } = buildRateTable({ supported: [{ name: 'Euro', symbol: '€', value: ' eur ' }], rates: { EUR: 0.92 } });
  expect(table.EUR).toEqual({ symbol: '€', rate: 0.92, fiatName: 'Euro' });
});

test('a zero rate is refused; a symbol of up to 8 characters is kept, a longer one refused', () => {
  const { table } = buildRateTable({
    supported: [
      { name: 'Zero', symbol: 'Z', value: 'ZER' },
      { name: 'Eight', symbol: 'ABCDEFGH', value: 'EGT' },
      { name: 'Nine', symbol: 'ABCDEFGHI', value: 'NIN' },
    ],
    rates: { ZER: 0, EGT: 2, NIN: 2 },
  });
  expect(table.ZER).toBeUndefined();
  expect(table.EGT?.symbol).toBe('ABCDEFGH');
  expect(table.NIN).toBeUndefined();
});

test('a missing name falls back to the code and a long name is cut to 64 characters', () => {
  const { table, supported } = buildRateTable({
    supported: [
      { name: 7, symbol: 'A', value: 'AAA' },
      { name: 'N'.repeat(100), symbol: 'B', value: 'BBB' },
    ],
    rates: { AAA: 1, BBB: 1 },
  });
  expect(table.AAA?.fiatName).toBe('AAA');
  expect(table.BBB?.fiatName).toBe('N'.repeat(64));
  expect(supported[0]).toEqual({ name: 'AAA', symbol: 'A', value: 'AAA' });
});

test('a currency listed twice is offered once, with the last entry in the table', () => {
  const { table, supported } = buildRateTable({
    supported: [
      { name: 'Euro', symbol: '€', value: 'EUR' },
      { name: 'Euro again', symbol: 'EUR', value: 'eur' },
    ],
    rates: { EUR: 0.92 },
  });
  expect(supported).toEqual([{ name: 'Euro', symbol: '€', value: 'EUR' }]);
  expect(table.EUR?.symbol).toBe('EUR');
});

test('a currency without decimals in use (yen, won, dong, rupiah) shows none, rounded or cut as the amount asks, and six under one', () => {
  const table = {
    JPY: { symbol: '¥', rate: 151.255, fiatName: 'Yen' },
    KRW: { symbol: '₩', rate: 1390.5, fiatName: 'Won' },
    VND: { symbol: '₫', rate: 25400, fiatName: 'Dong' },
    IDR: { symbol: 'Rp', rate: 16200, fiatName: 'Rupiah' },
  };
  expect(formatAmount(100, 'JPY', table, 'ja')).toBe('¥15,126');
  expect(formatAmount('100', 'JPY', table, 'ja', { held: true })).toBe('¥15,125');
  expect(formatAmount(1, 'KRW', table, 'ko')).toBe('₩1,391');
  expect(formatAmount('1', 'KRW', table, 'ko', { held: true })).toBe('₩1,390');
  expect(formatAmount(2, 'VND', table, 'vi')).toBe('50.800\u00a0₫');
  expect(formatAmount(1, 'IDR', table, 'id')).toBe('Rp\u00a016.200');
  expect(formatAmount('0.005', 'JPY', table, 'en', { held: true })).toBe('¥0.756275');
  expect(formatAmount(0, 'JPY', table, 'en')).toBe('¥0');
  // And a currency of three decimals (the Kuwaiti dinar's fils) shows three.
  expect(formatAmount(1, 'KWD', { KWD: { symbol: 'KD', rate: 0.3075, fiatName: 'Kuwaiti Dinar' } }, 'en')).toBe('KD\u00a00.3075');
  expect(formatAmount(10, 'KWD', { KWD: { symbol: 'KD', rate: 0.30755, fiatName: 'Kuwaiti Dinar' } }, 'en')).toBe('KD\u00a03.076');
});

test('an amount under one shows up to six decimals; one and over shows two', () => {
  const usd = DEFAULT_RATE_TABLE;
  expect(formatAmount(0.123456, 'USD', usd, 'en')).toBe('$0.123456');
  expect(formatAmount(-0.5, 'USD', usd, 'en')).toBe('-$0.50');
  expect(formatAmount(1.23456, 'USD', usd, 'en')).toBe('$1.23');
  expect(formatAmount(0, 'USD', usd, 'en')).toBe('$0.00');
});

test('the locale places the symbol and the sign, and the symbol written is the table\'s, not Intl\'s', () => {
  const table = { USD: { symbol: '$', rate: 1, fiatName: 'US Dollar' }, EUR: { symbol: '€', rate: 0.5, fiatName: 'Euro' }, TWD: { symbol: 'NT$', rate: 30, fiatName: 'Taiwan Dollar' }, USDT: { symbol: '₮', rate: 1, fiatName: 'Tether' } };
  expect(formatAmount(-3, 'EUR', table, 'de')).toBe('-1,50\u00a0€');
  expect(formatAmount(-3, 'EUR', table, 'en')).toBe('-€1.50');
  // Intl writes "$" for TWD in zh-TW; the exchange writes its one symbol, NT$, everywhere.
  expect(formatAmount(1, 'TWD', table, 'zh-TW')).toBe('NT$30.00');
  expect(formatAmount(1, 'TWD', table, 'en')).toBe('NT$30.00');
  // A code that is no ISO currency keeps the symbol in front.
  expect(formatAmount(-2, 'USDT', table, 'de')).toBe('₮-2,00');
});

test('compact amounts (market caps) use each locale\'s own short form', () => {
  const { table } = buildRateTable(answer);
  const cap = 1_909_632_883_600;
  expect(formatAmount(cap, 'USD', table, 'en', { compact: true })).toBe('$1.91T');
  expect(formatAmount(cap, 'USD', table, 'de', { compact: true })).toBe('1,91\u00a0Bio.\u00a0$');
  expect(formatAmount(cap, 'USD', table, 'ja', { compact: true })).toBe('$1.91兆');
  expect(formatAmount(5_400_000, 'USD', table, 'en', { compact: true })).toBe('$5.4M');
  expect(formatAmount(cap, 'USD', table, 'not a locale!', { compact: true })).toBe('$1.91T');
  // Without the option nothing changes.
  expect(formatAmount(cap, 'USD', table, 'en')).toBe('$1,909,632,883,600.00');
});
