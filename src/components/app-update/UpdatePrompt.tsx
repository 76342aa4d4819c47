import { useTranslation } from '../../i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectUpdateReady, updateAccepted } from '../../../store/app-update.slice';
import './app-status.css';

/** "A new version is ready - reload": shown once a new version of the installed app waits for the user's word. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const ready = useAppSelector(selectUpdateReady);
  const dispatch = useAppDispatch();
  if (!ready) return null;
  return (
    <div className="app-status" role="status">
      <span>{t('pwa.updateReady')}</span>
      <button type="button" className="button-primary" onClick={() => dispatch(updateAccepted())}>
        {t('pwa.reload')}
      </button>
    </div>
  );
}
