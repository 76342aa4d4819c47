// Sub-account switching (SPEC 6): the session of a parent moves to one of its sub-accounts, and back. Each move
// ends the old session and starts a new one, so a token never changes whose account it opens.
import { findUserById, parentAccountId, subAccountIds } from '../accounts';
import type { UserRow } from '../accounts';
import { WireCodes } from '../codes';
import type { GatewayDatabase } from '../db';
import { GatewayError } from '../envelope';
import type { Session } from '../sessions';
import { invalidParameter } from './field-rules';
import type { SensitiveValues } from './field-rules';

export function switchTarget(
  db: GatewayDatabase,
  session: Session,
  values: SensitiveValues,
  direction: 'to-sub' | 'back',
): UserRow {
  let targetId: string | undefined;
  if (direction === 'to-sub') {
    if (values.userId === undefined) throw invalidParameter('userId is required');
    targetId = subAccountIds(db, session.userId).includes(values.userId) ? values.userId : undefined;
  } else {
    const parent = parentAccountId(db, session.userId);
    targetId = values.userId === undefined || values.userId === parent ? parent : undefined;
  }
  const target = targetId === undefined ? undefined : findUserById(db, targetId);
  if (target === undefined) throw new GatewayError(WireCodes.OPERATION_NOT_ALLOWED);
  return target;
}
