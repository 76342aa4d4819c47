// JSON bodies nested deeper than any call needs are refused (400/40005) right after parsing. Parsing itself copes
// with deep nesting, but later steps walk values recursively (serialising an event to store it, schema checks) and
// a body of 30,000 nested brackets, well under any size limit, overflowed the stack: a 500 for a malformed request.
import type { FastifyInstance } from 'fastify';
import { GatewayCodes } from './codes';
import { GatewayError } from './envelope';
import { forbiddenProperty, forbiddenPropertyPath } from './json-prototype-names';
import { keepBodyText } from './signing/raw-body';

/** Deeper than any body of SPEC 7 (a tracking event's ext object inside the batch array is depth 3 or 4). */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` has arrays or objects nested more than `max` deep; iterative, so it cannot overflow itself. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(current)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

export function tooDeep(): GatewayError {
  return new GatewayError(GatewayCodes.JSON_TOO_DEEP);
}

/**
 * Parses `contentTypes` as JSON with fastify's own parser (size limit, empty body and prototype-poisoning checks, the
 * last answered 40006 rather than as broken JSON: server/json-prototype-names.ts) and then the depth check, keeping
 * the text for the signature check. Registered in the scope of the plugin that calls it.
 */
export function addJsonParser(app: FastifyInstance, contentTypes: readonly string[]): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  for (const type of contentTypes) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (request, body, done) => {
      // The text as sent is what sign mode 2 signs (server/signing/raw-body.ts).
      keepBodyText(request, body as string);
      parse(request, body as string, (error, value) => {
        const forbidden = error ? forbiddenPropertyPath(body as string) : undefined;
        if (forbidden !== undefined) done(forbiddenProperty(forbidden), undefined);
        else if (error) done(error, undefined);
        else if (nestedDeeperThan(value, MAX_JSON_DEPTH)) done(tooDeep(), undefined);
        else done(null, value);
      });
    });
  }
}

/** Replaces fastify's application/json parser with the same parser plus the depth check. */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  addJsonParser(app, ['application/json']);
}
