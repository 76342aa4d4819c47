import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectShowAsset, showAssetToggled } from '../../../store/preferences.slice';

export function ShowAssetToggle() {
  const { t } = useTranslation();
  const shown = useAppSelector(selectShowAsset);
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="control header__icon"
      aria-pressed={shown}
      aria-label={t('header.showAsset.label')}
      title={t(shown ? 'header.showAsset.on' : 'header.showAsset.off')}
      onClick={() => dispatch(showAssetToggled())}
    >
      <span aria-hidden="true">{shown ? '◉' : '◎'}</span>
    </button>
  );
}
