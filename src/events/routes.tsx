import type { RouteObject } from 'react-router';
import { lazyPage, pageRoute } from '../app/lazy-page';
import { PageFrame } from '../app/PageFrame';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';
import { EventsShell } from './layout/EventsShell';
import { EVENTS_BASE } from './paths';

// Each page is its own chunk. Full paths rather than a router basename, so the shared header pieces (the language
// picker's URL rules for the events flavour) see the /events/ prefix.
const EventsLandingPage = lazyPage(() => import('./pages/landing/EventsLandingPage').then((m) => m.EventsLandingPage));
const EventDetailPage = lazyPage(() => import('./pages/detail/EventDetailPage').then((m) => m.EventDetailPage));
const EventsNotFoundPage = lazyPage(() => import('./pages/not-found/EventsNotFoundPage').then((m) => m.EventsNotFoundPage));

export const eventsRoutes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <EventsShell />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <PageFrame />,
        children: [
          pageRoute(EVENTS_BASE, EventsLandingPage, {}),
          pageRoute(`${EVENTS_BASE}/:eventId`, EventDetailPage, {}),
          pageRoute('*', EventsNotFoundPage, {}),
        ],
      },
    ],
  },
];
