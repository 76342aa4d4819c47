import { boot } from '../app/boot';
// Before the first render: the events site's English comes with its entry.
import '../i18n/events-english';
import { EVENTS_FLAVOUR } from '../api/flavours';
import { readPrefs } from '../core/prefs-cookie';
import { localStore } from '../core/storage';
import { randomUuid } from '../core/uuid';
import { eventsRootSaga } from '../../sagas/events-root.saga';
import { canonicalEventsUrl, loadEventsPreferences } from './preferences';
import { eventsRoutes } from './routes';

/**
 * The events site: preferences from the URL, cookie and storage with the events rules, then the exchange app's
 * boot (src/app/boot.ts) with the events flavour of the request layer, the events routes and workflows.
 */
export async function startEvents() {
  // /events/ja/... is understood, then carried in the query like every other locale, so routes never see it.
  const canonical = canonicalEventsUrl(window.location);
  if (canonical !== null) window.history.replaceState(window.history.state, '', canonical);

  const preferences = loadEventsPreferences({
    url: window.location,
    cookie: readPrefs('events'),
    storage: localStore,
    newId: () => randomUuid(),
  });
  // Paper trading is the exchange app's: no events request goes to the simulation engine.
  return boot({ flavour: EVENTS_FLAVOUR, preferences, routes: eventsRoutes, saga: eventsRootSaga, paperTrading: false });
}
