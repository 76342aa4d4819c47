// CSP violation reports, posted by browsers to the endpoint the Content-Security-Policy names (report-uri and
// report-to, server/security-headers.ts). Two formats: application/csp-report ({"csp-report": {...}}, report-uri)
// and application/reports+json (an array of reports, the Reporting API). They go to the security log through the
// intake that bounds what clients may add (server/security-log-intake.ts: repeats counted, not stored again, new rows
// capped per address and in total), and the endpoint has a budget of its own per address, tighter than the general
// one: a page with a broken policy reports on every load, an attacker could post reports without one.
import type { FastifyRequest } from 'fastify';
import { ok } from '../envelope';
import { addJsonParser } from '../json-depth';
import type { RoutePlugin } from '../route-plugin';
import { REPORT_BODIES_PER_MINUTE, reportIntake } from '../security-log-intake';
import { CSP_REPORT_PATH } from '../security-headers';

/** Report bodies per address per minute. */
export const CSP_REPORTS_PER_MINUTE = REPORT_BODIES_PER_MINUTE;
const REPORT_BODY_LIMIT = 16 * 1024;
const MAX_REPORTS_PER_BODY = 10;

type Fields = Record<string, unknown>;

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** The violations of a body in either format, as the fields the log keeps. */
function violations(body: unknown, now: number) {
  const reports: Fields[] = [];
  if (Array.isArray(body)) {
    for (const entry of body.slice(0, MAX_REPORTS_PER_BODY)) {
      const item = (entry ?? {}) as Fields;
      if (item['type'] === 'csp-violation' && typeof item['body'] === 'object' && item['body'] !== null) {
        const inner = item['body'] as Fields;
        reports.push({
          page: inner['documentURL'],
          directive: inner['effectiveDirective'],
          blocked: inner['blockedURL'],
        });
      }
    }
  } else if (typeof body === 'object' && body !== null && typeof (body as Fields)['csp-report'] === 'object') {
    const inner = ((body as Fields)['csp-report'] ?? {}) as Fields;
    reports.push({
      page: inner['document-uri'],
      directive: inner['effective-directive'] ?? inner['violated-directive'],
      blocked: inner['blocked-uri'],
    });
  }
  return reports.map((report) => ({
    bizType: 'csp-report',
    event: text(report['directive'], 128) || 'unknown',
    reason: text(report['blocked'], 2048),
    page: text(report['page'], 2048) || '-',
    timestamp: now,
  }));
}

const cspReports: RoutePlugin = async (app) => {
  addJsonParser(app, ['application/csp-report', 'application/reports+json']);
  const admit = reportIntake(app);

  app.post(
    CSP_REPORT_PATH,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: {
        rateLimit: { max: CSP_REPORTS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => request.ip },
      },
    },
    async (request) => {
      const now = app.now();
      for (const report of violations(request.body, now)) admit(request, report, null);
      return ok(null);
    },
  );
};

export default cspReports;
