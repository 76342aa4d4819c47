import { useEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { applyDocumentLocale, changeLocale } from '../i18n/i18n';
import { useAppSelector } from '../../store/hooks';
import { selectLocale } from '../../store/preferences.slice';

/** Keeps i18next and `<html lang dir>` on the store's locale, wherever the change came from. */
export function LocaleSync() {
  const locale = useAppSelector(selectLocale);
  const { i18n } = useTranslation();
  useEffect(() => {
    applyDocumentLocale(locale);
    void changeLocale(i18n, locale);
  }, [i18n, locale]);
  return null;
}
