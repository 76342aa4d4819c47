// The tracking event of SPEC section 3. One flat object per event, because the logging service stores it as a row;
// what is the same for every event of a page load (identity, environment) is built once and spread in.
import { randomUuid } from '../core/uuid';
import type { EnvironmentFields } from './environment';

export const EVENT_TYPES = ['page', 'click', 'expose', 'drag', 'sideslip', 'pullUp', 'pullDown', 'video', 'system'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export type PageStatus = 'show' | 'hide';
export type TrackType = 'manual' | 'auto';

/** Free-form details of an event; a merged event carries the list of its parts' details. */
export type EventExt = Record<string, unknown>;

/** The logging service tells the web exchange client's events apart from the apps' by these two. */
export const APP_ID = 'exchange-web';
export const APP_NAME = 'web';

/**
 * Longest text the gateway stores per field (docs/protocol.md, "Tracking upload"). Caller-given text is cut to
 * these here, because one over-long field would make the gateway refuse the whole batch it travels in.
 */
export const FIELD_LIMITS = {
  url: 2048,
  title: 512,
  event_tracking: 256,
  curr_page: 512,
  business: 256,
  id: 64,
} as const;

export interface IdentityFields {
  /** The visitor id kept in local storage. */
  device_id: string;
  /** One per browser tab session (sessionStorage). */
  session_id: string;
  /** The logged-in user's id; empty for visitors. */
  uid: string;
  app_id: string;
  app_name: string;
  /** Version of the web client. */
  ver: string;
}

export interface PageFields {
  url: string;
  title: string;
  referer: string;
  /** Numeric language type of the locale (src/core/locales.ts). */
  user_language: number;
  /** A new id for every page view. */
  page_unique_id: string;
  /** When the page view started, ms since the epoch. */
  ctime: number;
  /** The page's path, without a locale prefix. */
  curr_page: string;
  curr_page_ext: EventExt;
}

export interface TrackingFields {
  type: EventType;
  /** Only page events have one; null elsewhere. */
  page_status: PageStatus | null;
  event_tracking: string;
  event_tracking_id: string;
  /** A list once merge events have been combined (see queue.ts). */
  event_tracking_ext: EventExt | EventExt[];
  business1: string;
  business2: string;
  track_type: TrackType;
  /** When the event happened, ms since the epoch. */
  timestamp: number;
  /** The logging service's real-time flag, passed through. */
  timely: boolean;
  /** Events with this flag and the same event_tracking_id are sent as one. */
  merge: boolean;
  /** Order of creation in this page load (1, 2, ...). */
  seq: number;
  /** Order of creation within the current page view (1, 2, ...). */
  log_seq: number;
  /** Failed uploads this event has been part of. */
  retry_count: number;
}

export interface TrackingEvent extends TrackingFields, PageFields, IdentityFields, EnvironmentFields {
  /** Made when the event is created; delivery is at least once and the gateway drops repeats by this id. */
  event_id: string;
}

/** What a caller says about an event; everything else comes from the tracker. */
export interface TrackInput {
  event_tracking_id: string;
  /** click when absent. */
  type?: EventType;
  page_status?: PageStatus;
  event_tracking?: string;
  event_tracking_ext?: EventExt;
  /** Overrides the current page's path, e.g. for an exposure that belongs to another page. */
  curr_page?: string;
  curr_page_ext?: EventExt;
  business1?: string;
  business2?: string;
  /** manual when absent: the tracker's own page and performance events say auto. */
  track_type?: TrackType;
  timely?: boolean;
  merge?: boolean;
}

export interface EventContext {
  /** Identity and environment, shared by every event until the user or page load changes. */
  readonly base: IdentityFields & EnvironmentFields;
  readonly page: PageFields;
  readonly now: number;
  readonly seq: number;
  readonly logSeq: number;
  /** For tests; a random UUID otherwise. */
  readonly newId?: () => string;
}

const TRACKING_ID = /^b\d+$/;
const TYPES: ReadonlySet<string> = new Set(EVENT_TYPES);

/** SPEC 5: '/' or the letter b followed by digits. */
export function isValidTrackingId(id: unknown): id is string {
  return typeof id === 'string' && (id === '/' || TRACKING_ID.test(id));
}

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && TYPES.has(value);
}

export function clip(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.length > max ? value.slice(0, max) : value;
}

function isPlainObject(value: unknown): value is EventExt {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The event for `input`, or null when its tracking id or type is invalid: SPEC 5 drops those with a warning and
 * nothing is shown to the user (SPEC 8).
 */
export function createEvent(input: TrackInput, context: EventContext): TrackingEvent | null {
  if (!isValidTrackingId(input?.event_tracking_id)) {
    // The id must be "/" or b followed by digits (SPEC 5).
    console.warn('tracking event dropped: invalid tracking id', input?.event_tracking_id);
    return null;
  }
  const type = input.type ?? 'click';
  if (!isEventType(type)) {
    console.warn('tracking event dropped: unknown event type', type);
    return null;
  }
  const { base, page } = context;
  // One literal with every field written out: all events share one shape, and copying ~50 fields this way is
  // about thirty times cheaper than spreading `base` and `page` (the per-event budget is 20 µs).
  return {
    event_id: (context.newId ?? randomUuid)(),
    type,
    page_status: type === 'page' ? (input.page_status ?? 'show') : null,
    event_tracking: clip(input.event_tracking, FIELD_LIMITS.event_tracking),
    event_tracking_id: input.event_tracking_id,
    event_tracking_ext: isPlainObject(input.event_tracking_ext) ? input.event_tracking_ext : {},
    curr_page: input.curr_page === undefined ? page.curr_page : clip(input.curr_page, FIELD_LIMITS.curr_page),
    curr_page_ext: isPlainObject(input.curr_page_ext) ? input.curr_page_ext : page.curr_page_ext,
    business1: clip(input.business1, FIELD_LIMITS.business),
    business2: clip(input.business2, FIELD_LIMITS.business),
    track_type: input.track_type === 'auto' ? 'auto' : 'manual',
    timestamp: context.now,
    timely: input.timely === true,
    merge: input.merge === true,
    seq: context.seq,
    log_seq: context.logSeq,
    retry_count: 0,
    url: page.url,
    title: page.title,
    referer: page.referer,
    user_language: page.user_language,
    page_unique_id: page.page_unique_id,
    ctime: page.ctime,
    device_id: base.device_id,
    session_id: base.session_id,
    uid: base.uid,
    app_id: base.app_id,
    app_name: base.app_name,
    ver: base.ver,
    browser: base.browser,
    browser_version: base.browser_version,
    manufacturer: base.manufacturer,
    model: base.model,
    screen_width: base.screen_width,
    screen_height: base.screen_height,
    network_type: base.network_type,
    sys: base.sys,
    os_version: base.os_version,
    url_host: base.url_host,
    source_referer: base.source_referer,
    source_target: base.source_target,
    qr_val: base.qr_val,
    timezone_offset: base.timezone_offset,
    log_env: base.log_env,
    first_visit_time: base.first_visit_time,
    first_day: base.first_day,
    lib_version: base.lib_version,
  };
}
