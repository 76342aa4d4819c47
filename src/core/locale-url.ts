// Where the locale travels in a URL (DECISIONS.md): the `locale` query parameter,
// else a supported locale as the first path segment (second under /events/).
import { findLocale, isPathLocale, type LocaleInfo } from './locales';
import type { PrefsFlavour } from './prefs-cookie';

export interface UrlParts {
  readonly pathname: string;
  readonly search: string;
}

function pathLocale(pathname: string, flavour: PrefsFlavour): LocaleInfo | undefined {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const index = flavour === 'events' && segments[0] === 'events' ? 1 : 0;
  const segment = segments[index];
  if (flavour === 'app' && !isPathLocale(segment)) return undefined;
  return findLocale(segment);
}

/** The locale the URL asks for, or undefined when it names none (the query wins over the path). */
export function localeFromUrl(url: UrlParts, flavour: PrefsFlavour): LocaleInfo | undefined {
  const query = new URLSearchParams(url.search).get('locale');
  return findLocale(query) ?? pathLocale(url.pathname, flavour);
}

/** The path without its locale segment, so the rest of the app matches routes on it. */
export function stripLocaleSegment(pathname: string, flavour: PrefsFlavour): string {
  const segments = pathname.split('/');
  const index = flavour === 'events' && segments[1] === 'events' ? 2 : 1;
  const segment = segments[index];
  const known = flavour === 'app' ? isPathLocale(segment) : findLocale(segment) !== undefined;
  if (!known) return pathname;
  segments.splice(index, 1);
  const stripped = segments.join('/');
  return stripped === '' ? '/' : stripped;
}

/**
 * The URL after a language change: the same path without a locale segment and
 * `locale=<code>` in the query, the rest of the query and the hash kept.
 */
export function urlWithLocale(url: UrlParts & { hash?: string }, code: string, flavour: PrefsFlavour): string {
  const params = new URLSearchParams(url.search);
  params.set('locale', code);
  return `${stripLocaleSegment(url.pathname, flavour)}?${params.toString()}${url.hash ?? ''}`;
}
