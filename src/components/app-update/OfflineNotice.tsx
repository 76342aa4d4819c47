import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import './app-status.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** Says that the app runs from its saved copy while the device has no connection, and goes when it returns. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <div className="app-status app-status--offline" role="status">
      {t('pwa.offline')}
    </div>
  );
}
