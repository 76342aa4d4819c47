// Authorising private channels at subscribe (docs/protocol.md "Authorising private channels"): the checks of a
// signed call, in the same order, over the path /v1/ws and the body privateSubscribeBody(account, channels).
import { STREAM_SIGN_PATH, privateSubscribeBody } from '../../src/core/trading/contract';
import type { AccountKind, SubscribeAuth } from '../../src/core/trading/contract';
import type { GatewayDatabase } from '../db';
import type { Session } from '../sessions';
import { sessionClientKey } from '../signing/client-keys';
import { SIGN_MODES } from '../signing/sign-config';
import type { TraceIdRegistry } from '../signing/trace-ids';
import { checkSignEnvelope, checkSignature, readSignHeaders, signedAt } from '../signing/verify-request';
import type { SignFailure } from '../signing/verify-request';

const PARTS = SIGN_MODES['2'] ?? [];

/** Undefined when the signature holds; otherwise the failure, named as the signed calls name it. */
export function checkSubscribeAuth(
  db: GatewayDatabase,
  session: Session,
  auth: SubscribeAuth,
  request: { account: AccountKind; channels: readonly string[] },
  clock: { now: number; notBefore: number },
  traceIds: TraceIdRegistry,
): SignFailure | undefined {
  const headers = readSignHeaders(auth as unknown as Record<string, string>);
  const envelope = checkSignEnvelope(headers, 2, PARTS, clock);
  if (envelope !== undefined) return envelope;
  const failure = checkSignature(headers, PARTS, sessionClientKey(db, session.id), {
    pathWithQuery: STREAM_SIGN_PATH,
    account: request.account,
    body: privateSubscribeBody(request.account, request.channels),
  });
  if (failure !== undefined) return failure;
  const claim = traceIds.claim(headers.traceId ?? '', signedAt(headers.tm), clock.now);
  return claim === 'fresh' ? undefined : 'signature-replayed';
}
