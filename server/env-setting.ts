// Reading one setting from the environment, shared by the gateway's config and the issuer's files.

/** Where the gateway keeps its database and keys unless DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = '.data';

/** A variable's value; an empty one (`PORT= npm start`) means "not set", as shells and .env files commonly produce it. */
export function setting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}
