// The preferences an events page starts with: the shared reading of the URL, the preference cookie and local
// storage (store/preferences.load.ts) with the events shell's rules, so the two shells never drift apart.
import { localeFromUrl, urlWithLocale, type UrlParts } from '../core/locale-url';
import type { PreferenceRecord } from '../core/prefs-cookie';
import type { StorageArea } from '../core/storage';
import { loadPreferences } from '../../store/preferences.load';
import type { PreferencesState } from '../../store/preferences.slice';
import { eventsLocaleOf } from './events-locales';

export interface EventsPreferenceSources {
  url: UrlParts;
  /** The preference cookie read with the events defaults (display unit CNY). */
  cookie: PreferenceRecord;
  storage: StorageArea;
  newId: () => string;
}

/**
 * Locale: `locale` in the query, else the second path segment (/events/ja/...), else the cookie, else storage,
 * else English; one the events site does not know reads as English. Theme: `appTheme`, else the saved theme read
 * as white or black, white when it is neither. Currency: the saved choice, else the locale's default.
 */
export function loadEventsPreferences(sources: EventsPreferenceSources): PreferencesState {
  const preferences = loadPreferences({ ...sources, flavour: 'events' });
  return { ...preferences, locale: eventsLocaleOf(preferences.locale) };
}

/**
 * The address to show instead of `url` when it carries the locale as a path segment: the same path without it,
 * and `locale=<code>` in the query, as a language change writes it. null when there is nothing to move.
 */
export function canonicalEventsUrl(url: UrlParts & { hash?: string }): string | null {
  if (!localeFromUrl({ pathname: url.pathname, search: '' }, 'events')) return null;
  const locale = eventsLocaleOf(localeFromUrl(url, 'events')?.code);
  return urlWithLocale(url, locale, 'events');
}
