import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Trusted Types policies the client may create; any other name is refused by the browser. exchange-html makes
 * sanitised markup (src/core/sanitize-html.ts); exchange-sw answers only the service worker's own URL
 * (src/core/service-worker-url.ts), exchange-intl-warmup only the URL of the worker that loads ICU
 * (src/core/intl-warmup.ts).
 */
export const TRUSTED_TYPES_POLICIES = ['exchange-html', 'dompurify', 'exchange-sw', 'exchange-intl-warmup'] as const;

/** Where browsers post CSP violation reports (server/routes/csp-reports.ts). */
export const CSP_REPORT_PATH = '/v1/csp-report';
/** The Reporting API endpoint name the policy's report-to names. */
export const CSP_REPORT_GROUP = 'csp';

export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, ...string[]]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self'", 'data:', 'blob:'],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['frame-ancestors', "'none'"],
  ['form-action', "'self'"],
  ['require-trusted-types-for', "'script'"],
  ['trusted-types', ...TRUSTED_TYPES_POLICIES],
  // Both: report-to (Reporting API, with the Reporting-Endpoints header) where supported, report-uri elsewhere;
  // a browser that knows report-to ignores report-uri.
  ['report-uri', CSP_REPORT_PATH],
  ['report-to', CSP_REPORT_GROUP],
];

export function buildContentSecurityPolicy(
  directives: ReadonlyArray<readonly [string, ...string[]]> = CSP_DIRECTIVES,
): string {
  return directives.map((parts) => parts.join(' ')).join('; ');
}

export const CONTENT_SECURITY_POLICY = buildContentSecurityPolicy();

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'reporting-endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
};

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached the gateway over https: the connection itself, or, only when the gateway is told
 * it runs behind a proxy (TRUST_PROXY), the proxy's X-Forwarded-Proto. Anyone else can send that header.
 */
export function cameOverHttps(request: FastifyRequest): boolean {
  return request.protocol.toLowerCase() === 'https';
}

export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, production: boolean): void {
  reply.headers(SECURITY_HEADERS);
  // HSTS over plain http would be ignored by browsers at best and, behind a misconfigured proxy, pin a host
  // to https that cannot serve it; local development runs on plain http.
  if (production && cameOverHttps(request)) {
    reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  }
}

export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    applySecurityHeaders(request, reply, production);
    done(null, payload);
  });
}
