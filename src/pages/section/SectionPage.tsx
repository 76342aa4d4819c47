import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';
import '../../i18n/site-pages-english';

export function SectionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(titleKey);
  return (
    <main className="page" id="main">
      <h1>{t(titleKey)}</h1>
      <p>{t('sitePages.section.body')}</p>
    </main>
  );
}
