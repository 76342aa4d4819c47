import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { I18nContext } from '../../../src/i18n/useTranslation';
import { act } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { lazyPage, pageRoute } from '../../../src/app/lazy-page';
import { PageFrame } from '../../../src/app/PageFrame';
import { RouteErrorBoundary } from '../../../src/app/RouteErrorBoundary';
import { reloadPage } from '../../../src/app/page-reload';
import { AppErrorBoundary } from '../../../src/components/errors/AppErrorBoundary';
import { sessionStore, STORAGE_KEYS } from '../../../src/core/storage';
import { createI18n } from '../../../src/i18n/i18n';
import { appErrorCaught, type CaughtError } from '../../../store/app-errors.actions';
import { renderWithProviders } from '../../support/render';

jest.mock('../../../src/app/page-reload', () => ({ reloadPage: jest.fn() }));

const CHUNK_GONE = 'Failed to fetch dynamically imported module: http://localhost/assets/WikiPage-old.js';

function Boom(): never {
  throw new Error('the page broke');
}

function Fine() {
  return <main>fine</main>;
}

/** The app's route shape: a shell with a header, a page frame with the pages' boundary, the pages. */
function appRoutes(page: RouteObject): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary>
          <div>
            <nav aria-label="Header">header</nav>
            <Outlet />
          </div>
        </RouteErrorBoundary>
      ),
      children: [{ element: <PageFrame />, children: [page, pageRoute('/ok', lazyPage(() => Promise.resolve(Fine)), {})] }],
    },
  ];
}

/** A page at /wiki whose chunk fails to load with `error`. */
function failingChunk(error: Error): RouteObject {
  return pageRoute('/wiki', lazyPage(() => Promise.reject(error)), {});
}

function caught(actions: UnknownAction[]): CaughtError[] {
  return actions.filter(appErrorCaught.match).map((action) => action.payload);
}

beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('a page that throws while rendering shows the localized screen inside the shell and reports the error', async () => {
  const { actions } = await renderWithProviders(null, { path: '/wiki', routes: appRoutes({ path: '/wiki', Component: Boom }) });
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Header' })).toBeTruthy();
  expect(caught(actions)).toEqual([
    expect.objectContaining({ place: 'route', page: '/wiki', chunkLoad: false, message: expect.stringMatching(/^Error: the page broke/) }),
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

test('the screen speaks the user\'s language', async () => {
  await renderWithProviders(null, { path: '/wiki', locale: 'de', routes: appRoutes({ path: '/wiki', Component: Boom }) });
  expect(await screen.findByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
});

test("the failed page's tab is titled with the screen, in the user's language, not with the page before it", async () => {
  document.title = 'BTCUSDT spot trading | Exchange';
  await renderWithProviders(null, { path: '/wiki', locale: 'de', routes: appRoutes({ path: '/wiki', Component: Boom }) });
  await screen.findByRole('heading', { name: 'Etwas ist schiefgelaufen' });
  expect(document.title).toBe('Etwas ist schiefgelaufen | Exchange');
});

test('a page chunk a deploy removed reloads the page once, without showing the screen or reporting', async () => {
  const { actions } = await renderWithProviders(null, {
    path: '/wiki',
    routes: appRoutes(failingChunk(new TypeError(CHUNK_GONE))),
  });
  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  expect(caught(actions)).toEqual([]);
  expect(sessionStore.read(STORAGE_KEYS.chunkReload, false)).toBe(true);
});

test('after that reload, the same missing chunk shows the screen and is reported instead of reloading again', async () => {
  sessionStore.write(STORAGE_KEYS.chunkReload, true);
  const { actions } = await renderWithProviders(null, {
    path: '/wiki',
    routes: appRoutes(failingChunk(new TypeError(CHUNK_GONE))),
  });
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(reloadPage).not.toHaveBeenCalled();
  expect(caught(actions)).toEqual([expect.objectContaining({ place: 'route', chunkLoad: true })]);
});

test('a page module that loads and then throws is a bug, not a deploy: the screen at once, no reload', async () => {
  await renderWithProviders(null, {
    path: '/wiki',
    routes: appRoutes(failingChunk(new ReferenceError('x is not defined'))),
  });
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(reloadPage).not.toHaveBeenCalled();
});

test('going to another page clears the screen and shows that page', async () => {
  const { router } = await renderWithProviders(null, { path: '/wiki', routes: appRoutes({ path: '/wiki', Component: Boom }) });
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  await act(() => router.navigate('/ok'));
  expect(await screen.findByText('fine')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
});

test('a page that loads clears the flag, so the next deploy may reload again', async () => {
  sessionStore.write(STORAGE_KEYS.chunkReload, true);
  await renderWithProviders(null, { path: '/ok', routes: appRoutes({ path: '/wiki', Component: Boom }) });
  await screen.findByText('fine');
  expect(sessionStore.readRaw(STORAGE_KEYS.chunkReload)).toBeNull();
});

test('the app boundary catches what fails outside the routes and reports it once', async () => {
  const i18n = await createI18n('en');
  const onError = jest.fn();
  const onReload = jest.fn();
  render(
    <I18nContext value={i18n}>
      <AppErrorBoundary onError={onError} onReload={onReload}>
        <Boom />
      </AppErrorBoundary>
    </I18nContext>,
  );
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(onError).toHaveBeenCalledTimes(1);
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ place: 'app', chunkLoad: false }));
  fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalledTimes(1);
});

test('a thrown value that is not an Error is still reported, with its type', async () => {
  const i18n = await createI18n('en');
  const onError = jest.fn();
  function ThrowsText(): never {
    throw 'plain text';
  }
  render(
    <I18nContext value={i18n}>
      <AppErrorBoundary onError={onError} onReload={() => undefined}>
        <ThrowsText />
      </AppErrorBoundary>
    </I18nContext>,
  );
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'thrown string: plain text' }));
});
