import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { DEFAULT_SPOT_PATH } from '../config/constants';
import { withChunkReload } from './chunk-loader';
import { PageFrame } from './PageFrame';
import { RouteError } from './RouteError';
import { SECTION_ROUTES } from './section-routes';
import { Shell } from './Shell';

const sectionPage = () => import('../pages/section/SectionPage').then((m) => m.SectionPage);

// Lazy route objects: each page is its own chunk, loaded when first visited.
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    // The shell renders at once; pages load inside it, so there is nothing to show before.
    HydrateFallback: () => null,
    // The shell itself failed: the screen alone.
    ErrorBoundary: RouteError,
    children: [
      {
        // A page that fails shows the screen inside the shell, with the header still there to go elsewhere.
        Component: PageFrame,
        ErrorBoundary: RouteError,
        children: withChunkReload(pages()),
      },
    ],
  },
];

function pages(): RouteObject[] {
  return [
    { path: '/', element: <Navigate to={DEFAULT_SPOT_PATH} replace /> },
    {
      path: '/spot/:symbol',
      lazy: () => import('../pages/spot/SpotPage').then((m) => ({ Component: m.SpotPage })),
    },
    {
      path: '/futures/usdt/:symbol',
      lazy: () => import('../pages/futures/FuturesPage').then((m) => ({ Component: m.FuturesPage })),
    },
    {
      path: '/login',
      lazy: () => import('../pages/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
    },
    {
      path: '/register',
      lazy: () => import('../pages/auth/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
    },
    {
      // Under the account settings section (and its simulation allow-list entry), ranked above its wildcard.
      path: '/account/setting/security',
      lazy: () => import('../pages/account/SecurityPage').then((m) => ({ Component: m.SecurityPage })),
    },
    {
      path: '/wiki',
      lazy: () => import('../pages/wiki/WikiPage').then((m) => ({ Component: m.WikiPage })),
    },
    {
      path: '/wiki/page',
      lazy: () => import('../pages/wiki/WikiPage').then((m) => ({ Component: m.WikiPage })),
    },
    {
      path: '/wiki/*',
      lazy: () => import('../pages/article/ArticlePage').then((m) => ({ Component: m.ArticlePage })),
    },
    ...SECTION_ROUTES.map(
      ({ path, titleKey }): RouteObject => ({
        path,
        lazy: () => sectionPage().then((SectionPage) => ({ Component: () => <SectionPage titleKey={titleKey} /> })),
      }),
    ),
    {
      path: '*',
      lazy: () => import('../pages/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
    },
  ];
}
