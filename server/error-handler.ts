import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { GatewayCodes } from './codes';
import type { CodeDefinition } from './codes';
import { GatewayError, fail } from './envelope';
import { localizeEnvelope, markMessageLanguage } from './i18n/localized-messages';
import { LANGUAGE_HEADER } from './i18n/request-language';
import { API_CACHE_CONTROL } from './no-store';
import { applyRequestTime } from './request-time';
import { applySecurityHeaders } from './security-headers';

interface Answer {
  httpStatus: number;
  code: string;
  msg: string;
}

function answer(definition: CodeDefinition, msg: string = definition.msg): Answer {
  return { httpStatus: definition.httpStatus, code: definition.code, msg };
}

const BY_FASTIFY_CODE: Readonly<Record<string, CodeDefinition>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: GatewayCodes.MALFORMED_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: GatewayCodes.EMPTY_JSON_BODY,
  FST_ERR_CTP_BODY_TOO_LARGE: GatewayCodes.BODY_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: GatewayCodes.UNSUPPORTED_MEDIA_TYPE,
};

const BY_STATUS: Readonly<Record<number, CodeDefinition>> = {
  400: GatewayCodes.BAD_REQUEST,
  403: GatewayCodes.FORBIDDEN,
  404: GatewayCodes.NOT_FOUND,
  405: GatewayCodes.METHOD_NOT_ALLOWED,
  413: GatewayCodes.BODY_TOO_LARGE,
  415: GatewayCodes.UNSUPPORTED_MEDIA_TYPE,
  429: GatewayCodes.RATE_LIMITED,
};

/**
 * Maps any error to what the client may see. Only GatewayError and validation messages are passed through:
 * they describe the request. Everything else gets the catalogue message, so no internal detail escapes.
 */
export function classifyError(error: unknown): Answer {
  if (error instanceof GatewayError) {
    return { httpStatus: error.statusCode, code: error.code, msg: error.message };
  }
  const candidate = (typeof error === 'object' && error !== null ? error : {}) as Partial<FastifyError>;
  if (candidate.validation) {
    return answer(GatewayCodes.INVALID_PARAMETER, `Invalid parameter: ${candidate.message ?? ''}`.trim());
  }
  const known = candidate.code === undefined ? undefined : BY_FASTIFY_CODE[candidate.code];
  if (known) return answer(known);
  const status = candidate.statusCode;
  // A SyntaxError from a body parser carries 400; one without a status comes from our own code and is a bug.
  if (error instanceof SyntaxError && status === 400) return answer(GatewayCodes.MALFORMED_JSON);
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const definition = BY_STATUS[status] ?? GatewayCodes.BAD_REQUEST;
    return { httpStatus: status, code: definition.code, msg: definition.msg };
  }
  return answer(GatewayCodes.INTERNAL);
}

export function gatewayErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { httpStatus, code, msg } = classifyError(error);
  if (httpStatus >= 500) {
    request.log.error({ err: error }, 'request failed');
  }
  void reply.code(httpStatus).type('application/json; charset=utf-8').send(fail(code, msg));
}

/**
 * Errors fastify raises before a route is chosen (an undecodable URL) bypass hooks, so the security headers
 * and the server time are applied here directly.
 */
export function frameworkErrorHandler(production: boolean) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply): void => {
    const { httpStatus, code, msg } = classifyError(error);
    applySecurityHeaders(request, reply, production);
    applyRequestTime(reply);
    // Like every API answer (server/no-store.ts), which this one may be: no cache keeps an error either.
    reply.header('cache-control', API_CACHE_CONTROL);
    // No route was chosen, so no hook runs: the message is put in the user's language here.
    const envelope = localizeEnvelope(fail(code, msg), request.headers[LANGUAGE_HEADER]);
    markMessageLanguage(reply, request.headers[LANGUAGE_HEADER]);
    void reply.code(httpStatus).type('application/json; charset=utf-8').send(envelope);
  };
}
