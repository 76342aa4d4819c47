import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MarketSummaryCard } from '../../../src/components/market/MarketSummaryCard';
import { initialPreferences } from '../../../store/preferences.slice';
import { symbolRulesLoaded } from '../../../store/trading.actions';
import '../../../store/trading.reducer';
import { renderWithProviders } from '../../support/render';

const RULES = {
  symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', tickSize: '0.01', stepSize: '0.00001', minQty: '0.00001', maxQty: '100',
  minNotional: '5', priceDecimals: 2, qtyDecimals: 5, makerFee: '0.001', takerFee: '0.001',
  multiplierUp: '5', multiplierDown: '0.2', marketTakeBound: '0.05',
};
const FIGURES = { lastPrice: '97000.5', change24h: '-1.25', high24h: '98000', low24h: '96000', volume24h: '1234' };

/** What the card draws, row by row: the parts whose size decides where everything below it sits. */
function rows(): string[] {
  const card = screen.getByRole('region');
  return [...card.querySelectorAll('.market-summary__label, .market-summary__price, .market-summary__worth, dt, dd')].map((node) => node.tagName + '.' + node.className);
}

/** The card as a page holds it, with a way to hand it the next ticker's figures. */
let showFigures: (figures: typeof FIGURES) => void = () => undefined;
function LiveCard() {
  const [figures, setFigures] = useState(FIGURES);
  showFigures = setFigures;
  return <MarketSummaryCard symbol="BTCUSDT" figures={figures} />;
}

describe('market summary card', () => {
  it('looks up no text for a new ticker: its words are translated once per language and symbol', async () => {
    const { i18n } = await renderWithProviders(<LiveCard />);
    const lookups = jest.spyOn(i18n, 't');
    act(() => showFigures({ ...FIGURES, lastPrice: '97100.25' }));
    expect(screen.getByTestId('last-price').textContent).toMatch(/97,100\.25/);
    expect(screen.getByText('24h high')).toBeTruthy();
    expect(lookups).not.toHaveBeenCalled();
  });

  it('is drawn with the same rows before its figures arrive as after, so the price filling in moves nothing below it', async () => {
    const view = await renderWithProviders(<MarketSummaryCard symbol="BTCUSDT" figures={null} />);
    const loading = rows().map((row) => row.replace(/ (up|down)$/, '').trim());
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByTestId('last-price')).toBeNull();
    view.unmount();

    await renderWithProviders(<MarketSummaryCard symbol="BTCUSDT" figures={FIGURES} />);
    expect(rows().map((row) => row.replace(/ (up|down)$/, '').trim())).toEqual(loading);
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('false');
    expect(screen.getByTestId('last-price').textContent).toBe('97,000.5');
    expect(screen.getByTestId('last-price').className).toMatch(/\bdown\b/);
  });

  it('says the price is unavailable, or, keeping the last known one when there is one, that it may be out of date', async () => {
    const view = await renderWithProviders(<MarketSummaryCard symbol="BTCUSDT" figures={null} unavailable />);
    expect(within(screen.getByRole('region')).getByRole('status').textContent).toBe('Price unavailable, retrying…');
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('false');
    view.unmount();
    await renderWithProviders(<MarketSummaryCard symbol="BTCUSDT" figures={FIGURES} unavailable />);
    expect(screen.getByRole('status').textContent).toBe('Price may be out of date, retrying…');
    expect(screen.getByTestId('last-price')).toBeTruthy();
  });

  it('writes the 24 h volume as the exact decimal it is, in the user\'s locale', async () => {
    const figures = { ...FIGURES, volume24h: '1234567.000000000000000001' };
    await renderWithProviders(<MarketSummaryCard symbol="BTCUSDT" figures={figures} />, {
      locale: 'de',
      preloadedState: { preferences: { ...initialPreferences, locale: 'de' } },
    });
    const volume = screen.getAllByRole('definition').at(-1)!;
    expect(volume.textContent).toBe('1.234.567,000000000000000001');
  });

  it.each([
    ['en', '-1.25%'],
    ['de', '-1,25\u00a0%'],
    ['tr', '-%1,25'],
  ] as const)('writes the 24 h change as %s writes a percentage, as the futures figures do: %s', async (locale, shown) => {
    await renderWithProviders(<MarketSummaryCard symbol="BTCUSDT" figures={FIGURES} />, {
      locale,
      preloadedState: { preferences: { ...initialPreferences, locale } },
    });
    expect(screen.getAllByRole('definition')[0]!.textContent).toBe(shown);
  });

  it('names the base asset of the 24 h volume once the symbol\'s rules are known, and not another symbol\'s', async () => {
    const { store } = await renderWithProviders(<MarketSummaryCard symbol="BTCUSDT" figures={FIGURES} />);
    const volume = () => screen.getAllByRole('definition').at(-1)!.textContent;
    expect(volume()).toBe('1,234');
    act(() => void store.dispatch(symbolRulesLoaded({ ...RULES, symbol: 'ETHUSDT', base: 'ETH' })));
    expect(volume()).toBe('1,234');
    act(() => void store.dispatch(symbolRulesLoaded(RULES)));
    expect(volume()).toBe('1,234 BTC');
  });

  it('writes the last price in the pair\'s quote, as the book does, and its worth in the display currency under it', async () => {
    await renderWithProviders(<MarketSummaryCard symbol="BTCUSDT" figures={FIGURES} />, {
      locale: 'de',
      preloadedState: {
        preferences: { ...initialPreferences, locale: 'de', currency: 'EUR' },
        rates: {
          table: { USD: { symbol: '$', rate: 1, fiatName: 'US Dollar' }, EUR: { symbol: '€', rate: 0.5, fiatName: 'Euro' } },
          supported: [],
          fetchedAt: 1,
          status: 'ready',
        },
      },
    });
    expect(screen.getByTestId('last-price').textContent).toBe('97.000,5');
    expect(screen.getByTestId('last-price-worth').textContent).toBe('≈ 48.500,25\u00a0€');
    const [, high, low] = screen.getAllByRole('definition').map((node) => node.textContent);
    expect([high, low]).toEqual(['98.000', '96.000']);
  });

  it('writes the prices with the symbol\'s decimals once its rules are known', async () => {
    const { store } = await renderWithProviders(<MarketSummaryCard symbol="BTCUSDT" figures={FIGURES} />);
    act(() => void store.dispatch(symbolRulesLoaded(RULES)));
    expect(screen.getByTestId('last-price').textContent).toBe('97,000.50');
    const [, high, low] = screen.getAllByRole('definition').map((node) => node.textContent);
    expect([high, low]).toEqual(['98,000.00', '96,000.00']);
  });

  it('shows a dash for the worth until the figures arrive', async () => {
    await renderWithProviders(<MarketSummaryCard symbol="BTCUSDT" figures={null} />);
    expect(screen.getByTestId('last-price-worth').textContent).toBe('—');
  });
});
