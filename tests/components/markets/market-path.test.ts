import { canonicalSymbol, marketPath } from '../../../src/components/markets/market-path';

describe('a market’s path', () => {
  it('is /spot/<symbol> or /futures/usdt/<symbol>', () => {
    expect(marketPath('spot', 'ETHUSDT')).toBe('/spot/ETHUSDT');
    expect(marketPath('futures', 'ETHUSDT')).toBe('/futures/usdt/ETHUSDT');
  });

  it.each([
    ['ETHUSDT', 'ETHUSDT'],
    ['ethusdt', 'ETHUSDT'],
    ['Eth-Usdt', 'ETHUSDT'],
    ['eth_usdt', 'ETHUSDT'],
    ['ETH/USDT', 'ETHUSDT'],
    ['eth', 'ETHUSDT'],
    ['1000PEPE', '1000PEPEUSDT'],
  ])('reads %s as %s', (text, symbol) => {
    expect(canonicalSymbol(text)).toBe(symbol);
  });

  it.each([[''], ['USDT'], ['E'], ['ETH USDT'], ['<b>'], ['ÉTH'], ['A'.repeat(13)], ['ETH.USDT']])('reads %j as no symbol at all', (text) => {
    expect(canonicalSymbol(text)).toBeNull();
  });
});
