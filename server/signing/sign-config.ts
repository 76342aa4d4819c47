// The gateway sign configuration (SPEC 3) this gateway serves and enforces. The user-info call is deliberately
// not listed: it is how an anonymous visitor learns it is anonymous, and sessions made by /__dev/session (browser
// tests) have no registered key, so signing it would turn both into 00023 logouts.

export type SignPart = 'path' | 'time' | 'traceId' | 'body';
export type KeyAlgorithm = 'rsa1024' | 'rsa2048';

export const SIGN_MODES: Readonly<Record<string, readonly SignPart[]>> = {
  '0': ['path', 'time'],
  '1': ['path', 'time', 'traceId'],
  '2': ['path', 'time', 'traceId', 'body'],
};

export const EXACT_URLS: Readonly<Record<string, number>> = {
  '/v1/account/profile': 1,
  '/v1/asset/balance': 2,
};

export const PREFIX_URLS: Readonly<Record<string, number>> = {
  '/v1/asset/': 2,
  '/v1/order/': 2,
  '/v1/account/': 1,
};

export const USER_CHECK_DEVICE_URLS: readonly string[] = ['/v1/user/checkDevice'];

export const DEFAULT_ALGORITHM: KeyAlgorithm = 'rsa1024';

/** How far `tm` may be from the gateway's clock, either way. */
export const SIGN_WINDOW_MS = 5 * 60 * 1000;

export interface GatewaySignConfig {
  clientOpen: boolean;
  serverPublicKey: string;
  serverPublicKeySign: string;
  defaultAlgorithm: KeyAlgorithm;
  exactUrls: Readonly<Record<string, number>>;
  prefixUrls: Readonly<Record<string, number>>;
  signModes: Readonly<Record<string, readonly SignPart[]>>;
  userCheckDeviceUrl: readonly string[];
}

export function gatewaySignConfig(serverPublicKey: string, serverPublicKeySign: string): GatewaySignConfig {
  return {
    clientOpen: true,
    serverPublicKey,
    serverPublicKeySign,
    defaultAlgorithm: DEFAULT_ALGORITHM,
    exactUrls: EXACT_URLS,
    prefixUrls: PREFIX_URLS,
    signModes: SIGN_MODES,
    userCheckDeviceUrl: USER_CHECK_DEVICE_URLS,
  };
}

/** The sign mode of a path (no query): an exact entry first, then the longest matching prefix. */
export function signModeFor(path: string): number | undefined {
  if (Object.hasOwn(EXACT_URLS, path)) return EXACT_URLS[path];
  let best: string | undefined;
  for (const prefix of Object.keys(PREFIX_URLS)) {
    if (path.startsWith(prefix) && (best === undefined || prefix.length > best.length)) best = prefix;
  }
  return best === undefined ? undefined : PREFIX_URLS[best];
}
