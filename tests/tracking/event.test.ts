import { APP_ID, APP_NAME, EVENT_TYPES, FIELD_LIMITS, createEvent, isValidTrackingId } from '../../src/tracking/event';
import type { EventContext, EventExt, TrackInput } from '../../src/tracking/event';
import { ENVIRONMENT } from './support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const context: EventContext = {
  base: {
    ...ENVIRONMENT,
    device_id: 'device-1',
    session_id: 'session-1',
    uid: '10000001',
    app_id: APP_ID,
    app_name: APP_NAME,
    ver: '0.1.0',
  },
  page: {
    url: 'https://exchange.test/wiki/bitcoin',
    title: 'Bitcoin',
    referer: 'https://exchange.test/wiki',
    user_language: 2,
    page_unique_id: 'view-7',
    ctime: 1_700_000_000_000,
    curr_page: '/wiki/bitcoin',
    curr_page_ext: { article_id: 'bitcoin' },
  },
  now: 1_700_000_001_234,
  seq: 12,
  logSeq: 3,
};

describe('isValidTrackingId (SPEC 5)', () => {
  it.each(['/', 'b0', 'b1', 'b8972', 'b0012345678901234'])('accepts %p', (id) => {
    expect(isValidTrackingId(id)).toBe(true);
  });

  it.each(['', 'b', 'B12', 'c12', 'b12a', ' b12', 'b12 ', '//', '/b12', 'b-1', 'b1.5', 12, null, undefined, {}, ['b12']])(
    'refuses %p',
    (id) => {
      expect(isValidTrackingId(id)).toBe(false);
    },
  );
});

describe('createEvent', () => {
  it('fills every SPEC 3 field from the input and the context', () => {
    const event = createEvent(
      {
        event_tracking_id: 'b1001',
        type: 'click',
        event_tracking: 'buy button',
        event_tracking_ext: { symbol: 'BTCUSDT' },
        business1: 'spot',
        business2: 'limit',
        timely: true,
      },
      context,
    );
    expect(event).toEqual({
      ...ENVIRONMENT,
      event_id: expect.stringMatching(UUID),
      type: 'click',
      page_status: null,
      event_tracking: 'buy button',
      event_tracking_id: 'b1001',
      event_tracking_ext: { symbol: 'BTCUSDT' },
      curr_page: '/wiki/bitcoin',
      curr_page_ext: { article_id: 'bitcoin' },
      business1: 'spot',
      business2: 'limit',
      track_type: 'manual',
      timestamp: 1_700_000_001_234,
      timely: true,
      merge: false,
      seq: 12,
      log_seq: 3,
      retry_count: 0,
      url: 'https://exchange.test/wiki/bitcoin',
      title: 'Bitcoin',
      referer: 'https://exchange.test/wiki',
      user_language: 2,
      page_unique_id: 'view-7',
      ctime: 1_700_000_000_000,
      device_id: 'device-1',
      session_id: 'session-1',
      uid: '10000001',
      app_id: 'exchange-web',
      app_name: 'web',
      ver: '0.1.0',
    });
  });

  it('gives every event its own UUID', () => {
    const made = new Set(Array.from({ length: 100 }, () => createEvent({ event_tracking_id: '/' }, context)?.event_id));
    expect(made.size).toBe(100);
  });

  it('defaults to a manual click; page events carry their status, show by default', () => {
    expect(createEvent({ event_tracking_id: 'b1' }, context)).toMatchObject({ type: 'click', track_type: 'manual' });
    expect(createEvent({ event_tracking_id: '/', type: 'page' }, context)?.page_status).toBe('show');
    expect(createEvent({ event_tracking_id: '/', type: 'page', page_status: 'hide' }, context)?.page_status).toBe('hide');
    expect(createEvent({ event_tracking_id: 'b1', type: 'expose', page_status: 'hide' }, context)?.page_status).toBeNull();
    expect(createEvent({ event_tracking_id: 'b1', track_type: 'auto' }, context)?.track_type).toBe('auto');
  });

  it.each(EVENT_TYPES)('accepts the type %s', (type) => {
    expect(createEvent({ event_tracking_id: 'b1', type }, context)?.type).toBe(type);
  });

  it('drops an event with an invalid tracking id, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createEvent({ event_tracking_id: 'x1' }, context)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('tracking id'), 'x1');
  });

  it('drops an event of an unknown type, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createEvent({ event_tracking_id: 'b1', type: 'scroll' as never }, context)).toBeNull();
    expect(warn.mock.calls).toEqual([['tracking event dropped: unknown event type', 'scroll']]);
  });

  it('drops a call without any input, with a warning, instead of throwing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createEvent(undefined as unknown as TrackInput, context)).toBeNull();
    expect(warn.mock.calls).toEqual([['tracking event dropped: invalid tracking id', undefined]]);
  });

  it('takes details given as text for none: the event keeps empty details and the page\'s own', () => {
    const event = createEvent(
      { event_tracking_id: 'b1', event_tracking_ext: 'text' as unknown as EventExt, curr_page_ext: 'text' as unknown as EventExt },
      context,
    );
    expect(event?.event_tracking_ext).toEqual({});
    expect(event?.curr_page_ext).toEqual({ article_id: 'bitcoin' });
  });

  it('takes null details for none, and is not real-time unless asked', () => {
    const event = createEvent(
      { event_tracking_id: 'b1', event_tracking_ext: null as unknown as EventExt, curr_page_ext: null as unknown as EventExt },
      context,
    );
    expect(event).toMatchObject({ event_tracking_ext: {}, curr_page_ext: { article_id: 'bitcoin' }, timely: false });
    expect(createEvent({ event_tracking_id: 'b1', timely: true }, context)?.timely).toBe(true);
  });

  it('cuts caller text to the lengths the gateway stores, and ignores details that are not objects', () => {
    const long = 'x'.repeat(10_000);
    const event = createEvent(
      {
        event_tracking_id: 'b1',
        event_tracking: long,
        business1: long,
        curr_page: long,
        event_tracking_ext: ['not', 'an', 'object'] as never,
      },
      context,
    );
    expect(event?.event_tracking).toHaveLength(FIELD_LIMITS.event_tracking);
    expect(event?.business1).toHaveLength(FIELD_LIMITS.business);
    expect(event?.curr_page).toHaveLength(FIELD_LIMITS.curr_page);
    expect(event?.event_tracking_ext).toEqual({});
  });

  it('lets the caller name another page', () => {
    const event = createEvent({ event_tracking_id: 'b1', curr_page: '/spot/ETHUSDT', curr_page_ext: { tab: 1 } }, context);
    expect(event).toMatchObject({ curr_page: '/spot/ETHUSDT', curr_page_ext: { tab: 1 } });
  });
});

