import { useCallback, useMemo } from 'react';
import { resolveLocale } from '../../core/locales';
import { dateFormat, decimalMarkOf, numberFormat, numberMarksOf } from '../../core/number-format';
import type { NumberMarks } from '../../core/trading/decimal-input';
import { decimalsOf, floorToStep } from '../../core/trading/order-math';
import { useAppSelector } from '../../../store/hooks';
import { selectLocale } from '../../../store/preferences.slice';

// The workspace formats every row of every frame: the formatters are the kept ones of number-format.ts.
const ANY_DECIMALS: Intl.NumberFormatOptions = { maximumFractionDigits: 18 };
const fixedDecimals = (decimals: number): Intl.NumberFormatOptions => ({ minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** The kept formatter for a count of decimals (any, when undefined), named without making its options each call. */
function decimalFormat(locale: string, decimals: number | undefined): Intl.NumberFormat {
  return decimals === undefined ? numberFormat(locale, ANY_DECIMALS, 'any') : numberFormat(locale, fixedDecimals(decimals), `fixed ${decimals}`);
}

/** The options `toLocaleTimeString` and `toLocaleString` fill in, so the kept formatters write what they would. */
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric', second: 'numeric', hour12: false };
const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', ...TIME };

/**
 * Writes a decimal string in the user's locale. The string itself goes to Intl (which reads it as an exact
 * decimal), so a price is never rounded through a binary float on its way to the screen.
 */
export function useDecimal(): (value: string, decimals?: number) => string {
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  return useCallback(
    (value, decimals) => (value === '' ? '—' : decimalFormat(locale, decimals).format(value as unknown as number)),
    [locale],
  );
}

/**
 * A balance as a form shows what it has available: rounded down to `step` (never up: more than there is) and written
 * with the step's decimals in the user's locale; exact, as it is, when no step is known yet.
 */
export function useAvailableText(): (value: string, step: string | undefined) => string {
  const format = useDecimal();
  return useCallback((value, step) => (step === undefined ? format(value) : format(floorToStep(value, step), decimalsOf(step))), [format]);
}

/** The decimal mark of the user's locale: "." or ",". */
export function useDecimalMark(): '.' | ',' {
  return decimalMarkOf(resolveLocale(useAppSelector(selectLocale)).htmlLang);
}

/** The decimal and group marks of the user's locale (Intl's), which the decimal fields read typed numbers by. */
export function useNumberMarks(): NumberMarks {
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  const { decimal, group, twos } = numberMarksOf(locale);
  return useMemo(() => ({ decimal, group, twos }), [decimal, group, twos]);
}

/** A time of day in the user's locale. */
export function useTimeOfDay(): (ms: number) => string {
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  return useCallback((ms) => dateFormat(locale, TIME, 'time').format(ms), [locale]);
}

/** A date and time in the user's locale. */
export function useDateTime(): (ms: number) => string {
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  return useCallback((ms) => dateFormat(locale, DATE_TIME, 'date time').format(ms), [locale]);
}
