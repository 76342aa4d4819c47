import type { RouteObject } from 'react-router';
import { HomeRedirect } from './HomeRedirect';
import { lazyPage, pageRoute } from './lazy-page';
import { PageFrame } from './PageFrame';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SECTION_ROUTES } from './section-routes';
import { Shell } from './Shell';

// Each page is its own chunk, loaded when first visited.
const SpotPage = lazyPage(() => import('../pages/spot/SpotPage').then((m) => m.SpotPage));
const FuturesPage = lazyPage(() => import('../pages/futures/FuturesPage').then((m) => m.FuturesPage));
const LoginPage = lazyPage(() => import('../pages/auth/LoginPage').then((m) => m.LoginPage));
const RegisterPage = lazyPage(() => import('../pages/auth/RegisterPage').then((m) => m.RegisterPage));
const SecurityPage = lazyPage(() => import('../pages/account/SecurityPage').then((m) => m.SecurityPage));
const WikiPage = lazyPage(() => import('../pages/wiki/WikiPage').then((m) => m.WikiPage));
const ArticlePage = lazyPage(() => import('../pages/article/ArticlePage').then((m) => m.ArticlePage));
const SectionPage = lazyPage(() => import('../pages/section/SectionPage').then((m) => m.SectionPage));
const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage').then((m) => m.NotFoundPage));

export const routes: RouteObject[] = [
  {
    // The shell itself failed: the screen alone.
    element: (
      <RouteErrorBoundary>
        <Shell />
      </RouteErrorBoundary>
    ),
    // A page that fails shows the screen inside the shell, with the header still there to go elsewhere.
    children: [{ element: <PageFrame />, children: pages() }],
  },
];

function pages(): RouteObject[] {
  return [
    { path: '/', element: <HomeRedirect /> },
    pageRoute('/spot/:symbol', SpotPage, {}),
    pageRoute('/futures/usdt/:symbol', FuturesPage, {}),
    pageRoute('/login', LoginPage, {}),
    pageRoute('/register', RegisterPage, {}),
    // Under the account settings section (and its simulation allow-list entry), ranked above its wildcard.
    pageRoute('/account/setting/security', SecurityPage, {}),
    pageRoute('/wiki', WikiPage, {}),
    pageRoute('/wiki/page', WikiPage, {}),
    pageRoute('/wiki/*', ArticlePage, {}),
    ...SECTION_ROUTES.map(({ path, titleKey }) => pageRoute(path, SectionPage, { titleKey })),
    pageRoute('*', NotFoundPage, {}),
  ];
}
