import { useTranslation } from '../../i18n/useTranslation';
import { decimalsOf, isDecimalText, type RuleBreach } from '../../core/trading/order-math';
import { useDecimal, useDecimalMark } from './useDecimal';

/** A number with a group mark and decimals, to show how the user's language writes one ("12,345.67", "12.345,67"). */
const EXAMPLE = '12345.67';

/**
 * A broken rule's words: its figures (a tick, a range, a minimum, the price watched) written as the user's language
 * writes numbers, with every decimal they have; the quote asset and other words stay as they are. The order forms and
 * a position's dialogs say them alike.
 */
export function useBreachText(): (breach: NonNullable<RuleBreach>) => string {
  const { t } = useTranslation();
  const mark = useDecimalMark();
  const format = useDecimal();
  return (breach) => {
    const values = Object.fromEntries(
      Object.entries(breach.values ?? {}).map(([name, value]) => [name, isDecimalText(value) ? format(value, decimalsOf(value)) : value]),
    );
    // A number the user typed wrong is explained with the marks of the user's language, and one written in them.
    return t(breach.key, { mark, example: format(EXAMPLE, decimalsOf(EXAMPLE)), ...values });
  };
}

/** Why the order cannot be placed, read out at once; nothing while it can. Spot's and futures' order forms alike. */
export function BreachAlert({ breach }: { breach: RuleBreach }) {
  const text = useBreachText();
  if (!breach) return null;
  return (
    <p role="alert" className="order-form__error">
      {text(breach)}
    </p>
  );
}
