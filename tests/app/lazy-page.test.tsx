import { act, render, screen } from '@testing-library/react';
import type { JSX } from 'react';
import { MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { lazyPage, pageRoute, preloadPages } from '../../src/app/lazy-page';
import { createNavigator } from '../../src/app/navigator';
import { NavigatorBridge } from '../../src/app/NavigatorBridge';
import { PageFrame } from '../../src/app/PageFrame';
import { sessionStore, STORAGE_KEYS } from '../../src/core/storage';

/** A page loader whose chunk arrives when the test says. */
function deferredPage(text: string) {
  let arrive: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<() => JSX.Element>((resolve) => {
        arrive = () => resolve(() => <main>{text}</main>);
      }),
  );
  return { load, arrive: () => arrive() };
}

/** The element of the route the address matches, inside its parents' outlets. */
function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

beforeEach(() => window.sessionStorage.clear());

test('a page loads its chunk once, however often it is preloaded and rendered', async () => {
  const load = jest.fn(() => Promise.resolve(() => <main>wiki</main>));
  const Page = lazyPage(load);
  await Promise.all([Page.preload(), Page.preload()]);
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByText('wiki')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a page whose chunk is in renders in the first render, with nothing suspended', async () => {
  const Page = lazyPage(() => Promise.resolve(() => <main>spot</main>));
  await Page.preload();
  // A synchronous render: a suspended page would show nothing here.
  render(<Page />);
  expect(screen.getByText('spot')).toBeTruthy();
});

test('a page whose chunk loads clears the reload flag, so the next deploy may reload again', async () => {
  sessionStore.write(STORAGE_KEYS.chunkReload, true);
  await lazyPage(() => Promise.resolve(() => <main>ok</main>)).preload();
  expect(sessionStore.readRaw(STORAGE_KEYS.chunkReload)).toBeNull();
});

test('preloadPages loads the chunks of the page the path shows and of no other page', async () => {
  const spot = jest.fn(() => Promise.resolve(() => <main>spot</main>));
  const wiki = jest.fn(() => Promise.resolve(() => <main>wiki</main>));
  const routes: RouteObject[] = [
    { element: <Outlet />, children: [pageRoute('/spot/:symbol', lazyPage(spot), {}), pageRoute('/wiki', lazyPage(wiki), {})] },
  ];
  await preloadPages(routes, '/spot/BTCUSDT');
  expect(spot).toHaveBeenCalledTimes(1);
  expect(wiki).not.toHaveBeenCalled();
});

test('preloadPages settles when a chunk fails, so the page can show the error itself', async () => {
  const routes = [pageRoute('/wiki', lazyPage(() => Promise.reject(new ReferenceError('broken'))), {})];
  await expect(preloadPages(routes, '/wiki')).resolves.toBeUndefined();
});

test('a navigation keeps the page being left on screen until the next page is in', async () => {
  const wiki = deferredPage('wiki page');
  const routes: RouteObject[] = [
    {
      element: <PageFrame />,
      children: [pageRoute('/spot', lazyPage(() => Promise.resolve(() => <main>spot page</main>)), {}), pageRoute('/wiki', lazyPage(wiki.load), {})],
    },
  ];
  const navigator = createNavigator();
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/spot']}>
        <NavigatorBridge navigator={navigator} />
        <RouteTree routes={routes} />
      </MemoryRouter>,
    );
  });
  expect(screen.getByText('spot page')).toBeTruthy();

  await act(async () => navigator.navigate('/wiki'));
  expect(wiki.load).toHaveBeenCalledTimes(1);
  expect(screen.getByText('spot page')).toBeTruthy();

  await act(async () => wiki.arrive());
  expect(screen.getByText('wiki page')).toBeTruthy();
  expect(screen.queryByText('spot page')).toBeNull();
});
