// The common request steps of DESIGN "The request path", each adapting one pure function of this folder to the
// axios config. The client runs them in this order, then the caller's extension steps.
import type { InternalAxiosRequestConfig } from 'axios';
import { encodeBody } from './body';
import type { ServerClock } from './clock';
import { commonHeaders } from './common-headers';
import { commonQuery } from './common-query';
import type { HttpMethod } from './common-query';
import { ApiError } from './errors';
import type { Flavour } from './flavours';
import { formatDates, trimParams } from './params';
import { isPlainObject } from './plain-object';
import type { RequestContext } from './request-context';
import { randomUuid } from '../core/uuid';

/**
 * An extension point that runs after the common steps and right before sending: login encryption and request
 * signing plug in here. It sees the final path, query, headers and serialized body.
 */
export type RequestStep = (
  config: InternalAxiosRequestConfig,
  context: RequestContext,
) => InternalAxiosRequestConfig | Promise<InternalAxiosRequestConfig>;

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

function badRequest(detail: string): ApiError {
  return new ApiError({ kind: 'bad-request', messageKey: 'errors.unknown', detail });
}

export function toMethod(value: unknown): HttpMethod {
  const method = typeof value === 'string' ? value.toUpperCase() : '';
  const known = METHODS.find((candidate) => candidate === method);
  if (known === undefined) throw badRequest(`unsupported method ${String(value)}`);
  return known;
}

/** SPEC 5: strings trimmed and dates formatted, in the query and in the body. */
export const cleanParams: RequestStep = (config) => {
  config.params = formatDates(trimParams(config.params));
  config.data = formatDates(trimParams(config.data));
  return config;
};

/** JSON unless the caller asked for a form; FormData keeps the browser's multipart type. */
export const serializeBody: RequestStep = (config) => {
  const body = encodeBody(config.data, String(config.headers.getContentType() ?? ''));
  config.data = body.data;
  // false rather than a deletion: it also keeps axios from adding its form default to a FormData POST.
  if (body.contentType === null) config.headers.setContentType(false);
  else if (body.contentType !== undefined) config.headers.setContentType(body.contentType);
  return config;
};

export function addCommonQuery(clock: ServerClock): RequestStep {
  return (config, context) => {
    const params: unknown = config.params;
    if (params !== undefined && params !== null && !isPlainObject(params)) {
      throw badRequest('query params must be a plain object');
    }
    // The common values come last: languageType must reflect the user's language whatever the caller passed.
    config.params = { ...params, ...commonQuery(toMethod(config.method), context, clock.now()) };
    return config;
  };
}

/** Common headers, the simulation header and the events shell's headers; they win over caller headers. */
export function addCommonHeaders(flavour: Flavour, clock: ServerClock): RequestStep {
  return (config, context) => {
    const ids = { requestId: randomUuid(), requestTime: clock.now() };
    for (const [name, value] of Object.entries(commonHeaders(context, flavour, ids))) config.headers.set(name, value);
    return config;
  };
}

export function commonSteps(flavour: Flavour, clock: ServerClock): RequestStep[] {
  return [cleanParams, serializeBody, addCommonQuery(clock), addCommonHeaders(flavour, clock)];
}
