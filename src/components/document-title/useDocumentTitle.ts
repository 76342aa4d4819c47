import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** Sets the translated document title of a page, following language changes. */
export function useDocumentTitle(key: string, values?: Record<string, string | number>): void {
  const { t } = useTranslation();
  const title = `${t(key, values ?? {})} | ${t('app.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
