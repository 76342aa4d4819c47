import { useTranslation } from '../../i18n/useTranslation';
import type { TriggerBy } from '../../core/trading/contract/futures';
import { useDecimalField } from '../trading/useDecimal';

/** The prices as typed ("" for none) and what triggers them. */
export interface TpSlPrices {
  takeProfit: string;
  stopLoss: string;
  triggerBy: TriggerBy;
}

/** Take-profit and stop-loss prices and the price that triggers them: the order form's and the position's alike. */
export function TpSlFields({ value, onChange }: { value: TpSlPrices; onChange: (next: TpSlPrices) => void }) {
  const { t } = useTranslation();
  const decimalField = useDecimalField();
  const { takeProfit, stopLoss, triggerBy } = value;
  return (
    <>
      <label className="field">
        <span>{t('futures.tpsl.takeProfit')}</span>
        <input {...decimalField(takeProfit, (next) => onChange({ ...value, takeProfit: next }))} />
      </label>
      <label className="field">
        <span>{t('futures.tpsl.stopLoss')}</span>
        <input {...decimalField(stopLoss, (next) => onChange({ ...value, stopLoss: next }))} />
      </label>
      <label className="field">
        <span>{t('futures.tpsl.triggerBy')}</span>
        <select value={triggerBy} onChange={(event) => onChange({ ...value, triggerBy: event.target.value as TriggerBy })}>
          <option value="MARK">{t('futures.tpsl.mark')}</option>
          <option value="LAST">{t('futures.tpsl.last')}</option>
        </select>
      </label>
    </>
  );
}
