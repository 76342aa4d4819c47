// The gateway sign configuration (SPEC 3) this gateway serves and enforces. The user-info call is deliberately
// not listed: it is how an anonymous visitor learns it is anonymous, and sessions made by /__dev/session (browser
// tests) have no registered key, so signing it would turn both into 00023 logouts.

export type SignPart = 'path' | 'time' | 'traceId' | 'account' | 'body';
export type KeyAlgorithm = 'rsa1024' | 'rsa2048';

/**
 * Mode 2, which every signed route of this gateway uses, also signs the account the call acts on (`real`, or `paper`
 * when the `paptrading: 1` header asks for it): a header outside the signature would let whoever can touch the
 * request in transit turn a paper order into a real one. Modes 0 and 1 are as SPEC 7 lists them.
 */
export const SIGN_MODES: Readonly<Record<string, readonly SignPart[]>> = {
  '0': ['path', 'time'],
  '1': ['path', 'time', 'traceId'],
  '2': ['path', 'time', 'traceId', 'account', 'body'],
};

/**
 * Path prefixes whose every route is signed, with their mode: routes added under them inherit it, and the client
 * signs any call under them, so a new trading route is covered before anyone lists it. Mode 2 throughout: the
 * calls under these prefixes move money or read accounts, and mode 2 binds the body as well as the trace id.
 */
export const SIGNED_PREFIXES: Readonly<Record<string, number>> = {
  '/v1/asset/': 2,
  '/v1/order/': 2,
  '/v1/account/': 2,
  '/v1/futures/order/': 2,
  '/v1/futures/account/': 2,
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

export interface SignedUrls {
  readonly exactUrls: Readonly<Record<string, number>>;
  readonly prefixUrls: Readonly<Record<string, number>>;
}

/** The served configuration; the URL tables come from the routes themselves (signed-routes.ts). */
export function gatewaySignConfig(serverPublicKey: string, serverPublicKeySign: string, urls: SignedUrls): GatewaySignConfig {
  return {
    clientOpen: true,
    serverPublicKey,
    serverPublicKeySign,
    defaultAlgorithm: DEFAULT_ALGORITHM,
    exactUrls: urls.exactUrls,
    prefixUrls: urls.prefixUrls,
    signModes: SIGN_MODES,
    userCheckDeviceUrl: USER_CHECK_DEVICE_URLS,
  };
}

/** The mode of the longest signed prefix `url` starts with. */
export function prefixModeFor(url: string, prefixes: Readonly<Record<string, number>> = SIGNED_PREFIXES): number | undefined {
  let best: string | undefined;
  for (const prefix of Object.keys(prefixes)) {
    if (url.startsWith(prefix) && (best === undefined || prefix.length > best.length)) best = prefix;
  }
  return best === undefined ? undefined : prefixes[best];
}
