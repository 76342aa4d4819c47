import type { RouteObject } from 'react-router';
import type { AppActors } from '../../machines/system';
import { env } from '../config/env';
import type { Flavour } from '../api/flavours';
import { localStore, sessionArea } from '../core/storage';
import { setUnsafeUrlReporter } from '../core/unsafe-url-reporter';
import { applyDocumentLocale, createI18n } from '../i18n/i18n';
import type { PreferencesState } from '../../store/preferences.slice';
import { createApiPort } from './api-port';
import { createBrowserPort } from './browser-port';
import type { CryptoSteps } from './crypto-steps';
import { preloadPages } from './lazy-page';
import { loadRequestLayer } from './load-request-layer';
import { makeStore } from './make-store';
import { createNavigator } from './navigator';
import { createSignConfigSource } from './sign-config-source';
import { createServiceWorkerPort } from './service-worker';
import { createTrackingPort } from './tracking-port';

export interface BootOptions {
  flavour: Flavour;
  /** Read from the URL, the preference cookie and storage by the entry, with its own rules. */
  preferences: PreferencesState;
  routes: RouteObject[];
  /** The entry's workflows. */
  saga: () => Generator;
  /** Paper trading is on (the exchange app only; the events site never is). */
  paperTrading: boolean;
}

/**
 * What both entries (the exchange app and the events site) start the same way, in the order of
 * docs/architecture.md: api -> navigator -> actors (on first need) -> store and sagas -> i18n with the page's catalog and
 * the landing page's chunk.
 */
export async function boot({ flavour, preferences, routes, saga, paperTrading }: BootOptions) {
  applyDocumentLocale(preferences.locale);

  // The actors need the client (for the sign config) and the client's signing step needs the actors: both sides
  // only reach for the other lazily, at the first request.
  let loadActors: () => Promise<AppActors> = () => Promise.reject(new Error('actors requested before start'));
  let signStream: CryptoSteps['signStream'] = () => Promise.reject(new Error('signing requested before the client loaded'));
  const api = createApiPort(
    flavour,
    {
      locale: preferences.locale,
      theme: preferences.theme,
      terminalCode: preferences.terminalCode,
      simulation: paperTrading,
      deviceId: preferences.terminalCode,
    },
    // Made with the client, at the first request (after the first render): nothing seals or signs before it.
    (clock, createCryptoSteps) => {
      const steps = createCryptoSteps({ loadActors: () => loadActors(), actorsLoaded: () => actors !== undefined, signConfig }, clock);
      signStream = steps.signStream;
      return steps;
    },
  );
  const signConfig = createSignConfigSource(api.client, sessionArea('requestCache'));
  const navigator = createNavigator();
  let actors: Promise<AppActors> | undefined;
  loadActors = () =>
    (actors ??= import('./actors').then(({ createActorLoader }) =>
      createActorLoader({ navigator, client: api.client, signConfig, paperTrading: flavour.name === 'app' })(),
    ));

  const store = makeStore({
    preloadedState: { preferences, simulation: { active: paperTrading } },
    http: api.client,
    saga,
    context: {
      flavour: flavour.name,
      api: api.port,
      browser: createBrowserPort(flavour.name, (path) => navigator.navigate(path)),
      storage: localStore,
      loadActors,
      ...(flavour.name === 'app'
        ? {
            loadMarket: () =>
              import('./market-port').then(({ createMarketPort }) =>
                createMarketPort({
                  client: api.client,
                  signStream: async (path, body, account) => {
                    await api.ready();
                    return signStream(path, body, account);
                  },
                }),
              ),
          }
        : {}),
      // Read when each event is made; `store` exists by then.
      tracking: createTrackingPort({
        locale: () => store.getState().preferences.locale,
        uid: () => store.getState().user.info?.userId ?? '',
      }),
      // The installable app is the exchange's production build; `npm run dev` builds no worker to register.
      serviceWorker: flavour.name === 'app' && env.mode === 'production' ? createServiceWorkerPort() : undefined,
    },
  });
  setUnsafeUrlReporter(({ value, context, reason }) => {
    void loadRequestLayer()
      .then(({ endpoints }) =>
        endpoints.reportSecurityEvent(api.client, {
          bizType: 'url-safety',
          data: { event: `unsafe-${context}`, reason: `${reason}: ${value.slice(0, 200)}` },
          timestamp: Date.now(),
          page: window.location.pathname,
        }),
      )
      .catch(() => undefined);
  });
  // The landing page's chunk with the catalog, so the first render is the page rather than an empty frame.
  const [i18n] = await Promise.all([createI18n(preferences.locale), preloadPages(routes, window.location.pathname)]);
  return { store, i18n, api, routes, navigator };
}
