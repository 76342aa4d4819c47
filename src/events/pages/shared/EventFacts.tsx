import { useTranslation } from '../../../i18n/useTranslation';
import { useMoney } from '../../../components/market/useMoney';
import { resolveLocale } from '../../../core/locales';
import { useAppSelector } from '../../../../store/hooks';
import { selectLocale } from '../../../../store/preferences.slice';

export interface EventFactsProps {
  startsAt: number;
  endsAt: number;
  prizePoolUsdt: number | null;
}

// Dates with their time and zone: events start and end at midnight UTC, which is another day in much of the world.
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

function formatter(htmlLang: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(htmlLang, DATE_TIME);
  } catch {
    return new Intl.DateTimeFormat('en', DATE_TIME);
  }
}

/** An event's period in the visitor's language and time zone, and its prize pool in the display currency. */
export function EventFacts({ startsAt, endsAt, prizePoolUsdt }: EventFactsProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const money = useMoney();
  const format = formatter(resolveLocale(locale).htmlLang);
  return (
    <dl className="events-facts">
      <div className="events-facts__item">
        <dt>{t('events.period')}</dt>
        <dd>
          <time dateTime={new Date(startsAt).toISOString()}>{format.format(startsAt)}</time>
          {' – '}
          <time dateTime={new Date(endsAt).toISOString()}>{format.format(endsAt)}</time>
        </dd>
      </div>
      {prizePoolUsdt !== null && (
        <div className="events-facts__item">
          <dt>{t('events.prizePool')}</dt>
          <dd className="number events-facts__prize" data-testid="prize-pool">
            {money(prizePoolUsdt)}
          </dd>
        </div>
      )}
    </dl>
  );
}
