import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AccountButton } from '../../src/components/header/AccountButton';
import { AccountControls } from '../../src/components/header/AccountControls';
import { CurrencyPicker } from '../../src/components/header/CurrencyPicker';
import { Header } from '../../src/components/header/Header';
import { useRememberedMarket } from '../../src/components/markets/last-market';
import { useAppSelector } from '../../store/hooks';
import { showAssetToggled } from '../../store/preferences.slice';
import { streamStarted, symbolRulesLoaded } from '../../store/trading.actions';
import '../../store/trading.reducer';
import { selectSymbolListed } from '../../store/trading.selectors';
import { LanguagePicker } from '../../src/components/header/LanguagePicker';
import { ShowAssetToggle } from '../../src/components/header/ShowAssetToggle';
import { ThemeToggle } from '../../src/components/header/ThemeToggle';
import { appLocales } from '../../src/core/locales';
import { mapUserInfo } from '../../src/core/user-info';
import { renderWithProviders } from '../support/render';

test('the language picker lists every app locale by its own name and replaces the URL with the new locale', async () => {
  const { store, router } = await renderWithProviders(<LanguagePicker />, { path: '/spot/BTCUSDT?appTheme=dark' });
  const select = screen.getByLabelText('Language');
  expect(screen.getAllByRole('option')).toHaveLength(appLocales().length);
  expect(screen.getByRole('option', { name: '日本語' })).toBeTruthy();

  fireEvent.change(select, { target: { value: 'ja' } });
  expect(store.getState().preferences.locale).toBe('ja');
  expect(router.state.location.pathname).toBe('/spot/BTCUSDT');
  expect(new URLSearchParams(router.state.location.search).get('locale')).toBe('ja');
  expect(new URLSearchParams(router.state.location.search).get('appTheme')).toBe('dark');
  expect(router.state.historyAction).toBe('REPLACE');
});

test('the currency picker offers the supported currencies and saves the choice', async () => {
  const { store } = await renderWithProviders(<CurrencyPicker />, {
    preloadedState: {
      rates: {
        table: { USD: { symbol: '$', rate: 1, fiatName: 'US Dollar' }, EUR: { symbol: '€', rate: 0.9, fiatName: 'Euro' } },
        supported: [
          { name: 'US Dollar', symbol: '$', value: 'USD' },
          { name: 'Euro', symbol: '€', value: 'EUR' },
        ],
        fetchedAt: 1,
        status: 'ready',
      },
    },
  });
  const select = screen.getByLabelText('Display currency') as HTMLSelectElement;
  expect(select.value).toBe('USD');
  fireEvent.change(select, { target: { value: 'EUR' } });
  expect(store.getState().preferences.currency).toBe('EUR');
  expect(select.value).toBe('EUR');
});

