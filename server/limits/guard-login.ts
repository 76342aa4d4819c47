// Runs a login attempt under the account name's lockout (login-lockout.ts): refused while locked, a wrong secret
// counted, a success clearing the count.
import type { FastifyReply } from 'fastify';
import { GatewayCodes } from '../codes';
import type { GatewayDatabase } from '../db';
import { GatewayError } from '../envelope';
import type { SensitiveValues } from '../login/field-rules';
import { LoginCodes } from '../login/login-codes';
import { accountKey, clearFailures, lockedFor, recordFailure, retryAfterHeader } from './login-lockout';

const COUNTED = new Set<string>([LoginCodes.BAD_CREDENTIALS.code, LoginCodes.BAD_CODE.code]);

/**
 * Runs `attempt` under the lockout of every key in `keys` (login-lockout.ts accountKeysOf): refused while any of
 * them is locked; a wrong secret counts once under each, a success clears them all.
 */
export async function underAccountLockout<T>(
  db: GatewayDatabase,
  keys: readonly string[],
  reply: FastifyReply,
  now: number,
  attempt: () => Promise<T> | T,
): Promise<T> {
  const wait = Math.max(0, ...keys.map((key) => lockedFor(db, key, now)));
  if (wait > 0) {
    void reply.header('retry-after', retryAfterHeader(wait));
    throw new GatewayError(GatewayCodes.LOGIN_LOCKED);
  }
  try {
    const result = await attempt();
    for (const key of keys) clearFailures(db, key);
    return result;
  } catch (error) {
    if (error instanceof GatewayError && COUNTED.has(error.code)) for (const key of keys) recordFailure(db, key, now);
    throw error;
  }
}

export async function underLockout<T>(
  db: GatewayDatabase,
  values: SensitiveValues,
  reply: FastifyReply,
  now: number,
  attempt: () => Promise<T> | T,
): Promise<T> {
  const key = accountKey(values);
  return key === undefined ? attempt() : underAccountLockout(db, [key], reply, now, attempt);
}
