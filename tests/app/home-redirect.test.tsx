import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes } from '../../src/app/routes';

/** The app's own route for `/`, under a router whose spot page is a stand-in. */
function rootRoute(): RouteObject {
  const pages = routes[0]?.children?.[0]?.children ?? [];
  const root = pages.find((route) => route.path === '/');
  if (!root) throw new Error('no route for /');
  return root;
}

function landOn(entry: string) {
  const router = createMemoryRouter([rootRoute(), { path: '/spot/:symbol', element: <p>spot</p> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  const { pathname, search, hash } = router.state.location;
  return { at: `${pathname}${search}${hash}`, action: router.state.historyAction };
}

test("the root opens the default spot page keeping a link's language and theme in the query, and its hash", () => {
  expect(landOn('/?locale=ar&appTheme=light#top')).toEqual({
    at: '/spot/BTCUSDT?locale=ar&appTheme=light#top',
    action: 'REPLACE',
  });
});

test('the root without a query opens the default spot page as it is', () => {
  expect(landOn('/').at).toBe('/spot/BTCUSDT');
});
