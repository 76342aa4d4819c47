import { Provider } from 'react-redux';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from '../components/errors/AppErrorBoundary';
import { Toasts } from '../components/toasts/Toasts';
import { appErrorCaught } from '../../store/app-errors.actions';
import { LocaleSync } from './LocaleSync';
import { ThemeSync } from './ThemeSync';
import type { AppStore } from './make-store';
import { reloadPage } from './page-reload';
import type { I18n } from '../i18n/i18n';
import { I18nContext } from '../i18n/useTranslation';

export function App({ store, i18n, router }: { store: AppStore; i18n: I18n; router: DataRouter }) {
  return (
    <Provider store={store}>
      <I18nContext value={i18n}>
        <AppErrorBoundary onError={(caught) => store.dispatch(appErrorCaught(caught))} onReload={reloadPage}>
          <LocaleSync />
          <ThemeSync />
          <RouterProvider router={router} />
          <Toasts />
        </AppErrorBoundary>
      </I18nContext>
    </Provider>
  );
}
