// "Needs a signature" is a property of the route (SPEC 7 "Signed calls"): a route declares `config: { signMode }`
// or inherits the mode of the signed prefix it lives under, and the check runs in that route's own hooks. Whatever
// spelling of a path the router resolves to a signed route, the route checks the signature; and the served
// gatewaySignConfig is built from these declarations, so the client signs exactly what the gateway checks.
import type { FastifyInstance, FastifyReply, RouteOptions, preValidationHookHandler } from 'fastify';
import { targetText } from '../../src/core/request-target';
import { requestTarget } from '../canonical-target';
import { pathOf } from '../request-path';
import { GatewayCodes, WireCodes } from '../codes';
import type { CodeDefinition } from '../codes';
import { GatewayError } from '../envelope';
import { hooksOf } from '../hook-list';
import { accountModeOf } from '../paper-mode';
import { findRequestSession, keepCheckedSession } from '../sessions';
import { parseClientKey } from './client-keys';
import { rawBodyText } from './raw-body';
import { SIGNED_PREFIXES, SIGN_MODES, prefixModeFor } from './sign-config';
import type { SignedUrls } from './sign-config';
import type { SignedCallMemory } from './signed-call-memory';
import type { TraceIdRegistry } from './trace-ids';
import { checkSignEnvelope, checkSignature, readSignHeaders, signedAt } from './verify-request';
import type { SignFailure } from './verify-request';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The sign mode (SPEC 7) the route requires. Routes under a prefix of SIGNED_PREFIXES inherit its mode and
     * cannot opt out; a route elsewhere is signed only when it declares a mode.
     */
    signMode?: number;
  }
}

export const SIGN_ERROR_HEADER = 'gw-sign-error';

const FAILURE_CODES: Record<SignFailure, CodeDefinition> = {
  'signature-missing': WireCodes.SIGNATURE_MISSING,
  'sign-mode-not-matched': WireCodes.SIGN_MODE_MISMATCH,
  'signature-expired': WireCodes.SIGNATURE_EXPIRED,
  'signature-invalid': WireCodes.SIGNATURE_INVALID,
  'signature-replayed': WireCodes.SIGNATURE_REPLAYED,
};

const READ_METHODS = new Set(['GET', 'HEAD']);

/** A route declaration the signing rules refuse; thrown while the route is added, so the gateway does not start. */
export class SignedRouteError extends Error {
  constructor(url: string, reason: string) {
    super(`Signed route ${url}: ${reason}`);
    this.name = 'SignedRouteError';
  }
}

