import { itemQuerySchema, LOCALE_QUERY_SCHEMA, localize } from '../data/content-locales';
import type { ContentLocale, ItemQuery, LocaleQuery } from '../data/content-locales';
import { eventStatus, eventWindow } from '../data/event-schedule';
import type { EventStatus } from '../data/event-schedule';
import { EVENT_ID_PATTERN, eventsFor } from '../data/events';
import type { EventSeed } from '../data/events';
import { LookupCodes } from '../data/lookup-codes';
import { GatewayError, ok } from '../envelope';
import { systemClock } from '../market/clock';
import type { Clock } from '../market/clock';
import type { RoutePlugin } from '../route-plugin';

/** An event in the list; `locale` is the language the texts are in (English when untranslated). */
export interface EventSummary {
  id: string;
  title: string;
  summary: string;
  startsAt: number;
  endsAt: number;
  status: EventStatus;
  coverAlt: string;
  /** The prize pool in USDT, which the client converts to the visitor's display currency; null when there is none. */
  prizePoolUsdt: number | null;
  locale: ContentLocale;
}

export interface EventDetail extends Omit<EventSummary, 'coverAlt'> {
  html: string;
  cta: { label: string; url: string };
}

const DETAIL_QUERY_SCHEMA = itemQuerySchema(EVENT_ID_PATTERN);

function prizePoolOf(event: EventSeed): number | null {
  return event.prizePoolUsdt ?? null;
}

// What a visitor can still join comes first.
const STATUS_ORDER: Readonly<Record<EventStatus, number>> = { live: 0, upcoming: 1, ended: 2 };

function schedule(event: EventSeed, now: number) {
  const window = eventWindow(event.slot, now);
  return { ...window, status: eventStatus(window, now) };
}

function summary(event: EventSeed, locale: string | undefined, now: number): EventSummary {
  const { locale: served, text } = localize(event.texts, locale);
  const { startsAt, endsAt, status } = schedule(event, now);
  const { title, summary: summaryText, coverAlt } = text;
  const prizePoolUsdt = prizePoolOf(event);
  return { id: event.id, title, summary: summaryText, startsAt, endsAt, status, coverAlt, prizePoolUsdt, locale: served };
}

function detail(event: EventSeed, locale: string | undefined, now: number): EventDetail {
  const { locale: served, text } = localize(event.texts, locale);
  const { startsAt, endsAt, status } = schedule(event, now);
  const { title, summary: summaryText, html, ctaLabel } = text;
  const cta = { label: ctaLabel, url: event.ctaUrl };
  const prizePoolUsdt = prizePoolOf(event);
  return { id: event.id, title, summary: summaryText, startsAt, endsAt, status, html, cta, prizePoolUsdt, locale: served };
}

/** The events site's list and pages; `clock` decides which events are upcoming, live or ended. */
export function eventRoutes(clock: Clock = systemClock): RoutePlugin {
  return async (app, { production }) => {
    const events = eventsFor(production);
    const byId = new Map(events.map((event) => [event.id, event]));

    app.get<{ Querystring: LocaleQuery }>(
      '/v1/events/list',
      { schema: { querystring: LOCALE_QUERY_SCHEMA } },
      async (request) => {
        const now = clock();
        const list = events.map((event) => summary(event, request.query.locale, now));
        list.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.startsAt - b.startsAt);
        return ok(list);
      },
    );

    app.get<{ Querystring: ItemQuery }>(
      '/v1/events/detail',
      { schema: { querystring: DETAIL_QUERY_SCHEMA } },
      async (request) => {
        const event = byId.get(request.query.id);
        if (event === undefined) throw new GatewayError(LookupCodes.EVENT_NOT_FOUND);
        return ok(detail(event, request.query.locale, clock()));
      },
    );
  };
}

export default eventRoutes();
