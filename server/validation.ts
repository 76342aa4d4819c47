import type { FastifyRequest } from 'fastify';

/** `locale`, as every public call may send it: a short code such as en or zh-CN, and never required. */
export const LOCALE_PROPERTY = { type: 'string', maxLength: 16 } as const;

/** Body schema of the calls whose only field is the optional `locale`. */
export const LOCALE_BODY_SCHEMA = {
  type: 'object',
  properties: { locale: LOCALE_PROPERTY },
} as const;

/**
 * preValidation hook for calls whose fields are all optional: a POST with no body at all means "no fields",
 * not "the body is not an object", so it is validated as `{}`.
 */
export async function missingBodyAsEmpty(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
