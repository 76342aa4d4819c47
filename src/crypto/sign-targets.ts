// Which calls the signing step has to work on, decided from the path alone: the request target as it goes on the
// wire, and the sign config's URL tables. Kept apart from the ciphers and the signer so the app can ask it of every
// call and load those only for a call that is signed.
import { CryptoError } from './crypto-error';
import { pathOnly } from '../core/login-paths';
import { parseRequestTarget } from '../core/request-target';
import type { RequestTarget } from '../core/request-target';
import { isDeviceCheckUrl, signModeFor } from './sign-config';
import type { GatewaySignConfig } from './sign-config';

// The sign config itself is fetched before signing can be ready; waiting for readiness there would never end.
const SIGN_CONFIG_SUFFIX = '/mix/config/gatewaySignConfig';

export type SignUrlTables = Pick<GatewaySignConfig, 'clientOpen' | 'exactUrls' | 'prefixUrls' | 'userCheckDeviceUrl'>;

export interface SignTargetDeps {
  /** The query serializer the transport uses, so the signed query is byte for byte the one sent. */
  readonly serializeQuery: (params: unknown) => string;
  /**
   * The config's URL tables, read before its server key is verified (the issuer's signature covers the key only):
   * a call they do not list is sent as it is, without waiting for readiness, a key pair or the issuer check. Null
   * when there is nothing to go by, and every call then waits for the verified config.
   */
  readonly urlTables?: () => Promise<SignUrlTables | null>;
  /** Paths that never wait for readiness; by default the sign config call. */
  readonly skip?: (path: string) => boolean;
}

/**
 * The path and query exactly as they will go on the wire. Browsers (and Node's http) put a URL through the WHATWG
 * parser before sending, which percent-encodes a few characters a query serializer may leave as they are (a quote,
 * for one); signing the parser's output is signing the bytes the gateway receives.
 */
export function wirePathWithQuery(url: string, query: string): string {
  const joined = query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`;
  const parsed = new URL(joined, 'http://gateway.invalid');
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The canonical request target (src/core/request-target.ts) the call will be sent as, which is what the gateway
 * routes on and what the signature covers. A path the gateway would refuse as non-canonical is refused here,
 * before anything is signed or sent.
 */
export function canonicalWireTarget(url: string, query: string): RequestTarget {
  const parsed = parseRequestTarget(wirePathWithQuery(url, query));
  if (!parsed.ok) throw new CryptoError('non-canonical path');
  return { path: parsed.path, query: parsed.query };
}

/**
 * False for a call the signing step leaves as it is without waiting for anything: the sign config call, and calls
 * the URL tables do not list (signed or device-checked). True when they list it, or cannot tell.
 */
export async function mayBeSigned(request: { url?: string; params?: unknown }, deps: SignTargetDeps): Promise<boolean> {
  const skip = deps.skip ?? ((path: string) => path.endsWith(SIGN_CONFIG_SUFFIX));
  if (skip(pathOnly(request.url ?? ''))) return false;
  const tables = deps.urlTables ? await deps.urlTables() : null;
  if (tables === null) return true;
  if (!tables.clientOpen) return false;
  let target: RequestTarget;
  try {
    target = canonicalWireTarget(request.url ?? '', deps.serializeQuery(request.params));
  } catch {
    // A path the gateway would refuse is refused by the signing step's full check, as without the tables.
    return true;
  }
  return signModeFor(target.path, tables) !== undefined || isDeviceCheckUrl(target.path, tables);
}
