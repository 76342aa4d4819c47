import { useCallback } from 'react';
import { resolveLocale } from '../../core/locales';
import { useAppSelector } from '../../../store/hooks';
import { selectLocale } from '../../../store/preferences.slice';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, decimals: number | undefined): Intl.NumberFormat {
  const key = `${locale}/${decimals ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, decimals === undefined ? { maximumFractionDigits: 18 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, found);
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
  return useCallback((ms) => new Date(ms).toLocaleTimeString(locale, { hour12: false }), [locale]);
}

/** A date and time in the user's locale. */
export function useDateTime(): (ms: number) => string {
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  return useCallback((ms) => new Date(ms).toLocaleString(locale, { hour12: false }), [locale]);
}
