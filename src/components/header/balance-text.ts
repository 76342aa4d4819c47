// The header's balance, written so it never shows more money than there is. The shared money format (core/currency)
// converts through a binary float and rounds to nearest, which is right for a price but not for what a trader holds:
// 9.999 USDT would read "$10.00". Here the conversion is exact and the figure is cut, never rounded up. The header
// is on every page's first render, so the arithmetic is BigInt's rather than a decimal library's.
import { DEFAULT_RATE_TABLE, type RateTable } from '../../core/currency';
import { numberFormat } from '../../core/number-format';

/** Intl writes three-letter codes as currencies; another code keeps the table's symbol in front (as formatAmount). */
const ISO_CODE = /^[A-Z]{3}$/;

/** A decimal text as an integer and its count of decimals ("12.5" is 125 and 1), or null when it is not one. */
function scaled(text: string): { units: bigint; decimals: number } | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  return { units: BigInt(`${sign}${whole}${fraction}`), decimals: fraction.length };
}

/** A rate as the decimal it was written as (0.92, not 0.92000000000000003997...). */
const rateText = (rate: number): string => (String(rate).includes('e') ? rate.toFixed(20) : String(rate));

/** `units` / 10^`decimals` cut (toward zero) to `keep` decimals, as decimal text. */
function cut(units: bigint, decimals: number, keep: number): string {
  const kept = decimals > keep ? units / 10n ** BigInt(decimals - keep) : units * 10n ** BigInt(keep - decimals);
  const digits = (kept < 0n ? -kept : kept).toString().padStart(keep + 1, '0');
  return `${kept < 0n ? '-' : ''}${digits.slice(0, digits.length - keep)}.${digits.slice(digits.length - keep)}`;
}

/**
 * A USDT balance (exact decimal text) in `currency` for `locale`: cents, or six decimals below one (as the rest of the
 * app writes money), the rest of the digits dropped rather than rounded. The symbol is the rate table's own.
 */
export function balanceText(usdt: string, currency: string, table: RateTable, locale: string): string {
  const code = table[currency] ? currency : 'USD';
  const entry = table[code] ?? DEFAULT_RATE_TABLE.USD!;
  const amount = scaled(usdt);
  const rate = scaled(rateText(entry.rate));
  if (amount === null || rate === null) return '—';
  const units = amount.units * rate.units;
  const decimals = amount.decimals + rate.decimals;
  const magnitude = units < 0n ? -units : units;
  const keep = units !== 0n && magnitude < 10n ** BigInt(decimals) ? 6 : 2;
  // Cut to the shown decimals here, so Intl (which reads the text as an exact decimal) has nothing left to round.
  const shown = cut(units, decimals, keep) as unknown as number;
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: keep };
  if (!ISO_CODE.test(code)) return `${entry.symbol}${numberFormat(locale, options).format(shown)}`;
  const parts = numberFormat(locale, { ...options, style: 'currency', currency: code }).formatToParts(shown);
  return parts.map((part) => (part.type === 'currency' ? entry.symbol : part.value)).join('');
}
