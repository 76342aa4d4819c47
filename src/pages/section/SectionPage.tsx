import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../../components/document-title/useDocumentTitle';

export function SectionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(titleKey);
  return (
    <main className="page" id="main">
      <h1>{t(titleKey)}</h1>
      <p>{t('pages.section.body')}</p>
    </main>
  );
}
