import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializeCookie } from './cookies';
import type { CookieOptions } from './cookies';
import { cameOverHttps } from './security-headers';
import { REFRESH_TOKEN_COOKIE, USER_ID_COOKIE } from './sessions';
import type { NewSession } from './sessions';

function baseOptions(request: FastifyRequest, maxAge: number): CookieOptions {
  // Secure only over https: local development and the browser tests run on plain http, where a Secure cookie
  // would never be sent back.
  return { maxAge, sameSite: 'Lax', path: '/', secure: cameOverHttps(request) };
}

/**
 * Hands a session to the browser: the token in an HttpOnly cookie scripts cannot read, and the user id in a
 * readable one, which the client uses to know who is logged in without a round trip (SPEC 3, cookies read).
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, session: NewSession): void {
  // The browser keeps the cookie for the session's absolute lifetime; the idle timeout is the gateway's to apply.
  const maxAge = Math.floor((session.expiresAt - session.createdAt) / 1000);
  const options = baseOptions(request, maxAge);
  reply.header('set-cookie', [
    serializeCookie(REFRESH_TOKEN_COOKIE, session.token, { ...options, httpOnly: true }),
    serializeCookie(USER_ID_COOKIE, session.userId, options),
  ]);
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = baseOptions(request, 0);
  reply.header('set-cookie', [
    serializeCookie(REFRESH_TOKEN_COOKIE, '', { ...options, httpOnly: true }),
    serializeCookie(USER_ID_COOKIE, '', options),
  ]);
}
