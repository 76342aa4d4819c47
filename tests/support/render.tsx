import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UnknownAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { makeStore } from '../../src/app/make-store';
import { createI18n } from '../../src/i18n/i18n';
import type { RootState } from '../../store/root-reducer';
import { fakeContext } from './saga-fakes';

/**
 * Renders UI with a real store (no sagas: `actions` records what the UI dispatched), a real i18n instance and a
 * memory router at `path`.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { path = '/spot/BTCUSDT', preloadedState, locale = 'en' }: { path?: string; preloadedState?: Partial<RootState>; locale?: string } = {},
) {
  const actions: UnknownAction[] = [];
  const store = makeStore({
    context: fakeContext().context,
    preloadedState,
    saga: function* record() {
      yield takeEvery('*', (action: UnknownAction) => void actions.push(action));
    },
  });
  const i18n = await createI18n(locale);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store, router, i18n, actions };
}
