// Gateway signing (SPEC 7 "Signed calls", SPEC 8 "Signature errors"): serves the sign configuration and checks
// the signature of every call the configuration lists, whichever plugin serves it. It is registered first and
// without encapsulation, so its hooks sit on the root and apply to the routes every later plugin adds.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WireCodes } from '../codes';
import type { CodeDefinition } from '../codes';
import { GatewayError, ok } from '../envelope';
import { pathOf } from '../request-path';
import type { RoutePlugin } from '../route-plugin';
import { findRequestSession } from '../sessions';
import { sessionClientKey } from '../signing/client-keys';
import { loadIssuer } from '../signing/issuer';
import { rawBodyText, tapBody } from '../signing/raw-body';
import { SIGN_MODES, gatewaySignConfig, signModeFor } from '../signing/sign-config';
import { serverKeyFor } from '../signing/server-key';
import { checkSignEnvelope, checkSignature, readSignHeaders } from '../signing/verify-request';
import type { SignFailure } from '../signing/verify-request';

export const SIGN_ERROR_HEADER = 'gw-sign-error';

const FAILURE_CODES: Record<SignFailure, CodeDefinition> = {
  'signature-missing': WireCodes.SIGNATURE_MISSING,
  'sign-mode-not-matched': WireCodes.SIGN_MODE_MISMATCH,
  'signature-expired': WireCodes.SIGNATURE_EXPIRED,
  'signature-invalid': WireCodes.SIGNATURE_INVALID,
};

// Sign mode 2 signs the body text: only text bodies are signed as sent; anything else signs as ''.
function signedBody(request: FastifyRequest): string {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  const isText = type.startsWith('application/json') || type.startsWith('application/x-www-form-urlencoded');
  return isText ? rawBodyText(request) : '';
}

function reject(reply: FastifyReply, failure: SignFailure): never {
  reply.header(SIGN_ERROR_HEADER, failure);
  throw new GatewayError(FAILURE_CODES[failure]);
}

const requestSigning: RoutePlugin = async (app) => {
  const issuer = loadIssuer();
  // Loaded before the gateway listens, so the first config request does not wait on key generation.
  const serverKey = await serverKeyFor(app.db, issuer);

  app.addHook('preParsing', async (request, _reply, payload) => {
    return signModeFor(pathOf(request.url)) === undefined ? payload : tapBody(request, payload);
  });

  // preValidation: after the body is read (mode 2 needs it), before any schema or handler sees the request.
  app.addHook('preValidation', async (request, reply) => {
    const mode = signModeFor(pathOf(request.url));
    if (mode === undefined) return;
    const parts = SIGN_MODES[String(mode)] ?? [];
    const headers = readSignHeaders(request.headers);
    const envelopeFailure = checkSignEnvelope(headers, mode, parts, Date.now());
    if (envelopeFailure !== undefined) reject(reply, envelopeFailure);
    // Without a session the call acts for nobody; the route answers it as it answers any anonymous call.
    const session = findRequestSession(app.db, request);
    if (session === undefined) return;
    const failure = checkSignature(headers, parts, sessionClientKey(app.db, session.token), {
      pathWithQuery: request.url,
      body: signedBody(request),
    });
    if (failure !== undefined) reject(reply, failure);
  });

  app.get('/v1/mix/config/gatewaySignConfig', async () =>
    ok({ gatewaySignConfig: gatewaySignConfig(serverKey.publicKeyPem, serverKey.publicKeySign) }),
  );
};

// fastify-plugin's marker, set by hand: the hooks above must reach the routes of sibling plugins.
Object.assign(requestSigning, { [Symbol.for('skip-override')]: true });

export default requestSigning;
