// Attempts that guess one account's secret run one after another. The lockout (login-lockout.ts) is read before a
// password check and written after it, and scrypt runs for a third of a second or more in between: a burst of
// guesses sent at once would otherwise all read "not locked" and each get its check. Queued per name, the seventh
// guess of a burst reads the lock the sixth one set.
import type { GatewayDatabase } from '../db';

const queues = new WeakMap<GatewayDatabase, Map<string, Promise<void>>>();

/**
 * Runs `attempt` once every attempt started before it under any of `keys` has settled, and holds those keys until it
 * settles. All keys are taken at once, so two attempts never wait on each other.
 */
export async function oneAtATime<T>(db: GatewayDatabase, keys: readonly string[], attempt: () => Promise<T>): Promise<T> {
  let tails = queues.get(db);
  if (tails === undefined) queues.set(db, (tails = new Map()));
  const names = [...new Set(keys)];
  const before = names.map((name) => tails.get(name));
  let release = (): void => undefined;
  const settled = new Promise<void>((resolve) => (release = resolve));
  for (const name of names) tails.set(name, settled);
  await Promise.all(before);
  try {
    return await attempt();
  } finally {
    release();
    // The last in line leaves no entry behind: the map holds only names with an attempt running or waiting.
    for (const name of names) if (tails.get(name) === settled) tails.delete(name);
  }
}
