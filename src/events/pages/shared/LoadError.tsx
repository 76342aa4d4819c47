import { useTranslation } from '../../../i18n/useTranslation';
import { userMessageOf } from '../../../core/user-message';

export interface LoadErrorProps {
  /** Catalog key of the heading, e.g. events.error.listHeading. */
  headingKey: string;
  /** The query's error: an EventsLoadError, or RTK Query's record of something thrown. */
  error: unknown;
  onRetry: () => void;
  /** 1 where the error is all the page has (an event that failed to load), 2 under a page heading. */
  level?: 1 | 2;
}

/** A failed load, said in the visitor's language with the request layer's own reason, and a way to try again. */
export function LoadError({ headingKey, error, onRetry, level = 2 }: LoadErrorProps) {
  const { t } = useTranslation();
  const Heading = level === 1 ? 'h1' : 'h2';
  const { text, messageKey = 'errors.unknown', values } = userMessageOf(error);
  return (
    <section className="card events-load-error" role="alert" aria-labelledby="events-load-error-heading">
      <Heading id="events-load-error-heading">{t(headingKey)}</Heading>
      {/* The gateway's own words are shown as sent (React escapes them), like a toast's. */}
      <p>{text ?? t(messageKey, values ?? {})}</p>
      <button type="button" className="button-primary" onClick={onRetry}>
        {t('events.error.retry')}
      </button>
    </section>
  );
}
