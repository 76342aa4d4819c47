import type { Translations } from './content-locales';
import type { EventSlot } from './event-schedule';

/** The words of an event in one language. `html` is the rich-text body, sanitised by the client. */
export interface EventText {
  readonly title: string;
  readonly summary: string;
  /** Alternative text of the event's cover image. */
  readonly coverAlt: string;
  readonly html: string;
  /** Text of the call-to-action button. */
  readonly ctaLabel: string;
}

export interface EventSeed {
  readonly id: string;
  /** When in the schedule the event runs; see event-schedule.ts. */
  readonly slot: EventSlot;
  /** Where the call to action leads: a same-origin path or an https URL. */
  readonly ctaUrl: string;
  /** The prize pool in USDT that the texts quote; the client shows it in the display currency. Absent: none. */
  readonly prizePoolUsdt?: number;
  readonly texts: Translations<EventText>;
}