function isStaticUrl(url: string): boolean {
  return !/[:*(]/.test(url);
}

/**
 * The mode of each signed route, decided as routes are added, and the URL tables of the served config. The rules
 * keep every signed call replay-proof and state changes body-bound: a signed route's mode must sign the trace id,
 * and a route whose method can change state must sign the body too (mode 2).
 */
export class SignedRouteTable {
  private readonly exact = new Map<string, number>();

  constructor(private readonly prefixes: Readonly<Record<string, number>> = SIGNED_PREFIXES) {}

  /** The mode `url` requires for `methods`, or undefined for an unsigned route; throws SignedRouteError. */
  add(url: string, methods: readonly string[], declared: number | undefined): number | undefined {
    const inherited = prefixModeFor(url, this.prefixes);
    const mode = declared ?? inherited;
    if (mode === undefined) return undefined;
    const parts = SIGN_MODES[String(mode)];
    if (parts === undefined) throw new SignedRouteError(url, `sign mode ${mode} is not defined`);
    if (!parts.includes('traceId')) {
      throw new SignedRouteError(url, `sign mode ${mode} does not sign the trace id, so its calls could be replayed`);
    }
    if (methods.some((method) => !READ_METHODS.has(method)) && !parts.includes('body')) {
      throw new SignedRouteError(url, `${methods.join(', ')} can change state: use sign mode 2, which signs the body`);
    }
    if (!isStaticUrl(url)) {
      // The config's exact URLs are literal paths: a route with parameters is signed through its prefix only.
      if (mode !== inherited) {
        throw new SignedRouteError(url, 'a route with parameters takes the mode of its signed prefix, or none');
      }
      return mode;
    }
    const listed = this.exact.get(url);
    if (listed !== undefined && listed !== mode) {
      throw new SignedRouteError(url, `declared with sign modes ${listed} and ${mode} for different methods`);
    }
    this.exact.set(url, mode);
    return mode;
  }

  urls(): SignedUrls {
    return { exactUrls: Object.fromEntries(this.exact), prefixUrls: { ...this.prefixes } };
  }
}

function reject(reply: FastifyReply, failure: SignFailure): never {
  reply.header(SIGN_ERROR_HEADER, failure);
  throw new GatewayError(FAILURE_CODES[failure]);
}

export interface SignedRouteOptions {
  /** How many trace ids of accepted calls are remembered at most (TraceIdRegistry). */
  readonly traceIdCapacity?: number;
  /** The gateway's clock (app.now): the signed time is checked against it. Date.now by default. */
  readonly now?: () => number;
  /** The trace ids remembered across restarts, and the earliest signed time this run accepts. */
  readonly memory: SignedCallMemory;
}

/**
 * The route-level check of one signed route, in the order of the codes: headers (00020), mode (00021), time
 * (00022), then, for a session, its key and the signature over the canonical target the router matched (00023),
 * and last the trace id, refused when already used (00022).
 */
function signatureCheck(
  app: FastifyInstance,
  route: { url: string; mode: number },
  traceIds: TraceIdRegistry,
  clock: { now: () => number; notBefore: number },
): preValidationHookHandler {
  const parts = SIGN_MODES[String(route.mode)] ?? [];
  const staticUrl = isStaticUrl(route.url);
  return async function checkSignedCall(request, reply) {
    const now = clock.now();
    const headers = readSignHeaders(request.headers);
    const envelopeFailure = checkSignEnvelope(headers, route.mode, parts, { now, notBefore: clock.notBefore });
    if (envelopeFailure !== undefined) reject(reply, envelopeFailure);
    // Without a session the call acts for nobody; the route answers it as it answers any anonymous call.
    const session = findRequestSession(app.db, request);
    if (session === undefined) return;
    const target = requestTarget(request);
    // The signed text is rebuilt from the canonical target; for a literal route it must also be that route's
    // own path, so a signature can only ever speak for the route that runs.
    if (staticUrl && target.path !== route.url) reject(reply, 'signature-invalid');
    // The key registered with the session, read with it: the same row, in the same tick.
    const key = session.clientKey === null ? undefined : parseClientKey(session.clientKey.pem, session.clientKey.algorithm);
    const failure = checkSignature(headers, parts, key, {
      pathWithQuery: targetText(target),
      account: accountModeOf(request),
      // Mode 2 signs the body text exactly as sent ('' without one); only JSON reaches a route (JSON-only API).
      body: rawBodyText(request),
    });
    if (failure !== undefined) reject(reply, failure);
    const traceId = headers.traceId ?? '';
    const claim = traceIds.claim(traceId, signedAt(headers.tm), now);
    if (claim === 'replayed') reject(reply, 'signature-replayed');
    if (claim === 'full') {
      reply.header('retry-after', String(Math.max(1, Math.ceil(traceIds.msUntilRoom(now) / 1000))));
      throw new GatewayError(GatewayCodes.RATE_LIMITED);
    }
    keepCheckedSession(request, session);
  };
}

/**
 * Makes signing a property of the routes added from now on: each signed route gets the signature check as its first
 * own preValidation hook (after the body parser kept the text it signs), and its mode in its config. Must run before the route plugins register,
 * and after the canonical-target guard, whose spelling rules the prefix check below relies on.
 */
export function registerSignedRoutes(app: FastifyInstance, options: SignedRouteOptions): SignedRouteTable {
  const table = new SignedRouteTable();
  const traceIds = options.memory.registry('rest', options.traceIdCapacity);
  const now = options.now ?? Date.now;
  const clock = { now, notBefore: options.memory.notBefore };
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    const mode = table.add(route.url, methods, route.config?.signMode);
    if (mode === undefined) return;
    route.config = { ...route.config, signMode: mode };
    route.preValidation = [
      signatureCheck(app, { url: route.url, mode }, traceIds, clock),
      ...hooksOf(route.preValidation),
    ];
  });
  // A signed prefix promises that every path under it is signed. A route with parameters or a wildcard elsewhere
  // (the static files' `/*`, a future `/v1/:section/...`) could still match such a path; it is unknown instead.
  app.addHook('onRequest', (request, _reply, done) => {
    const unsignedUnderPrefix =
      !request.is404 &&
      request.routeOptions.config.signMode === undefined &&
      prefixModeFor(pathOf(request.url)) !== undefined;
    done(unsignedUnderPrefix ? new GatewayError(GatewayCodes.NOT_FOUND) : undefined);
  });
  return table;
}
