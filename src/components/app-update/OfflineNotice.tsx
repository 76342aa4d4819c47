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

/**
 * Says the device has no connection, and goes when it returns. The same words whether the page was opened offline
 * (from the saved copy the service worker keeps) or lost its connection while open.
 */
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
