import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nContext } from '../../src/i18n/useTranslation';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { UnknownAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { makeStore } from '../../src/app/make-store';
import type { FlavourName } from '../../src/api/flavours';
import type { GatewayRequester } from '../../store/gateway-query';
import { createI18n } from '../../src/i18n/i18n';
import type { RootState } from '../../store/root-reducer';
import { fakeContext } from './saga-fakes';

export interface RenderOptions {
  path?: string;
  preloadedState?: Partial<RootState>;
  locale?: string;
  /** The HTTP client of page data (RTK Query); none by default. */
  http?: GatewayRequester;
  flavour?: FlavourName;
  /** The routes to render instead of `ui` on every path. */
  routes?: RouteObject[];
}

/**
 * Renders UI with a real store (no sagas: `actions` records what the UI dispatched), a real i18n instance and a
 * memory router at `path`.
 */
export async function renderWithProviders(
  ui: ReactElement | null,
  { path = '/spot/BTCUSDT', preloadedState, locale = 'en', http, flavour, routes }: RenderOptions = {},
) {
  const actions: UnknownAction[] = [];
  const store = makeStore({
    context: fakeContext({ flavour }).context,
    ...(http ? { http } : {}),
    preloadedState,
    saga: function* record() {
      yield takeEvery('*', (action: UnknownAction) => void actions.push(action));
    },
  });
  const i18n = await createI18n(locale);
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [path] });
  // In an async act, so a page that suspends (a lazy page's chunk) renders once it is in, as in the browser.
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <Provider store={store}>
        <I18nContext value={i18n}>
          <RouterProvider router={router} />
        </I18nContext>
      </Provider>,
    );
  });
  if (view === undefined) throw new Error('render did not run');
  return { ...view, store, router, i18n, actions };
}
