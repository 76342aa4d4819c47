import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../document-title/useDocumentTitle';
import './error-screen.css';

export interface ErrorScreenProps {
  onReload: () => void;
}

/** What a user sees instead of a page that failed: what happened, and the one thing that usually helps. */
export function ErrorScreen({ onReload }: ErrorScreenProps) {
  const { t } = useTranslation();
  // The failed page never set its own title, so the tab would keep naming the page before it.
  useDocumentTitle('errors.crash.title');
  return (
    <main className="page error-screen" role="alert" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{t('errors.crash.title')}</h1>
      <p>{t('errors.crash.body')}</p>
      <button type="button" className="button-primary" onClick={onReload}>
        {t('errors.crash.reload')}
      </button>
    </main>
  );
}
