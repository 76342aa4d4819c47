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
}

// The report call needs no login, so anyone can post; past this many rows the oldest go, which bounds the
// table's size whatever is sent.
export const MAX_STORED_REPORTS = 10_000;

export function storeSecurityReport(
  db: GatewayDatabase,
  report: SecurityReport,
  userId: string | null,
  receivedAt: number = Date.now(),
): number {
  return db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO security_log (biz_type, event, reason, page, client_timestamp, received_at, user_id)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(report.bizType, report.event, report.reason, report.page, report.timestamp, receivedAt, userId);
    const id = Number(lastInsertRowid);
    db.prepare('DELETE FROM security_log WHERE id <= ?').run(id - MAX_STORED_REPORTS);
    return id;
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
  }));
}
