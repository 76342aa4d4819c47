import { createBrowserRouter } from 'react-router';
import type { AppActors } from '../../machines/system';
import { reportSecurityEvent } from '../api/endpoints';
import type { Flavour } from '../api/flavours';
import { localeFromUrl, urlWithLocale } from '../core/locale-url';
import { readPrefs } from '../core/prefs-cookie';
import { localStore, STORAGE_KEYS } from '../core/storage';
import { setUnsafeUrlReporter } from '../core/unsafe-url-reporter';
import { applyDocumentLocale, createI18n } from '../i18n/i18n';
import { loadPreferences } from '../../store/preferences.load';
import { createApiPort } from './api-port';
import { createBrowserPort } from './browser-port';
import { createCryptoSteps } from './crypto-steps';
import { makeStore } from './make-store';
import { routes } from './routes';
import { createTrackingPort } from './tracking-port';

/**
 * Bootstrap, in the order of docs/architecture.md: preferences from the URL,
 * cookie and storage -> api -> router -> actors (on first need) -> store and
 * sagas -> i18n with the page's catalog.
 */
export async function startApp(flavour: Flavour) {
  // A locale in the path is understood, then carried in the query like every other (DECISIONS.md), so routes
  // never see it.
  const { pathname } = window.location;
  if (localeFromUrl({ pathname, search: '' }, flavour.name)) {
    const locale = localeFromUrl(window.location, flavour.name)?.code ?? 'en';
    window.history.replaceState(window.history.state, '', urlWithLocale(window.location, locale, flavour.name));
  }

  const preferences = loadPreferences({
    url: window.location,
    flavour: flavour.name,
    cookie: readPrefs(flavour.name),
    storage: localStore,
    newId: () => crypto.randomUUID(),
  });
  applyDocumentLocale(preferences.locale);
  const simulationOn = localStore.read<boolean>(STORAGE_KEYS.simulation, false) === true;

  // The actors need the client (for the sign config) and the client's signing step needs the actors: both sides
  // only reach for the other lazily, at the first request.
  let loadActors: () => Promise<AppActors> = () => Promise.reject(new Error('actors requested before start'));
  const api = createApiPort(
    flavour,
    {
      locale: preferences.locale,
      theme: preferences.theme,
      terminalCode: preferences.terminalCode,
      simulation: simulationOn,
      deviceId: preferences.terminalCode,
    },
    (clock) => createCryptoSteps(() => loadActors(), clock),
  );
  const router = createBrowserRouter(routes);
  let actors: Promise<AppActors> | undefined;
  loadActors = () =>
    (actors ??= import('./actors').then(({ createActorLoader }) => createActorLoader({ router, client: api.client })()));

  const store = makeStore({
    preloadedState: { preferences, simulation: { active: simulationOn } },
    http: api.client,
    context: {
      flavour: flavour.name,
      api: api.port,
      browser: createBrowserPort(flavour.name, (path) => void router.navigate(path)),
      storage: localStore,
      loadActors,
      // Read when each event is made; `store` exists by then.
      tracking: createTrackingPort({
        locale: () => store.getState().preferences.locale,
        uid: () => store.getState().user.info?.userId ?? '',
      }),
    },
  });
  setUnsafeUrlReporter(({ value, context, reason }) => {
    void reportSecurityEvent(api.client, {
      bizType: 'url-safety',
      data: { event: `unsafe-${context}`, reason: `${reason}: ${value.slice(0, 200)}` },
      timestamp: Date.now(),
      page: window.location.pathname,
    }).catch(() => undefined);
  });
  const i18n = await createI18n(preferences.locale);
  return { store, i18n, api, router };
}
