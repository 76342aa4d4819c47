import type { Flavour } from '../api/flavours';
import { localeFromUrl, urlWithLocale } from '../core/locale-url';
import { readPrefs } from '../core/prefs-cookie';
import { localStore, STORAGE_KEYS } from '../core/storage';
import { randomUuid } from '../core/uuid';
import { loadPreferences } from '../../store/preferences.load';
import { rootSaga } from '../../sagas/root.saga';
import { boot } from './boot';
import { routes } from './routes';

/** The exchange app: preferences from the URL, cookie and storage with the app's rules, then boot.ts. */
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
    newId: () => randomUuid(),
  });
  const paperTrading = localStore.read<boolean>(STORAGE_KEYS.simulation, false) === true;
  return boot({ flavour, preferences, routes, saga: rootSaga, paperTrading });
}
