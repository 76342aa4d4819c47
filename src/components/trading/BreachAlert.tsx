import { useTranslation } from '../../i18n/useTranslation';
import type { RuleBreach } from '../../core/trading/order-math';

/** Why the order cannot be placed, read out at once; nothing while it can. Spot's and futures' order forms alike. */
export function BreachAlert({ breach }: { breach: RuleBreach }) {
  const { t } = useTranslation();
  if (!breach) return null;
  return (
    <p role="alert" className="order-form__error">
      {t(breach.key, breach.values)}
    </p>
  );
}
