import type { FastifyInstance } from 'fastify';
import { localizeEnvelope } from '../envelope';
import { LANGUAGE_HEADER } from './request-language';

/**
 * Every error envelope the gateway sends as an object, from a handler, a hook, the error handler or the not-found
 * handler, leaves in the language of the request's `language` header. Registered before the route plugins, which
 * inherit only the hooks that exist when they load.
 */
export function registerLocalizedMessages(app: FastifyInstance): void {
  // Callback style, not async: it runs on every answer, and a promise per hook is measurable there.
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    done(null, localizeEnvelope(payload, request.headers[LANGUAGE_HEADER]));
  });
}
