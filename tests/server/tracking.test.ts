import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EVENT_TYPES, createEvent } from '../../src/tracking/event';
import type { EventContext, TrackingEvent } from '../../src/tracking/event';
import { environmentFields } from '../../src/tracking/environment';
import { TRACKING_EVENT_TYPES } from '../../server/tracking/schema';
import type { ListedTrackingEvent } from '../../server/tracking/store';
import { loginAs, postJson, testGateway } from './support';

const URL = '/v1/buried/log/info';

function event(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event_id: randomUUID(),
    type: 'click',
    event_tracking_id: 'b1001',
    timestamp: 1_767_225_600_000,
    curr_page: '/spot/BTCUSDT',
    page_status: null,
    device_id: 'device-1',
    ...overrides,
  };
}

/** An event as the client's tracker makes it, every field filled. */
function clientEvent(overrides: Partial<Parameters<typeof createEvent>[0]> = {}): TrackingEvent {
  const context: EventContext = {
    base: {
      ...environmentFields({
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        appBridge: false,
        screenWidth: 1920,
        screenHeight: 1080,
        networkType: '4g',
        url: 'https://exchange.test/spot/BTCUSDT?qr_val=abc',
        referrer: 'https://search.example/',
        timezoneOffset: -480,
        logEnv: 'test1',
        firstVisitTime: 1_767_225_000_000,
        now: 1_767_225_600_000,
      }),
      device_id: randomUUID(),
      session_id: randomUUID(),
      uid: '10000001',
      app_id: 'exchange-web',
      app_name: 'web',
      ver: '0.1.0',
    },
    page: {
      url: 'https://exchange.test/spot/BTCUSDT',
      title: 'Spot',
      referer: '',
      user_language: 0,
      page_unique_id: randomUUID(),
      ctime: 1_767_225_500_000,
      curr_page: '/spot/BTCUSDT',
      curr_page_ext: {},
    },
    now: 1_767_225_600_000,
    seq: 1,
    logSeq: 1,
  };
  const made = createEvent({ event_tracking_id: 'b2001', ...overrides }, context);
  if (!made) throw new Error('the test event is invalid');
  return made;
}

async function listed(app: FastifyInstance): Promise<ListedTrackingEvent[]> {
  const response = await app.inject({ method: 'GET', url: '/__dev/tracking' });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ListedTrackingEvent[] }>().data;
}

