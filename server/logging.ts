import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { pathOf } from './request-path';

export interface LogDestination {
  write(line: string): void;
}

// Headers that carry credentials or signatures. Request logs never include headers at all; these paths
// catch an explicit `log.info({ headers })` someone adds while debugging.
const SENSITIVE_HEADERS = [
  'authorization',
  'cookie',
  'set-cookie',
  'device-sign',
  'device-sign-key',
  'device-sign-data-md5',
  'x-api-key',
];

const REDACT_PATHS = SENSITIVE_HEADERS.flatMap((name) => [
  `headers["${name}"]`,
  `req.headers["${name}"]`,
  `res.headers["${name}"]`,
  `*.headers["${name}"]`,
]);

export function loggerOptions(enabled: boolean, stream?: LogDestination): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: 'info',
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Replaces fastify's default, which logs the full URL and the remote address.
      req: (req: FastifyRequest) => ({ id: req.id, method: req.method, path: pathOf(req.url) }),
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One line per completed request: method, path, status, time and (from the child logger) the request id.
 * Fastify's own incoming/completed lines are replaced because they log the full URL, query included.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      path: pathOf(request.url),
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) request.log.warn({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}
