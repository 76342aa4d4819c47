import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import {
  CONTENT_SECURITY_POLICY,
  TRUSTED_TYPES_POLICIES,
  buildContentSecurityPolicy,
} from '../../server/security-headers';
import { INTL_WARMUP_POLICY_NAME } from '../../src/core/intl-warmup';
import { HTML_POLICY_NAME } from '../../src/core/sanitize-html';
import { SERVICE_WORKER_POLICY_NAME } from '../../src/core/service-worker-url';
import { makeStaticDir, removeDir, testGateway } from './support';

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; " +
  "require-trusted-types-for 'script'; trusted-types exchange-html dompurify exchange-sw exchange-intl-warmup; " +
  'report-uri /v1/csp-report; report-to csp';

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['content-security-policy']).toBe(EXPECTED_CSP);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  expect(response.headers['reporting-endpoints']).toBe('csp="/v1/csp-report"');
}

const HTML = { accept: 'text/html' };

describe('the Content-Security-Policy builder', () => {
  it('builds the policy of the design, with the Trusted Types policy names', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(EXPECTED_CSP);
    expect(buildContentSecurityPolicy()).toBe(EXPECTED_CSP);
    expect(TRUSTED_TYPES_POLICIES).toEqual([HTML_POLICY_NAME, 'dompurify', SERVICE_WORKER_POLICY_NAME, INTL_WARMUP_POLICY_NAME]);
  });

  it('never allows inline or evaluated script', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('builds a policy from other directives', () => {
    expect(buildContentSecurityPolicy([['default-src', "'none'"], ['img-src', "'self'", 'data:']])).toBe(
      "default-src 'none'; img-src 'self' data:",
    );
  });
});

describe('security headers on every response', () => {
  let staticDir: string;
  let app: FastifyInstance;

  beforeAll(() => {
    staticDir = makeStaticDir();
  });

  afterAll(() => {
    removeDir(staticDir);
  });

  beforeEach(async () => {
    app = await testGateway({ staticDir, bodyLimit: 16 });
    app.post('/v1/test/echo', async (request) => ({ body: request.body }));
    app.get('/v1/test/boom', async () => {
      throw new Error('boom');
    });
  });

  afterEach(async () => {
    await app.close();
  });

  it.each([
    ['the app shell', { method: 'GET', url: '/spot/BTCUSDT', headers: HTML }, 200],
    ['the events shell', { method: 'GET', url: '/events/ja/foo', headers: HTML }, 200],
    ['the root page', { method: 'GET', url: '/' }, 200],
    ['an asset', { method: 'GET', url: '/assets/app.js' }, 200],
    ['an API answer', { method: 'GET', url: '/__dev/ping' }, 200],
    ['an API 404', { method: 'GET', url: '/v1/nope' }, 404],
    ['a missing asset', { method: 'GET', url: '/assets/missing.js' }, 404],
    ['a 405', { method: 'GET', url: '/v1/test/echo' }, 405],
    ['an internal error', { method: 'GET', url: '/v1/test/boom' }, 500],
    [
      'malformed JSON',
      { method: 'POST', url: '/v1/test/echo', headers: { 'content-type': 'application/json' }, payload: '{' },
      400,
    ],
    [
      'an oversize body',
      { method: 'POST', url: '/v1/test/echo', headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(64)}"` },
      413,
    ],
    ['an undecodable URL', { method: 'GET', url: '/v1/%E0%A4%A' }, 400],
    ['a HEAD request', { method: 'HEAD', url: '/spot/BTCUSDT', headers: HTML }, 200],
  ] as const)('%s', async (_name, request, status) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

// The gateway behind a trusted proxy on loopback (inject's requests come from 127.0.0.1); without one,
// X-Forwarded-Proto is ignored: tests/server/security/proxy-trust.test.ts.
const BEHIND_PROXY = { trustProxy: '127.0.0.1' } as const;

describe('Strict-Transport-Security', () => {
  it('is sent in production when the request came over https', async () => {
    const app = await testGateway({ production: true, ...BEHIND_PROXY });
    try {
      const https = await app.inject({ method: 'GET', url: '/v1/nope', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expectSecurityHeaders(https);

      // The proxy appends what it saw to what the client sent: its own, last entry is the one that counts.
      const chain = await app.inject({ method: 'GET', url: '/v1/nope', headers: { 'x-forwarded-proto': 'http, https' } });
      expect(chain.headers['strict-transport-security']).toBeDefined();
    } finally {
      await app.close();
    }
  });

  it('is not sent in production over plain http', async () => {
    const app = await testGateway({ production: true, ...BEHIND_PROXY });
    try {
      for (const headers of [{}, { 'x-forwarded-proto': 'http' }]) {
        const response = await app.inject({ method: 'GET', url: '/v1/nope', headers });
        expect(response.headers['strict-transport-security']).toBeUndefined();
        expectSecurityHeaders(response);
      }
    } finally {
      await app.close();
    }
  });

  it('is not sent outside production, even over https', async () => {
    const app = await testGateway({ production: false, ...BEHIND_PROXY });
    try {
      const response = await app.inject({ method: 'GET', url: '/v1/nope', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
