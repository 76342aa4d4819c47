// Threat: a policy violation nobody hears of (an injected script the policy blocked is evidence of an attack),
// and an open report endpoint used to fill the disk.
import type { FastifyInstance } from 'fastify';
import { CSP_REPORTS_PER_MINUTE } from '../../../server/routes/csp-reports';
import { listSecurityReports } from '../../../server/security-log';
import { envelope } from '../crypto-client';
import { testGateway } from '../support';

const LEGACY = {
  'csp-report': {
    'document-uri': 'https://exchange.test/spot/BTCUSDT',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js',
  },
};
const REPORTING_API = [
  {
    type: 'csp-violation',
    body: { documentURL: 'https://exchange.test/', effectiveDirective: 'img-src', blockedURL: 'https://evil.example/p.gif' },
  },
];

function post(app: FastifyInstance, type: string, body: unknown) {
  return app.inject({ method: 'POST', url: '/v1/csp-report', headers: { 'content-type': type }, payload: JSON.stringify(body) });
}

describe('CSP violation reports', () => {
  let app: FastifyInstance;
  let time: number;

  beforeEach(async () => {
    time = Date.UTC(2026, 10, 25, 12);
    app = await testGateway({ now: () => time });
  });

  afterEach(async () => {
    await app.close();
  });

  it('are what the policy points browsers at', async () => {
    const page = await app.inject({ method: 'GET', url: '/v1/mix/system/getDomainConfigList' });
    expect(page.headers['content-security-policy']).toContain('report-uri /v1/csp-report; report-to csp');
    expect(page.headers['reporting-endpoints']).toBe('csp="/v1/csp-report"');
  });

  it('are stored from both browser formats', async () => {
    expect(envelope(await post(app, 'application/csp-report', LEGACY)).code).toBe('00000');
    expect(envelope(await post(app, 'application/reports+json', REPORTING_API)).code).toBe('00000');
    const stored = listSecurityReports(app.db, 10).map(({ bizType, event, reason, page }) => ({ bizType, event, reason, page }));
    expect(stored).toEqual(
      expect.arrayContaining([
        { bizType: 'csp-report', event: 'script-src-elem', reason: 'https://evil.example/x.js', page: 'https://exchange.test/spot/BTCUSDT' },
        { bizType: 'csp-report', event: 'img-src', reason: 'https://evil.example/p.gif', page: 'https://exchange.test/' },
      ]),
    );
  });

  it(`are limited to ${CSP_REPORTS_PER_MINUTE} a minute per address (429 with Retry-After)`, async () => {
    for (let i = 0; i < CSP_REPORTS_PER_MINUTE; i += 1) {
      expect((await post(app, 'application/csp-report', LEGACY)).statusCode).toBe(200);
    }
    const refused = await post(app, 'application/csp-report', LEGACY);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).code).toBe('42900');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    time += 60_000;
    expect((await post(app, 'application/csp-report', LEGACY)).statusCode).toBe(200);
  });

  it('answer malformed and too deeply nested bodies with a 400 envelope', async () => {
    const malformed = await app.inject({ method: 'POST', url: '/v1/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: '{' });
    expect(malformed.statusCode).toBe(400);
    const deep = await app.inject({
      method: 'POST',
      url: '/v1/csp-report',
      headers: { 'content-type': 'application/reports+json' },
      payload: '['.repeat(5000) + ']'.repeat(5000),
    });
    expect(envelope(deep).code).toBe('40005');
  });
});
