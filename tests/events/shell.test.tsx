import { act, render, screen, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { I18nContext } from '../../src/i18n/useTranslation';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { takeEvery } from 'redux-saga/effects';
import { makeStore } from '../../src/app/make-store';
import { useDocumentTitle } from '../../src/components/document-title/useDocumentTitle';
import { EventsShell } from '../../src/events/layout/EventsShell';
import { createI18n } from '../../src/i18n/i18n';
import { appStarted } from '../../store/session.actions';
import { pageViewed } from '../../store/tracking.slice';
import { fakeContext } from '../support/saga-fakes';

function Page({ titleKey = 'events.landing.documentTitle' }: { titleKey?: string }) {
  useDocumentTitle(titleKey);
  return (
    <main>
      <h1>Events</h1>
    </main>
  );
}

async function renderShell() {
  const actions: UnknownAction[] = [];
  const store = makeStore({
    context: fakeContext({ flavour: 'events' }).context,
    saga: function* record() {
      yield takeEvery('*', (action: UnknownAction) => void actions.push(action));
    },
  });
  const router = createMemoryRouter([{ element: <EventsShell />, children: [{ path: '/events', element: <Page /> }, { path: '/events/:id', element: <Page titleKey="events.notFound.documentTitle" /> }] }], {
    initialEntries: ['/events'],
  });
  render(
    <Provider store={store}>
      <I18nContext value={await createI18n('en')}>
        <RouterProvider router={router} />
      </I18nContext>
    </Provider>,
  );
  return { actions, router };
}

test('wraps every page in the header, the page and the footer landmarks', async () => {
  await renderShell();
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('main')).toBeTruthy();
  expect(screen.getByRole('contentinfo').textContent).toContain('Crypto assets are volatile');
});

test('asks for the first requests once it has rendered', async () => {
  const { actions } = await renderShell();
  expect(actions.filter(appStarted.match)).toHaveLength(1);
});

test('reports each page view with the title the page set', async () => {
  const { actions, router } = await renderShell();
  await act(() => router.navigate('/events/btc-spot-championship'));
  const views = actions.filter(pageViewed.match).map(({ payload }) => payload.title);
  // Placed last in the shell, the reporter reads the title each page has just set.
  expect(views).toEqual(['Events and campaigns | Exchange', 'Event not found | Exchange']);
});

test('carries the legal notice and the risk warning, without the exchange’s own footer links', async () => {
  await renderShell();
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('button', { name: 'Legal and risk notice' })).toBeTruthy();
  expect(within(footer).getByText(/Crypto assets are volatile/)).toBeTruthy();
  expect(within(footer).queryByRole('navigation')).toBeNull();
  expect(within(footer).queryByRole('link', { name: 'Fees' })).toBeNull();
});
