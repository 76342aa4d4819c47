import { useState } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toasts } from '../components/toasts/Toasts';
import { LocaleSync } from './LocaleSync';
import type { AppStore } from './make-store';
import { routes } from './routes';

export function App({ store, i18n }: { store: AppStore; i18n: i18n }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LocaleSync />
        <RouterProvider router={router} />
        <Toasts />
      </I18nextProvider>
    </Provider>
  );
}
