// Runs a login attempt under the lockout of the account it names (login-lockout.ts): refused while locked, a wrong
// secret counted, a success clearing the count, whichever name of the account the login used.
import type { FastifyReply } from 'fastify';
import { GatewayCodes } from '../codes';
import type { GatewayDatabase } from '../db';
import { GatewayError } from '../envelope';
import type { SensitiveValues } from '../login/field-rules';
import { LoginCodes } from '../login/login-codes';
import { clearFailures, lockedForAny, loginKeys, recordFailures, retryAfterHeader } from './login-lockout';
import { oneAtATime } from './one-at-a-time';

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
  // One attempt at a time per name (one-at-a-time.ts): each reads the lock the one before it may have set.
  return oneAtATime(db, keys, async () => {
    const wait = lockedForAny(db, keys, now);
    if (wait > 0) {
      void reply.header('retry-after', retryAfterHeader(wait));
      throw new GatewayError(GatewayCodes.LOGIN_LOCKED);
    }
    try {
      const result = await attempt();
      clearFailures(db, keys);
      return result;
    } catch (error) {
      if (error instanceof GatewayError && COUNTED.has(error.code)) recordFailures(db, keys, now);
      throw error;
    }
  });
}

/**
 * Runs a login naming `values` under the lockout of the account it names (loginKeys): by its login name, its email
 * (as email or as login name) or its phone, one count and one lock. A name no account uses is counted alone.
 */
export async function underLockout<T>(
  db: GatewayDatabase,
  values: SensitiveValues,
  reply: FastifyReply,
  now: number,
  attempt: () => Promise<T> | T,
): Promise<T> {
  const keys = loginKeys(db, values);
  return keys.length === 0 ? attempt() : underAccountLockout(db, keys, reply, now, attempt);
}
