// Enter in the market search opens a match: the first one shown (the pairs that start with the search first), or the
// link the arrow keys moved to, which is a link's own Enter. An input method's Enter only confirms its text.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MarketList } from '../../../src/components/markets/MarketList';
import type { Ticker } from '../../../src/core/market-data';
import type { GatewayRequester } from '../../../store/gateway-query';
import { renderWithProviders } from '../../support/render';

const ticker = (base: string): Ticker => ({
  symbol: `${base}USDT`, base, quote: 'USDT', lastPrice: '1.00', change24h: '0.00', high24h: '1.00', low24h: '1.00', volume24h: '1.00', ts: 0,
});
// WETH holds "ETH" but does not start with it, and is listed before ETH.
const TICKERS = [ticker('BTC'), ticker('WETH'), ticker('ETH'), ticker('SOL')];

const http: GatewayRequester = { request: <T,>() => Promise.resolve(TICKERS as T) };

async function renderList() {
  const view = await renderWithProviders(<MarketList market="spot" symbol="BTCUSDT" />, { path: '/spot/BTCUSDT', http });
  await screen.findAllByRole('link');
  return { ...view, search: screen.getByRole('searchbox', { name: 'Search markets' }) };
}

async function press(element: HTMLElement, init: Parameters<typeof fireEvent.keyDown>[1]) {
  await act(async () => {
    fireEvent.keyDown(element, init);
  });
}

describe('Enter in the market search', () => {
  it('opens the first match of the search', async () => {
    const { search, router } = await renderList();
    fireEvent.change(search, { target: { value: 'so' } });
    await press(search, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/spot/SOLUSDT');
  });

  it('opens a pair that starts with the search before one that only holds it, and lists it first', async () => {
    const { search, router } = await renderList();
    fireEvent.change(search, { target: { value: 'eth' } });
    expect(within(screen.getByRole('list')).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/spot/ETHUSDT', '/spot/WETHUSDT']);
    expect(screen.getAllByRole('link')[0]!.className).toBe('market-list__first');
    await press(search, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/spot/ETHUSDT');
  });

  it('opens nothing for an empty search or one nothing matches', async () => {
    const { search, router } = await renderList();
    await press(search, { key: 'Enter' });
    fireEvent.change(search, { target: { value: 'zzz' } });
    await press(search, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/spot/BTCUSDT');
  });

  it('opens nothing on the Enter that ends an input method\'s composition', async () => {
    const { search, router } = await renderList();
    fireEvent.change(search, { target: { value: 'ｓｏｌ' } });
    await press(search, { key: 'Enter', isComposing: true });
    expect(router.state.location.pathname).toBe('/spot/BTCUSDT');
  });

  it('opens nothing on Safari\'s Enter that ends a composition, sent after it with key code 229', async () => {
    const { search, router } = await renderList();
    fireEvent.change(search, { target: { value: 'ｓｏｌ' } });
    await press(search, { key: 'Enter', keyCode: 229 });
    expect(router.state.location.pathname).toBe('/spot/BTCUSDT');
  });

  it('leaves the link the arrow keys reached to open itself: focus moves onto real links', async () => {
    const { search } = await renderList();
    fireEvent.change(search, { target: { value: 'eth' } });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect((document.activeElement as HTMLAnchorElement).getAttribute('href')).toBe('/spot/WETHUSDT');
  });

  describe('pressed before the list came', () => {
    function slowList() {
      let answer!: (tickers: Ticker[]) => void;
      const http: GatewayRequester = { request: <T,>() => new Promise<T>((resolve) => { answer = resolve as (tickers: Ticker[]) => void; }) };
      return { http, answer: (tickers: Ticker[]) => act(async () => answer(tickers)) };
    }

    async function renderLoading(http: GatewayRequester) {
      const view = await renderWithProviders(<MarketList market="spot" symbol="BTCUSDT" />, { path: '/spot/BTCUSDT', http });
      expect(screen.getByRole('status').textContent).toBe('Loading…');
      return { ...view, search: screen.getByRole('searchbox', { name: 'Search markets' }) };
    }

    it('opens the first match once the list is in', async () => {
      const slow = slowList();
      const { search, router } = await renderLoading(slow.http);
      fireEvent.change(search, { target: { value: 'eth' } });
      await press(search, { key: 'Enter' });
      expect(router.state.location.pathname).toBe('/spot/BTCUSDT');
      await slow.answer(TICKERS);
      await waitFor(() => expect(router.state.location.pathname).toBe('/spot/ETHUSDT'));
    });

    it('opens nothing when the search changed after the Enter', async () => {
      const slow = slowList();
      const { search, router } = await renderLoading(slow.http);
      fireEvent.change(search, { target: { value: 'eth' } });
      await press(search, { key: 'Enter' });
      fireEvent.change(search, { target: { value: 'et' } });
      await slow.answer(TICKERS);
      await screen.findAllByRole('link');
      expect(router.state.location.pathname).toBe('/spot/BTCUSDT');
    });

    it('opens nothing, and says so, when the list that came matches nothing', async () => {
      const slow = slowList();
      const { search, router } = await renderLoading(slow.http);
      fireEvent.change(search, { target: { value: 'zzz' } });
      await press(search, { key: 'Enter' });
      await slow.answer(TICKERS);
      await waitFor(() => expect(screen.getByRole('status').textContent).toContain('zzz'));
      expect(router.state.location.pathname).toBe('/spot/BTCUSDT');
    });
  });

  it('tells a phone keyboard its Enter key is a "go"', async () => {
    const { search } = await renderList();
    expect(search.getAttribute('enterkeyhint')).toBe('go');
  });
});
