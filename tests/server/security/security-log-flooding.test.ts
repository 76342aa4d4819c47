// Threat: anyone fills the security log with made-up reports. The report calls need no login, and a full log keeps
// the reports it has and refuses new ones (so that posting cannot push evidence out): once full, every real report
// was refused for up to 30 days. What clients may add is bounded (server/security-log-intake.ts): a repeat is counted
// on its row, each address adds at most 50 new rows a day and all senders together 300, which over the 30-day
// retention stays under the log's size; and an address may post at most 60 report bodies a minute.
import type { FastifyInstance } from 'fastify';
import { MAX_STORED_REPORTS, REPORT_RETENTION_MS, listSecurityReports, storeSecurityReport } from '../../../server/security-log';
import { DEFAULT_REPORT_INTAKE, INTAKE_WINDOW_MS, REPORT_BODIES_PER_MINUTE, admitSecurityReport } from '../../../server/security-log-intake';
import { envelope } from '../crypto-client';
import { JSON_HEADERS, testGateway } from '../support';

const T0 = Date.UTC(2026, 10, 25, 12);
const URL = '/v1/buried/log/cspSecurity';
const { perAddressPerDay, totalPerDay } = DEFAULT_REPORT_INTAKE;

let app: FastifyInstance;
let time: number;

beforeEach(async () => {
  time = T0;
  app = await testGateway({ now: () => time });
});

afterEach(async () => {
  await app.close();
});

function report(event: string) {
  return { bizType: 'app-error', data: { event, reason: 'boom' }, timestamp: 1, page: '/spot/BTCUSDT' };
}

function post(body: unknown, from = '203.0.113.1') {
  return app.inject({ method: 'POST', url: URL, headers: JSON_HEADERS, payload: JSON.stringify(body), remoteAddress: from });
}

function rows(): number {
  return (app.db.prepare('SELECT COUNT(*) AS n FROM security_log').get() as { n: number }).n;
}

describe('reports posted by clients', () => {
  it('sent again are counted on the row they repeat, not stored again', async () => {
    for (let i = 0; i < 40; i += 1) {
      time = T0 + i * 1000;
      expect(envelope(await post(report('same'), `198.51.100.${i % 3}`)).code).toBe('00000');
    }
    expect(listSecurityReports(app.db, 10)).toEqual([
      expect.objectContaining({ event: 'same', receivedAt: T0, repeats: 39, lastReceivedAt: T0 + 39_000 }),
    ]);
  });

  it(`from one address add at most ${perAddressPerDay} new rows in 24 hours; the rest are dropped with the usual answer`, async () => {
    for (let i = 0; i < perAddressPerDay; i += 1) await post(report(`made-up ${i}`));
    const over = await post(report('one too many'));
    expect(envelope(over)).toEqual({ status: 'success', code: '00000', msg: 'success', data: null });
    expect(rows()).toBe(perAddressPerDay);
    // Another address still reports, and the same address again once its rows are a day old.
    await post(report('from elsewhere'), '203.0.113.2');
    time = T0 + INTAKE_WINDOW_MS;
    await post(report('the next day'));
    expect(listSecurityReports(app.db, 2).map((stored) => stored.event)).toEqual(['the next day', 'from elsewhere']);
  });

  it(`from one IPv6 /64 add at most ${perAddressPerDay} new rows in 24 hours, whichever of its addresses they come from`, async () => {
    for (let i = 0; i < perAddressPerDay; i += 1) await post(report(`made-up ${i}`), `2001:db8:7:1::${(i + 1).toString(16)}`);
    await post(report('from a fresh address of the same /64'), '2001:db8:7:1:ffff:ffff:ffff:fffe');
    expect(rows()).toBe(perAddressPerDay);
    await post(report('from the next /64'), '2001:db8:7:2::1');
    expect(rows()).toBe(perAddressPerDay + 1);
  });

  it(`from every address together add at most ${totalPerDay} new rows in 24 hours, and repeats of stored ones still count`, async () => {
    const addresses = Math.ceil(totalPerDay / perAddressPerDay);
    for (let address = 0; address < addresses; address += 1) {
      time += 60_000;
      for (let i = 0; i < perAddressPerDay; i += 1) await post(report(`made-up ${address}.${i}`), `192.0.2.${address}`);
    }
    expect(rows()).toBe(totalPerDay);
    await post(report('a real one'), '198.51.100.7');
    expect(rows()).toBe(totalPerDay);
    await post(report('made-up 0.0'), '198.51.100.7');
    expect(listSecurityReports(app.db, totalPerDay).find((stored) => stored.event === 'made-up 0.0')?.repeats).toBe(1);
  });

  it(`from one address are refused with 429 past ${REPORT_BODIES_PER_MINUTE} bodies a minute, counted or not`, async () => {
    for (let i = 0; i < REPORT_BODIES_PER_MINUTE; i += 1) expect((await post(report('same'))).statusCode).toBe(200);
    const refused = await post(report('same'));
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).code).toBe('42900');
    expect(listSecurityReports(app.db, 1)[0]?.repeats).toBe(REPORT_BODIES_PER_MINUTE - 1);
    time += 60_000;
    expect((await post(report('same'))).statusCode).toBe(200);
  });

  it('posted by browsers as CSP violations go through the same intake', async () => {
    const violation = { 'csp-report': { 'document-uri': 'https://exchange.test/', 'effective-directive': 'img-src', 'blocked-uri': 'https://evil.example/p.gif' } };
    const csp = (body: unknown) =>
      app.inject({ method: 'POST', url: '/v1/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: JSON.stringify(body), remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 3; i += 1) await csp(violation);
    expect(listSecurityReports(app.db, 10)).toEqual([expect.objectContaining({ event: 'img-src', repeats: 2 })]);
    for (let i = 0; i < perAddressPerDay + 5; i += 1) {
      await csp({ 'csp-report': { ...violation['csp-report'], 'blocked-uri': `https://evil.example/${i}` } });
    }
    expect(rows()).toBe(perAddressPerDay);
  });
});

describe('the security log', () => {
  it('can never be filled by clients within its retention period: the gateway\'s own entries always find room', () => {
    const days = REPORT_RETENTION_MS / INTAKE_WINDOW_MS;
    expect(totalPerDay * days).toBeLessThan(MAX_STORED_REPORTS);
    // Thirty days of the most that clients may add, from as many addresses as it takes, every day.
    const outcomes = new Map<string, number>();
    app.db.transaction(() => {
      for (let day = 0; day < days; day += 1) {
        for (let i = 0; i < totalPerDay + 10; i += 1) {
          const sender = { userId: null, address: `10.${day}.${Math.floor(i / perAddressPerDay)}.1` };
          const reported = { bizType: 'csp', event: `day ${day} report ${i}`, reason: '', page: '/', timestamp: 1 };
          const outcome = admitSecurityReport(app.db, reported, sender, T0 + day * INTAKE_WINDOW_MS + i);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }
    })();
    expect(Object.fromEntries(outcomes)).toEqual({ stored: totalPerDay * days, 'total-over': 10 * days });
    const own = { bizType: 'account', event: 'password-changed', reason: 'sessions ended: 1', page: '/v1/account/password', timestamp: 1 };
    expect(storeSecurityReport(app.db, own, null, T0 + days * INTAKE_WINDOW_MS - 1)).toEqual(expect.any(Number));
  });
});
