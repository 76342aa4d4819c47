import { useTranslation } from '../../../i18n/useTranslation';
import type { EventStatus } from '../../data/events.api';

const KEYS: Readonly<Record<EventStatus, string>> = {
  live: 'events.status.live',
  upcoming: 'events.status.upcoming',
  ended: 'events.status.ended',
};

/** Whether an event is running, coming or over; the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return <span className={`events-status events-status--${status}`}>{t(KEYS[status])}</span>;
}
