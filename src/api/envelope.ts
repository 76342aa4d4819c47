// SPEC 8's envelope rules: every answer is `{status, code, msg, data}`, and the flavour decides whether it is data
// or an error. Answers are untrusted input: anything that is not an envelope is a 'malformed' error, never a crash
// further on.
import { ApiError, capServerMessage, malformedAnswer } from './errors';
import type { Flavour } from './flavours';
import { isUserInfoPath } from './paths';
import { isPlainObject } from './plain-object';

/** The part of an axios response the rules read. */
export interface EnvelopeResponse {
  readonly status: number;
  readonly data: unknown;
}

/** Login expired or token revoked: both flavours. */
const SESSION_CODES = ['20906', '20205'] as const;
/** App: the server's msg is the toast; the user-info call resolves instead (the visitor is simply anonymous). */
const APP_MESSAGE_CODES = ['00004', '00005', '00006'] as const;
/** Events shell: these log the user out, except on the user-info call. */
const EVENTS_LOGOUT_CODES = ['00004', ...SESSION_CODES] as const;
const EVENTS_SUCCESS_CODES = ['00000', '200'] as const;

/** The code as text: strings trimmed, finite numbers stringified, anything else undefined. */
export function codeText(code: unknown): string | undefined {
  if (typeof code === 'string') return code.trim() === '' ? undefined : code.trim();
  if (typeof code === 'number' && Number.isFinite(code)) return String(code);
  return undefined;
}

// JSON numbers lose leading zeros, so a numeric 4 is the wire code 00004 and 0 is 00000.
function hasCode(code: unknown, wireCodes: readonly string[]): boolean {
  if (typeof code === 'string') return wireCodes.includes(code.trim());
  if (typeof code === 'number') return wireCodes.some((wire) => Number(wire) === code);
  return false;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object that is not a plain record' : `a ${typeof value}`;
}

function envelopeError(body: Record<string, unknown>, path: string, quiet = false): ApiError {
  const serverMessage = capServerMessage(body['msg']);
  return new ApiError({
    kind: 'envelope',
    code: codeText(body['code']),
    serverMessage,
    messageKey: serverMessage === undefined ? 'errors.unknown' : undefined,
    toast: !quiet,
    silent: quiet,
    path,
  });
}

function sessionExpired(body: Record<string, unknown>, path: string, action?: 'logout'): ApiError {
  return new ApiError({
    kind: 'session-expired',
    code: codeText(body['code']),
    messageKey: 'errors.loginExpired',
    detail: capServerMessage(body['msg']),
    action,
    path,
  });
}

function readApp(body: Record<string, unknown>, path: string): unknown {
  const code = body['code'];
  if (hasCode(code, SESSION_CODES)) throw sessionExpired(body, path);
  if (hasCode(code, APP_MESSAGE_CODES)) {
    if (isUserInfoPath(path)) return body['data'] ?? null;
    throw envelopeError(body, path);
  }
  if (body['status'] === 'error') throw envelopeError(body, path);
  if (body['data'] === undefined) throw malformedAnswer(path, 'the envelope has no data');
  return body['data'];
}

function readEvents(body: Record<string, unknown>, httpStatus: number, path: string): unknown {
  const code = body['code'];
  if (httpStatus === 200 && hasCode(code, EVENTS_LOGOUT_CODES)) {
    // The user-info call is how the shell learns the visitor is anonymous: no logout, no toast, no console noise.
    if (isUserInfoPath(path)) throw envelopeError(body, path, true);
    throw sessionExpired(body, path, 'logout');
  }
  if (body['status'] !== 'error' && hasCode(code, EVENTS_SUCCESS_CODES)) return body['data'] ?? null;
  throw envelopeError(body, path);
}

/** The answer's `data`, or the ApiError SPEC 8 gives for it (thrown). */
export function readEnvelope(flavour: Flavour, response: EnvelopeResponse, apiPath: string): unknown {
  const body = response.data;
  if (!isPlainObject(body)) throw malformedAnswer(apiPath, `the answer is ${describe(body)}, not an envelope`);
  return flavour.envelope === 'app' ? readApp(body, apiPath) : readEvents(body, response.status, apiPath);
}
