import { screen, within } from '@testing-library/react';
import type { CoinSummary } from '../../../src/core/market-data';
import { WikiPage } from '../../../src/pages/wiki/WikiPage';
import type { GatewayRequester } from '../../../store/gateway-query';
import { renderWithProviders } from '../../support/render';

const coin = (id: string, symbol: string, rank: number): CoinSummary => ({
  id, symbol, name: id, priceUsdt: '1.00', change24h: '0.10', marketCapUsdt: '1000000', rank,
});

function coinsHttp(coins: CoinSummary[]): GatewayRequester {
  return { request: <T,>() => Promise.resolve(coins as T) };
}

describe('the price wiki', () => {
  it('links each coin to its spot market, named with the coin', async () => {
    await renderWithProviders(<WikiPage />, { path: '/wiki', http: coinsHttp([coin('bitcoin', 'BTC', 1), coin('ethereum', 'ETH', 2)]) });
    const table = await screen.findByRole('table');
    const trade = within(table).getAllByRole('link', { name: /^Trade / });
    expect(trade.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Trade BTC', '/spot/BTCUSDT'],
      ['Trade ETH', '/spot/ETHUSDT'],
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Trade' })).toBeTruthy();
  });

  it('gives no market link to a coin whose ticker would not be a path of the app', async () => {
    await renderWithProviders(<WikiPage />, { path: '/wiki', http: coinsHttp([coin('bitcoin', 'BTC', 1), coin('odd', '../x', 2), coin('lower', 'eth', 3)]) });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('link', { name: /^Trade / }).map((link) => link.getAttribute('href'))).toEqual(['/spot/BTCUSDT']);
    // The coins are listed all the same.
    expect(within(table).getByRole('link', { name: 'odd' }).getAttribute('href')).toBe('/wiki/odd');
  });
});
