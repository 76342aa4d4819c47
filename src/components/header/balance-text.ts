// The header's balance, written so it never shows more money than there is. The shared money format (core/currency)
// converts through a binary float and rounds to nearest, which is right for a price but not for what a trader holds:
// 9.999 USDT would read "$10.00". Here the conversion is exact (big.js) and the figure is cut, never rounded up.
import Big from 'big.js';
import { DEFAULT_RATE_TABLE, type RateTable } from '../../core/currency';
import { numberFormat } from '../../core/number-format';

/** Intl writes three-letter codes as currencies; another code keeps the table's symbol in front (as formatAmount). */
const ISO_CODE = /^[A-Z]{3}$/;

/**
 * A USDT balance (exact decimal text) in `currency` for `locale`: cents, or six decimals below one (as the rest of the
 * app writes money), the rest of the digits dropped rather than rounded. The symbol is the rate table's own.
 */
export function balanceText(usdt: string, currency: string, table: RateTable, locale: string): string {
  const code = table[currency] ? currency : 'USD';
  const entry = table[code] ?? DEFAULT_RATE_TABLE.USD!;
  let value: Big;
  try {
    value = new Big(usdt).times(entry.rate);
  } catch {
    return '—';
  }
  const decimals = !value.eq(0) && value.abs().lt(1) ? 6 : 2;
  // Cut to the shown decimals here, so Intl (which reads the text as an exact decimal) has nothing left to round.
  const shown = value.round(decimals, Big.roundDown).toFixed();
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: decimals };
  const amount = shown as unknown as number;
  if (!ISO_CODE.test(code)) return `${entry.symbol}${numberFormat(locale, options).format(amount)}`;
  const parts = numberFormat(locale, { ...options, style: 'currency', currency: code }).formatToParts(amount);
  return parts.map((part) => (part.type === 'currency' ? entry.symbol : part.value)).join('');
}