test('the theme and show-asset toggles switch their preference and say what they do', async () => {
  const { store } = await renderWithProviders(
    <>
      <ThemeToggle />
      <ShowAssetToggle />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
  expect(store.getState().preferences.theme).toBe('light');
  expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();

  const toggle = screen.getByRole('button', { name: 'Show balances' });
  expect(toggle.getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(toggle);
  expect(store.getState().preferences.showAsset).toBe(false);
  expect(toggle.getAttribute('aria-pressed')).toBe('false');
});

test('an anonymous visitor is offered log in and sign up, both leading back here; a user sees their UID and log out', async () => {
  await renderWithProviders(<AccountControls />, { path: '/futures/usdt/ETHUSDT' });
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?from=%2Ffutures%2Fusdt%2FETHUSDT');
  expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register?from=%2Ffutures%2Fusdt%2FETHUSDT');

  const info = mapUserInfo({ userInfo: { userId: '10000001', nickName: 'Demo' }, settings: {} });
  const { actions } = await renderWithProviders(<AccountControls />, { preloadedState: { user: { info, status: 'loggedIn', balances: null, accounts: null } } });
  // The logged-in part comes in a chunk of its own, once there is a user.
  expect(await screen.findByText('UID 10000001')).toBeTruthy();
  expect(actions.filter((action) => action.type === 'session/logoutRequested')).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  // The logout itself is the debounced logout saga's job; the button asks for it, once, as the user's.
  expect(actions.filter((action) => action.type === 'session/logoutRequested')).toEqual([
    { type: 'session/logoutRequested', payload: { reason: 'user' } },
  ]);
});

test.each([
  ['the bar', <AccountControls key="bar" />],
  ["a phone's account button", <AccountButton key="phone" />],
])('%s of a session whose user cannot be reached says it is reconnecting, neither logged in nor offering log in', async (_, ui) => {
  await renderWithProviders(ui, { preloadedState: { user: { info: null, status: 'unreachable', balances: null, accounts: null } } });
  expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
  expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
});

test('a session that could not be reached says so in the user\'s language', async () => {
  await renderWithProviders(<AccountControls />, {
    locale: 'ja',
    preloadedState: { user: { info: null, status: 'unreachable', balances: null, accounts: null } },
  });
  expect(screen.getByRole('status').textContent).toBe('再接続中…');
});

test('header text follows the active language', async () => {
  await renderWithProviders(<ThemeToggle />, { locale: 'de' });
  expect(screen.queryByRole('button', { name: 'Switch to light theme' })).toBeNull();
});

test('the header shows a USDT balance of 0 for an account that holds none, and nothing before balances are known', async () => {
  const info = mapUserInfo({ userInfo: { userId: '10000002', nickName: 'Sub' }, settings: {} });
  const empty = await renderWithProviders(<AccountControls />, {
    preloadedState: { user: { info, status: 'loggedIn', balances: [{ coin: 'BTC', available: '1', frozen: '0' }], accounts: null } },
  });
  expect(empty.getByTestId('balance').textContent).toMatch(/\b0(\.00)?\b/);
  empty.unmount();

  const unknown = await renderWithProviders(<AccountControls />, {
    preloadedState: { user: { info, status: 'loggedIn', balances: null, accounts: null } },
  });
  expect(unknown.queryByTestId('balance')).toBeNull();
});

test('the header hides the balance while balances are hidden, and says so to a screen reader', async () => {
  const info = mapUserInfo({ userInfo: { userId: '10000002', nickName: 'Sub' }, settings: {} });
  const view = await renderWithProviders(<AccountControls />, {
    preloadedState: { user: { info, status: 'loggedIn', balances: [{ coin: 'USDT', available: '1234.5', frozen: '0' }], accounts: null } },
  });
  expect(view.getByTestId('balance').textContent).toContain('1,234.5');
  act(() => void view.store.dispatch(showAssetToggled()));
  expect(view.getByTestId('balance').textContent).toBe('Available balance ******Balances hidden');
});

describe('the section links of the header', () => {
  const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));
  const sectionLinks = () => {
    const link = (name: string) => nav().getByRole('link', { name });
    return {
      spot: [link('Spot').getAttribute('href'), link('Spot').getAttribute('aria-current')],
      futures: [link('Futures').getAttribute('href'), link('Futures').getAttribute('aria-current')],
    };
  };

  afterEach(() => localStorage.clear());

  it('open each section’s first market on a first visit, marking neither elsewhere', async () => {
    await renderWithProviders(<Header />, { path: '/wiki' });
    expect(sectionLinks()).toEqual({ spot: ['/spot/BTCUSDT', null], futures: ['/futures/usdt/BTCUSDT', null] });
  });

  it('are the page itself on any market of their section', async () => {
    await renderWithProviders(<Header />, { path: '/spot/ETHUSDT' });
    expect(sectionLinks()).toEqual({ spot: ['/spot/ETHUSDT', 'page'], futures: ['/futures/usdt/BTCUSDT', null] });
  });

  it('mark Futures on any perpetual', async () => {
    await renderWithProviders(<Header />, { path: '/futures/usdt/SOLUSDT' });
    expect(sectionLinks()).toEqual({ spot: ['/spot/BTCUSDT', null], futures: ['/futures/usdt/SOLUSDT', 'page'] });
  });

  it('open from elsewhere the market each workspace last showed', async () => {
    const { store } = await renderWithProviders(
      <>
        <Header />
        <RememberedMarkets />
      </>,
      { path: '/spot/SOLUSDT' },
    );
    act(() => void store.dispatch(streamStarted({ symbol: 'SOLUSDT', interval: '1m' })));
    act(() => void store.dispatch(symbolRulesLoaded({ ...RULES, symbol: 'SOLUSDT' })));
    cleanup();
    await renderWithProviders(<Header />, { path: '/wiki' });
    expect(sectionLinks().spot).toEqual(['/spot/SOLUSDT', null]);
  });

  it('never make a path of a stored market that is no symbol', async () => {
    localStorage.setItem('last-spot-market', JSON.stringify('../../evil'));
    // Beside it, a stored symbol as the gateway spells one, which is used.
    localStorage.setItem('last-futures-market', JSON.stringify('ETHUSDT'));
    await renderWithProviders(<Header />, { path: '/wiki' });
    expect(sectionLinks()).toEqual({ spot: ['/spot/BTCUSDT', null], futures: ['/futures/usdt/ETHUSDT', null] });
  });
});

/** What a spot workspace remembers of the market it shows (the page's hook alone). */
function RememberedMarkets() {
  const listed = useAppSelector((state) => selectSymbolListed(state, 'SOLUSDT', 'spot'));
  useRememberedMarket('spot', 'SOLUSDT', listed);
  return null;
}

const RULES = {
  symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', tickSize: '0.01', stepSize: '0.00001', minQty: '0.00001', maxQty: '100',
  minNotional: '5', priceDecimals: 2, qtyDecimals: 5, makerFee: '0.001', takerFee: '0.001', multiplierUp: '5', multiplierDown: '0.2', marketTakeBound: '0.05',
};
