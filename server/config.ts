import path from 'node:path';

export interface GatewayConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The SQLite file inside dataDir. */
  dbPath: string;
  production: boolean;
  staticDir: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '0.0.0.0';
export const DEFAULT_DATA_DIR = '.data';
export const DEFAULT_STATIC_DIR = 'dist';
export const DB_FILE_NAME = 'gateway.sqlite';

// An empty variable (`PORT= npm start`) means "not set", as shells and .env files commonly produce it.
function setting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function readPort(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_PORT;
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(port) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

/** Reads the gateway's environment; throws ConfigError with a message fit for the terminal. */
export function readConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  const dataDir = setting(env, 'DATA_DIR') ?? DEFAULT_DATA_DIR;
  return {
    port: readPort(setting(env, 'PORT')),
    host: setting(env, 'HOST') ?? DEFAULT_HOST,
    dataDir,
    dbPath: path.join(dataDir, DB_FILE_NAME),
    production: env.NODE_ENV === 'production',
    staticDir: setting(env, 'STATIC_DIR') ?? DEFAULT_STATIC_DIR,
  };
}
