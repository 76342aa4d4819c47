import type { GatewayDatabase } from './db';

export interface SecurityReport {
  bizType: string;
  event: string;
  reason: string;
  page: string;
  /** The client's clock, ms since the epoch. */
  timestamp: number;
}

export interface StoredSecurityReport extends SecurityReport {
  id: number;
  /** The gateway's clock when the report arrived. */
  receivedAt: number;
  userId: string | null;
  /** How often the same report arrived again after it was stored (server/security-log-intake.ts). */
  repeats: number;
  /** When it last arrived: receivedAt, or the time of its last repeat. */
  lastReceivedAt: number;
}

/** Who sent a report, for the intake's repeats and per-address share; the gateway's own entries have neither. */
export interface ReportOrigin {
  readonly digest?: string;
  readonly address?: string;
}

// The report call needs no login, so anyone can post. The table is bounded by this many rows, but a full log
// refuses new reports instead of dropping old ones: were the oldest to go, a client could post enough reports to
// flush the evidence of an attack out of the log. Reports leave by age only.
export const MAX_STORED_REPORTS = 10_000;
export const REPORT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

// The id span bounds the count from above and costs two index lookups; rows are counted only near the cap.
function storedReports(db: GatewayDatabase): number {
  const { span } = db.prepare('SELECT COALESCE(MAX(id) - MIN(id) + 1, 0) AS span FROM security_log').get() as {
    span: number;
  };
  if (span < MAX_STORED_REPORTS) return span;
  return (db.prepare('SELECT COUNT(*) AS n FROM security_log').get() as { n: number }).n;
}

/** Deletes the reports older than the retention period, as of `now`. */
export function forgetOldReports(db: GatewayDatabase, now: number): void {
  db.prepare('DELETE FROM security_log WHERE received_at < ?').run(now - REPORT_RETENTION_MS);
}

/**
 * Stores a report; undefined when the log is full (it keeps what it has, see MAX_STORED_REPORTS). Reports sent by
 * clients go through the intake (admitSecurityReport) instead, which calls this once it has let one in.
 */
export function storeSecurityReport(
  db: GatewayDatabase,
  report: SecurityReport,
  userId: string | null,
  receivedAt: number = Date.now(),
  origin: ReportOrigin = {},
): number | undefined {
  return db.transaction(() => {
    forgetOldReports(db, receivedAt);
    if (storedReports(db) >= MAX_STORED_REPORTS) return undefined;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO security_log (biz_type, event, reason, page, client_timestamp, received_at, user_id, digest, address)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(report.bizType, report.event, report.reason, report.page, report.timestamp, receivedAt, userId, origin.digest ?? null, origin.address ?? null);
    return Number(lastInsertRowid);
  })();
}

interface SecurityLogRow {
  id: number;
  biz_type: string;
  event: string;
  reason: string;
  page: string;
  client_timestamp: number;
  received_at: number;
  user_id: string | null;
  repeats: number;
  last_received_at: number | null;
}

/** Newest first. */
export function listSecurityReports(db: GatewayDatabase, limit: number): StoredSecurityReport[] {
  const rows = db.prepare('SELECT * FROM security_log ORDER BY id DESC LIMIT ?').all(limit) as SecurityLogRow[];
  return rows.map((row) => ({
    id: row.id,
    bizType: row.biz_type,
    event: row.event,
    reason: row.reason,
    page: row.page,
    timestamp: row.client_timestamp,
    receivedAt: row.received_at,
    userId: row.user_id,
    repeats: row.repeats,
    lastReceivedAt: row.last_received_at ?? row.received_at,
  }));
}
