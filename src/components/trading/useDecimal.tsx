// Numbers, dates and decimal fields in the user's locale, for every form and panel of both workspaces. The field
// lives here with the hooks it shares its reading of the locale's marks with: apart, the bundler split the two into
// a chunk of their own before the trading pages' first render.
import { useCallback, useMemo, useState, type InputHTMLAttributes } from 'react';
import { resolveLocale } from '../../core/locales';
import { dateFormat, decimalMarkOf, numberFormat, numberMarksOf } from '../../core/number-format';
import { decimalFieldText, decimalFieldValue, unreadFieldValue, type NumberMarks } from '../../core/trading/decimal-input';
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

export type DecimalInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'inputMode' | 'autoComplete'> & {
  /** The form's canonical value: "." for the decimals, no groups. */
  value: string;
  /** Called with what was typed, read by the language's marks (decimal-input.ts). */
  onValue: (value: string) => void;
};

/** What was last typed, with the value it was read as, in the marks it was read by. */
interface Typed {
  readonly text: string;
  readonly value: string;
  readonly marks: NumberMarks;
}

/**
 * A decimal field of the user's locale, both ways: it shows the form's canonical value as the locale writes it, and
 * hands `onValue` what the user typed read by the locale's decimal and group marks (German "60.000" is 60000, "1,5"
 * is 1.5). A text the locale's rules make no number ("0.5" in German) is handed on unread, in a form no check takes
 * for a number, and shown as typed; the forms say why (typed-number-breach.ts). What was typed stays in the field as
 * long as the form keeps the value it was read as: "1,000,000" typed key by key in English passes through "1,000",
 * which must stay as typed for the next group to follow it. A value the form sets itself (a price clicked in the
 * book, a share of the balance) is written afresh. While an input method composes (full-width digits typed in
 * Japanese or Chinese) the text is kept unread: rewriting a field under a composition breaks it. It is read when the
 * composition ends.
 */
export function DecimalInput({ value, onValue, ...input }: DecimalInputProps) {
  const marks = useNumberMarks();
  const [typed, setTyped] = useState<Typed | null>(null);
  const take = (text: string, read: string) => {
    setTyped({ text, value: read, marks });
    onValue(read);
  };
  const shown = typed !== null && typed.value === value && typed.marks === marks ? typed.text : decimalFieldText(value, marks);
  return (
    <input
      {...input}
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        take(text, (event.nativeEvent as InputEvent).isComposing ? unreadFieldValue(text, marks) : decimalFieldValue(text, marks));
      }}
      onCompositionEnd={(event) => take(event.currentTarget.value, decimalFieldValue(event.currentTarget.value, marks))}
    />
  );
}