describe('POST /v1/buried/log/info', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it('stores a batch and answers how many were accepted', async () => {
    const batch = [event(), event({ type: 'page', event_tracking_id: '/', page_status: 'show' })];
    const response = await postJson(app, URL, batch);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', code: '00000', msg: 'success', data: { accepted: 2, duplicates: 0 } });
    const stored = await listed(app);
    expect(stored.map((row) => row.event_id)).toEqual(batch.map((e) => e.event_id));
    expect(stored[1]).toEqual({
      id: expect.any(Number),
      event_id: batch[1]?.event_id,
      type: 'page',
      event_tracking_id: '/',
      curr_page: '/spot/BTCUSDT',
      page_status: 'show',
      timestamp: 1_767_225_600_000,
      user_id: null,
      received_at: expect.any(Number),
      event: batch[1],
    });
  });

  it('accepts every field of an event the client makes, at its longest', async () => {
    const long = 'x'.repeat(5000);
    const made = clientEvent({
      type: 'expose',
      event_tracking: long,
      business1: long,
      business2: long,
      curr_page: long,
      event_tracking_ext: { text: long },
    });
    const response = await postJson(app, URL, [made]);
    expect(response.json()).toMatchObject({ status: 'success', data: { accepted: 1, duplicates: 0 } });
    expect((await listed(app))[0]?.event).toEqual(JSON.parse(JSON.stringify(made)));
  });

  it('stores the same batch once: the second post counts duplicates', async () => {
    const batch = [event(), event(), event()];
    await postJson(app, URL, batch);
    const again = await postJson(app, URL, batch);
    expect(again.json()).toMatchObject({ data: { accepted: 0, duplicates: 3 } });
    expect(await listed(app)).toHaveLength(3);
  });

  it('counts an id repeated within one batch, or written in other letter case, as a duplicate', async () => {
    const id = randomUUID();
    const response = await postJson(app, URL, [event({ event_id: id }), event({ event_id: id.toUpperCase() })]);
    expect(response.json()).toMatchObject({ data: { accepted: 1, duplicates: 1 } });
  });

  it('keeps the session user with the event', async () => {
    const { cookie, userId } = await loginAs(app);
    await postJson(app, URL, [event()], { cookie });
    expect((await listed(app))[0]?.user_id).toBe(userId);
  });

  it('reads a beacon sent as text/plain, with or without a charset', async () => {
    for (const type of ['text/plain', 'text/plain;charset=UTF-8']) {
      const response = await app.inject({
        method: 'POST',
        url: URL,
        headers: { 'content-type': type },
        payload: JSON.stringify([event()]),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { accepted: 1 } });
    }
    expect(await listed(app)).toHaveLength(2);
  });

  it('answers a text/plain body that is not JSON as malformed JSON', async () => {
    const response = await app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'text/plain' }, payload: '[{' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: '40001' });
  });

  it('keeps text/plain refused on other calls', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/buried/log/cspSecurity',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(415);
  });

  describe('validation', () => {
    const cases: Array<[string, unknown, string]> = [
      ['an empty array', [], 'must NOT have fewer than 1 items'],
      ['more than 50 events', Array.from({ length: 51 }, () => event()), 'must NOT have more than 50 items'],
      ['an object instead of an array', event(), 'must be array'],
      ['an event id that is not a UUID', [event({ event_id: 'e-1' })], 'body/0/event_id'],
      ['an unknown type', [event({ type: 'scroll' })], 'body/0/type'],
      ['an invalid tracking id', [event({ event_tracking_id: 'c12' })], 'body/0/event_tracking_id'],
      ['a tracking id of b alone', [event({ event_tracking_id: 'b' })], 'body/0/event_tracking_id'],
      ['a missing timestamp', [event({ timestamp: undefined })], "must have required property 'timestamp'"],
      ['a timestamp as text', [event({ timestamp: '1767225600000' })], 'body/0/timestamp'],
      ['an over-long title', [event({ title: 'x'.repeat(513) })], 'body/0/title'],
      ['an over-long url', [event({ url: 'x'.repeat(2049) })], 'body/0/url'],
      ['an unknown sys', [event({ sys: 2 })], 'body/0/sys'],
      ['an ext that is text', [event({ event_tracking_ext: 'x' })], 'body/0/event_tracking_ext'],
      ['an unknown page status', [event({ page_status: 'away' })], 'body/0/page_status'],
    ];

    it.each(cases)('refuses %s with 40002 and stores nothing', async (_name, body, message) => {
      const response = await postJson(app, URL, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', code: '40002', data: null });
      expect(response.json<{ msg: string }>().msg).toContain(message);
      expect(await listed(app)).toEqual([]);
    });

    it('refuses a body over 64 KB with 41300', async () => {
      const huge = [event({ event_tracking_ext: { text: 'x'.repeat(64 * 1024) } })];
      const response = await postJson(app, URL, huge);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: '41300' });
    });
  });

  it('answers the fault switch: 403, and 429 with Retry-After', async () => {
    await postJson(app, '/__dev/faults', { path: URL, httpStatus: 403, times: 1 });
    expect((await postJson(app, URL, [event()])).statusCode).toBe(403);
    await postJson(app, '/__dev/faults', { path: URL, httpStatus: 429, times: 1 });
    const limited = await postJson(app, URL, [event()]);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(await listed(app)).toEqual([]);
  });
});

it('knows the same event types as the client', () => {
  expect([...TRACKING_EVENT_TYPES]).toEqual([...EVENT_TYPES]);
});

describe('/__dev/tracking', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it('lists the received events newest last', async () => {
    const first = event({ event_tracking_id: 'b1' });
    const second = event({ event_tracking_id: 'b2' });
    await postJson(app, URL, [first]);
    await postJson(app, URL, [second]);
    expect((await listed(app)).map((row) => row.event_tracking_id)).toEqual(['b1', 'b2']);
  });

  it('clears them and says how many went', async () => {
    await postJson(app, URL, [event(), event()]);
    const response = await app.inject({ method: 'DELETE', url: '/__dev/tracking' });
    expect(response.json()).toEqual({ status: 'success', code: '00000', msg: 'success', data: { cleared: 2 } });
    expect(await listed(app)).toEqual([]);
  });

  it('does not exist in production', async () => {
    const production = await testGateway({ production: true });
    try {
      const response = await production.inject({ method: 'GET', url: '/__dev/tracking' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
