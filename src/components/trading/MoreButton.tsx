import { useTranslation } from '../../i18n/useTranslation';

/** Asks for the next page of a paged account list; disabled while a page is on its way, so a page is asked once. */
export function MoreButton({ loading, onMore }: { loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button button--quiet" disabled={loading} onClick={onMore}>
      {t('trading.orders.more')}
    </button>
  );
}
