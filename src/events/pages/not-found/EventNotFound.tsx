import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { EVENTS_BASE } from '../../paths';

/** What an unknown event or path shows: a clear statement and the way back to the list. */
export function EventNotFound() {
  const { t } = useTranslation();
  return (
    <section className="events-not-found" aria-labelledby="events-not-found-heading">
      <h1 id="events-not-found-heading">{t('events.notFound.heading')}</h1>
      <p>{t('events.notFound.body')}</p>
      <p>
        <Link to={EVENTS_BASE}>{t('events.notFound.back')}</Link>
      </p>
    </section>
  );
}
