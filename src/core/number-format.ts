// Intl formatters are costly to make (each one loads its locale's data: about a millisecond on a phone) and cheap to
// use, and the workspace formats figures on every stream frame. One formatter per locale and options is kept.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(cache: Map<string, T>, locale: string, name: string, make: (locale: string) => T): T {
  const key = `${locale}|${name}`;
  let found = cache.get(key);
  if (found === undefined) {
    try {
      found = make(locale);
    } catch {
      // A locale Intl refuses (a malformed stored tag) writes English rather than nothing.
      found = make('en');
    }
    cache.set(key, found);
  }
  return found;
}

/**
 * The number formatter for `locale` and `options`, made once. `name` stands for the options where a caller on a hot
 * path has a cheaper name for them than their JSON; equal names must mean equal options.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions, name = JSON.stringify(options)): Intl.NumberFormat {
  return kept(numberFormats, locale, name, (tag) => new Intl.NumberFormat(tag, options));
}

/** The date formatter for `locale` and `options`, made once. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions, name = JSON.stringify(options)): Intl.DateTimeFormat {
  return kept(dateFormats, locale, name, (tag) => new Intl.DateTimeFormat(tag, options));
}

/** The mark `locale` writes between the whole part and the decimals of a number: "." in English, "," in German. */
export function decimalMarkOf(locale: string): '.' | ',' {
  const mark = numberFormat(locale, {}, 'plain').formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return mark === ',' ? ',' : '.';
}

/**
 * The marks `locale` writes numbers with: its decimal mark (as `decimalMarkOf`) and its group mark ("." in German, ","
 * in English, a no-break space in French), read from Intl's own parts of a grouped number, and whether it groups in
 * twos above the thousands (Indian English: 12,34,567).
 */
export function numberMarksOf(locale: string): { decimal: '.' | ','; group: string; twos: boolean } {
  const format = numberFormat(locale, {}, 'plain');
  const group = format.formatToParts(12345).find((part) => part.type === 'group')?.value;
  const decimal = decimalMarkOf(locale);
  const twos = format.formatToParts(1234567).filter((part) => part.type === 'integer')[1]?.value.length === 2;
  // Arabic digits' own group mark is read as "," (order-math.ts asciiDigits drops it from what is typed).
  if (group === '\u066c') return { decimal, group: ',', twos };
  // A locale that writes no group mark (or the decimal mark's own) groups with nothing a reader could confuse.
  return { decimal, group: group === undefined || group === decimal ? '' : group, twos };
}
