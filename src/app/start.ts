import type { Flavour } from '../api/flavours';
import { readPrefs } from '../core/prefs-cookie';
import { localStore } from '../core/storage';
import { applyDocumentLocale, createI18n } from '../i18n/i18n';
import { loadPreferences } from '../../store/preferences.load';
import { createApiPort } from './api-port';
import { createBrowserPort } from './browser-port';
import { makeStore } from './make-store';

/**
 * Bootstrap, in the order of docs/architecture.md: preferences from the URL,
 * cookie and storage -> api -> store and sagas -> i18n with the page's catalog.
 */
export async function startApp(flavour: Flavour) {
  const preferences = loadPreferences({
    url: window.location,
    flavour: flavour.name,
    cookie: readPrefs(flavour.name),
    storage: localStore,
    newId: () => crypto.randomUUID(),
  });
  applyDocumentLocale(preferences.locale);

  const api = createApiPort(flavour, {
    locale: preferences.locale,
    theme: preferences.theme,
    terminalCode: preferences.terminalCode,
    simulation: false,
    deviceId: preferences.terminalCode,
  });
  const store = makeStore({
    preloadedState: { preferences },
    context: { flavour: flavour.name, api: api.port, browser: createBrowserPort(flavour.name), storage: localStore },
  });
  const i18n = await createI18n(preferences.locale);
  return { store, i18n, api };
}
