import { SUCCESS_CODE, SUCCESS_MSG } from './codes';
import type { CodeDefinition } from './codes';
import { serverMessage } from './i18n/messages';

export type EnvelopeStatus = 'success' | 'error';

export interface Envelope<T> {
  status: EnvelopeStatus;
  code: string;
  msg: string;
  data: T | null;
}

export function ok<T>(data: T): Envelope<T> {
  return { status: 'success', code: SUCCESS_CODE, msg: SUCCESS_MSG, data };
}

export function fail(code: string, msg: string): Envelope<never> {
  return { status: 'error', code, msg, data: null };
}

function isErrorEnvelope(payload: unknown): payload is Envelope<unknown> {
  if (typeof payload !== 'object' || payload === null) return false;
  const candidate = payload as Partial<Envelope<unknown>>;
  return candidate.status === 'error' && typeof candidate.msg === 'string';
}

/**
 * An error envelope with its msg in the language of the request's `language` header (server/i18n/messages.ts);
 * any other payload, success envelopes included, as it is. A new object: envelopes may be shared constants.
 */
export function localizeEnvelope<T>(payload: T, language: unknown): T {
  if (!isErrorEnvelope(payload)) return payload;
  const msg = serverMessage(payload.msg, language);
  return msg === payload.msg ? payload : { ...payload, msg };
}

/**
 * Thrown by handlers to answer an error envelope; the error handler turns it into `fail(code, message)` on
 * `statusCode`. Its message reaches the client, so it must describe the request, never the server.
 */
export class GatewayError extends Error {
  readonly code: string;
  readonly statusCode: number;

  constructor(definition: CodeDefinition, message: string = definition.msg) {
    super(message);
    this.name = 'GatewayError';
    this.code = definition.code;
    this.statusCode = definition.httpStatus;
  }
}
