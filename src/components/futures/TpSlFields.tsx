import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { TriggerBy } from '../../core/trading/contract/futures';
import { DecimalInput } from '../trading/useDecimal';
import { useBreachText } from '../trading/BreachAlert';
import type { TpSlProblems, TriggerProblem } from './tpsl-check';

/** The prices as typed ("" for none) and what triggers them. */
export interface TpSlPrices {
  takeProfit: string;
  stopLoss: string;
  triggerBy: TriggerBy;
}

/** One trigger price field, with what is wrong in it said beside it (and named as its description). */
function PriceField({ label, value, problem, onValue }: { label: string; value: string; problem: TriggerProblem | null; onValue: (next: string) => void }) {
  const breachText = useBreachText();
  const errorId = useId();
  return (
    <>
      <label className="field">
        <span>{label}</span>
        <DecimalInput value={value} onValue={onValue} aria-invalid={problem !== null} aria-describedby={problem === null ? undefined : errorId} />
      </label>
      {problem !== null && (
        <p id={errorId} role="alert" className="order-form__error">
          {breachText(problem)}
        </p>
      )}
    </>
  );
}

/**
 * Take-profit and stop-loss prices and the price that triggers them: the order form's and the position's alike.
 * `problems`, once the form checked them, are said at their fields.
 */
export function TpSlFields({ value, onChange, problems = null }: { value: TpSlPrices; onChange: (next: TpSlPrices) => void; problems?: TpSlProblems | null }) {
  const { t } = useTranslation();
  const { takeProfit, stopLoss, triggerBy } = value;
  return (
    <>
      <PriceField label={t('futuresOrders.tpsl.takeProfit')} value={takeProfit} problem={problems?.takeProfit ?? null} onValue={(next) => onChange({ ...value, takeProfit: next })} />
      <PriceField label={t('futuresOrders.tpsl.stopLoss')} value={stopLoss} problem={problems?.stopLoss ?? null} onValue={(next) => onChange({ ...value, stopLoss: next })} />
      <label className="field">
        <span>{t('futuresOrders.tpsl.triggerBy')}</span>
        <select value={triggerBy} onChange={(event) => onChange({ ...value, triggerBy: event.target.value as TriggerBy })}>
          <option value="MARK">{t('futuresOrders.tpsl.mark')}</option>
          <option value="LAST">{t('futuresOrders.tpsl.last')}</option>
        </select>
      </label>
    </>
  );
}
