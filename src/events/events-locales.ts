// The events site's view of the one locale table (src/core/locales.ts): which locales it understands, which its
// picker offers, and what it does with the others.
import { DEFAULT_LOCALE, eventsPickerLocales, findLocale, type LocaleCode, type LocaleInfo } from '../core/locales';

/** Whether the events site understands `code`: its picker's locales and those reachable only by URL. */
export function isEventsLocale(code: unknown): boolean {
  const events = findLocale(code)?.events;
  return events === 'picker' || events === 'hidden';
}

/**
 * The locale the events site shows for `code`. A locale of the exchange app that the events list leaves out
 * (asia, ph, tr) is unknown here and reads as English, like any unknown locale (DECISIONS).
 */
export function eventsLocaleOf(code: unknown): LocaleCode {
  const info = findLocale(code);
  return info && isEventsLocale(info.code) ? info.code : DEFAULT_LOCALE;
}

/**
 * The picker's options: the events picker list, in the table's order. A locale reachable only by URL (nl, sv,
 * en-IN ...) is not offered, but while the page is in one it is listed too, so the picker names the language the
 * page is actually in rather than showing a blank or a wrong choice.
 */
export function eventsPickerOptions(current: string): readonly LocaleInfo[] {
  const offered = eventsPickerLocales();
  const info = findLocale(current);
  if (!info || !isEventsLocale(info.code) || offered.includes(info)) return offered;
  return [...offered, info];
}
