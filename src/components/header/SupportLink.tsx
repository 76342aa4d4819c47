import { useTranslation } from '../../i18n/useTranslation';
import { assignLocation, isSafeUrl } from '../../core/url-safety';

/**
 * The support site lives elsewhere and its address comes from the gateway, so
 * leaving goes through the guarded location setter, and an unsafe address never
 * reaches the DOM; a click on it is refused, warned about and reported.
 */
export function SupportLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={isSafeUrl(url) ? url : '#'}
      onClick={(event) => {
        event.preventDefault();
        assignLocation(url);
      }}
    >
      {t('header.nav.support')}
    </a>
  );
}
