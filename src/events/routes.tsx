import type { RouteObject } from 'react-router';
import { withChunkReload } from '../app/chunk-loader';
import { PageFrame } from '../app/PageFrame';
import { RouteError } from '../app/RouteError';
import { EventsShell } from './layout/EventsShell';
import { EVENTS_BASE } from './paths';

// Lazy route objects: each page is its own chunk. Full paths rather than a router basename, so the shared header
// pieces (the language picker's URL rules for the events flavour) see the /events/ prefix.
export const eventsRoutes: RouteObject[] = [
  {
    element: <EventsShell />,
    // The shell renders at once; pages load inside it, so there is nothing to show before.
    HydrateFallback: () => null,
    ErrorBoundary: RouteError,
    children: [
      { Component: PageFrame, ErrorBoundary: RouteError, children: withChunkReload(pages()) },
    ],
  },
];

function pages(): RouteObject[] {
  return [
    {
      path: EVENTS_BASE,
      lazy: () => import('./pages/landing/EventsLandingPage').then((m) => ({ Component: m.EventsLandingPage })),
    },
    {
      path: `${EVENTS_BASE}/:eventId`,
      lazy: () => import('./pages/detail/EventDetailPage').then((m) => ({ Component: m.EventDetailPage })),
    },
    {
      path: '*',
      lazy: () => import('./pages/not-found/EventsNotFoundPage').then((m) => ({ Component: m.EventsNotFoundPage })),
    },
  ];
}
