// What POST /v1/buried/log/info accepts (docs/protocol.md, "Tracking upload"). The gateway shares no code with the
// client's tracking module, so the event model is restated here; tests/server/tracking.test.ts checks that events
// the client makes pass it.

/** SPEC 3 event types. */
export const TRACKING_EVENT_TYPES = ['page', 'click', 'expose', 'drag', 'sideslip', 'pullUp', 'pullDown', 'video', 'system'] as const;

/** SPEC 7: at most 50 events per upload. */
export const TRACKING_BATCH_MAX = 50;

/** A beacon may carry 64 KB; an upload stays under 60 KB. */
export const TRACKING_BODY_LIMIT = 64 * 1024;

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const count = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;
const short = text(64);
const address = text(2048);

// Every text is capped: the call needs no login and every event is stored. Fields not named here are dropped
// before storing (knownFields): an anonymous caller must not be able to park arbitrary data in the store. The two
// ext objects are free-form by design; the body limit and the depth limit bound them.
export const TRACKING_EVENT_SCHEMA = {
  type: 'object',
  required: ['event_id', 'type', 'event_tracking_id', 'timestamp'],
  properties: {
    event_id: { type: 'string', pattern: UUID },
    type: { type: 'string', enum: TRACKING_EVENT_TYPES },
    page_status: { enum: ['show', 'hide', null] },
    // SPEC 5: '/' or b followed by digits.
    event_tracking_id: { type: 'string', maxLength: 32, pattern: '^(?:/|b[0-9]+)$' },
    event_tracking: text(256),
    // An object, or the list of a merged event's parts.
    event_tracking_ext: { anyOf: [{ type: 'object' }, { type: 'array', maxItems: 1000, items: { type: 'object' } }] },
    curr_page: text(512),
    curr_page_ext: { type: 'object' },
    business1: text(256),
    business2: text(256),
    track_type: { type: 'string', enum: ['manual', 'auto'] },
    timestamp: count,
    timely: { type: 'boolean' },
    merge: { type: 'boolean' },
    seq: count,
    log_seq: count,
    retry_count: count,
    url: address,
    title: text(512),
    referer: address,
    user_language: count,
    page_unique_id: short,
    ctime: count,
    device_id: short,
    session_id: short,
    uid: short,
    app_id: short,
    app_name: short,
    ver: short,
    browser: short,
    browser_version: short,
    manufacturer: short,
    model: short,
    screen_width: count,
    screen_height: count,
    network_type: short,
    sys: { type: 'integer', enum: [3, 4, 5, 6, 7] },
    os_version: short,
    url_host: text(255),
    source_referer: address,
    source_target: address,
    qr_val: text(256),
    timezone_offset: { type: 'integer', minimum: -1440, maximum: 1440 },
    log_env: text(16),
    first_visit_time: count,
    first_day: { type: 'boolean' },
    lib_version: text(16),
  },
} as const;

export const TRACKING_BATCH_SCHEMA = {
  type: 'array',
  minItems: 1,
  maxItems: TRACKING_BATCH_MAX,
  items: TRACKING_EVENT_SCHEMA,
} as const;

const KNOWN = TRACKING_EVENT_SCHEMA.properties;

/** The event with only the fields the schema names, in the order they came. */
export function knownFields(event: ReceivedTrackingEvent): ReceivedTrackingEvent {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(event)) if (Object.hasOwn(KNOWN, name)) kept[name] = value;
  return kept as ReceivedTrackingEvent;
}

/** The fields the gateway reads; the other known ones are stored as sent. */
export interface ReceivedTrackingEvent {
  event_id: string;
  type: string;
  event_tracking_id: string;
  timestamp: number;
  page_status?: string | null;
  curr_page?: string;
  device_id?: string;
  [field: string]: unknown;
}
