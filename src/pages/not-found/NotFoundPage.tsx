import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { DEFAULT_SPOT_PATH } from '../../config/constants';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';
import '../../i18n/site-pages-english';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle('sitePages.notFound.title');
  return (
    <main className="page" id="main">
      <h1>{t('sitePages.notFound.heading')}</h1>
      <p>{t('sitePages.notFound.body')}</p>
      <p>
        <Link to={DEFAULT_SPOT_PATH}>{t('sitePages.notFound.backToSpot')}</Link>
      </p>
    </main>
  );
}
