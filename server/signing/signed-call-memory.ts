// The trace ids of accepted signed calls outlive a restart. SPEC 7 signs only the first 8 digits of `tm`, so a
// captured call verifies with any `tm` of its 100 s; the trace id registry (trace-ids.ts) is what refuses it the
// second time, and it lives in memory. Refusing calls signed before the start was not enough: a call accepted a few
// seconds before a restart, sent again after it with a `tm` moved past the start (same first 8 digits, same
// signature), met an empty registry and ran again: a second order, a second transfer.
//
// A clean stop (SIGTERM, SIGINT, app.close) writes every remembered id to SQLite and the next start reads them back.
// A run that did not stop cleanly (a crash, a kill) left no ids, and its calls of the last moments are unknown: the
// next start then refuses every call signed in the 100 s span it starts in, the only span such a capture can be moved
// into. One write per stop, not one per call: an fsync per signed call would cost more than the call.
import type { GatewayDatabase } from '../db';
import { TraceIdRegistry } from './trace-ids';
import { lastTimeSignedAlike } from './verify-request';

/** The registries: signed REST calls, and private subscribes of the market stream. */
export type TraceIdScope = 'rest' | 'stream';

export class SignedCallMemory {
  private readonly registries = new Map<TraceIdScope, TraceIdRegistry>();
  private handedOver = false;

  private constructor(
    private readonly db: GatewayDatabase,
    private readonly carried: ReadonlyMap<TraceIdScope, ReadonlyArray<readonly [string, number]>>,
    private readonly startedAt: number,
    /** Calls signed (`tm`) before this are refused as expired (verify-request.ts SignClock.notBefore). */
    readonly notBefore: number,
  ) {}

  /**
   * Takes over from the last run on `db` at `now`: the ids it handed over, and whether it stopped cleanly. Marks this
   * run as started, so that a crash of it is seen by the next start.
   */
  static open(db: GatewayDatabase, now: number): SignedCallMemory {
    return db.transaction(() => {
      const crashed = db.prepare('SELECT 1 FROM signed_call_run WHERE id = 1').get() !== undefined;
      const rows = db.prepare('SELECT scope, trace_id, forget_group FROM signed_call_ids').all() as Array<{
        scope: TraceIdScope;
        trace_id: string;
        forget_group: number;
      }>;
      db.prepare('DELETE FROM signed_call_ids').run();
      db.prepare('INSERT OR REPLACE INTO signed_call_run (id, started_at) VALUES (1, ?)').run(now);
      const carried = new Map<TraceIdScope, Array<readonly [string, number]>>();
      for (const row of rows) {
        let list = carried.get(row.scope);
        if (list === undefined) carried.set(row.scope, (list = []));
        list.push([row.trace_id, row.forget_group]);
      }
      // After a crash, every `tm` of the span the start falls in may belong to a call the last run accepted.
      const notBefore = crashed ? lastTimeSignedAlike(now) + 1 : now;
      return new SignedCallMemory(db, carried, now, notBefore);
    })();
  }

  /** The registry of `scope`, holding what the last run handed over; one per scope. */
  registry(scope: TraceIdScope, capacity?: number): TraceIdRegistry {
    let registry = this.registries.get(scope);
    if (registry === undefined) {
      registry = new TraceIdRegistry(capacity);
      for (const [traceId, group] of this.carried.get(scope) ?? []) registry.restore(traceId, group, this.startedAt);
      this.registries.set(scope, registry);
    }
    return registry;
  }

  /** Writes every id still remembered for the next start, and marks the stop as clean. Once; call before db.close. */
  handOver(): void {
    if (this.handedOver || !this.db.open) return;
    this.handedOver = true;
    // A scope this run never used still carries the last run's ids, which may not be forgotten yet.
    for (const scope of this.carried.keys()) this.registry(scope);
    const insert = this.db.prepare('INSERT OR IGNORE INTO signed_call_ids (scope, trace_id, forget_group) VALUES (?, ?, ?)');
    this.db.transaction(() => {
      for (const [scope, registry] of this.registries) {
        for (const [traceId, group] of registry.remembered()) insert.run(scope, traceId, group);
      }
      this.db.prepare('DELETE FROM signed_call_run WHERE id = 1').run();
    })();
  }
}
