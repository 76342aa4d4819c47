import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { POSITION_FILTERS, TIP_NAMES, TRADE_UNITS } from '../../core/trading/trading-prefs';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  klineMarkToggled,
  positionFilterChosen,
  selectTradingPreferences,
  tipDismissed,
  tipRestored,
  tradeUnitChosen,
} from '../../../store/preferences.slice';

/**
 * The futures preferences of SPEC 3 in one place: the trade unit, the position filter, the chart's marks and which
 * risky actions ask for a confirmation first. The same choices are also at hand where they act (the form's unit,
 * the positions filter, a confirmation's "don't show again").
 */
export function FuturesSettingsFields({ base }: { base: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const prefs = useAppSelector(selectTradingPreferences);
  return (
    <>
      <fieldset>
        <legend>{t('futures.settings.tradeUnit')}</legend>
        {TRADE_UNITS.map((unit) => (
          <label key={unit}>
            <input type="radio" name={`${id}-unit`} checked={prefs.tradeUnit === unit} onChange={() => dispatch(tradeUnitChosen(unit))} />
            {unit === 'coin' ? base : 'USDT'}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('futures.settings.positionFilter')}</legend>
        {POSITION_FILTERS.map((filter) => (
          <label key={filter}>
            <input type="radio" name={`${id}-filter`} checked={prefs.positionFilter === filter} onChange={() => dispatch(positionFilterChosen(filter))} />
            {t(`futures.filter.${filter}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('futures.settings.klineMarks')}</legend>
        {(['orders', 'fills'] as const).map((mark) => (
          <label key={mark}>
            <input type="checkbox" checked={prefs.klineMarks[mark]} onChange={() => dispatch(klineMarkToggled(mark))} />
            {t(`futures.settings.marks.${mark}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('futures.settings.confirmations')}</legend>
        {TIP_NAMES.map((tip) => (
          <label key={tip}>
            <input
              type="checkbox"
              checked={!prefs.tipsDismissed[tip]}
              onChange={(event) => dispatch(event.target.checked ? tipRestored(tip) : tipDismissed(tip))}
            />
            {t(`futures.settings.tips.${tip}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
