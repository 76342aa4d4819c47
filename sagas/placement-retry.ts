// A placement that got no answer the client could read (the call timed out, the connection failed, a proxy answered
// 502 or 504, the body came cut or garbled) may have been placed all the same: the gateway can have taken the order
// and its answer been lost or broken on the way back. Sending the same order again under the
// same clientOrderId lets the gateway's idempotency answer with that first order (`duplicate: true`, docs/protocol.md
// "Idempotency") rather than place a second. The id is kept for that one order only: the gateway's own answer (the
// order placed, or its refusal) ends it, and so does a submit of other inputs or to the other account.
import { gotNoVerdict } from '../src/core/transport-failure';
import type { PlaceOrderRequest } from '../src/core/trading/contract/orders';
import type { MarketKind } from '../store/trading.actions';

/** What makes two submits the same order: every field sent but the id (in any order), on the same market and account. */
export function placementKey(request: PlaceOrderRequest, scope: { market: MarketKind; paper: boolean }): string {
  const inputs = Object.entries(request)
    .filter(([name, value]) => name !== 'clientOrderId' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([scope.market, scope.paper, inputs]);
}

/** The clientOrderId of the last attempt no answer came back for, and of which order. */
export function placementRetry() {
  let unanswered: { key: string; clientOrderId: string } | null = null;
  return {
    /** The unanswered attempt's id when `key` is the same order; else a new id (and that attempt is forgotten). */
    idFor(key: string, newId: () => string): string {
      if (unanswered?.key === key) return unanswered.clientOrderId;
      unanswered = null;
      return newId();
    },
    /** The id kept for a retry of the last attempt, if any. */
    kept(): string | null {
      return unanswered?.clientOrderId ?? null;
    },
    /** An answer came: the order placed (or found placed), or the gateway's refusal. */
    answered(): void {
      unanswered = null;
    },
    /**
     * The call failed: unless the gateway refused the order in words (an error code, a 4xx), its id is kept for a
     * retry of the same order. A lost connection, a timeout, a 429 or 5xx (a proxy's 502 or 504 among them) and an
     * answer that could not be read say nothing of whether the order was placed; sending it again under the same id
     * is safe either way. Answers whether the id was kept.
     */
    failed(key: string, clientOrderId: string, error: unknown): boolean {
      unanswered = gotNoVerdict(error) ? { key, clientOrderId } : null;
      return unanswered !== null;
    },
  };
}

export type PlacementRetry = ReturnType<typeof placementRetry>;
