// The gateway sign configuration (SPEC 3), read from GET /v1/mix/config/gatewaySignConfig. It is checked field by
// field before use: a config the client misreads would make it sign the wrong parts and every signed call fail.
import { CryptoError } from './crypto-error';
import type { KeyAlgorithmName } from './key-algorithm';
import type { VerifiedServerKey } from './server-key';

export type SignPart = 'path' | 'time' | 'traceId' | 'account' | 'body';

export const SIGN_PARTS: readonly SignPart[] = ['path', 'time', 'traceId', 'account', 'body'];

export interface GatewaySignConfig {
  readonly clientOpen: boolean;
  readonly serverPublicKey: string;
  readonly serverPublicKeySign: string;
  readonly defaultAlgorithm: KeyAlgorithmName;
  /** Path (no query) to sign mode. */
  readonly exactUrls: Readonly<Record<string, number>>;
  /** Path prefix to sign mode; the longest matching prefix applies. */
  readonly prefixUrls: Readonly<Record<string, number>>;
  /** Sign mode (as a decimal string) to the parts it signs, in signing order. */
  readonly signModes: Readonly<Record<string, readonly SignPart[]>>;
  /** Paths whose JSON payload gets userCheckDeviceSign and lastAlgorithm. */
  readonly userCheckDeviceUrl: readonly string[];
}

/** A config whose server key passed verification against the issuer. */
export interface VerifiedSignConfig extends GatewaySignConfig {
  readonly serverKey: VerifiedServerKey;
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function invalid(): CryptoError {
  return new CryptoError('invalid sign config');
}

function modeTable(value: unknown): Record<string, number> {
  if (!isRecord(value)) throw invalid();
  const table: Record<string, number> = {};
  for (const [path, mode] of Object.entries(value)) {
    if (!path.startsWith('/') || typeof mode !== 'number' || !Number.isInteger(mode) || mode < 0) throw invalid();
    table[path] = mode;
  }
  return table;
}

function signModes(value: unknown): Record<string, readonly SignPart[]> {
  if (!isRecord(value)) throw invalid();
  const modes: Record<string, readonly SignPart[]> = {};
  for (const [mode, parts] of Object.entries(value)) {
    if (!/^\d+$/.test(mode) || !Array.isArray(parts) || parts.length === 0) throw invalid();
    // A part this client cannot produce would be signed as nothing, and the gateway would reject every call.
    if (!parts.every((part) => SIGN_PARTS.includes(part as SignPart))) throw invalid();
    if (new Set(parts).size !== parts.length) throw invalid();
    modes[String(Number(mode))] = Object.freeze([...(parts as SignPart[])]);
  }
  return modes;
}

/** The `gatewaySignConfig` object of the answer, checked; throws CryptoError('invalid sign config'). */
export function parseSignConfig(raw: unknown): GatewaySignConfig {
  if (!isRecord(raw)) throw invalid();
  const { clientOpen, serverPublicKey, serverPublicKeySign, defaultAlgorithm } = raw;
  if (typeof clientOpen !== 'boolean') throw invalid();
  if (typeof serverPublicKey !== 'string' || typeof serverPublicKeySign !== 'string') throw invalid();
  if (defaultAlgorithm !== 'rsa1024' && defaultAlgorithm !== 'rsa2048') throw invalid();
  const deviceUrls = raw['userCheckDeviceUrl'] ?? [];
  if (!Array.isArray(deviceUrls) || !deviceUrls.every((url) => typeof url === 'string' && url.startsWith('/'))) {
    throw invalid();
  }
  const config: GatewaySignConfig = {
    clientOpen,
    serverPublicKey,
    serverPublicKeySign,
    defaultAlgorithm,
    exactUrls: modeTable(raw['exactUrls'] ?? {}),
    prefixUrls: modeTable(raw['prefixUrls'] ?? {}),
    signModes: signModes(raw['signModes'] ?? {}),
    userCheckDeviceUrl: [...(deviceUrls as string[])],
  };
  const used = [...Object.values(config.exactUrls), ...Object.values(config.prefixUrls)];
  if (used.some((mode) => config.signModes[String(mode)] === undefined)) throw invalid();
  return config;
}

/**
 * Signing readiness's "verifying the server key" step in one call: parse, then verify the server key against the
 * issuer. Throws CryptoError('invalid sign config') or CryptoError('server key verification failed').
 */
export async function verifySignConfig(raw: unknown, issuerPem: string): Promise<VerifiedSignConfig> {
  const config = parseSignConfig(raw);
  // The certificate reader and the signature check load with the first verification, not with the URL tables.
  const { verifyServerKey } = await import('./server-key');
  const serverKey = await verifyServerKey(config, issuerPem);
  return { ...config, serverKey };
}

/** The sign mode of a path (without its query): an exact entry wins, then the longest matching prefix. */
export function signModeFor(path: string, config: Pick<GatewaySignConfig, 'exactUrls' | 'prefixUrls'>) {
  const exact = Object.hasOwn(config.exactUrls, path) ? config.exactUrls[path] : undefined;
  if (exact !== undefined) return exact;
  let best: { length: number; mode: number } | undefined;
  for (const [prefix, mode] of Object.entries(config.prefixUrls)) {
    if (path.startsWith(prefix) && (best === undefined || prefix.length > best.length)) {
      best = { length: prefix.length, mode };
    }
  }
  return best?.mode;
}

export function isDeviceCheckUrl(path: string, config: Pick<GatewaySignConfig, 'userCheckDeviceUrl'>): boolean {
  return config.userCheckDeviceUrl.includes(path);
}
