import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { storeSecurityReport } from '../security-log';
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

// One warning per this many refused reports, so a flood does not flood the gateway's own log as well.
const FULL_WARNING_EVERY = 1000;

const securityLog: RoutePlugin = async (app) => {
  let refused = 0;

  app.post<{ Body: CspSecurityBody }>(
    '/v1/buried/log/cspSecurity',
    { schema: { body: CSP_SECURITY_SCHEMA } },
    async (request) => {
      const { bizType, data, timestamp, page } = request.body;
      const userId = findRequestSession(app.db, request)?.userId ?? null;
      const report = { bizType, event: data.event, reason: data.reason, page, timestamp };
      const stored = storeSecurityReport(app.db, report, userId);
      if (stored === undefined) {
        // The reporting page can do nothing about it, so it gets its usual answer; the operator is told.
        if (refused % FULL_WARNING_EVERY === 0) {
          request.log.warn({ refused: refused + 1 }, 'security log full: new reports are refused, stored ones kept');
        }
        refused += 1;
      }
      return ok(null);
    },
  );
};

export default securityLog;
