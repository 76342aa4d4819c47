import { useCallback } from 'react';
import { resolveLocale } from '../../core/locales';
import { useAppSelector } from '../../../store/hooks';
import { selectLocale } from '../../../store/preferences.slice';
import { selectDisplayCurrency, selectRateTable } from '../../../store/rates.slice';
import { balanceText } from './balance-text';

/** Writes a USDT balance in the display currency and the user's locale, rounded down (`balanceText`). */
export function useBalanceText(): (usdt: string) => string {
  const currency = useAppSelector(selectDisplayCurrency);
  const table = useAppSelector(selectRateTable);
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  return useCallback((usdt) => balanceText(usdt, currency, table, locale), [currency, table, locale]);
}
