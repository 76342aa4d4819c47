import type { FastifyInstance, FastifyReply } from 'fastify';

export const REQUEST_TIME_HEADER = 'request-time';

/** The gateway's clock in ms since the epoch, which the client uses to correct its own (SPEC 7). */
export function applyRequestTime(reply: FastifyReply): void {
  reply.header(REQUEST_TIME_HEADER, String(Date.now()));
}

export function registerRequestTime(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    applyRequestTime(reply);
    done(null, payload);
  });
}
