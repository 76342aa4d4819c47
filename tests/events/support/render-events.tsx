import { render } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { InternalAxiosRequestConfig } from 'axios';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { takeEvery } from 'redux-saga/effects';
import { EVENTS_FLAVOUR } from '../../../src/api/flavours';
import { makeStore } from '../../../src/app/make-store';
import { EventDetailPage } from '../../../src/events/pages/detail/EventDetailPage';
import { EventsLandingPage } from '../../../src/events/pages/landing/EventsLandingPage';
import { EventsNotFoundPage } from '../../../src/events/pages/not-found/EventsNotFoundPage';
import { createI18n } from '../../../src/i18n/i18n';
import type { LocaleCode } from '../../../src/core/locales';
import { initialPreferences } from '../../../store/preferences.slice';
import type { RootState } from '../../../store/root-reducer';
import { makeClient } from '../../api/support/client';
import type { FakeReply } from '../../api/support/fake-adapter';
import { fakeContext } from '../../support/saga-fakes';

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
  const actions: UnknownAction[] = [];
  const store = makeStore({
    context: fakeContext({ flavour: 'events' }).context,
    http: client,
    preloadedState: { preferences: { ...initialPreferences, locale }, ...preloadedState },
    saga: function* record() {
      yield takeEvery('*', (action: UnknownAction) => void actions.push(action));
    },
  });
  const i18n = await createI18n(locale);
  const router = createMemoryRouter(
    [
      { path: '/events', element: <EventsLandingPage /> },
      { path: '/events/:eventId', element: <EventDetailPage /> },
      { path: '*', element: <EventsNotFoundPage /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store, router, actions, requests: fake.calls };
}
