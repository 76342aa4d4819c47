import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseRequestTarget } from '../src/core/request-target';
import type { RequestTarget, TargetProblem } from '../src/core/request-target';
import { GatewayCodes } from './codes';
import { GatewayError } from './envelope';

const PROBLEM_TEXT: Record<TargetProblem, string> = {
  'not-a-path': 'the request target must be a path',
  character: 'the path holds a character that must be percent-encoded, or a fragment',
  escape: 'the path escapes a character that must be written as itself, or uses lower-case or malformed escapes',
  'empty-segment': 'the path holds an empty segment (//)',
  'dot-segment': 'the path holds a . or .. segment',
};

/** The target the guard parsed for each request it let through, so a signed call's check does not parse it again. */
const parsedTargets = new WeakMap<FastifyRequest, { url: string; target: RequestTarget }>();

/**
 * The path and query of a request, in the one spelling the gateway accepts. The onRequest guard has already
 * refused every other spelling, so this only fails for a request that never passed it.
 */
export function requestTarget(request: FastifyRequest): RequestTarget {
  const kept = parsedTargets.get(request);
  if (kept !== undefined && kept.url === request.url) return kept.target;
  const parsed = parseRequestTarget(request.url);
  if (!parsed.ok) throw new GatewayError(GatewayCodes.NON_CANONICAL_PATH);
  return parsed;
}

/**
 * Refuses, before any route hook, body parsing or handler, a request target that is not in canonical form
 * (src/core/request-target.ts). The router decodes escapes while other readers of the URL may not; with one
 * spelling per path, nothing can reach a route under a name that a check keyed on the path does not recognise.
 * Registered first, so every later hook and every route (and the not-found handler) sees canonical targets only.
 */
export function registerCanonicalTargetGuard(app: FastifyInstance): void {
  // Callback style, not async: it runs on every request, and a promise per hook is measurable there.
  app.addHook('onRequest', (request, _reply, done) => {
    const parsed = parseRequestTarget(request.url);
    if (parsed.ok) {
      parsedTargets.set(request, { url: request.url, target: parsed });
      return done();
    }
    const { msg } = GatewayCodes.NON_CANONICAL_PATH;
    done(new GatewayError(GatewayCodes.NON_CANONICAL_PATH, `${msg}: ${PROBLEM_TEXT[parsed.problem]}`));
  });
}
