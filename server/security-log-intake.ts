// What clients may add to the security log. The report calls need no login (a page reports before anyone logs in,
// browsers post CSP reports without credentials), and the log keeps what it has when full rather than drop evidence
// (server/security-log.ts): so anyone could fill it with made-up reports, after which every real one was refused
// for up to 30 days. Three bounds keep that from happening:
//
// - a repeat is no new row: a report whose fields (and user) equal one in the log adds one to that row's `repeats`,
//   so a page that reports the same violation on every load, or a sender posting one report in a loop, takes one row;
// - each address adds at most `perAddressPerDay` new rows in any 24 hours, an IPv6 sender counted by its /64
//   (server/limits/address-key.ts), since it can post each report from an address of its own;
// - all senders together add at most `totalPerDay` new rows in any 24 hours, chosen so that the retention period
//   times it stays under the log's size: clients alone can never fill the log, and the gateway's own entries (a
//   password change) always find room.
//
// A report over a bound is dropped, and its sender told nothing: it gets the usual answer, as for a full log. The
// counts come from the log itself (a sliding 24 hours, by the gateway's clock), so a restart does not reset them.
// Each route also limits how many bodies an address may post a minute (429), which bounds the writes of repeats.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayDatabase } from './db';
import { addressKey } from './limits/address-key';
import { forgetOldReports, storeSecurityReport } from './security-log';
import type { SecurityReport } from './security-log';

export interface ReportIntakeLimits {
  /** New rows one address may add in any 24 hours. */
  readonly perAddressPerDay: number;
  /** New rows all senders together may add in any 24 hours. */
  readonly totalPerDay: number;
}

export const INTAKE_WINDOW_MS = 24 * 60 * 60 * 1000;

// 300 a day for 30 days is 9,000 rows: under MAX_STORED_REPORTS (10,000) with room for the gateway's own entries.
// 50 per address: six addresses' worth of made-up reports use a day's intake, never more.
export const DEFAULT_REPORT_INTAKE: ReportIntakeLimits = { perAddressPerDay: 50, totalPerDay: 300 };

/** Report bodies one address may post a minute to each report call; more are answered 429. */
export const REPORT_BODIES_PER_MINUTE = 60;

export type IntakeOutcome = 'stored' | 'repeat' | 'address-over' | 'total-over' | 'full';

export interface ReportSender {
  readonly userId: string | null;
  /** The unit the sender's share is counted by: its address, or an IPv6 address's /64 (`addressKey`). */
  readonly address: string;
}

/** The same report: every field but the client's clock, and the user it came with. */
function digestOf(report: SecurityReport, userId: string | null): string {
  const fields = [report.bizType, report.event, report.reason, report.page, userId];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

function count(db: GatewayDatabase, sql: string, ...params: unknown[]): number {
  return (db.prepare(sql).get(...params) as { n: number }).n;
}

/** Lets a client's report into the log, as a new row or a repeat, or drops it over a bound (see above). */
export function admitSecurityReport(
  db: GatewayDatabase,
  report: SecurityReport,
  sender: ReportSender,
  now: number,
  limits: ReportIntakeLimits = DEFAULT_REPORT_INTAKE,
): IntakeOutcome {
  return db.transaction((): IntakeOutcome => {
    forgetOldReports(db, now);
    const digest = digestOf(report, sender.userId);
    const repeated = db
      .prepare('UPDATE security_log SET repeats = repeats + 1, last_received_at = ? WHERE id = (SELECT id FROM security_log WHERE digest = ? LIMIT 1)')
      .run(now, digest);
    if (repeated.changes > 0) return 'repeat';
    const since = now - INTAKE_WINDOW_MS;
    if (count(db, 'SELECT COUNT(*) AS n FROM security_log WHERE address = ? AND received_at > ?', sender.address, since) >= limits.perAddressPerDay) {
      return 'address-over';
    }
    if (count(db, 'SELECT COUNT(*) AS n FROM security_log WHERE address IS NOT NULL AND received_at > ?', since) >= limits.totalPerDay) {
      return 'total-over';
    }
    const id = storeSecurityReport(db, report, sender.userId, now, { digest, address: sender.address });
    return id === undefined ? 'full' : 'stored';
  })();
}

// One warning per this many dropped reports, so a flood does not flood the gateway's own log as well.
const WARNING_EVERY = 1000;

/**
 * The intake as a report route uses it: the request's address, the gateway's clock, and a warning to the operator
 * (the first, then one per WARNING_EVERY) when reports are dropped. The reporting page can do nothing about it.
 */
export function reportIntake(app: FastifyInstance): (request: FastifyRequest, report: SecurityReport, userId: string | null) => IntakeOutcome {
  let dropped = 0;
  const warn = (log: FastifyBaseLogger, outcome: IntakeOutcome) => {
    if (dropped % WARNING_EVERY === 0) log.warn({ dropped: dropped + 1, outcome }, 'security log: client reports over the intake bounds are dropped, stored ones kept');
    dropped += 1;
  };
  return (request, report, userId) => {
    const outcome = admitSecurityReport(app.db, report, { userId, address: addressKey(request.ip) }, app.now());
    if (outcome !== 'stored' && outcome !== 'repeat') warn(request.log, outcome);
    return outcome;
  };
}
