import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/document-title/useDocumentTitle';
import { RichText } from '../../../components/safe-content/RichText';
import { Exposure } from '../../../components/tracking/Exposure';
import { resolveLocale } from '../../../core/locales';
import { useAppSelector } from '../../../../store/hooks';
import { selectLocale } from '../../../../store/preferences.slice';
import { isEventId, isNotFound, useEventDetailQuery } from '../../data/events.api';
import { EVENTS_BASE } from '../../paths';
import { EVENTS_TRACKING } from '../../tracking-ids';
import { contentLang, isOtherLanguage } from '../shared/content-lang';
import { EventFacts } from '../shared/EventFacts';
import { LoadError } from '../shared/LoadError';
import { StatusBadge } from '../shared/StatusBadge';
import { EventNotFound } from '../not-found/EventNotFound';
import { EventCta } from './EventCta';
import './event-detail.css';

/** One event: title, period, prize pool, its rich-text body (sanitised) and its call to action. */
export function EventDetailPage() {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const eventId = useParams()['eventId'] ?? '';
  // An id the gateway could never know is not found without a request.
  const known = isEventId(eventId);
  const { data, error, isError, refetch } = useEventDetailQuery(known ? { id: eventId, locale } : skipToken);
  const notFound = !known || (isError && isNotFound(error));
  useDocumentTitle(
    notFound ? 'events.notFound.documentTitle' : data ? 'events.detail.documentTitle' : 'events.landing.documentTitle',
    data && !notFound ? { title: data.title } : undefined,
  );

  if (notFound) {
    return (
      <main id="main" className="page events-detail">
        <EventNotFound />
      </main>
    );
  }

  let content;
  if (isError) {
    content = <LoadError headingKey="events.error.detailHeading" error={error} onRetry={() => void refetch()} level={1} />;
  } else if (!data) {
    content = <p role="status">{t('events.detail.loading')}</p>;
  } else {
    const lang = contentLang(data.locale);
    content = (
      <article className="events-detail__article" aria-labelledby="event-title">
        <header className="events-detail__header">
          <StatusBadge status={data.status} />
          <h1 id="event-title" lang={lang}>
            {data.title}
          </h1>
          <p className="events-detail__summary" lang={lang}>
            {data.summary}
          </p>
          <EventFacts startsAt={data.startsAt} endsAt={data.endsAt} prizePoolUsdt={data.prizePoolUsdt} />
        </header>
        {isOtherLanguage(data.locale, locale) && (
          <p className="events-detail__notice">
            {t('events.detail.fallbackNotice', { language: resolveLocale(data.locale).name })}
          </p>
        )}
        <div lang={lang}>
          <RichText html={data.html} as="section" className="events-detail__body" />
        </div>
        <Exposure trackingId={EVENTS_TRACKING.ctaExposure} name="event-cta" ext={{ event_id: data.id }} className="events-detail__cta">
          <EventCta eventId={data.id} label={data.cta.label} url={data.cta.url} />
        </Exposure>
      </article>
    );
  }

  return (
    <main id="main" className="page events-detail">
      <p>
        <Link to={EVENTS_BASE}>{t('events.detail.backToList')}</Link>
      </p>
      {content}
    </main>
  );
}
