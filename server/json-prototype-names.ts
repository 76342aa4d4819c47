// Prototype poisoning: JSON.parse makes `__proto__` an ordinary own property, harmless until code copies it into
// another object (Object.assign, a spread into a merge), which then takes it as that object's prototype; a
// `constructor` holding `prototype` does the same to whatever walks it. fastify's JSON parser refuses both
// (secure-json-parse with protoAction and constructorAction 'error', server/json-depth.ts), but with the error of a
// broken body (FST_ERR_CTP_INVALID_JSON_BODY), so a well-formed body was answered "Malformed JSON body". This tells
// the two apart after the refusal: well-formed bodies, which the parser accepted, pay nothing for it.
import { GatewayCodes } from './codes';
import { GatewayError } from './envelope';

/**
 * Where in `text` a forbidden property name is, as the validation messages name fields (`body/order/__proto__`,
 * `body/constructor/prototype`); undefined when `text` is not JSON at all, or holds no such name. The same checks as
 * secure-json-parse's, walked without recursion so that no nesting can overflow the stack.
 */
export function forbiddenPropertyPath(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const stack: Array<[unknown, string]> = [[value, 'body']];
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node !== 'object' || node === null) continue;
    if (Object.hasOwn(node, '__proto__')) return `${path}/__proto__`;
    const { constructor } = node as { constructor?: unknown };
    if (Object.hasOwn(node, 'constructor') && typeof constructor === 'object' && constructor !== null && Object.hasOwn(constructor, 'prototype')) {
      return `${path}/constructor/prototype`;
    }
    for (const [key, child] of Object.entries(node)) stack.push([child, `${path}/${key}`]);
  }
  return undefined;
}

/** The answer to a body with a forbidden property name at `path`: 400, 40006, the place named. */
export function forbiddenProperty(path: string): GatewayError {
  return new GatewayError(GatewayCodes.FORBIDDEN_PROPERTY_NAME, `${GatewayCodes.FORBIDDEN_PROPERTY_NAME.msg}: ${path} is a forbidden property name`);
}
