import type { FastifyInstance } from 'fastify';
import { MAX_STORED_REPORTS, REPORT_RETENTION_MS, storeSecurityReport } from '../../server/security-log';
import { loginAs, postJson, testGateway } from './support';

const URL = '/v1/buried/log/cspSecurity';

function report(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    bizType: 'csp',
    data: { event: 'securitypolicyviolation', reason: "script-src 'self' blocked inline" },
    timestamp: 1_767_225_600_000,
    page: 'https://exchange.test/spot/BTCUSDT',
    ...overrides,
  };
}

interface Listed {
  id: number;
  bizType: string;
  event: string;
  reason: string;
  page: string;
  timestamp: number;
  receivedAt: number;
  userId: string | null;
  repeats: number;
  lastReceivedAt: number;
}

async function listed(app: FastifyInstance): Promise<Listed[]> {
  const response = await app.inject({ method: 'GET', url: '/__dev/security-log' });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Listed[] }>().data;
}

describe('POST /v1/buried/log/cspSecurity', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it('stores a valid report with the received time and no user when anonymous', async () => {
    const before = Date.now();
    const response = await postJson(app, URL, report());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', code: '00000', msg: 'success', data: null });
    const [stored] = await listed(app);
    expect(stored).toEqual({
      id: expect.any(Number),
      bizType: 'csp',
      event: 'securitypolicyviolation',
      reason: "script-src 'self' blocked inline",
      page: 'https://exchange.test/spot/BTCUSDT',
      timestamp: 1_767_225_600_000,
      receivedAt: expect.any(Number),
      userId: null,
      repeats: 0,
      lastReceivedAt: stored?.receivedAt,
    });
    expect(stored?.receivedAt).toBeGreaterThanOrEqual(before);
    expect(stored?.receivedAt).toBeLessThanOrEqual(Date.now());
  });

  it('records the user of the session', async () => {
    const { cookie } = await loginAs(app);
    await postJson(app, URL, report(), { cookie });
    expect((await listed(app))[0]?.userId).toBe('10000001');
  });

  it('accepts the limits exactly and an empty reason', async () => {
    const response = await postJson(
      app,
      URL,
      report({
        bizType: 'b'.repeat(64),
        data: { event: 'e'.repeat(128), reason: '' },
        page: 'p'.repeat(2048),
        timestamp: Number.MAX_SAFE_INTEGER,
      }),
    );
    expect(response.json()).toMatchObject({ code: '00000' });
  });

  it.each([
    ['bizType missing', report({ bizType: undefined }), /body must have required property 'bizType'/],
    ['bizType empty', report({ bizType: '' }), /body\/bizType /],
    ['bizType too long', report({ bizType: 'b'.repeat(65) }), /body\/bizType /],
    ['bizType a number', report({ bizType: 7 }), /body\/bizType must be string/],
    ['data missing', report({ data: undefined }), /required property 'data'/],
    ['data a string', report({ data: 'x' }), /body\/data must be object/],
    ['event missing', report({ data: { reason: 'r' } }), /body\/data must have required property 'event'/],
    ['event too long', report({ data: { event: 'e'.repeat(129), reason: 'r' } }), /body\/data\/event /],
    ['event a number', report({ data: { event: 1, reason: 'r' } }), /body\/data\/event must be string/],
    ['reason missing', report({ data: { event: 'e' } }), /body\/data must have required property 'reason'/],
    ['reason too long', report({ data: { event: 'e', reason: 'r'.repeat(2049) } }), /body\/data\/reason /],
    ['reason null', report({ data: { event: 'e', reason: null } }), /body\/data\/reason must be string/],
    ['timestamp missing', report({ timestamp: undefined }), /required property 'timestamp'/],
    ['timestamp a string', report({ timestamp: '1767225600000' }), /body\/timestamp must be integer/],
    ['timestamp a fraction', report({ timestamp: 1.5 }), /body\/timestamp must be integer/],
    ['timestamp zero', report({ timestamp: 0 }), /body\/timestamp must be >= 1/],
    ['timestamp negative', report({ timestamp: -5 }), /body\/timestamp must be >= 1/],
    ['timestamp unsafe', report({ timestamp: 2 ** 60 }), /body\/timestamp must be <=/],
    ['page missing', report({ page: undefined }), /required property 'page'/],
    ['page empty', report({ page: '' }), /body\/page /],
    ['page too long', report({ page: 'p'.repeat(2049) }), /body\/page /],
    ['page an array', report({ page: ['x'] }), /body\/page must be string/],
  ])('refuses a report with %s: 400, 40002, naming the field, nothing stored', async (_name, body, msg) => {
    const response = await postJson(app, URL, body);
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ status: string; code: string; msg: string; data: null }>();
    expect(answer).toMatchObject({ status: 'error', code: '40002', data: null });
    expect(answer.msg).toMatch(/^Invalid parameter: /);
    expect(answer.msg).toMatch(msg);
    expect(await listed(app)).toEqual([]);
  });

  it('refuses a missing body and a non-object body', async () => {
    for (const body of [undefined, [], 'csp', null]) {
      const response = await postJson(app, URL, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: '40002', msg: expect.stringMatching(/^Invalid parameter: body /) });
    }
  });
});

describe('GET /__dev/security-log', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await testGateway();
  });

  afterEach(async () => {
    await app.close();
  });

  it('lists the reports newest first, at most 500', async () => {
    for (let i = 0; i < 502; i += 1) {
      storeSecurityReport(app.db, { bizType: 'csp', event: `e${i}`, reason: '', page: '/', timestamp: 1 }, null);
    }
    const reports = await listed(app);
    expect(reports).toHaveLength(500);
    expect(reports[0]?.event).toBe('e501');
    expect(reports[499]?.event).toBe('e2');
  });

  it('keeps no more than MAX_STORED_REPORTS rows, refusing new ones rather than dropping old ones', () => {
    const insert = (i: number) =>
      storeSecurityReport(app.db, { bizType: 'csp', event: `e${i}`, reason: '', page: '/', timestamp: 1 }, null);
    for (let i = 0; i < MAX_STORED_REPORTS; i += 1) expect(insert(i)).toEqual(expect.any(Number));
    expect(insert(MAX_STORED_REPORTS)).toBeUndefined();
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM security_log').get()).toEqual({ n: MAX_STORED_REPORTS });
    expect(app.db.prepare("SELECT COUNT(*) AS n FROM security_log WHERE event IN ('e0', 'e1', 'e2')").get()).toEqual({
      n: 3,
    });
  });

  it('lets reports older than the retention period go, making room for new ones', () => {
    const now = 1_800_000_000_000;
    const insert = (i: number, at: number) =>
      storeSecurityReport(app.db, { bizType: 'csp', event: `e${i}`, reason: '', page: '/', timestamp: 1 }, null, at);
    insert(0, now - REPORT_RETENTION_MS - 1);
    insert(1, now - REPORT_RETENTION_MS);
    insert(2, now);
    const events = app.db.prepare('SELECT event FROM security_log ORDER BY id').all();
    expect(events).toEqual([{ event: 'e1' }, { event: 'e2' }]);
  });

  it('does not exist in production, while the report call does', async () => {
    const production = await testGateway({ production: true });
    try {
      expect((await production.inject({ method: 'GET', url: '/__dev/security-log' })).statusCode).toBe(404);
      expect((await postJson(production, URL, report())).json()).toMatchObject({ code: '00000' });
    } finally {
      await production.close();
    }
  });
});
