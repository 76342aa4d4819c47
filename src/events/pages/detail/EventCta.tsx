import type { MouseEvent } from 'react';
import { useTrack } from '../../../components/tracking/useTrack';
import { assignLocation, isSafeUrl } from '../../../core/url-safety';
import { EVENTS_TRACKING } from '../../tracking-ids';

export interface EventCtaProps {
  eventId: string;
  label: string;
  /** From the gateway: followed only through the guarded location setter. */
  url: string;
}

/**
 * An event's call to action. It leads out of the events site (to a trading page or another site), so it goes
 * through the guarded location setter: an unsafe address never reaches the DOM, and a click on it is refused,
 * warned about and reported.
 */
export function EventCta({ eventId, label, url }: EventCtaProps) {
  const track = useTrack();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    track({ type: 'click', event_tracking_id: EVENTS_TRACKING.ctaClick, event_tracking: 'event-cta', business1: eventId });
    assignLocation(url);
  };
  return (
    <a className="button-primary events-cta" href={isSafeUrl(url) ? url : '#'} onClick={follow}>
      {label}
    </a>
  );
}
