import { useTranslation } from '../../i18n/useTranslation';

/**
 * Asks for the next page of a paged account list. While a page is on its way it is aria-disabled, not disabled,
 * which would drop a keyboard trader's focus to the page's start, and a press asks nothing more. The list around it
 * spreads useKeptFocus, so the focus goes to its panel once the last page came and the button went.
 */
export function MoreButton({ loading, onMore }: { loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--quiet"
      aria-disabled={loading || undefined}
      onClick={() => {
        if (!loading) onMore();
      }}
    >
      {t('trading.orders.more')}
    </button>
  );
}
