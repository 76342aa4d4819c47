import { useTranslation } from '../../i18n/useTranslation';
import type { RuleBreach } from '../../core/trading/order-math';
import { useDecimalMark } from './useDecimal';

/** Why the order cannot be placed, read out at once; nothing while it can. Spot's and futures' order forms alike. */
export function BreachAlert({ breach }: { breach: RuleBreach }) {
  const { t } = useTranslation();
  const mark = useDecimalMark();
  if (!breach) return null;
  return (
    <p role="alert" className="order-form__error">
      {/* A number the user typed wrong is explained with the decimal mark of the user's language. */}
      {t(breach.key, { mark, ...breach.values })}
    </p>
  );
}
