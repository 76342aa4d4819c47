import { useId } from 'react';
import { Link } from 'react-router';
import { Exposure } from '../../../components/tracking/Exposure';
import { useTrack } from '../../../components/tracking/useTrack';
import type { EventSummary } from '../../data/events.api';
import { eventPath } from '../../paths';
import { EVENTS_TRACKING } from '../../tracking-ids';
import { contentLang } from '../shared/content-lang';
import { EventFacts } from '../shared/EventFacts';
import { StatusBadge } from '../shared/StatusBadge';

/** One event in the list: its title leads to its page. Seen cards are reported as one merged exposure. */
export function EventCard({ event }: { event: EventSummary }) {
  const track = useTrack();
  const titleId = useId();
  const lang = contentLang(event.locale);
  return (
    <Exposure
      trackingId={EVENTS_TRACKING.cardExposure}
      name="event-card"
      ext={{ event_id: event.id, status: event.status }}
      merge
      className="card events-card"
    >
      <article aria-labelledby={titleId}>
        <StatusBadge status={event.status} />
        <h2 id={titleId} lang={lang} className="events-card__title">
          <Link
            to={eventPath(event.id)}
            onClick={() =>
              track({
                type: 'click',
                event_tracking_id: EVENTS_TRACKING.cardOpen,
                event_tracking: 'event-open',
                business1: event.id,
              })
            }
          >
            {event.title}
          </Link>
        </h2>
        <p lang={lang}>{event.summary}</p>
        <EventFacts startsAt={event.startsAt} endsAt={event.endsAt} prizePoolUsdt={event.prizePoolUsdt} />
      </article>
    </Exposure>
  );
}
