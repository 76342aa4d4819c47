// What happens at the socket, before fastify has a request: how long a client may take, and what a request the
// HTTP parser refuses is answered with. A slow client (headers or body trickled a byte at a time, or a socket
// opened and left idle) is cut off, and a malformed or oversized request gets the envelope like any other error.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import { GatewayCodes } from './codes';
import type { CodeDefinition } from './codes';
import { fail, GatewayError } from './envelope';
import { REQUEST_TIME_HEADER } from './request-time';
import { SECURITY_HEADERS } from './security-headers';

export interface ConnectionTimeouts {
  /** From the first byte of a request until its headers are complete (Node's headersTimeout). */
  readonly headersMs: number;
  /** From the first byte of a request until it is completely received, body included (requestTimeout). */
  readonly requestMs: number;
  /** An idle keep-alive connection between requests is closed after this (keepAliveTimeout). */
  readonly keepAliveMs: number;
  /** A socket with no traffic at all in either direction is closed after this (fastify's connectionTimeout). */
  readonly idleMs: number;
}

export const DEFAULT_TIMEOUTS: ConnectionTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  // Longer than the 60 s idle timeout of common proxies and load balancers, so they, not we, close first.
  keepAliveMs: 72_000,
  idleMs: 120_000,
};

/** How often Node looks for requests past their headers or request timeout: often enough to keep them tight. */
export function checkingIntervalMs(timeouts: ConnectionTimeouts): number {
  return Math.max(10, Math.min(1_000, Math.floor(timeouts.headersMs / 4)));
}

interface ClientError extends Error {
  code?: string;
}

function refusal(error: ClientError): CodeDefinition {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return GatewayCodes.REQUEST_TIMEOUT;
  if (error.code === 'HPE_HEADER_OVERFLOW') return GatewayCodes.HEADERS_TOO_LARGE;
  return GatewayCodes.BAD_REQUEST;
}

/** The raw HTTP response to a request the parser refused: the envelope, the security headers, then close. */
export function refusalResponse(definition: CodeDefinition, now: number = Date.now()): string {
  const body = JSON.stringify(fail(definition.code, definition.msg));
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    [REQUEST_TIME_HEADER]: String(now),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  const status = definition.httpStatus;
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Node's `clientError`: the parser refused the bytes (400), the headers outgrew the limit (431), or the client
 * was too slow (408). Fastify never sees these requests, so the envelope is written to the socket here.
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(refusalResponse(refusal(error)), () => socket.destroy());
}

type ConnectionOptions = Pick<
  FastifyHttpOptions<Server>,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'http' | 'clientErrorHandler'
>;

/** The fastify options that carry the timeouts and the client-error answer. */
export function connectionOptions(timeouts: ConnectionTimeouts): ConnectionOptions {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: checkingIntervalMs(timeouts),
      // Node answers an HTTP/1.1 request without Host with a bare 400 of its own, no envelope and no security
      // headers; the gateway refuses it instead (registerHostGuard).
      requireHostHeader: false,
    },
    clientErrorHandler: answerClientError,
  };
}

/**
 * Refuses an HTTP/1.1 request without a Host header (RFC 9112 3.2: a server must answer it 400), with the envelope,
 * before any other hook. HTTP/1.0 has no Host requirement.
 */
export function registerHostGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    if (raw.httpVersionMajor !== 1 || raw.httpVersionMinor !== 1 || raw.headers.host) return done();
    // As Node does for it: the connection is closed after the answer.
    void reply.header('connection', 'close');
    done(new GatewayError(GatewayCodes.BAD_REQUEST, `${GatewayCodes.BAD_REQUEST.msg}: the Host header is required`));
  });
}
