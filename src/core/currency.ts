// The currency rate table (SPEC 3) and amount formatting (DECISIONS.md "Currency").
import { numberFormat } from './number-format';

export interface CurrencyRate {
  readonly symbol: string;
  /** Price of 1 USDT in this currency. */
  readonly rate: number;
  readonly fiatName: string;
}

export type RateTable = Readonly<Record<string, CurrencyRate>>;

export interface SupportedCurrency {
  readonly name: string;
  readonly symbol: string;
  readonly value: string;
}

export const DEFAULT_RATE_TABLE: RateTable = Object.freeze({ USD: { symbol: '$', rate: 1, fiatName: 'US Dollar' } });

const CODE = /^[A-Z]{2,6}$/;
/** The codes Intl formats as currencies (ISO 4217's shape). */
const ISO_CODE = /^[A-Z]{3}$/;

/**
 * Builds the table keyed by upper-case currency from the usdtRate answer,
 * keeping only entries with a code, a symbol and a positive finite rate.
 */
export function buildRateTable(answer: unknown): { table: RateTable; supported: SupportedCurrency[] } {
  const root = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const rates = typeof root.rates === 'object' && root.rates !== null ? (root.rates as Record<string, unknown>) : {};
  const list = Array.isArray(root.supported) ? root.supported : [];
  const table: Record<string, CurrencyRate> = { ...DEFAULT_RATE_TABLE };
  const supported: SupportedCurrency[] = [];

  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, symbol, value } = item as Record<string, unknown>;
    if (typeof value !== 'string' || typeof symbol !== 'string') continue;
    const code = value.trim().toUpperCase();
    const rate = Number(rates[value] ?? rates[code]);
    if (!CODE.test(code) || !Number.isFinite(rate) || rate <= 0 || symbol.length > 8) continue;
    const fiatName = typeof name === 'string' ? name.slice(0, 64) : code;
    table[code] = { symbol, rate, fiatName };
    if (!supported.some((entry) => entry.value === code)) supported.push({ name: fiatName, symbol, value: code });
  }
  return { table, supported };
}

/** The display currency: the user's choice, else the locale's default, else USD, when the table knows it. */
export function displayCurrency(chosen: string | null, localeDefault: string, table: RateTable): string {
  if (chosen !== null && table[chosen]) return chosen;
  if (table[localeDefault]) return localeDefault;
  return 'USD';
}

/** A decimal text as an integer and its count of decimals ("12.5" is 125 and 1), or null when it is not one. */
function scaled(text: string): { units: bigint; decimals: number } | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  return { units: BigInt(`${sign}${whole}${fraction}`), decimals: fraction.length };
}

/**
 * `usdt` (exact decimal text) times `rate`, exactly, as decimal text, or null when `usdt` is no decimal. The rate is
 * taken as the decimal it was written as (0.92, not 0.92000000000000003997...). BigInt rather than a decimal library:
 * the header's balance is on every page's first render.
 */
function exactTimes(usdt: string, rate: number): string | null {
  const amount = scaled(usdt);
  const factor = scaled(String(rate).includes('e') ? rate.toFixed(20) : String(rate));
  if (amount === null || factor === null) return null;
  const units = amount.units * factor.units;
  const decimals = amount.decimals + factor.decimals;
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0');
  return `${units < 0n ? '-' : ''}${digits.slice(0, digits.length - decimals)}.${digits.slice(digits.length - decimals)}`;
}

/**
 * Formats a USDT amount in `currency` for `locale`, with the table's symbol
 * (Intl's own symbol differs by locale; the exchange shows one symbol per currency): the currency's own decimals
 * (cents; none for the yen, the won, the dong and the rupiah, which have no coin below one in use), or six below one.
 * `held`: money the trader holds, given as exact decimal text, is converted exactly and cut rather than rounded, so it
 * never reads as more than there is (9.999 USDT is "$9.99", not "$10.00").
 */
export function formatAmount(
  usdtAmount: number | string,
  currency: string,
  table: RateTable,
  locale: string,
  { compact = false, held = false }: { compact?: boolean; held?: boolean } = {},
): string {
  const code = table[currency] ? currency : 'USD';
  const entry = table[code] ?? DEFAULT_RATE_TABLE.USD!;
  const exact = held ? exactTimes(String(usdtAmount), entry.rate) : null;
  const number = Number(usdtAmount) * entry.rate;
  if (held ? exact === null : !Number.isFinite(number)) return '—';
  // The currency's decimals as Intl knows them (two for a unit that is no ISO currency).
  const minor = ISO_CODE.test(code) ? (numberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2) : 2;
  // Six decimals for an amount under one (not zero), judged on the exact text where there is one.
  const digits = (exact === null ? number !== 0 && Math.abs(number) < 1 : /^-?0\.\d*[1-9]/.test(exact)) ? 6 : minor;
  // Compact where space is short (market caps): "1.91T" in English, "1,91 Bio." in German, "1.91兆" in Japanese.
  const options: Intl.NumberFormatOptions = compact
    ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 }
    : { minimumFractionDigits: minor, maximumFractionDigits: digits };
  // Money held is cut to the decimals shown before Intl sees it, so Intl has nothing to round (and a browser that
  // reads the text as a float rounds nothing up either).
  const shown = (exact === null ? number : exact.slice(0, exact.indexOf('.') + 1 + digits)) as number;
  // A code Intl cannot take as a currency (not three letters) keeps the symbol in front.
  if (!ISO_CODE.test(code)) return `${entry.symbol}${numberFormat(locale, options).format(shown)}`;
  // The locale places the symbol and the sign ("-$0.50", "920,00 €"); the symbol written is the table's.
  const parts = numberFormat(locale, { ...options, style: 'currency', currency: code }).formatToParts(shown);
  return parts.map((part) => (part.type === 'currency' ? entry.symbol : part.value)).join('');
}
