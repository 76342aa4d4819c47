// A placement that got no answer (the call timed out, the connection failed) may have been placed all the same: the
// gateway can have taken the order and its answer been lost on the way back. Sending the same order again under the
// same clientOrderId lets the gateway's idempotency answer with that first order (`duplicate: true`, docs/protocol.md
// "Idempotency") rather than place a second. The id is kept for that one order only: any answer (the order placed,
// or refused by the gateway) ends it, and so does a submit of other inputs or to the other account.
import { isTransportFailure } from '../src/core/transport-failure';
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
    /** An answer came: the order placed (or found placed), or the gateway's refusal. */
    answered(): void {
      unanswered = null;
    },
    /** The call failed: with no answer at all (a transport failure) its id is kept for a retry of the same order. */
    failed(key: string, clientOrderId: string, error: unknown): void {
      unanswered = isTransportFailure(error) ? { key, clientOrderId } : null;
    },
  };
}

export type PlacementRetry = ReturnType<typeof placementRetry>;
