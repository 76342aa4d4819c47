/**
 * The fiat currencies the client can display prices in, with a constant price of 1 USDT in each. The gateway
 * has no market feed; the values are realistic round figures so that converted prices look plausible.
 */
export interface FiatCurrency {
  /** Upper-case ISO 4217 code; the key of the rates map. */
  value: string;
  /** English name. */
  name: string;
  /** Display symbol, unique across the table so two currencies never look alike (CN¥ vs ¥). */
  symbol: string;
  /** Price of 1 USDT in this currency, as a decimal string (no float rounding on the wire). */
  rate: string;
}

export const FIAT_CURRENCIES: readonly FiatCurrency[] = [
  { value: 'USD', name: 'US Dollar', symbol: '$', rate: '1' },
  { value: 'CNY', name: 'Chinese Yuan', symbol: 'CN¥', rate: '7.1850' },
  { value: 'EUR', name: 'Euro', symbol: '€', rate: '0.8620' },
  { value: 'HKD', name: 'Hong Kong Dollar', symbol: 'HK$', rate: '7.8120' },
  { value: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: '149.50' },
  { value: 'PHP', name: 'Philippine Peso', symbol: '₱', rate: '57.30' },
  { value: 'RUB', name: 'Russian Ruble', symbol: '₽', rate: '81.50' },
  { value: 'THB', name: 'Thai Baht', symbol: '฿', rate: '32.60' },
  { value: 'TRY', name: 'Turkish Lira', symbol: '₺', rate: '41.20' },
  { value: 'TWD', name: 'New Taiwan Dollar', symbol: 'NT$', rate: '30.10' },
  { value: 'VND', name: 'Vietnamese Dong', symbol: '₫', rate: '26150' },
  { value: 'KRW', name: 'South Korean Won', symbol: '₩', rate: '1385.00' },
  { value: 'IDR', name: 'Indonesian Rupiah', symbol: 'Rp', rate: '16350' },
  { value: 'UAH', name: 'Ukrainian Hryvnia', symbol: '₴', rate: '41.50' },
  { value: 'UZS', name: 'Uzbekistani Som', symbol: 'soʻm', rate: '12650' },
  { value: 'AED', name: 'UAE Dirham', symbol: 'د.إ', rate: '3.6725' },
];
