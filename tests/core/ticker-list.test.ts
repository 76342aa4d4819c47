import { isTickerList } from '../../src/core/market-data';

const GOOD = { symbol: 'ETHUSDT', base: 'ETH', quote: 'USDT', lastPrice: '3410.74', change24h: '-1.20', high24h: '1', low24h: '1', volume24h: '1', ts: 0 };

describe('a ticker list answer is checked before a page shows it', () => {
  it('accepts a list of tickers, and an empty one', () => {
    expect(isTickerList([GOOD, { ...GOOD, symbol: 'BTCUSDT', base: 'BTC', change24h: '0.52' }])).toBe(true);
    expect(isTickerList([])).toBe(true);
  });

  it.each([
    ['not a list', { data: [GOOD] }],
    ['null', null],
    ['an item that is no object', [GOOD, 'ETHUSDT']],
    ['a null item', [null]],
  ])('refuses %s', (_case, answer) => {
    expect(isTickerList(answer)).toBe(false);
  });

  it.each([
    ['a symbol that is not its base and quote', { symbol: 'BTCUSDT' }],
    ['a base that would leave the path', { base: '../x', symbol: '../xUSDT' }],
    ['a base in lower case', { base: 'eth', symbol: 'ethUSDT' }],
    ['a quote with a separator', { quote: 'US/DT', symbol: 'ETHUS/DT' }],
    ['a one-letter base', { base: 'E', symbol: 'EUSDT' }],
    ['a price with an exponent', { lastPrice: '1e5' }],
    ['a negative price', { lastPrice: '-3410.74' }],
    ['a price as a number', { lastPrice: 3410.74 }],
    ['a change that is no number', { change24h: 'up' }],
    ['a change as a number', { change24h: -1.2 }],
  ])('refuses an item with %s', (_case, change) => {
    expect(isTickerList([{ ...GOOD, ...change }])).toBe(false);
  });
});
