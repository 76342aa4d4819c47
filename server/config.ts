import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_TIMEOUTS } from './connection-edges';
import type { ConnectionTimeouts } from './connection-edges';
import { DEFAULT_RATE_LIMITS } from './limits/rate-limits';
import { DEFAULT_STREAM_LIMITS } from './market/stream-hub';
import { isWellFormedHost } from './origin';
import type { RateLimits } from './limits/rate-limits';
import { DEFAULT_SESSION_POLICY } from './sessions';
import type { SessionPolicy } from './sessions';
import { DEFAULT_SERVER_KEY_POLICY } from './signing/server-key';
import type { ServerKeyPolicy } from './signing/server-key';
import { DEFAULT_DATA_DIR, setting } from './env-setting';

/** Who may set X-Forwarded-*: nobody (false), or the proxies at these addresses (proxy-addr's syntax). */
export type TrustProxy = false | string;

export interface GatewayConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The SQLite file inside dataDir. */
  dbPath: string;
  production: boolean;
  staticDir: string;
  /** The /__dev inspection endpoints and the fault switch (DEV_ENDPOINTS=1); never in production. */
  devEndpoints: boolean;
  trustProxy: TrustProxy;
  timeouts: ConnectionTimeouts;
  rateLimits: RateLimits;
  sessions: SessionPolicy;
  serverKeys: ServerKeyPolicy;
  /** How often the perpetuals settle funding (FUTURES_FUNDING_INTERVAL_MS; 8 hours by default). */
  futuresFundingIntervalMs: number;
  /** The names browsers reach the gateway by, `host[:port]` lower-cased (PUBLIC_HOSTS; none by default). */
  publicHosts: string[];
  /** Market stream sockets one address may hold open (STREAM_MAX_SOCKETS_PER_ADDRESS; 50 by default). */
  streamMaxSocketsPerAddress: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_PORT = 8080;
// Loopback: a gateway started on a laptop is not reachable from the network unless HOST says so.
export const DEFAULT_HOST = '127.0.0.1';
export { DEFAULT_DATA_DIR };
export const DEFAULT_STATIC_DIR = 'dist';
export const DB_FILE_NAME = 'gateway.sqlite';
/** Binance's funding interval: every 8 hours. */
export const DEFAULT_FUNDING_INTERVAL_MS = 8 * 60 * 60 * 1000;

function readPort(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_PORT;
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(port) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function readSwitch(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = setting(env, name);
  if (raw === undefined || raw === '0') return false;
  if (raw === '1') return true;
  throw new ConfigError(`${name} must be 1 (on) or 0 (off), got "${raw}"`);
}

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: unset, the gateway believes no X-Forwarded-* header, since any client can send them. Otherwise the
 * addresses of the proxies in front of it (a comma-separated list of addresses, CIDR ranges or the presets
 * loopback, linklocal and uniquelocal): their X-Forwarded-* headers are believed, nobody else's. Neither "true"
 * nor a hop count is accepted: both would believe a client that talks to the gateway directly.
 */
function readTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined) return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  if (!entries.every(isProxyAddress)) {
    throw new ConfigError(
      `TRUST_PROXY must list the addresses of the proxies in front of the gateway ` +
        `(e.g. 127.0.0.1,10.0.0.0/8 or loopback), got "${raw}"`,
    );
  }
  return entries.join(',');
}

function readMs(env: NodeJS.ProcessEnv, name: string, fallback: number, maxDigits = 9): number {
  const raw = setting(env, name);
  if (raw === undefined) return fallback;
  const ms = raw.length <= maxDigits && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(ms >= 1)) throw new ConfigError(`${name} must be a whole number of milliseconds from 1, got "${raw}"`);
  return ms;
}

