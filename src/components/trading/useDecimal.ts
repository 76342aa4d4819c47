import { useCallback } from 'react';
import { resolveLocale } from '../../core/locales';
import { useAppSelector } from '../../../store/hooks';
import { selectLocale } from '../../../store/preferences.slice';

// Intl formatters are costly to make (each loads locale data; `toLocaleTimeString` makes one per call) and cheap to
// use, and the workspace formats every row of every frame: one of each kind is kept per locale.
const formatters = new Map<string, Intl.NumberFormat>();
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, decimals: number | undefined): Intl.NumberFormat {
  const key = `${locale}/${decimals ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, decimals === undefined ? { maximumFractionDigits: 18 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, found);
  }
  return found;
}

/** The options `toLocaleTimeString` and `toLocaleString` fill in, so the kept formatters write what they would. */
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric', second: 'numeric', hour12: false };
const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', ...TIME };

function dateFormatter(locale: string, kind: 'time' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}/${kind}`;
  let found = dateFormatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, kind === 'time' ? TIME : DATE_TIME);
    dateFormatters.set(key, found);
  }
  return found;
}

/**
 * Writes a decimal string in the user's locale. The string itself goes to Intl (which reads it as an exact
 * decimal), so a price is never rounded through a binary float on its way to the screen.
 */
export function useDecimal(): (value: string, decimals?: number) => string {
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  return useCallback(
    (value, decimals) => (value === '' ? '—' : formatter(locale, decimals).format(value as unknown as number)),
    [locale],
  );
}

/** A time of day in the user's locale. */
export function useTimeOfDay(): (ms: number) => string {
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  return useCallback((ms) => dateFormatter(locale, 'time').format(ms), [locale]);
}

/** A date and time in the user's locale. */
export function useDateTime(): (ms: number) => string {
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  return useCallback((ms) => dateFormatter(locale, 'dateTime').format(ms), [locale]);
}
