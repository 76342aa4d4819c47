import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentTitle } from '../../../components/document-title/useDocumentTitle';
import { useAppSelector } from '../../../../store/hooks';
import { selectLocale } from '../../../../store/preferences.slice';
import { useEventListQuery } from '../../data/events.api';
import { LoadError } from '../shared/LoadError';
import { EventCard } from './EventCard';

/** The events site's home: every event the gateway lists, live ones first, in the visitor's language. */
export function EventsLandingPage() {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { data, error, isError, refetch } = useEventListQuery({ locale });
  useDocumentTitle('events.landing.documentTitle');

  let content;
  if (isError) {
    content = <LoadError headingKey="events.error.listHeading" error={error} onRetry={() => void refetch()} />;
  } else if (!data) {
    content = <p role="status">{t('events.landing.loading')}</p>;
  } else if (data.length === 0) {
    content = <p role="status">{t('events.landing.empty')}</p>;
  } else {
    content = (
      <ul className="events-list">
        {data.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <main id="main" className="page events-landing">
      <h1>{t('events.landing.heading')}</h1>
      <p className="events-landing__intro">{t('events.landing.intro')}</p>
      {content}
    </main>
  );
}