function readTimeouts(env: NodeJS.ProcessEnv): ConnectionTimeouts {
  const timeouts: ConnectionTimeouts = {
    headersMs: readMs(env, 'HEADERS_TIMEOUT_MS', DEFAULT_TIMEOUTS.headersMs),
    requestMs: readMs(env, 'REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestMs),
    keepAliveMs: readMs(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_TIMEOUTS.keepAliveMs),
    idleMs: readMs(env, 'IDLE_TIMEOUT_MS', DEFAULT_TIMEOUTS.idleMs),
  };
  // Node refuses a headers timeout longer than the request timeout, which includes it.
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${timeouts.headersMs}) must not exceed REQUEST_TIMEOUT_MS (${timeouts.requestMs})`,
    );
  }
  return timeouts;
}

function readCount(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = setting(env, name);
  if (raw === undefined) return fallback;
  const count = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(count >= 1)) throw new ConfigError(`${name} must be a whole number from 1, got "${raw}"`);
  return count;
}

function readRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  return {
    generalMax: readCount(env, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMITS.generalMax),
    generalWindowMs: readMs(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMITS.generalWindowMs),
    authMax: readCount(env, 'AUTH_RATE_LIMIT_MAX', DEFAULT_RATE_LIMITS.authMax),
    authWindowMs: readMs(env, 'AUTH_RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMITS.authWindowMs),
    orderMax: readCount(env, 'ORDER_RATE_LIMIT_MAX', DEFAULT_RATE_LIMITS.orderMax),
    orderWindowMs: readMs(env, 'ORDER_RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMITS.orderWindowMs),
  };
}

function readSessionPolicy(env: NodeJS.ProcessEnv): SessionPolicy {
  // Up to 12 digits: a lifetime of months is a choice an operator may make (31 years is not, but is harmless).
  const policy = {
    lifetimeMs: readMs(env, 'SESSION_LIFETIME_MS', DEFAULT_SESSION_POLICY.lifetimeMs, 12),
    idleMs: readMs(env, 'SESSION_IDLE_TIMEOUT_MS', DEFAULT_SESSION_POLICY.idleMs, 12),
  };
  if (policy.idleMs > policy.lifetimeMs) {
    throw new ConfigError(
      `SESSION_IDLE_TIMEOUT_MS (${policy.idleMs}) must not exceed SESSION_LIFETIME_MS (${policy.lifetimeMs})`,
    );
  }
  return policy;
}

function readServerKeyPolicy(env: NodeJS.ProcessEnv): ServerKeyPolicy {
  // Up to 12 digits, like the session lifetime: periods are days to months.
  return {
    rotationMs: readMs(env, 'SERVER_KEY_ROTATION_MS', DEFAULT_SERVER_KEY_POLICY.rotationMs, 12),
    graceMs: readMs(env, 'SERVER_KEY_GRACE_MS', DEFAULT_SERVER_KEY_POLICY.graceMs, 12),
  };
}

/**
 * PUBLIC_HOSTS: the names browsers reach the gateway by (comma-separated `host[:port]`, as in the Host header, the port
 * only where it is not the scheme's default), the only names besides this machine's own that the gateway hands back
 * in a URL (server/public-hosts.ts).
 */
function readPublicHosts(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const entries = raw.split(',').map((entry) => entry.trim().toLowerCase());
  const bad = entries.find((entry) => !isWellFormedHost(entry));
  if (bad !== undefined) {
    throw new ConfigError(`PUBLIC_HOSTS must list host names with an optional port (e.g. exchange.example,exchange.example:8443), got "${bad}"`);
  }
  return entries;
}

/** Reads the gateway's environment; throws ConfigError with a message fit for the terminal. */
export function readConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  const dataDir = setting(env, 'DATA_DIR') ?? DEFAULT_DATA_DIR;
  const production = env.NODE_ENV === 'production';
  const devEndpoints = readSwitch(env, 'DEV_ENDPOINTS');
  if (production && devEndpoints) {
    throw new ConfigError('DEV_ENDPOINTS=1 is refused with NODE_ENV=production: production never serves /__dev');
  }
  return {
    port: readPort(setting(env, 'PORT')),
    host: setting(env, 'HOST') ?? DEFAULT_HOST,
    dataDir,
    dbPath: path.join(dataDir, DB_FILE_NAME),
    production,
    staticDir: setting(env, 'STATIC_DIR') ?? DEFAULT_STATIC_DIR,
    devEndpoints,
    trustProxy: readTrustProxy(setting(env, 'TRUST_PROXY')),
    timeouts: readTimeouts(env),
    rateLimits: readRateLimits(env),
    sessions: readSessionPolicy(env),
    serverKeys: readServerKeyPolicy(env),
    futuresFundingIntervalMs: readMs(env, 'FUTURES_FUNDING_INTERVAL_MS', DEFAULT_FUNDING_INTERVAL_MS),
    publicHosts: readPublicHosts(setting(env, 'PUBLIC_HOSTS')),
    streamMaxSocketsPerAddress: readCount(env, 'STREAM_MAX_SOCKETS_PER_ADDRESS', DEFAULT_STREAM_LIMITS.maxSocketsPerAddress),
  };
}
