import { SUCCESS_CODE, SUCCESS_MSG } from './codes';
import type { CodeDefinition } from './codes';

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

/** An error envelope; `msg` is the English text, put in the user's language on the way out (server/i18n/). */
export function fail(code: string, msg: string): Envelope<never> {
  return { status: 'error', code, msg, data: null };
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
