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

/**
 * Formats a USDT amount in `currency` for `locale`, with the table's symbol
 * (Intl's own symbol differs by locale; the exchange shows one symbol per currency).
 */
export function formatAmount(
  usdtAmount: number,
  currency: string,
  table: RateTable,
  locale: string,
  { compact = false }: { compact?: boolean } = {},
): string {
  const code = table[currency] ? currency : 'USD';
  const entry = table[code] ?? DEFAULT_RATE_TABLE.USD!;
  const value = usdtAmount * entry.rate;
  const digits = value !== 0 && Math.abs(value) < 1 ? 6 : 2;
  // Compact where space is short (market caps): "1.91T" in English, "1,91 Bio." in German, "1.91兆" in Japanese.
  const options: Intl.NumberFormatOptions = compact
    ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 }
    : { minimumFractionDigits: 2, maximumFractionDigits: digits };
  // A code Intl cannot take as a currency (not three letters) keeps the symbol in front.
  if (!ISO_CODE.test(code)) return `${entry.symbol}${numberFormat(locale, options).format(value)}`;
  // The locale places the symbol and the sign ("-$0.50", "920,00 €"); the symbol written is the table's.
  const parts = numberFormat(locale, { ...options, style: 'currency', currency: code }).formatToParts(value);
  return parts.map((part) => (part.type === 'currency' ? entry.symbol : part.value)).join('');
}
