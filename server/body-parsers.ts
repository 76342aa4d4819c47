import type { FastifyInstance } from 'fastify';
import { registerJsonDepthLimit } from './json-depth';

/**
 * The API takes JSON only (fastify's own parser); any other content type, text/plain, form-urlencoded and
 * multipart included, is answered 415. A page of another site can send those three without a CORS preflight, so
 * refusing them leaves a cross-site form nothing to post. The tracking beacon, which can only send text/plain,
 * adds that parser in its own scope (server/routes/tracking.ts): the one documented exception.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  registerJsonDepthLimit(app);
}
