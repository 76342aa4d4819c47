// Threat: the tracking upload needs no login and stores what it is sent. Anyone could park arbitrary data in it
// (fields no event has), fill the disk (the cap counted rows, and 100,000 rows of up to 64 KB each is ~6 GB), or
// crash the handler with a deeply nested body (500 instead of a refusal).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MAX_JSON_DEPTH } from '../../../server/json-depth';
import { TRACKING_BODY_LIMIT } from '../../../server/tracking/schema';
import { listTrackingEvents, storeTrackingEvents } from '../../../server/tracking/store';
import type { ReceivedTrackingEvent } from '../../../server/tracking/schema';
import { envelope } from '../crypto-client';
import { makeTempDir, removeDir, testGateway } from '../support';

const URL = '/v1/buried/log/info';

function event(fields: Record<string, unknown> = {}): ReceivedTrackingEvent {
  return { event_id: randomUUID(), type: 'click', event_tracking_id: 'b1', timestamp: 1_767_225_600_000, ...fields };
}

const pad = (bytes: number) => event({ event_tracking_ext: { pad: 'x'.repeat(bytes) } });

function post(app: FastifyInstance, payload: string, contentType = 'application/json') {
  return app.inject({ method: 'POST', url: URL, headers: { 'content-type': contentType }, payload });
}

function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

describe('the tracking upload', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it('stores only the fields the event schema names', async () => {
    const sent = event({ curr_page: '/spot', stash: 'x'.repeat(1000), __meta: { a: 1 }, event_tracking_ext: { pos: 1 } });
    expect(envelope(await post(app, JSON.stringify([sent]))).code).toBe('00000');
    const [stored] = listTrackingEvents(app.db, 1);
    expect(Object.keys(stored?.event ?? {}).sort()).toEqual(
      ['curr_page', 'event_id', 'event_tracking_ext', 'event_tracking_id', 'timestamp', 'type'].sort(),
    );
    expect(stored?.event['event_tracking_ext']).toEqual({ pos: 1 });
  });

  it.each([
    ['application/json', 'application/json'],
    ['the beacon (text/plain)', 'text/plain'],
  ])('refuses deeply nested JSON with a 400 envelope, not a 500 (%s)', async (_name, contentType) => {
    const deep = `[${JSON.stringify(event()).slice(0, -1)},"event_tracking_ext":{"a":${nested(20_000)}}}]`;
    const response = await post(app, deep, contentType);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ status: 'error', code: '40005', msg: 'JSON body nested too deeply', data: null });
    expect(listTrackingEvents(app.db, 10)).toEqual([]);
  });

  it('takes nesting up to the limit', async () => {
    // The batch array and the event object are two levels; the ext object a third.
    const ext = `{"a":${nested(MAX_JSON_DEPTH - 3)}}`;
    const body = `[${JSON.stringify(event()).slice(0, -1)},"event_tracking_ext":${ext}}]`;
    expect(envelope(await post(app, body)).code).toBe('00000');
    const tooDeep = `[${JSON.stringify(event()).slice(0, -1)},"event_tracking_ext":{"a":${nested(MAX_JSON_DEPTH - 2)}}}]`;
    expect(envelope(await post(app, tooDeep)).code).toBe('40005');
  });

  it('refuses deep JSON on any other call as well', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/user/overview/userinfo',
      headers: { 'content-type': 'application/json' },
      payload: `{"locale":"en","x":${nested(100)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).code).toBe('40005');
  });

  it(`caps a batch at ${TRACKING_BODY_LIMIT} bytes (413 envelope)`, async () => {
    const big = JSON.stringify([event({ event_tracking_ext: { pad: 'x'.repeat(TRACKING_BODY_LIMIT) } })]);
    const response = await post(app, big);
    expect(response.statusCode).toBe(413);
    expect(envelope(response).code).toBe('41300');
  });
});

describe('the tracking store', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it('evicts the oldest events once the stored bytes pass the cap, keeping the newest', () => {
    const limits = { maxEvents: 1_000, maxBytes: 10_000 };
    const sent = Array.from({ length: 8 }, () => pad(2_000));
    for (const one of sent) storeTrackingEvents(app.db, [one], null, Date.now(), limits);
    const kept = listTrackingEvents(app.db, 100);
    const bytes = kept.reduce((sum, row) => sum + Buffer.byteLength(JSON.stringify(row.event)), 0);
    expect(bytes).toBeLessThanOrEqual(10_000);
    expect(kept.map((row) => row.event_id)).toEqual(sent.slice(-kept.length).map((one) => one.event_id));
    expect(kept.length).toBe(4);
  });

  it('still evicts by count', () => {
    const limits = { maxEvents: 3, maxBytes: 1_000_000 };
    const sent = Array.from({ length: 5 }, () => event());
    storeTrackingEvents(app.db, sent, null, Date.now(), limits);
    expect(listTrackingEvents(app.db, 100).map((row) => row.event_id)).toEqual(sent.slice(2).map((one) => one.event_id));
  });
});

it('the store counts the bytes already stored when the gateway starts (a restart does not reset the cap)', async () => {
  const dir = makeTempDir();
  const db = `${dir}/gateway.sqlite`;
  try {
    const first = await testGateway({ db });
    storeTrackingEvents(first.db, [pad(6_000)], null, Date.now(), { maxEvents: 1_000, maxBytes: 1_000_000 });
    await first.close();
    const second = await testGateway({ db });
    try {
      const next = pad(6_000);
      storeTrackingEvents(second.db, [next], null, Date.now(), { maxEvents: 1_000, maxBytes: 10_000 });
      expect(listTrackingEvents(second.db, 100).map((row) => row.event_id)).toEqual([next.event_id]);
    } finally {
      await second.close();
    }
  } finally {
    removeDir(dir);
  }
});
