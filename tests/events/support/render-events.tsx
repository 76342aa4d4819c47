import type { InternalAxiosRequestConfig } from 'axios';
import { EVENTS_FLAVOUR } from '../../../src/api/flavours';
import { EventDetailPage } from '../../../src/events/pages/detail/EventDetailPage';
import { EventsLandingPage } from '../../../src/events/pages/landing/EventsLandingPage';
import { EventsNotFoundPage } from '../../../src/events/pages/not-found/EventsNotFoundPage';
import type { LocaleCode } from '../../../src/core/locales';
import { initialPreferences } from '../../../store/preferences.slice';
import type { RootState } from '../../../store/root-reducer';
import { makeClient } from '../../api/support/client';
import type { FakeReply } from '../../api/support/fake-adapter';
import { renderWithProviders } from '../../support/render';

/** Answers one request of the events pages; `path` is the request path without the query. */
export type EventsHandler = (path: string, params: Record<string, string>, config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/**
 * Renders the events pages at `path` over the real events request layer (axios with a fake network adapter) and
 * a real store whose only saga records what was dispatched.
 */
export async function renderEvents(
  path: string,
  handler: EventsHandler,
  { locale = 'en', preloadedState = {} }: { locale?: LocaleCode; preloadedState?: Partial<RootState> } = {},
) {
  const { client, fake } = makeClient(EVENTS_FLAVOUR, (config) =>
    handler(config.url ?? '', (config.params ?? {}) as Record<string, string>, config),
  );
  const view = await renderWithProviders(null, {
    path,
    locale,
    http: client,
    flavour: 'events',
    preloadedState: { preferences: { ...initialPreferences, locale }, ...preloadedState },
    routes: [
      { path: '/events', element: <EventsLandingPage /> },
      { path: '/events/:eventId', element: <EventDetailPage /> },
      { path: '*', element: <EventsNotFoundPage /> },
    ],
  });
  return { ...view, requests: fake.calls };
}
