import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { App } from '../../src/app/App';
import { lazyPage, pageRoute } from '../../src/app/lazy-page';
import { makeStore } from '../../src/app/make-store';
import { createNavigator } from '../../src/app/navigator';
import { PageFrame } from '../../src/app/PageFrame';
import { Header } from '../../src/components/header/Header';
import { LanguagePicker } from '../../src/components/header/LanguagePicker';
import { EventsHeader } from '../../src/events/layout/EventsHeader';
import { createI18n } from '../../src/i18n/i18n';
import { renderWithProviders } from '../support/render';
import { fakeContext } from '../support/saga-fakes';

// After logging in, the app navigates to /spot/BTCUSDT; that page's chunk loads inside the navigation's transition,
// and meanwhile the page being left is still the committed one. A language chosen in that window must keep the user
// on their way, not send them back to the page they left.

/** A page whose chunk is in: it renders at once, as the page the user is on. */
async function loadedPage(text: string) {
  const Page = lazyPage(() => Promise.resolve(() => <main>{text}</main>));
  await Page.preload();
  return Page;
}

/** A page whose chunk never arrives, so a navigation to it stays pending for the whole test. */
const pendingPage = () => lazyPage(() => new Promise<() => ReactElement>(() => undefined));

/** Picks a language in the header, in an awaited act: the page navigated to stays suspended meanwhile. */
async function choose(code: string) {
  await act(async () => void fireEvent.change(screen.getByLabelText('Language'), { target: { value: code } }));
}

const location = () => `${window.location.pathname}${window.location.search}`;

describe('a language chosen while the next page is still loading, in the app as it runs (BrowserRouter)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    { site: 'the exchange', flavour: 'app' as const, header: <Header />, from: '/login', to: '/spot/BTCUSDT', expected: '/spot/BTCUSDT?locale=de' },
    // The events site's URL rules: the locale leaves the path after /events/ for the query.
    { site: 'the events site', flavour: 'events' as const, header: <EventsHeader />, from: '/events', to: '/events/ja/btc-spot-championship', expected: '/events/btc-spot-championship?locale=de' },
  ])('keeps the user on the way to the next page on $site', async ({ flavour, header, from, to, expected }) => {
    window.history.replaceState(null, '', from);
    const routes: RouteObject[] = [
      {
        element: (
          <>
            {header}
            <PageFrame />
          </>
        ),
        children: [pageRoute(from, await loadedPage('the page left'), {}), pageRoute('*', pendingPage(), {})],
      },
    ];
    const store = makeStore({ context: fakeContext({ flavour }).context, saga: function* idle() {} });
    const navigator = createNavigator();
    const i18n = await createI18n('en');
    await act(async () => {
      render(<App store={store} i18n={i18n} routes={routes} navigator={navigator} />);
    });

    // As the login saga does: the router navigates, and the next page's chunk is still on its way.
    await act(async () => navigator.navigate(to));
    expect(location()).toBe(to);
    expect(screen.getByText('the page left')).toBeTruthy();

    await choose('de');
    expect(store.getState().preferences.locale).toBe('de');
    expect(location()).toBe(expected);
  });
});

describe('a language chosen while the next page is still loading, under a data router (the tests’ memory router)', () => {
  /** A layout with the picker above the pages, as the shell has the header. */
  const withPicker = (children: RouteObject[]): RouteObject[] => [
    {
      element: (
        <>
          <LanguagePicker />
          <Outlet />
        </>
      ),
      children,
    },
  ];
  const SuspendedPage = pendingPage();

  it('keeps the page whose element is suspended, not the one still on screen', async () => {
    const routes = withPicker([
      { path: '/login', element: <main>the page left</main> },
      { path: '/spot/:symbol', element: <SuspendedPage /> },
    ]);
    const { router } = await renderWithProviders(null, { path: '/login', routes });
    await act(async () => void (await router.navigate('/spot/BTCUSDT?appTheme=dark')));
    expect(screen.getByText('the page left')).toBeTruthy();

    await choose('ja');
    expect(router.state.location.pathname).toBe('/spot/BTCUSDT');
    expect(router.state.location.search).toBe('?appTheme=dark&locale=ja');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the page whose data is still loading: the router’s pending navigation is the newest location', async () => {
    const routes = withPicker([
      { path: '/login', element: <main>the page left</main> },
      { path: '/spot/:symbol', loader: () => new Promise(() => undefined), element: <main>spot</main> },
    ]);
    const { router } = await renderWithProviders(null, { path: '/login', routes });
    await act(async () => void router.navigate('/spot/BTCUSDT'));
    expect(router.state.navigation.location?.pathname).toBe('/spot/BTCUSDT');

    await choose('ja');
    // Still waiting for the page's data, now on the way to the same page in the new language.
    const next = router.state.navigation.location ?? router.state.location;
    expect(`${next.pathname}${next.search}`).toBe('/spot/BTCUSDT?locale=ja');
    expect(router.state.location.pathname).toBe('/login');
  });
});
