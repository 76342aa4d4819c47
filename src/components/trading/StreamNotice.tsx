import { useTranslation } from '../../i18n/useTranslation';

/** The stream states in which the book, the trades and the chart show what the market was, not what it is. */
export const OUT_OF_DATE: ReadonlySet<string> = new Set(['stale', 'reconnecting']);

/**
 * Says, while the market stream is cut (offline, the gateway gone, a missed heartbeat), that the prices on screen may
 * be out of date, and says nothing once it is live again. The live region is always in the page, so the notice is
 * read out when it appears (a region added with its text is often not).
 */
export function StreamNotice({ outOfDate }: { outOfDate: boolean }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={outOfDate ? 'stream-notice' : 'visually-hidden'}>
      {outOfDate ? t('trading.stream.outOfDate') : ''}
    </p>
  );
}
