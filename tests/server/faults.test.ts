import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MALFORMED_BODY } from '../../server/fault-switch';
import { postJson, testGateway } from './support';

const RATES = '/v1/mix/public/usdtRate';

function addFault(app: FastifyInstance, fault: Record<string, unknown>) {
  return postJson(app, '/__dev/faults', fault);
}

// With the query string every client call carries: faults match the path alone.
function rates(app: FastifyInstance, method: 'POST' | 'GET' = 'POST') {
  const url = `${RATES}?languageType=0`;
  return method === 'POST' ? postJson(app, url, {}) : app.inject({ method, url });
}

describe('the fault switch', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it('answers an envelope error code on HTTP 200', async () => {
    const added = await addFault(app, { path: RATES, code: '20906', msg: 'Token revoked' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ code: '00000', data: { path: RATES, code: '20906', remaining: null } });

    const response = await rates(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'error', code: '20906', msg: 'Token revoked', data: null });
    // Unlimited by default.
    expect((await rates(app)).json()).toMatchObject({ code: '20906' });
  });

  it('answers an HTTP status with an error envelope, Retry-After on 429', async () => {
    await addFault(app, { path: RATES, httpStatus: 503 });
    const unavailable = await rates(app);
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual({ status: 'error', code: '50300', msg: 'Injected fault', data: null });
    expect(unavailable.headers['retry-after']).toBeUndefined();

    await addFault(app, { path: RATES, httpStatus: 429, code: '42900', msg: 'Slow down' });
    const limited = await rates(app);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.json()).toEqual({ status: 'error', code: '42900', msg: 'Slow down', data: null });
  });

  it('answers a malformed or an empty body', async () => {
    await addFault(app, { path: RATES, body: 'malformed' });
    const malformed = await rates(app);
    expect(malformed.statusCode).toBe(200);
    expect(malformed.headers['content-type']).toMatch(/^application\/json/);
    expect(malformed.body).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(malformed.body)).toThrow(SyntaxError);

    await addFault(app, { path: RATES, body: 'empty' });
    const empty = await rates(app);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('');

    await addFault(app, { path: RATES, body: 'malformed', httpStatus: 502 });
    expect((await rates(app)).statusCode).toBe(502);
  });

  it('delays the normal answer', async () => {
    await addFault(app, { path: RATES, delayMs: 150 });
    const started = Date.now();
    const response = await rates(app);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.json()).toMatchObject({ code: '00000', data: { rates: { USD: '1' } } });
  });

  it('delays a fault answer', async () => {
    await addFault(app, { path: RATES, delayMs: 100, httpStatus: 504 });
    const started = Date.now();
    const response = await rates(app);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(response.statusCode).toBe(504);
  });

  describe('after the work (`after: true`)', () => {
    const UPLOAD = '/v1/buried/log/info';
    const [E1, E2, E3, E4, E5, E6] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const upload = (eventId: string) =>
      postJson(app, UPLOAD, [
        { event_id: eventId, type: 'click', event_tracking_id: 'b1001', timestamp: 1_767_225_600_000, curr_page: '/', page_status: null, device_id: 'd' },
      ]);
    const stored = async () =>
      (await app.inject({ method: 'GET', url: '/__dev/tracking' })).json<{ data: { event_id: string }[] }>().data.map((row) => row.event_id);

    it('lets the call do its work, then breaks its answer: the events are stored, the client reads a cut body', async () => {
      await addFault(app, { path: UPLOAD, after: true, body: 'malformed', times: 1 });
      const broken = await upload(E1);
      expect(broken.statusCode).toBe(200);
      expect(broken.body).toBe(MALFORMED_BODY);
      expect(await stored()).toEqual([E1]);
      // Used once: the next call's answer is whole.
      expect((await upload(E2)).json()).toMatchObject({ code: '00000' });
    });

    it('answers the status and envelope a proxy would after the work, Retry-After on 429', async () => {
      await addFault(app, { path: UPLOAD, after: true, httpStatus: 502, times: 1 });
      const failed = await upload(E3);
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ status: 'error', code: '50200', msg: 'Injected fault', data: null });
      await addFault(app, { path: UPLOAD, after: true, httpStatus: 429, code: '42900', times: 1 });
      const limited = await upload(E4);
      expect([limited.statusCode, limited.headers['retry-after']]).toEqual([429, '1']);
      await addFault(app, { path: UPLOAD, after: true, body: 'empty', times: 1 });
      expect((await upload(E5)).body).toBe('');
      expect(await stored()).toEqual([E3, E4, E5]);
    });

    it('delays the answer, not the work: the call is done while its answer is held', async () => {
      await addFault(app, { path: UPLOAD, after: true, delayMs: 2_000, times: 1 });
      let answered = false;
      const answer = upload(E6).then((response) => {
        answered = true;
        return response;
      });
      // Looked at as soon as the work is done, well inside the two seconds the answer is held.
      while ((await stored()).length === 0) await new Promise((resolve) => setImmediate(resolve));
      expect(answered).toBe(false);
      expect((await answer).json()).toMatchObject({ code: '00000' });
    });

    it('is listed with its stage, and refuses a stage that is not a boolean', async () => {
      const added = await addFault(app, { path: UPLOAD, after: true, delayMs: 10 });
      expect(added.json()).toMatchObject({ data: { path: UPLOAD, after: true } });
      expect((await addFault(app, { path: RATES, code: '1' })).json()).toMatchObject({ data: { after: false } });
      expect((await addFault(app, { path: UPLOAD, after: 'yes', delayMs: 10 })).json()).toMatchObject({ status: 'error' });
    });
  });

  it('applies to the given number of requests, then the path answers normally', async () => {
    await addFault(app, { path: RATES, code: '00005', times: 2 });
    expect((await rates(app)).json()).toMatchObject({ code: '00005' });
    const listed = await app.inject({ method: 'GET', url: '/__dev/faults' });
    expect(listed.json()).toMatchObject({ data: [{ path: RATES, remaining: 1 }] });
    expect((await rates(app)).json()).toMatchObject({ code: '00005' });
    expect((await rates(app)).json()).toMatchObject({ code: '00000' });
    expect((await app.inject({ method: 'GET', url: '/__dev/faults' })).json()).toMatchObject({ data: [] });
  });

  it('matches the method when one is given, exact method before any method', async () => {
    await addFault(app, { path: RATES, method: 'get', httpStatus: 500 });
    expect((await rates(app)).json()).toMatchObject({ code: '00000' });
    expect((await rates(app, 'GET')).statusCode).toBe(500);

    await addFault(app, { path: RATES, code: '00006' });
    expect((await rates(app, 'GET')).statusCode).toBe(500);
    expect((await rates(app)).json()).toMatchObject({ code: '00006' });
  });

  it('replaces the fault of the same path and method', async () => {
    await addFault(app, { path: RATES, code: '00005' });
    await addFault(app, { path: RATES, code: '00006' });
    const listed = await app.inject({ method: 'GET', url: '/__dev/faults' });
    expect(listed.json()).toEqual({
      status: 'success',
      code: '00000',
      msg: 'success',
      data: [
        {
          path: RATES,
          method: null,
          code: '00006',
          msg: null,
          httpStatus: null,
          delayMs: 0,
          body: null,
          remaining: null,
          after: false,
        },
      ],
    });
  });

  it('applies to unknown paths and to paths outside the API', async () => {
    await addFault(app, { path: '/v1/not/a/route', code: '00005', msg: 'Refused' });
    const unknown = await postJson(app, '/v1/not/a/route', {});
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: 'error', code: '00005', msg: 'Refused', data: null });

    await addFault(app, { path: '/static/probe.png', httpStatus: 404 });
    expect((await app.inject({ method: 'GET', url: '/static/probe.png' })).statusCode).toBe(404);
  });

  it('runs before body parsing and validation', async () => {
    await addFault(app, { path: '/v1/buried/log/cspSecurity', code: '00005' });
    const response = await app.inject({
      method: 'POST',
      url: '/v1/buried/log/cspSecurity',
      headers: { 'content-type': 'application/json' },
      payload: '{broken',
    });
    expect(response.json()).toMatchObject({ code: '00005' });
  });

  it('keeps the security and request-time headers on fault answers', async () => {
    await addFault(app, { path: RATES, body: 'empty' });
    const response = await rates(app);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['request-time']).toMatch(/^\d{13}$/);
  });

  it('clears every fault', async () => {
    await addFault(app, { path: RATES, code: '00005' });
    await addFault(app, { path: '/v1/user/logout', httpStatus: 500 });
    const cleared = await app.inject({ method: 'DELETE', url: '/__dev/faults' });
    expect(cleared.json()).toEqual({ status: 'success', code: '00000', msg: 'success', data: { cleared: 2 } });
    expect((await rates(app)).json()).toMatchObject({ code: '00000' });
    expect((await app.inject({ method: 'GET', url: '/__dev/faults' })).json()).toMatchObject({ data: [] });
  });

  it('keeps faults per gateway instance', async () => {
    await addFault(app, { path: RATES, code: '00005' });
    const other = await testGateway();
    try {
      expect((await rates(other)).json()).toMatchObject({ code: '00000' });
    } finally {
      await other.close();
    }
  });

  it.each([
    [{}, /required property 'path'/],
    [{ path: 'v1/no/slash', code: '1' }, /body\/path /],
    [{ path: `${RATES}?x=1`, code: '1' }, /body\/path /],
    [{ path: RATES, code: 'x y' }, /body\/code /],
    [{ path: RATES, code: 5 }, /body\/code must be string/],
    [{ path: RATES, httpStatus: 200 }, /body\/httpStatus must be >= 400/],
    [{ path: RATES, httpStatus: 600 }, /body\/httpStatus must be <= 599/],
    [{ path: RATES, httpStatus: '500' }, /body\/httpStatus must be integer/],
    [{ path: RATES, delayMs: 60_001 }, /body\/delayMs must be <= 60000/],
    [{ path: RATES, delayMs: -1 }, /body\/delayMs must be >= 0/],
    [{ path: RATES, body: 'html' }, /body\/body must be equal to one of the allowed values/],
    [{ path: RATES, code: '1', times: 0 }, /body\/times must be >= 1/],
    [{ path: RATES, code: '1', times: 1.5 }, /body\/times must be integer/],
    [{ path: RATES, code: '1', method: 'FETCH' }, /method: must be one of/],
    [{ path: RATES, code: '1', tims: 1 }, /tims: unknown field/],
    [{ path: RATES }, /at least one of code, httpStatus, body or a positive delayMs/],
    [{ path: RATES, delayMs: 0 }, /at least one of/],
    [{ path: RATES, msg: 'm' }, /msg: needs code or httpStatus/],
    [{ path: RATES, body: 'empty', code: '1' }, /body: cannot be combined with code or msg/],
    [{ path: '/__dev/faults', code: '1' }, /cannot be faulted/],
  ])('refuses %j with 40002', async (fault, msg) => {
    const response = await addFault(app, fault);
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ msg: string }>();
    expect(answer).toMatchObject({ status: 'error', code: '40002', data: null });
    expect(answer.msg).toMatch(msg);
    expect((await app.inject({ method: 'GET', url: '/__dev/faults' })).json()).toMatchObject({ data: [] });
  });
});

describe('the fault switch in production', () => {
  it('does not exist: no routes, and no faults applied', async () => {
    const app = await testGateway({ production: true });
    try {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response =
          method === 'POST'
            ? await postJson(app, '/__dev/faults', { path: RATES, code: '00005' })
            : await app.inject({ method, url: '/__dev/faults' });
        expect(response.statusCode).toBe(404);
      }
      // Even a store filled behind its back is never consulted.
      app.faults.add({ path: RATES, code: '00005' });
      expect((await rates(app)).json()).toMatchObject({ code: '00000' });
    } finally {
      await app.close();
    }
  });
});
