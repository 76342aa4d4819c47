import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toasts } from '../components/toasts/Toasts';
import { LocaleSync } from './LocaleSync';
import { ThemeSync } from './ThemeSync';
import type { AppStore } from './make-store';

export function App({ store, i18n, router }: { store: AppStore; i18n: i18n; router: DataRouter }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LocaleSync />
        <ThemeSync />
        <RouterProvider router={router} />
        <Toasts />
      </I18nextProvider>
    </Provider>
  );
}
