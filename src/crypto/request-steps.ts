// Login encryption and signing as steps of the request pipeline (DESIGN "The request path"). The http client runs
// them after the body is serialized, right before sending, so they see and sign exactly what goes on the wire.
// They are written against the few fields they touch rather than axios's config type, which keeps this folder
// free of axios; any config with these fields (axios's included) passes through them unchanged in type.
import { CryptoError } from './crypto-error';
import type { ClientKeyPair } from './key-pair';
import { encryptLoginBody } from './login-cipher';
import { isEncryptedPath, pathOnly } from '../core/login-paths';
import { targetText } from '../core/request-target';
import { md5Hex } from './digest';
import { deviceCheckFields, signRequest } from './request-signer';
import type { SignDebugInfo, SignedAccount } from './request-signer';
import { SIMULATION_HEADER } from '../config/constants';
import { isDeviceCheckUrl, signModeFor } from './sign-config';
import type { VerifiedSignConfig } from './sign-config';
import type { SignTargetDeps } from './sign-targets';
import type { VerifiedServerKey } from './server-key';

export interface OutgoingRequest {
  /** The API path, possibly with a query string already. */
  url?: string;
  /** Query parameters the transport will serialize. */
  params?: unknown;
  /** The serialized body: JSON or form text, or FormData and other binary bodies as they are. */
  data?: unknown;
  headers: { set(name: string, value: string): unknown; get(name: string): unknown };
}

/** The account a call acts on, as the gateway reads it: `paper` when it carries `paptrading: 1`. */
function accountOf(request: OutgoingRequest): SignedAccount {
  return String(request.headers.get(SIMULATION_HEADER.name) ?? '') === SIMULATION_HEADER.value ? 'paper' : 'real';
}

export type CryptoRequestStep = <R extends OutgoingRequest>(request: R) => Promise<R>;

const JSON_TYPE = 'application/json';

function jsonObjectBody(data: unknown): Record<string, unknown> {
  if (data === undefined || data === null || data === '') return {};
  if (typeof data === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  }
  throw new CryptoError('encrypted calls need a JSON object body');
}

export interface LoginEncryptionDeps {
  /** The server key verified by signing readiness; waits for it, rejects when verification failed. */
  readonly serverKey: () => Promise<VerifiedServerKey>;
  readonly clientKeyPair: () => Promise<ClientKeyPair>;
  /** The server-corrected clock, ms since the epoch: the gateway opens a sealed body only near its time. */
  readonly now: () => number;
}

/** Encrypts the body of every path of ENCRYPTED_PATHS; other requests pass untouched. */
export function loginEncryptionStep(deps: LoginEncryptionDeps): CryptoRequestStep {
  return async (request) => {
    const path = pathOnly(request.url ?? '');
    if (!isEncryptedPath(path)) return request;
    const body = jsonObjectBody(request.data);
    const [serverKey, clientKeyPair] = await Promise.all([deps.serverKey(), deps.clientKeyPair()]);
    const encrypted = await encryptLoginBody(path, body, { serverKey, clientKeyPair }, deps.now());
    request.data = JSON.stringify(encrypted);
    request.headers.set('Content-Type', JSON_TYPE);
    return request;
  };
}

export interface SigningDeps extends SignTargetDeps {
  /**
   * The verified config once signing readiness is 'ready' (waits until then); null when signing is off
   * (clientOpen false, or readiness gave up), and the call then goes unsigned. A rejection fails the call.
   */
  readonly signConfig: () => Promise<VerifiedSignConfig | null>;
  readonly clientKeyPair: () => Promise<ClientKeyPair>;
  /** The server-corrected clock, ms since the epoch. */
  readonly now: () => number;
  readonly newTraceId?: () => string;
  /** Receives SPEC 3's sign debug info of every signed call (development tools). */
  readonly onSigned?: (info: SignDebugInfo) => void;
}

/**
 * Signs the calls the config lists (exact or prefix) and adds the device-check fields on device-check URLs. The
 * query moves into the URL here, serialized once, so what is signed cannot differ from what is sent.
 */
export function signingStep(deps: SigningDeps): CryptoRequestStep {
  return async (request) => {
    // Imported on use, as the app imports it: a static import here would let the bundler merge the check into
    // this module's chunk, and every call would load the signer and the ciphers to be told it is not signed.
    const { canonicalWireTarget, mayBeSigned } = await import('./sign-targets');
    if (!(await mayBeSigned(request, deps))) return request;
    const config = await deps.signConfig();
    if (config === null || !config.clientOpen) return request;
    // The mode is looked up on the path as the gateway will route it, not as the caller spelled it.
    const target = canonicalWireTarget(request.url ?? '', deps.serializeQuery(request.params));
    const mode = signModeFor(target.path, config);
    const deviceCheck = isDeviceCheckUrl(target.path, config);
    if (mode === undefined && !deviceCheck) return request;

    const keyPair = await deps.clientKeyPair();
    if (deviceCheck) {
      const body = jsonObjectBody(request.data);
      request.data = JSON.stringify({ ...body, ...(await deviceCheckFields(body, keyPair)) });
      request.headers.set('Content-Type', JSON_TYPE);
      // Names the key without a session, so the gateway can find the device it registered at login.
      request.headers.set('device-sign-key', await md5Hex(keyPair.publicKey));
    }
    if (mode === undefined) return request;

    const parts = config.signModes[String(mode)];
    if (parts === undefined) throw new CryptoError('sign mode not configured');
    const pathWithQuery = targetText(target);
    request.url = pathWithQuery;
    request.params = undefined;
    const signed = await signRequest({
      mode,
      parts,
      pathWithQuery,
      account: accountOf(request),
      body: typeof request.data === 'string' ? request.data : '',
      keyPair,
      now: deps.now(),
      traceId: deps.newTraceId?.(),
    });
    for (const [name, value] of Object.entries(signed.headers)) request.headers.set(name, value);
    deps.onSigned?.(signed.debug);
    return request;
  };
}
