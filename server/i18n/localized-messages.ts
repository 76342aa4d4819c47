import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Envelope } from '../envelope';
import { serverMessage } from './messages';
import { LANGUAGE_HEADER, catalogOfLanguage, languageTagOf } from './request-language';

function isErrorEnvelope(payload: unknown): payload is Envelope<unknown> {
  if (typeof payload !== 'object' || payload === null) return false;
  const candidate = payload as Partial<Envelope<unknown>>;
  return candidate.status === 'error' && typeof candidate.msg === 'string';
}

/**
 * An error envelope with its msg in the language of the request's `language` header (messages.ts);
 * any other payload, success envelopes included, as it is. A new object: envelopes may be shared constants.
 */
export function localizeEnvelope<T>(payload: T, language: unknown): T {
  if (!isErrorEnvelope(payload)) return payload;
  const msg = serverMessage(payload.msg, language);
  return msg === payload.msg ? payload : { ...payload, msg };
}

/**
 * Says which language an error answer's msg is in, and that it depends on the `language` header, so a cache in
 * between keeps one copy per language instead of handing a Japanese message to the next visitor.
 */
export function markMessageLanguage(reply: FastifyReply, language: unknown): void {
  void reply.header('content-language', languageTagOf(catalogOfLanguage(language)));
  const vary = String(reply.getHeader('vary') ?? '');
  const listed = vary.split(',').map((name) => name.trim().toLowerCase());
  if (!listed.includes(LANGUAGE_HEADER) && !listed.includes('*')) {
    void reply.header('vary', vary.trim() === '' ? LANGUAGE_HEADER : `${vary}, ${LANGUAGE_HEADER}`);
  }
}

/**
 * Every error envelope the gateway sends as an object, from a handler, a hook, the error handler or the not-found
 * handler, leaves in the language of the request's `language` header. Registered before the route plugins, which
 * inherit only the hooks that exist when they load.
 */
export function registerLocalizedMessages(app: FastifyInstance): void {
  // Callback style, not async: it runs on every answer, and a promise per hook is measurable there.
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const language = request.headers[LANGUAGE_HEADER];
    if (isErrorEnvelope(payload)) markMessageLanguage(reply, language);
    done(null, localizeEnvelope(payload, language));
  });
}
