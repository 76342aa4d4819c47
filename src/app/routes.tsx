import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { DEFAULT_SPOT_PATH } from '../config/constants';

// Lazy route objects: each page is its own chunk, loaded when first visited.
export const routes: RouteObject[] = [
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
    path: '*',
    lazy: () => import('../pages/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  },
];
