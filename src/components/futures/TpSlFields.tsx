import { useTranslation } from 'react-i18next';
import type { TriggerBy } from '../../core/trading/contract/futures';
import { cleanDecimalInput } from '../../core/trading/order-math';

interface Props {
  takeProfit: string;
  stopLoss: string;
  triggerBy: TriggerBy;
  onTakeProfit: (value: string) => void;
  onStopLoss: (value: string) => void;
  onTriggerBy: (value: TriggerBy) => void;
}

/** Take-profit and stop-loss prices and the price that triggers them: the order form's and the position's alike. */
export function TpSlFields({ takeProfit, stopLoss, triggerBy, onTakeProfit, onStopLoss, onTriggerBy }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <label className="field">
        <span>{t('futures.tpsl.takeProfit')}</span>
        <input inputMode="decimal" autoComplete="off" value={takeProfit} onChange={(event) => onTakeProfit(cleanDecimalInput(event.target.value))} />
      </label>
      <label className="field">
        <span>{t('futures.tpsl.stopLoss')}</span>
        <input inputMode="decimal" autoComplete="off" value={stopLoss} onChange={(event) => onStopLoss(cleanDecimalInput(event.target.value))} />
      </label>
      <label className="field">
        <span>{t('futures.tpsl.triggerBy')}</span>
        <select value={triggerBy} onChange={(event) => onTriggerBy(event.target.value as TriggerBy)}>
          <option value="MARK">{t('futures.tpsl.mark')}</option>
          <option value="LAST">{t('futures.tpsl.last')}</option>
        </select>
      </label>
    </>
  );
}
