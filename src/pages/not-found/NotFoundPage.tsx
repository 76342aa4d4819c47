import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { DEFAULT_SPOT_PATH } from '../../config/constants';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle('pages.notFound.title');
  return (
    <main className="page" id="main">
      <h1>{t('pages.notFound.heading')}</h1>
      <p>{t('pages.notFound.body')}</p>
      <p>
        <Link to={DEFAULT_SPOT_PATH}>{t('pages.notFound.backToSpot')}</Link>
      </p>
    </main>
  );
}
