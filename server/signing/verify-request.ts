// The signature check of a signed call (SPEC 7 and 8; wire format in docs/protocol.md), as a pure function of
// what the request carries, so each failure is testable on its own. The order is the order of the codes: absent
// headers (00020), the wrong mode (00021), a time outside the window (00022), then the signature itself (00023).
import type { ClientKey } from './client-keys';
import { verifyClientSignature } from './client-keys';
import { md5Hex } from './digests';
import { SIGN_WINDOW_MS } from './sign-config';
import type { SignPart } from './sign-config';

export const SIGN_SEPARATOR = '\n';
export const SIGNED_TIME_LENGTH = 8;

export type SignFailure = 'signature-missing' | 'sign-mode-not-matched' | 'signature-expired' | 'signature-invalid';

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
  body: string;
}

export function signatureBase(parts: readonly SignPart[], values: SignedValues): string {
  const value: Record<SignPart, string> = {
    path: values.pathWithQuery,
    time: values.tm.slice(0, SIGNED_TIME_LENGTH),
    traceId: values.traceId,
    body: values.body,
  };
  return parts.map((part) => value[part]).join(SIGN_SEPARATOR);
}

/** Everything but the key: headers present, the configured mode, and a time inside the window. */
export function checkSignEnvelope(
  headers: SignHeaders,
  mode: number,
  parts: readonly SignPart[],
  now: number,
): SignFailure | undefined {
  const { sign, mode: sentMode, dataMd5, keyMd5, tm, traceId } = headers;
  if (sign === undefined || sentMode === undefined || dataMd5 === undefined || keyMd5 === undefined) {
    return 'signature-missing';
  }
  if (tm === undefined || (parts.includes('traceId') && traceId === undefined)) return 'signature-missing';
  if (sentMode !== String(mode)) return 'sign-mode-not-matched';
  const time = /^\d{1,16}$/.test(tm) ? Number(tm) : NaN;
  if (!(Math.abs(time - now) <= SIGN_WINDOW_MS)) return 'signature-expired';
  return undefined;
}

/** The signature against the session's key: key fingerprint, data digest, then the RSA signature. */
export function checkSignature(
  headers: SignHeaders,
  parts: readonly SignPart[],
  key: ClientKey | undefined,
  request: { pathWithQuery: string; body: string },
): SignFailure | undefined {
  if (key === undefined || headers.keyMd5?.toLowerCase() !== key.md5) return 'signature-invalid';
  const base = signatureBase(parts, {
    pathWithQuery: request.pathWithQuery,
    tm: headers.tm ?? '',
    traceId: headers.traceId ?? '',
    body: request.body,
  });
  if (headers.dataMd5?.toLowerCase() !== md5Hex(base)) return 'signature-invalid';
  return verifyClientSignature(key, base, headers.sign ?? '') ? undefined : 'signature-invalid';
}
