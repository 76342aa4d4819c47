import { useCallback } from 'react';
import { formatAmount } from '../../core/currency';
import { resolveLocale } from '../../core/locales';
import { numberFormat } from '../../core/number-format';
import { useAppSelector } from '../../../store/hooks';
import { selectLocale } from '../../../store/preferences.slice';
import { selectDisplayCurrency, selectRateTable } from '../../../store/rates.slice';

/**
 * Formats USDT amounts in the display currency for the active locale; `compact` where space is short ("$1.91T");
 * `held` for money the trader holds, given as exact decimal text: converted exactly and never rounded up.
 */
export function useMoney({ compact = false, held = false }: { compact?: boolean; held?: boolean } = {}): (usdt: number | string) => string {
  const currency = useAppSelector(selectDisplayCurrency);
  const table = useAppSelector(selectRateTable);
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  return useCallback(
    (usdt) => formatAmount(usdt, currency, table, locale, { compact, held }),
    [currency, table, locale, compact, held],
  );
}

const SIGNED_PERCENT: Intl.NumberFormatOptions = { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 2, minimumFractionDigits: 2 };

/**
 * A signed percentage (`value` in percent: 1.57 is 1.57 %) in the active locale's own form, as the futures figures
 * write theirs ("+1.57%", German "+1,57 %", Turkish "+%1,57"): a 24 h change is a display figure, not money, so the
 * division by 100 in binary is harmless at two decimals.
 */
export function usePercent(): (value: number | string) => string {
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  return useCallback(
    (value) => {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number)) return '—';
      return numberFormat(locale, SIGNED_PERCENT).format(number / 100);
    },
    [locale],
  );
}
