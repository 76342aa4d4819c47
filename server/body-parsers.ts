import type { FastifyInstance } from 'fastify';

type FormValue = string | string[];

/**
 * Parses an `application/x-www-form-urlencoded` body the way the client serialises it: `a[]=1&a[]=2` is the
 * array `a: ['1', '2']`, and a repeated plain key also becomes an array rather than silently keeping one value.
 */
export function parseFormBody(body: string): Record<string, FormValue> {
  const fields = new Map<string, FormValue>();
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const existing = fields.get(key);
    if (existing === undefined) {
      fields.set(key, isArray ? [value] : value);
    } else if (Array.isArray(existing)) {
      existing.push(value);
    } else {
      fields.set(key, [existing, value]);
    }
  }
  // fromEntries defines own properties, so a `__proto__` field stays a field instead of replacing the prototype.
  return Object.fromEntries(fields);
}

/**
 * JSON (fastify's own parser), form-urlencoded and multipart are accepted; anything else, text/plain
 * included, is answered 415. Route plugins that need another type add a parser in their own scope.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseFormBody(body as string));
  });
  // No upload route exists yet: the body is read (so bodyLimit still applies) and dropped. The upload route
  // will bring a streaming parser in its own scope.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, _body, done) => {
    done(null, null);
  });
}
