// Sign mode 2 signs the body as sent, but fastify hands handlers the parsed value. Every body parser of the gateway
// (server/json-depth.ts) reads the body as text first; it keeps that text here, so the signature is checked against
// exactly the text that was parsed, and the body is read (and limited) by fastify once. An earlier version tapped
// the body stream of each signed call with a pipeline and a Transform: a tenth of a placement's CPU time.
import type { FastifyRequest } from 'fastify';

const bodies = new WeakMap<FastifyRequest, string>();

/** Called by the body parsers with the text they are about to parse. */
export function keepBodyText(request: FastifyRequest, text: string): void {
  bodies.set(request, text);
}

/** The body text of a request; '' when it had none (or its method carries none, so nothing was parsed). */
export function rawBodyText(request: FastifyRequest): string {
  return bodies.get(request) ?? '';
}
