import type { FastifyRequest } from 'fastify';
import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { REPORT_BODIES_PER_MINUTE, reportIntake } from '../security-log-intake';
import { findRequestSession } from '../sessions';

interface CspSecurityBody {
  bizType: string;
  data: { event: string; reason: string };
  timestamp: number;
  page: string;
}

// Every length is capped: the call is open to anyone and each report is stored.
export const CSP_SECURITY_SCHEMA = {
  type: 'object',
  required: ['bizType', 'data', 'timestamp', 'page'],
  properties: {
    bizType: { type: 'string', minLength: 1, maxLength: 64 },
    data: {
      type: 'object',
      required: ['event', 'reason'],
      properties: {
        event: { type: 'string', minLength: 1, maxLength: 128 },
        reason: { type: 'string', maxLength: 2048 },
      },
    },
    timestamp: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    page: { type: 'string', minLength: 1, maxLength: 2048 },
  },
} as const;

// Open to anyone: what a report may add to the log is bounded by the intake (server/security-log-intake.ts), and
// how many an address may post by a budget of its own, tighter than the general one (a page reports a crash or a
// refused link once, not sixty times a minute).
const securityLog: RoutePlugin = async (app) => {
  const admit = reportIntake(app);

  app.post<{ Body: CspSecurityBody }>(
    '/v1/buried/log/cspSecurity',
    {
      schema: { body: CSP_SECURITY_SCHEMA },
      config: {
        rateLimit: { max: REPORT_BODIES_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => request.ip },
      },
    },
    async (request) => {
      const { bizType, data, timestamp, page } = request.body;
      const userId = findRequestSession(app.db, request)?.userId ?? null;
      // The reporting page gets its usual answer whatever the intake did: it can do nothing about a bound.
      admit(request, { bizType, event: data.event, reason: data.reason, page, timestamp }, userId);
      return ok(null);
    },
  );
};

export default securityLog;
