import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { AppErrorBoundary } from '../components/errors/AppErrorBoundary';
import { Toasts } from '../components/toasts/Toasts';
import { appErrorCaught } from '../../store/app-errors.actions';
import { LocaleSync } from './LocaleSync';
import { NavigatorBridge } from './NavigatorBridge';
import type { Navigator } from './navigator';
import { ThemeSync } from './ThemeSync';
import type { AppStore } from './make-store';
import { reloadPage } from './page-reload';
import type { I18n } from '../i18n/i18n';
import { I18nContext } from '../i18n/useTranslation';

export interface AppProps {
  store: AppStore;
  i18n: I18n;
  routes: RouteObject[];
  /** Navigation asked for by sagas and actors, made by the router once it is mounted. */
  navigator: Navigator;
}

/** The element of the route the address matches, inside its parents' outlets. */
function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function App({ store, i18n, routes, navigator }: AppProps) {
  return (
    <Provider store={store}>
      <I18nContext value={i18n}>
        <AppErrorBoundary onError={(caught) => store.dispatch(appErrorCaught(caught))} onReload={reloadPage}>
          <LocaleSync />
          <ThemeSync />
          <BrowserRouter>
            <NavigatorBridge navigator={navigator} />
            <RouteTree routes={routes} />
          </BrowserRouter>
          <Toasts />
        </AppErrorBoundary>
      </I18nContext>
    </Provider>
  );
}
