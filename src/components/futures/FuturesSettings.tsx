import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

// The choices load when the disclosure is first opened: it starts closed, and most visits never open it.
const FuturesSettingsFields = lazy(() => import('./FuturesSettingsFields').then((module) => ({ default: module.FuturesSettingsFields })));

/** The futures preferences under a disclosure beside the order form (`FuturesSettingsFields`). */
export function FuturesSettings({ base }: { base: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="trading-panel futures-settings" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('futures.settings.title')}</summary>
      {open && (
        <Suspense fallback={<p aria-busy="true">{t('app.loading')}</p>}>
          <FuturesSettingsFields base={base} />
        </Suspense>
      )}
    </details>
  );
}
