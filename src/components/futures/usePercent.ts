import { useCallback } from 'react';
import { resolveLocale } from '../../core/locales';
import { numberFormat } from '../../core/number-format';
import { useAppSelector } from '../../../store/hooks';
import { selectLocale } from '../../../store/preferences.slice';

/**
 * A fraction written as a percentage in the user's locale ("0.0001" -> "0.0100%"). The decimal string goes to
 * Intl as it is, which reads it exactly, so a funding rate is never rounded through a binary float.
 */
export function usePercent(): (fraction: string, decimals?: number, signed?: boolean) => string {
  const locale = resolveLocale(useAppSelector(selectLocale)).htmlLang;
  return useCallback(
    // Signed for what moves either way (a funding rate, a return); unsigned for a ratio that is never below zero.
    (fraction, decimals = 2, signed = true) => {
      const format = numberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        signDisplay: signed ? 'exceptZero' : 'auto',
      });
      return fraction === '' ? '—' : format.format(fraction as unknown as number);
    },
    [locale],
  );
}
