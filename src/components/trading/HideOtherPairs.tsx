import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { otherPairsHiddenChosen, selectTradingPreferences } from '../../../store/preferences.slice';

/**
 * "Hide other pairs": the account tabs (orders, fills, positions) show the workspace's pair alone. One choice for
 * every tab, kept across visits and tabs (`hide-other-pairs`).
 */
export function HideOtherPairs() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const hidden = useAppSelector(selectTradingPreferences).otherPairsHidden;
  return (
    <label className="account-tab__filter">
      <input type="checkbox" checked={hidden} onChange={(event) => dispatch(otherPairsHiddenChosen(event.target.checked))} />
      {t('trading.orders.hideOtherPairs')}
    </label>
  );
}
