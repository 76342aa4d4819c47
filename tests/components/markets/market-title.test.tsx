import { act, fireEvent, screen, within } from '@testing-library/react';
import { MarketTitle } from '../../../src/components/markets/MarketTitle';
import type { MarketKind } from '../../../src/components/markets/market-path';
import type { Ticker } from '../../../src/core/market-data';
import type { GatewayRequester } from '../../../store/gateway-query';
import { renderWithProviders } from '../../support/render';

const ticker = (base: string, lastPrice: string, change24h: string): Ticker => ({
  symbol: `${base}USDT`, base, quote: 'USDT', lastPrice, change24h, high24h: lastPrice, low24h: lastPrice, volume24h: '1.00', ts: 0,
});
const TICKERS = [ticker('BTC', '97120.40', '0.52'), ticker('ETH', '3410.74', '-1.20'), ticker('DOGE', '0.37627', '0.00')];

/** RTK Query's HTTP client: answers `answer` (or fails), checking it as the app's client does, and records the calls. */
function marketsHttp(answer: unknown = TICKERS, fail = false): GatewayRequester & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    request: <T,>({ name, validate }: { name: string; validate?: (data: unknown) => boolean }) => {
      calls.push(name);
      if (fail) return Promise.reject({ kind: 'network' });
      if (validate && !validate(answer)) return Promise.reject({ kind: 'malformed' });
      return Promise.resolve(answer as T);
    },
  };
}

/** The workspace's heading at `path`, with a link elsewhere on the page to press outside the list. */
async function renderTitle(market: MarketKind = 'spot', http = marketsHttp(), symbol = 'BTCUSDT') {
  const path = market === 'futures' ? `/futures/usdt/${symbol}` : `/spot/${symbol}`;
  const view = await renderWithProviders(
    <>
      <MarketTitle heading={symbol} market={market} symbol={symbol} />
      <p>outside</p>
    </>,
    { path, http },
  );
  return { ...view, http, button: screen.getByRole('button', { name: 'Markets' }) };
}

async function open(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
  return screen.findByRole('dialog', { name: 'Markets' });
}

describe('the market list of a workspace heading', () => {
  it('keeps the heading, and opens the list on the button, focused on its search', async () => {
    const { button } = await renderTitle();
    expect(screen.getByRole('heading', { level: 1, name: 'BTCUSDT' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await open(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox', { name: 'Search markets' }));
  });

  it('lists every spot market as a link to its page, with its price in the coin’s decimals and its change', async () => {
    const { button, http } = await renderTitle();
    const dialog = await open(button);
    const links = await within(dialog).findAllByRole('link');
    expect(http.calls).toEqual(['/v1/market/tickers']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/spot/BTCUSDT', '/spot/ETHUSDT', '/spot/DOGEUSDT']);
    expect(links.map((link) => link.textContent)).toEqual(['BTC/USDT97,120.40+0.52%', 'ETH/USDT3,410.74-1.20%', 'DOGE/USDT0.376270.00%']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null, null]);
    expect(links[1]!.querySelector('.down')).not.toBeNull();
  });

  it('lists the perpetuals on a futures page, each linking to its futures workspace', async () => {
    const { button, http } = await renderTitle('futures', marketsHttp(), 'ETHUSDT');
    const links = await within(await open(button)).findAllByRole('link');
    expect(http.calls).toEqual(['/v1/market/futures/tickers']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/futures/usdt/BTCUSDT', '/futures/usdt/ETHUSDT', '/futures/usdt/DOGEUSDT']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it.each([['eth'], ['ETH/USDT'], ['eth-usdt'], [' Eth Usdt '], ['ｅｔｈ／ｕｓｄｔ']])('narrows the list to the pair searched as "%s"', async (query) => {
    const { button } = await renderTitle();
    const dialog = await open(button);
    await within(dialog).findAllByRole('link');
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: query } });
    expect(within(dialog).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/spot/ETHUSDT']);
    expect(within(dialog).getByRole('status').textContent).toBe('');
  });

  it('says so when no market matches the search', async () => {
    const { button } = await renderTitle();
    const dialog = await open(button);
    await within(dialog).findAllByRole('link');
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'zzz ' } });
    expect(within(dialog).queryAllByRole('link')).toEqual([]);
    expect(within(dialog).getByRole('status').textContent).toBe('No market matches “zzz”.');
  });

  it('moves from the search through the links with the arrow keys, and back up, stopping at either end', async () => {
    const { button } = await renderTitle();
    const dialog = await open(button);
    const links = await within(dialog).findAllByRole('link');
    const search = within(dialog).getByRole('searchbox');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    fireEvent.keyDown(links[1]!, { key: 'ArrowDown' });
    fireEvent.keyDown(links[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(links[0]!, { key: 'ArrowUp' });
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(search);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { button } = await renderTitle();
    const dialog = await open(button);
    fireEvent.keyDown(within(dialog).getByRole('searchbox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on a press outside it, and stays open on a press inside', async () => {
    const { button } = await renderTitle();
    const dialog = await open(button);
    fireEvent.pointerDown(within(dialog).getByRole('searchbox'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes once a market is chosen, giving focus back to the button', async () => {
    const { button, router } = await renderTitle();
    const dialog = await open(button);
    const [, eth] = await within(dialog).findAllByRole('link');
    eth!.focus();
    await act(async () => {
      fireEvent.click(eth!);
    });
    expect(router.state.location.pathname).toBe('/spot/ETHUSDT');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a navigation made elsewhere, leaving focus where it is', async () => {
    const { button, router } = await renderTitle();
    await open(button);
    const outside = screen.getByText('outside');
    outside.tabIndex = -1;
    outside.focus();
    await act(async () => {
      await router.navigate('/spot/SOLUSDT');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(outside);
  });

  it('says the markets could not be loaded when the call fails', async () => {
    const { button } = await renderTitle('spot', marketsHttp(TICKERS, true));
    const dialog = await open(button);
    expect((await within(dialog).findByText('The markets could not be loaded, retrying…')).getAttribute('role')).toBe('status');
    expect(within(dialog).queryAllByRole('link')).toEqual([]);
  });

  it('refuses an answer whose pair would not be a path of the app, showing none of it', async () => {
    const bad = [...TICKERS, { ...ticker('ETH', '1', '0'), base: '../..', symbol: '../..USDT' }];
    const { button } = await renderTitle('spot', marketsHttp(bad));
    const dialog = await open(button);
    await within(dialog).findByText('The markets could not be loaded, retrying…');
    expect(within(dialog).queryAllByRole('link')).toEqual([]);
  });
});
