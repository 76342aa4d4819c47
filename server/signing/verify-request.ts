// The signature check of a signed call (SPEC 7 and 8; wire format in docs/protocol.md), as a pure function of
// what the request carries, so each failure is testable on its own. The order is the order of the codes: absent
// headers (00020), the wrong mode (00021), a time outside the window (00022), then the signature itself (00023).
import type { AccountMode } from '../paper-mode';
import type { ClientKey } from './client-keys';
import { verifyClientSignature } from './client-keys';
import { md5Hex } from './digests';
import { SIGN_WINDOW_MS } from './sign-config';
import type { SignPart } from './sign-config';

export const SIGN_SEPARATOR = '\n';
export const SIGNED_TIME_LENGTH = 8;
/** `tm` is ms since the epoch in exactly 13 digits (2001 to 2286), so its first 8 name a span of 100 s. */
export const TM_LENGTH = 13;
/** The span one signed time covers: every `tm` with the same first 8 digits passes with the same signature. */
export const SIGNED_TIME_SPAN_MS = 10 ** (TM_LENGTH - SIGNED_TIME_LENGTH);
/** The trace id the client makes (docs/protocol.md): 128 random bits in lower-case hex; bounded, as it is stored. */
export const TRACE_ID_PATTERN = /^[0-9a-f]{32}$/;

export type SignFailure =
  | 'signature-missing'
  | 'sign-mode-not-matched'
  | 'signature-expired'
  | 'signature-invalid'
  | 'signature-replayed';

export interface SignHeaders {
  sign?: string;
  mode?: string;
  dataMd5?: string;
  keyMd5?: string;
  tm?: string;
  traceId?: string;
}

export function readSignHeaders(headers: Record<string, string | string[] | undefined>): SignHeaders {
  // Only a single non-empty string counts: an array (a repeated header kept apart) cannot say which copy was signed.
  const one = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return {
    sign: one('device-sign'),
    mode: one('device-sign-mode'),
    dataMd5: one('device-sign-data-md5'),
    keyMd5: one('device-sign-key'),
    tm: one('tm'),
    traceId: one('uhti'),
  };
}

export interface SignedValues {
  pathWithQuery: string;
  tm: string;
  traceId: string;
  /** The account the call acts on: `paper` for a `paptrading: 1` call (or a paper stream), else `real`. */
  account: AccountMode;
  body: string;
}

export function signatureBase(parts: readonly SignPart[], values: SignedValues): string {
  const value: Record<SignPart, string> = {
    path: values.pathWithQuery,
    time: values.tm.slice(0, SIGNED_TIME_LENGTH),
    traceId: values.traceId,
    account: values.account,
    body: values.body,
  };
  return parts.map((part) => value[part]).join(SIGN_SEPARATOR);
}

export interface SignClock {
  readonly now: number;
  /**
   * Calls signed before this instant are refused as expired: the gateway's start, since the trace ids it
   * remembered before a restart are gone and a capture from then could otherwise be replayed once more.
   */
  readonly notBefore: number;
}

const TM_PATTERN = new RegExp(`^[1-9]\\d{${TM_LENGTH - 1}}$`);

/** The signed time of `tm` in ms, or NaN when it is not a time of exactly TM_LENGTH digits. */
export function signedAt(tm: string | undefined): number {
  return tm !== undefined && TM_PATTERN.test(tm) ? Number(tm) : NaN;
}

/**
 * The latest time whose `tm` shares `time`'s signed digits: a captured call can be sent with any `tm` up to it under
 * the same signature, so its trace id must be remembered until that time is out of the window as well.
 */
export function lastTimeSignedAlike(time: number): number {
  return (Math.floor(time / SIGNED_TIME_SPAN_MS) + 1) * SIGNED_TIME_SPAN_MS - 1;
}

/**
 * Everything but the key: headers present (a trace id that is not one counts as absent), the configured mode, and
 * a time inside the window.
 */
export function checkSignEnvelope(
  headers: SignHeaders,
  mode: number,
  parts: readonly SignPart[],
  clock: SignClock,
): SignFailure | undefined {
  const { sign, mode: sentMode, dataMd5, keyMd5, tm, traceId } = headers;
  if (sign === undefined || sentMode === undefined || dataMd5 === undefined || keyMd5 === undefined) {
    return 'signature-missing';
  }
  if (tm === undefined) return 'signature-missing';
  if (parts.includes('traceId') && (traceId === undefined || !TRACE_ID_PATTERN.test(traceId))) {
    return 'signature-missing';
  }
  if (sentMode !== String(mode)) return 'sign-mode-not-matched';
  const time = signedAt(tm);
  if (!(Math.abs(time - clock.now) <= SIGN_WINDOW_MS) || time < clock.notBefore) return 'signature-expired';
  return undefined;
}

/** The signature against the session's key: key fingerprint, data digest, then the RSA signature. */
export function checkSignature(
  headers: SignHeaders,
  parts: readonly SignPart[],
  key: ClientKey | undefined,
  request: { pathWithQuery: string; account: AccountMode; body: string },
): SignFailure | undefined {
  if (key === undefined || headers.keyMd5?.toLowerCase() !== key.md5) return 'signature-invalid';
  const base = signatureBase(parts, {
    pathWithQuery: request.pathWithQuery,
    tm: headers.tm ?? '',
    traceId: headers.traceId ?? '',
    account: request.account,
    body: request.body,
  });
  if (headers.dataMd5?.toLowerCase() !== md5Hex(base)) return 'signature-invalid';
  return verifyClientSignature(key, base, headers.sign ?? '') ? undefined : 'signature-invalid';
}
